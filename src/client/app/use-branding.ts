import { useQuery } from '@tanstack/react-query';
import { sessionQueryOptions } from '../lib/session';
import { siteConfigQueryOptions } from '../lib/site-config';

export interface ShellBranding {
  partnerName: string | null;
  partnerLogo: string | null;
  color: string | null;
}

/**
 * The partner branding to show: the signed-in account's, else the site's. Never suspends, so the theme and
 * the header work above every loading state and error boundary.
 */
export function useBranding(): ShellBranding {
  const branding = useQuery(sessionQueryOptions).data?.branding;
  const site = useQuery(siteConfigQueryOptions).data;
  return {
    partnerName: branding?.partnerName ?? site?.partner_name ?? null,
    partnerLogo: branding?.partnerLogo ?? site?.partner_logo ?? null,
    color: branding?.color ?? site?.color ?? null,
  };
}

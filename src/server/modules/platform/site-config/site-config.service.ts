import type { SiteConfig } from '@shared/schemas/api';
import type { Db } from '../../../db/client';
import { findPartnerBySlug } from './site-config.repository';

/** Public branding for the sign-in page: a partner's by slug, else Groupcover's own (nulls). */
export async function getSiteConfig(db: Db, partnerSlug: string | undefined): Promise<SiteConfig> {
  const partner = partnerSlug ? await findPartnerBySlug(db, partnerSlug) : null;
  return {
    partner_logo: partner?.logoUrl ?? null,
    partner_name: partner?.name ?? null,
    color: partner?.color ?? null,
  };
}

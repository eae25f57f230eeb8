import type { SiteConfig } from '@shared/schemas/api';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, checkedByServer } from './api-client';

/** The site's partner branding, public: what the sign-in page shows before anyone is signed in. */
export const siteConfigQueryOptions = queryOptions({
  queryKey: ['site-config'],
  queryFn: () => apiRequest('/api/v1/site_config', { schema: checkedByServer<SiteConfig>() }),
  staleTime: Number.POSITIVE_INFINITY,
});

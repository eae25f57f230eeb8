import { siteConfigSchema } from '@shared/schemas/api';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from './api-client';

/** The site's partner branding, public: what the sign-in page shows before anyone is signed in. */
export const siteConfigQueryOptions = queryOptions({
  queryKey: ['site-config'],
  queryFn: () => apiRequest('/api/v1/site_config', { schema: siteConfigSchema }),
  staleTime: Number.POSITIVE_INFINITY,
});

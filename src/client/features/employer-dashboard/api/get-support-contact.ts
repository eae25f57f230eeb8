import { apiRequest } from '@client/lib/api-client';
import { supportContactSchema } from '@shared/schemas/administrators';
import { queryOptions } from '@tanstack/react-query';
import { COMPANIES_QUERY_KEY } from './get-company-employees';

/** The company's support contact (the footer's). */
export function supportContactQueryOptions(companyId: string) {
  return queryOptions({
    queryKey: [...COMPANIES_QUERY_KEY, companyId, 'support-contact'],
    queryFn: () =>
      apiRequest(`/api/v1/companies/${encodeURIComponent(companyId)}/support-contact`, {
        schema: supportContactSchema,
      }),
  });
}

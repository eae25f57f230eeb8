import { apiRequest } from '@client/lib/api-client';
import { companyAdministratorsResponseSchema } from '@shared/schemas/administrators';
import { queryOptions } from '@tanstack/react-query';
import { COMPANIES_QUERY_KEY } from './get-company-employees';

export const administratorsQueryKey = (companyId: string) => [
  ...COMPANIES_QUERY_KEY,
  companyId,
  'administrators',
];

/** The company's administrators, its brokers and the pending administrator invitations (manage-admins). */
export function administratorsQueryOptions(companyId: string) {
  return queryOptions({
    queryKey: administratorsQueryKey(companyId),
    queryFn: () =>
      apiRequest(`/api/v1/companies/${encodeURIComponent(companyId)}/administrators`, {
        schema: companyAdministratorsResponseSchema,
      }),
  });
}

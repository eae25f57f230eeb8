import { apiRequest } from '@client/lib/api-client';
import { partnerAddEmployeeOptionsSchema } from '@shared/schemas/partners';
import { queryOptions } from '@tanstack/react-query';
import { COMPANIES_QUERY_KEY } from './get-company-employees';

export const partnerEmployeeQueryKey = (companyId: string, hashId: string) => [
  ...COMPANIES_QUERY_KEY,
  companyId,
  'partner-add-employee',
  hashId,
];

/** The `options` ajax call (docs/spec/2 §2.1): the person a partner added and the choices left. */
export function partnerEmployeeOptionsQueryOptions(companyId: string, hashId: string) {
  return queryOptions({
    queryKey: partnerEmployeeQueryKey(companyId, hashId),
    queryFn: () =>
      apiRequest(
        `/api/v1/companies/${encodeURIComponent(companyId)}/partner-add-employee/options?employee_hash_id=${encodeURIComponent(hashId)}`,
        { schema: partnerAddEmployeeOptionsSchema },
      ),
  });
}

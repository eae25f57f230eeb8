import { apiRequest, checkedByServer } from '@client/lib/api-client';
import type { CompanyInformation } from '@shared/schemas/company-settings';
import { queryOptions } from '@tanstack/react-query';
import { COMPANIES_QUERY_KEY } from './get-company-employees';

export const companyInformationKey = (companyId: string) =>
  [...COMPANIES_QUERY_KEY, companyId, 'company-information'] as const;

/** The company's details, primary contact and bank account (numbers by their last four), with its version. */
export function companyInformationQueryOptions(companyId: string) {
  return queryOptions({
    queryKey: companyInformationKey(companyId),
    queryFn: () =>
      apiRequest(`/api/v1/companies/${encodeURIComponent(companyId)}/company_information`, {
        schema: checkedByServer<CompanyInformation>(),
      }),
  });
}

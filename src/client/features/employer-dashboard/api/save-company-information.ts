import { apiRequest, checkedByServer } from '@client/lib/api-client';
import { SESSION_QUERY_KEY } from '@client/lib/session';
import type {
  BankingRequest,
  CompanyDetailsRequest,
  CompanyInformation,
  PrimaryContactRequest,
} from '@shared/schemas/company-settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { COMPANIES_QUERY_KEY } from './get-company-employees';
import { companyInformationKey } from './get-company-information';

/** Company information's forms, by the path segment each saves to. */
export type CompanyInformationForms = {
  company_details: CompanyDetailsRequest;
  primary_contact: PrimaryContactRequest;
  banking_information: BankingRequest;
};

/**
 * Saves one of company information's forms. The answer is the company's information with its new version;
 * a new legal name shows in the session's company list and every company page, so those are read again.
 */
export function useSaveCompanyInformation<F extends keyof CompanyInformationForms>(
  companyId: string,
  form: F,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CompanyInformationForms[F]) =>
      apiRequest(`/api/v1/companies/${encodeURIComponent(companyId)}/company_information/${form}`, {
        method: 'PUT',
        body,
        schema: checkedByServer<CompanyInformation>(),
      }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(companyInformationKey(companyId), saved);
      if (form === 'company_details')
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
          queryClient.invalidateQueries({ queryKey: [...COMPANIES_QUERY_KEY, companyId] }),
        ]);
    },
  });
}

import { apiRequest } from '@client/lib/api-client';
import type { BenefitsChoice } from '@shared/domain/company-people/administrators-and-partners';
import { partnerAddEmployeeOptionsSchema } from '@shared/schemas/partners';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { COMPANIES_QUERY_KEY } from './get-company-employees';
import { partnerEmployeeQueryKey } from './get-partner-employee-options';

/** The ajax path of each choice (approving is `confirm-benefits`). */
const PATHS: Record<BenefitsChoice, string> = {
  'approve-benefits': 'confirm-benefits',
  'deny-benefits': 'deny-benefits',
  'waiting-on-renewal': 'waiting-on-renewal',
};

/** Decides a partner-added employee's benefits with the version the page read; the page shows the answer. */
export function useDecideBenefits(companyId: string, hashId: string, choice: BenefitsChoice) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { version: number; reason?: string }) =>
      apiRequest(
        `/api/v1/companies/${encodeURIComponent(companyId)}/partner-add-employee/${PATHS[choice]}?employee_hash_id=${encodeURIComponent(hashId)}`,
        { method: 'POST', body, schema: partnerAddEmployeeOptionsSchema },
      ),
    onSuccess: async (options) => {
      queryClient.setQueryData(partnerEmployeeQueryKey(companyId, hashId), options);
      // The roster and the home's to-do list change with the decision.
      await queryClient.invalidateQueries({ queryKey: [...COMPANIES_QUERY_KEY, companyId, 'employees'] });
    },
  });
}

import { apiRequest, checkedByServer } from '@client/lib/api-client';
import type { EmployeeContributions } from '@shared/schemas/contribution';
import type { RenewalResponse } from '@shared/schemas/renewal';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RENEWAL_URL, renewalKey } from './get-renewal';

/** PUT ben_admin_renewal/employee_contributions: each eligible employee's medical contribution class. */
export function useSaveEmployeeContributions(companyIdToken: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EmployeeContributions & { version: number }) =>
      apiRequest(`${RENEWAL_URL}/employee_contributions`, {
        method: 'PUT',
        body: { ben_admin_renewal: body, ...(companyIdToken ? { company_id_token: companyIdToken } : {}) },
        schema: checkedByServer<RenewalResponse>(),
      }),
    onSuccess: (saved) => queryClient.setQueryData(renewalKey(companyIdToken), saved),
  });
}

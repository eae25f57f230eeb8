import { apiRequest } from '@client/lib/api-client';
import type { ApplicationResponse } from '@shared/schemas/application';
import {
  employeeHealthAccountResponseSchema,
  healthAccountOverviewSchema,
} from '@shared/schemas/application-requests';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { usePutApplicationStep } from './save-application';

const policyPath = (employeePolicyId: string) =>
  `/api/v2/employee_policies/${encodeURIComponent(employeePolicyId)}`;

/** GET .../health_account_benefit_overview: the employer's account, maximums and paychecks left (cents). */
export function healthAccountOverviewQueryOptions(employeePolicyId: string) {
  return queryOptions({
    queryKey: ['health-account-overview', employeePolicyId],
    queryFn: () =>
      apiRequest(`${policyPath(employeePolicyId)}/health_account_benefit_overview`, {
        schema: healthAccountOverviewSchema,
      }),
  });
}

/** GET .../employee_health_accounts: the employee's yearly amount in dollars, null when none. */
export function employeeHealthAccountQueryOptions(employeePolicyId: string) {
  return queryOptions({
    queryKey: ['employee-health-account', employeePolicyId],
    queryFn: () =>
      apiRequest(`${policyPath(employeePolicyId)}/employee_health_accounts`, {
        schema: employeeHealthAccountResponseSchema,
      }),
  });
}

/** PUT .../employee_health_accounts with { employeeHealthAccount: { yearlyContributionAmount } }; completes healthAccountInformation. */
export function useSaveEmployeeHealthAccount(employeePolicyId: string) {
  const putApplicationStep = usePutApplicationStep();
  return useMutation<ApplicationResponse | null, Error, { yearlyContributionAmount: number | null }>({
    mutationFn: (employeeHealthAccount) =>
      putApplicationStep(`${policyPath(employeePolicyId)}/employee_health_accounts`, {
        employeeHealthAccount,
      }),
  });
}

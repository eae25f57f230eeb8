import { apiRequest, type ResponseParser } from '@client/lib/api-client';
import type { ApplicationResponse } from '@shared/schemas/application';
import {
  employeeHealthAccountResponseSchema,
  healthAccountOverviewSchema,
} from '@shared/schemas/application-requests';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { usePutApplicationStep } from './save-application';

const policyPath = (employeePolicyId: string) =>
  `/api/v2/employee_policies/${encodeURIComponent(employeePolicyId)}`;

/** A GET of one of the policy's resources, cached per resource and policy. */
const policyResourceQuery = <T>(employeePolicyId: string, resource: string, schema: ResponseParser<T>) =>
  queryOptions({
    queryKey: [resource, employeePolicyId],
    queryFn: () => apiRequest(`${policyPath(employeePolicyId)}/${resource}`, { schema }),
  });

/** GET .../health_account_benefit_overview: the employer's account, maximums and paychecks left (cents). */
export const healthAccountOverviewQueryOptions = (employeePolicyId: string) =>
  policyResourceQuery(employeePolicyId, 'health_account_benefit_overview', healthAccountOverviewSchema);

/** GET .../employee_health_accounts: the employee's yearly amount in dollars, null when none. */
export const employeeHealthAccountQueryOptions = (employeePolicyId: string) =>
  policyResourceQuery(employeePolicyId, 'employee_health_accounts', employeeHealthAccountResponseSchema);

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

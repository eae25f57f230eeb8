import { apiRequest, checkedByServer } from '@client/lib/api-client';
import type { DependentPricingRequest, DependentPricingResponse } from '@shared/schemas/life-events';
import { useMutation } from '@tanstack/react-query';

/**
 * docs/spec/2 §7's dependent pricing (POST …/employee-dependent-pricing): the employee's plans priced with the
 * dependent added. A read sent as POST, so a mutation that changes no cache.
 */
export function usePriceDependent(employeeFormId: string) {
  return useMutation({
    mutationFn: (body: DependentPricingRequest) =>
      apiRequest(`/api/v1/employee_forms/${encodeURIComponent(employeeFormId)}/employee-dependent-pricing`, {
        method: 'POST',
        body,
        schema: checkedByServer<DependentPricingResponse>(),
      }),
  });
}

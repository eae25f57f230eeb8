import type { AdditionalInformationRequest } from '@shared/schemas/additional-information';
import type { ApplicationResponse } from '@shared/schemas/application';
import { useMutation } from '@tanstack/react-query';
import { usePutApplicationStep } from './save-application';

/**
 * PUT /api/v1/employee_policies/{id}/additional_information with the shared request shape (the beneficiary pair
 * rides along when beneficiaries are required); completes additionalInformation.
 */
export function useUpdateAdditionalInformation(employeePolicyId: string) {
  const putApplicationStep = usePutApplicationStep();
  return useMutation<ApplicationResponse | null, Error, AdditionalInformationRequest>({
    mutationFn: (body) =>
      putApplicationStep(
        `/api/v1/employee_policies/${encodeURIComponent(employeePolicyId)}/additional_information`,
        body,
      ),
  });
}

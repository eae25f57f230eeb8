import type { ApplicationResponse } from '@shared/schemas/application';
import type { SignatureRequest } from '@shared/schemas/application-requests';
import { useMutation } from '@tanstack/react-query';
import { usePutApplicationStep } from './save-application';

/** PUT /api/v1/employee_policies/{id}/signature: SSNs and the signature; completes sign and the application. */
export function useUpdateSignature(employeePolicyId: string) {
  const putApplicationStep = usePutApplicationStep();
  return useMutation<ApplicationResponse | null, Error, SignatureRequest>({
    mutationFn: (body) =>
      putApplicationStep(`/api/v1/employee_policies/${encodeURIComponent(employeePolicyId)}/signature`, body),
  });
}

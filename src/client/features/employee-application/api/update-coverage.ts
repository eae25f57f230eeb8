import { useMutation } from '@tanstack/react-query';
import type { CoverageType } from '../../../../shared/domain/enums';
import { applicationResponseSchema } from '../../../../shared/schemas/application';
import type { CoverageChoiceRequest } from '../../../../shared/schemas/application-requests';
import { apiRequest } from '../../../lib/api-client';
import { useSetApplication } from '../lib/step-navigation';

/** Enrolls in or declines one coverage line; the answer (the whole application) replaces the cached one. */
export function useUpdateCoverage(employeePolicyId: string, coverageType: CoverageType) {
  const setApplication = useSetApplication();
  return useMutation({
    mutationFn: (choice: CoverageChoiceRequest) =>
      apiRequest(
        `/api/v1/employee_policies/${encodeURIComponent(employeePolicyId)}/coverages/${encodeURIComponent(coverageType)}`,
        { method: 'PUT', body: choice, schema: applicationResponseSchema },
      ),
    onSuccess: setApplication,
  });
}

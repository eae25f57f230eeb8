import type { CoverageType } from '@shared/domain/enums';
import { applicationResponseSchema } from '@shared/schemas/application';
import type { CoverageChoiceRequest } from '@shared/schemas/application-requests';
import { useMutation } from '@tanstack/react-query';
import { useApplicationSaved, useApplicationWrite } from './save-application';

/**
 * Enrolls in or declines one coverage line; the answer (the whole application) replaces the cached one, and
 * what depends on it (the health account overview, prices) is read afresh.
 */
export function useUpdateCoverage(employeePolicyId: string, coverageType: CoverageType) {
  const applicationSaved = useApplicationSaved();
  const write = useApplicationWrite();
  return useMutation({
    mutationFn: (choice: CoverageChoiceRequest) =>
      write(
        `/api/v1/employee_policies/${encodeURIComponent(employeePolicyId)}/coverages/${encodeURIComponent(coverageType)}`,
        choice,
        applicationResponseSchema,
      ),
    onSuccess: applicationSaved,
  });
}

import { apiRequest } from '@client/lib/api-client';
import { type EligibilityAnswers, eligibilityResponseSchema } from '@shared/schemas/application-requests';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

const eligibilityPath = (employeePolicyId: string) =>
  `/api/v1/employee_policies/${encodeURIComponent(employeePolicyId)}/eligibility`;

/** The small-group eligibility quiz: the answers so far, the result and its sentence. */
export function eligibilityQueryOptions(employeePolicyId: string) {
  return queryOptions({
    queryKey: ['employee-application', 'eligibility', employeePolicyId],
    queryFn: () => apiRequest(eligibilityPath(employeePolicyId), { schema: eligibilityResponseSchema }),
  });
}

/** Saves the quiz answers; the plans' eligibility may change with them, so the plans are fetched again. */
export function useSaveEligibilityAnswers(employeePolicyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answers: EligibilityAnswers) =>
      apiRequest(eligibilityPath(employeePolicyId), {
        method: 'PUT',
        body: answers,
        schema: eligibilityResponseSchema,
      }),
    onSuccess: (eligibility) => {
      queryClient.setQueryData(eligibilityQueryOptions(employeePolicyId).queryKey, eligibility);
      return queryClient.invalidateQueries({ queryKey: ['employee-application', 'plans', employeePolicyId] });
    },
  });
}

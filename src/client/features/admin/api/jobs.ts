import { apiRequest, checkedByServer } from '@client/lib/api-client';
import type { JobsOverview } from '@shared/schemas/jobs';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

export const JOBS_QUERY_KEY = ['admin', 'jobs'] as const;

/** The job queue's schedules and newest runs (decision 0062). */
export function jobsQueryOptions() {
  return queryOptions({
    queryKey: JOBS_QUERY_KEY,
    queryFn: () => apiRequest('/api/v2/admin/jobs?limit=50', { schema: checkedByServer<JobsOverview>() }),
  });
}

/** Queues a run of a scheduled job now; the runs reload after. */
export function useRunJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (jobName: string) =>
      apiRequest(`/api/v2/admin/jobs/${encodeURIComponent(jobName)}/run`, {
        method: 'POST',
        schema: checkedByServer<{ id: string }>(),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: JOBS_QUERY_KEY }),
  });
}

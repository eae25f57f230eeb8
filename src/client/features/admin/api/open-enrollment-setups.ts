import { apiRequest, checkedByServer } from '@client/lib/api-client';
import type { RateSheetRequest, SetupDetail, SetupQueue } from '@shared/schemas/open-enrollment';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

export const SETUPS_QUERY_KEY = ['admin', 'open-enrollment-setups'] as const;
const base = '/api/v2/open_enrollment_setups';
const setupPath = (setupId: string) => `${base}/${encodeURIComponent(setupId)}`;

/** Operations' queue of open-enrollment setups. */
export const setupQueueQueryOptions = queryOptions({
  queryKey: SETUPS_QUERY_KEY,
  queryFn: () => apiRequest(base, { schema: checkedByServer<SetupQueue>() }),
});

/** One setup with its files, suites and preview. */
export function setupDetailQueryOptions(setupId: string) {
  return queryOptions({
    queryKey: [...SETUPS_QUERY_KEY, setupId],
    queryFn: () => apiRequest(setupPath(setupId), { schema: checkedByServer<SetupDetail>() }),
  });
}

function useSetupWrite<B>(setupId: string, path: string, method: 'PUT' | 'POST') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: B) =>
      apiRequest(`${setupPath(setupId)}/${path}`, { method, body, schema: checkedByServer<SetupDetail>() }),
    onSuccess: (detail) => {
      queryClient.setQueryData([...SETUPS_QUERY_KEY, setupId], detail);
      void queryClient.invalidateQueries({ queryKey: SETUPS_QUERY_KEY, exact: true });
    },
  });
}

/** Loads a rate sheet into the setup's renewal (replacing its suites). */
export const useLoadRateSheet = (setupId: string) =>
  useSetupWrite<RateSheetRequest & { version: number }>(setupId, 'rate_sheet', 'PUT');

/** Launches the setup: the renewal opens and the administrators are told. */
export const useLaunchSetup = (setupId: string) =>
  useSetupWrite<{ version: number }>(setupId, 'launch', 'POST');

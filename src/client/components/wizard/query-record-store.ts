import { hashKey, type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { RecordStore } from './create-wizard';

/**
 * A flow's record store when the record is one read of the query cache: a save's answer replaces the read, and a
 * save that answered another shape (null) reloads it.
 */
export function useQueryRecordStore<R>(queryKey: QueryKey): RecordStore<R> {
  const queryClient = useQueryClient();
  const hash = hashKey(queryKey);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key counts by its hash (a new array each render).
  return useMemo(
    () => ({
      read: () => queryClient.getQueryData<R>(queryKey),
      saved: async (record: R | null) => {
        if (record) queryClient.setQueryData(queryKey, record);
        else await queryClient.refetchQueries({ queryKey, exact: true });
      },
    }),
    [queryClient, hash],
  );
}

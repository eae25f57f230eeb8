import type { RecordStore } from '@client/components/wizard/create-wizard';
import { apiRequest } from '@client/lib/api-client';
import { type ApplicationResponse, applicationResponseSchema } from '@shared/schemas/application';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { z } from 'zod';
import { useApplicationQueryOptions } from './get-application';

/** The cache key of the current route's application (the renewal's in the renewal flow, decision 0038). */
function useApplicationKey() {
  return useApplicationQueryOptions().queryKey;
}

/**
 * PUTs to the application: names the version of the application this page shows (If-Match), so a page left
 * behind by another window's save is refused (409) rather than overwriting it, and keeps the version the
 * server answered with, so the page's next save is based on it.
 */
export function useApplicationWrite(): <T>(path: string, body: unknown, schema: z.ZodType<T>) => Promise<T> {
  const queryClient = useQueryClient();
  const key = useApplicationKey();
  return useCallback(
    <T>(path: string, body: unknown, schema: z.ZodType<T>) =>
      apiRequest(path, {
        method: 'PUT',
        body,
        schema,
        ifMatch: queryClient.getQueryData(key)?.employeePolicy.version,
        onVersion: (version) =>
          queryClient.setQueryData(key, (application) =>
            application
              ? { ...application, employeePolicy: { ...application.employeePolicy, version } }
              : application,
          ),
      }),
    [queryClient, key],
  );
}

/**
 * PUTs a step's answers (see useApplicationWrite). Saves answer with the whole ApplicationResponse
 * (src/shared/schemas/application.ts); an answer of another shape gives null and the caller reloads the
 * application instead.
 */
export function usePutApplicationStep(): (
  path: string,
  body: unknown,
) => Promise<ApplicationResponse | null> {
  const write = useApplicationWrite();
  return useCallback(
    async (path, body) => {
      const parsed = applicationResponseSchema.safeParse(await write(path, body, z.unknown()));
      return parsed.success ? parsed.data : null;
    },
    [write],
  );
}

/**
 * After a save: the application the server answered with goes into the cache (or, without one, the cached
 * application is reloaded), and every other cached answer (plans, prices, overviews) is marked stale because
 * contact, family and coverage answers change them.
 */
export function useApplicationSaved(): (application: ApplicationResponse | null) => Promise<void> {
  const queryClient = useQueryClient();
  const key = useApplicationKey();
  return useCallback(
    async (application) => {
      if (application) queryClient.setQueryData(key, application);
      else await queryClient.refetchQueries({ queryKey: key, exact: true });
      await queryClient.invalidateQueries({
        predicate: (query) =>
          query.queryKey[0] !== 'employee-application' &&
          query.queryKey[0] !== key[0] &&
          query.queryKey[0] !== 'session',
        refetchType: 'none',
      });
    },
    [queryClient, key],
  );
}

/** The wizard's record store: the application the cache holds (after a save, the saved one), and keeping a saved one. */
export function useApplicationStore(): RecordStore<ApplicationResponse> {
  const queryClient = useQueryClient();
  const key = useApplicationKey();
  const saved = useApplicationSaved();
  return useMemo(() => ({ read: () => queryClient.getQueryData(key), saved }), [queryClient, key, saved]);
}

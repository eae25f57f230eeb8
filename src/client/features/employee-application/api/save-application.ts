import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useParams } from 'react-router';
import { z } from 'zod';
import { type ApplicationResponse, applicationResponseSchema } from '../../../../shared/schemas/application';
import { apiRequest } from '../../../lib/api-client';
import { currentApplicationQueryOptions, employeeApplicationQueryOptions } from './get-application';

/**
 * PUTs a step's answers. Saves answer with the whole ApplicationResponse (src/shared/schemas/application.ts);
 * an answer of another shape gives null and the caller reloads the application instead.
 */
export async function putApplicationStep(path: string, body: unknown): Promise<ApplicationResponse | null> {
  const answer = await apiRequest(path, { method: 'PUT', body, schema: z.unknown() });
  const parsed = applicationResponseSchema.safeParse(answer);
  return parsed.success ? parsed.data : null;
}

/**
 * After a save: the application the server answered with goes into the cache (or, without one, the cached
 * application is reloaded), and every other cached answer (plans, prices, overviews) is marked stale because
 * contact, family and coverage answers change them.
 */
export function useApplicationSaved(): (application: ApplicationResponse | null) => Promise<void> {
  const queryClient = useQueryClient();
  const { employeeFormId } = useParams();
  return useCallback(
    async (application) => {
      const key = employeeFormId
        ? employeeApplicationQueryOptions(employeeFormId).queryKey
        : currentApplicationQueryOptions.queryKey;
      if (application) queryClient.setQueryData(key, application);
      else await queryClient.refetchQueries({ queryKey: key, exact: true });
      await queryClient.invalidateQueries({
        predicate: (query) => query.queryKey[0] !== 'employee-application' && query.queryKey[0] !== 'session',
        refetchType: 'none',
      });
    },
    [queryClient, employeeFormId],
  );
}

/** Reads the application the cache holds after a save (the one the page renders next). */
export function useReadApplication(): () => ApplicationResponse | undefined {
  const queryClient = useQueryClient();
  const { employeeFormId } = useParams();
  return useCallback(
    () =>
      queryClient.getQueryData(
        employeeFormId
          ? employeeApplicationQueryOptions(employeeFormId).queryKey
          : currentApplicationQueryOptions.queryKey,
      ),
    [queryClient, employeeFormId],
  );
}

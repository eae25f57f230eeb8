import type { Session } from '@shared/schemas/auth';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiRequest, checkedByServer, isApiError } from './api-client';

export const SESSION_QUERY_KEY = ['session'] as const;

/** Who is signed in; null when nobody is (the server answers 401). */
export const sessionQueryOptions = queryOptions({
  queryKey: SESSION_QUERY_KEY,
  queryFn: async (): Promise<Session | null> => {
    try {
      return await apiRequest('/api/v1/session', { schema: checkedByServer<Session>() });
    } catch (error) {
      if (isApiError(error, 401)) return null;
      throw error;
    }
  },
  staleTime: 5 * 60_000,
});

/** The current session, suspending while it loads. */
export function useSession(): Session | null {
  return useSuspenseQuery(sessionQueryOptions).data;
}

/** The current session inside signed-in pages (the signed-in layout guarantees one). */
export function useSignedInSession(): Session {
  const session = useSession();
  if (!session) throw new Error('useSignedInSession used outside the signed-in layout');
  return session;
}

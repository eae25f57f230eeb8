import type { Session } from '@shared/schemas/auth';
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError, setCsrfTokenSource } from './api-client';
import { SESSION_QUERY_KEY } from './session';

/**
 * A 401 from any call means the session has ended: forgetting it makes the signed-in layout send the
 * person to /login, remembering where they were.
 */
function forgetSessionOn401(error: unknown): void {
  if (isApiError(error, 401)) queryClient.setQueryData(SESSION_QUERY_KEY, null);
}

export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: forgetSessionOn401 }),
  mutationCache: new MutationCache({ onError: forgetSessionOn401 }),
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // Answers the server gave on purpose (4xx) will not change on retry; network and 5xx may.
      retry: (failureCount, error) =>
        failureCount < 2 && !(isApiError(error) && error.status >= 400 && error.status < 500),
    },
  },
});

setCsrfTokenSource(() => queryClient.getQueryData<Session | null>(SESSION_QUERY_KEY)?.csrfToken);

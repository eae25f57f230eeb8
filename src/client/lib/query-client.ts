import type { Session } from '@shared/schemas/auth';
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError, setCsrfTokenSource } from './api-client';
import { SESSION_QUERY_KEY } from './session';

/**
 * The app's query cache. A 401 from any call means the session has ended: forgetting it makes the signed-in
 * layout send the person to /login, remembering where they were. The server's renderer makes one per page
 * it renders, without retries (entry-server.tsx).
 */
export function createQueryClient({ retries = 2 }: { retries?: number } = {}): QueryClient {
  const forgetSessionOn401 = (error: unknown) => {
    if (isApiError(error, 401)) client.setQueryData(SESSION_QUERY_KEY, null);
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: forgetSessionOn401 }),
    mutationCache: new MutationCache({ onError: forgetSessionOn401 }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Answers the server gave on purpose (4xx) will not change on retry; network and 5xx may.
        retry: (failureCount, error) =>
          failureCount < retries && !(isApiError(error) && error.status >= 400 && error.status < 500),
      },
    },
  });
  return client;
}

export const queryClient = createQueryClient();

setCsrfTokenSource(() => queryClient.getQueryData<Session | null>(SESSION_QUERY_KEY)?.csrfToken);

import { apiRequest, checkedByServer } from '@client/lib/api-client';
import { SESSION_QUERY_KEY } from '@client/lib/session';
import { siteConfigQueryOptions } from '@client/lib/site-config';
import type { SignInInput } from '@shared/domain/sign-in/sign-in';
import type { Session } from '@shared/schemas/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** Queries that hold nothing private; the sign-in page itself is subscribed to them. */
const PUBLIC_QUERY_ROOTS = new Set([SESSION_QUERY_KEY[0], siteConfigQueryOptions.queryKey[0]]);

/** Signs in. Drops whatever a previous account left in the cache, then caches the new session. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (credentials: SignInInput) =>
      apiRequest('/api/v1/session', {
        method: 'POST',
        body: credentials,
        schema: checkedByServer<Session>(),
      }),
    onSuccess: (session) => {
      queryClient.removeQueries({ predicate: (query) => !PUBLIC_QUERY_ROOTS.has(String(query.queryKey[0])) });
      queryClient.setQueryData(SESSION_QUERY_KEY, session);
    },
  });
}

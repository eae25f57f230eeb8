import { apiRequest } from '@client/lib/api-client';
import { useMutation } from '@tanstack/react-query';

/**
 * Signs out, then loads the sign-in page afresh: a full page load leaves nothing of the signed-out
 * account's data in memory.
 */
export function useSignOut() {
  return useMutation({
    mutationFn: () => apiRequest('/api/v1/session', { method: 'DELETE' }),
    onSuccess: () => window.location.assign('/login'),
  });
}

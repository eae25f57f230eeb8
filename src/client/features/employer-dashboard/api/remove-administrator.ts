import { apiRequest } from '@client/lib/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { administratorsQueryKey } from './get-administrators';

/** Removes an administrator from the company (the server keeps the last one). */
export function useRemoveAdministrator(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (accountId: string) =>
      apiRequest(
        `/api/v1/companies/${encodeURIComponent(companyId)}/administrators/${encodeURIComponent(accountId)}`,
        { method: 'DELETE' },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: administratorsQueryKey(companyId) }),
  });
}

import { apiRequest, checkedByServer } from '@client/lib/api-client';
import type {
  ConnectIntegrationRequest,
  ConnectIntegrationResponse,
  DisconnectIntegrationRequest,
  Integration,
} from '@shared/schemas/integrations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { integrationsQueryKey } from './get-integrations';

const base = (companyId: string) => `/api/v1/companies/${encodeURIComponent(companyId)}/integrations`;

/** Connects a partner; the answer holds the partner's new key, once. */
export function useConnectIntegration(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ConnectIntegrationRequest) =>
      apiRequest(base(companyId), {
        method: 'POST',
        body,
        schema: checkedByServer<ConnectIntegrationResponse>(),
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: integrationsQueryKey(companyId) }),
  });
}

/** Disconnects a partner: its connection's keys are revoked. */
export function useDisconnectIntegration(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ integrationId, ...body }: DisconnectIntegrationRequest & { integrationId: string }) =>
      apiRequest(`${base(companyId)}/${encodeURIComponent(integrationId)}/disconnect`, {
        method: 'POST',
        body,
        schema: checkedByServer<Integration>(),
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: integrationsQueryKey(companyId) }),
  });
}

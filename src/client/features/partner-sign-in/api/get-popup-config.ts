import { apiRequest } from '@client/lib/api-client';
import { type PartnerPopupConfig, partnerPopupConfigSchema } from '@shared/schemas/partner-sign-in';
import { queryOptions } from '@tanstack/react-query';

/** The partner's name and the origins its sign-in popup may post a message from (decision 0057). */
export const popupConfigQuery = (partner: string) =>
  queryOptions({
    queryKey: ['partner-popup-config', partner],
    queryFn: (): Promise<PartnerPopupConfig> =>
      apiRequest(`/api/v2/partners/${encodeURIComponent(partner)}/popup_config`, {
        schema: partnerPopupConfigSchema,
      }),
    staleTime: 5 * 60_000,
  });

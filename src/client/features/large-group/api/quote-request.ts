import { apiRequest, checkedByServer } from '@client/lib/api-client';
import { companySearch } from '@client/lib/company-token';
import type { LargeGroupQuoteRequestInput, LargeGroupStatus } from '@shared/schemas/large-group';
import { CENSUS_FIELD } from '@shared/schemas/large-group';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

/*
 * Large group quote request (decision 0054): GET and POST /api/v1/large_group_quote_requests, for the company the
 * address names (company_id_token) or the caller's active company.
 */
const BASE = '/api/v1/large_group_quote_requests';

export const largeGroupStatusKey = (companyIdToken: string | null) =>
  ['large-group', 'status', companyIdToken ?? ''] as const;

/** completedQuoteRequest and the company's latest request. */
export function largeGroupStatusQueryOptions(companyIdToken: string | null) {
  return queryOptions({
    queryKey: largeGroupStatusKey(companyIdToken),
    queryFn: () =>
      apiRequest(`${BASE}${companySearch(companyIdToken)}`, { schema: checkedByServer<LargeGroupStatus>() }),
  });
}

export type SubmitQuoteRequestInput = { fields: LargeGroupQuoteRequestInput; census: File };

/** POST: the fields as text parts, then the census; the answer replaces the cached read. */
export function useSubmitQuoteRequest(companyIdToken: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ fields, census }: SubmitQuoteRequestInput) => {
      const body = new FormData();
      for (const [name, value] of Object.entries(fields)) body.append(name, String(value ?? ''));
      if (companyIdToken) body.append('company_id_token', companyIdToken);
      body.append(CENSUS_FIELD, census, census.name);
      return apiRequest(`${BASE}${companySearch(companyIdToken)}`, {
        method: 'POST',
        body,
        schema: checkedByServer<LargeGroupStatus>(),
      });
    },
    onSuccess: (status) => queryClient.setQueryData(largeGroupStatusKey(companyIdToken), status),
  });
}

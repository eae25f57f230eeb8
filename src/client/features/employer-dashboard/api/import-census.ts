import { apiRequest, checkedByServer } from '@client/lib/api-client';
import type { CensusImportRequest, CensusImportResponse } from '@shared/schemas/census';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { COMPANIES_QUERY_KEY } from './get-company-employees';

/** Imports a checked census file (every row or none); the company's lists are read again. */
export function useImportCensus(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CensusImportRequest) =>
      apiRequest(`/api/v1/companies/${encodeURIComponent(companyId)}/census/import`, {
        method: 'POST',
        body,
        schema: checkedByServer<CensusImportResponse>(),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...COMPANIES_QUERY_KEY, companyId] }),
  });
}

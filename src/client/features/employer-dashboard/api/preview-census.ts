import { apiRequest, checkedByServer } from '@client/lib/api-client';
import type { CensusPreviewRequest, CensusPreviewResponse } from '@shared/schemas/census';
import { useMutation } from '@tanstack/react-query';

/** Checks a census file: every row with its errors and what it would do (writes nothing, caches nothing). */
export function usePreviewCensus(companyId: string) {
  return useMutation({
    mutationFn: (body: CensusPreviewRequest) =>
      apiRequest(`/api/v1/companies/${encodeURIComponent(companyId)}/census/preview`, {
        method: 'POST',
        body,
        schema: checkedByServer<CensusPreviewResponse>(),
      }),
  });
}

/** The template's address (a plain link: the browser downloads it with the session cookie). */
export function censusTemplateUrl(companyId: string): string {
  return `/api/v1/companies/${encodeURIComponent(companyId)}/census/template`;
}

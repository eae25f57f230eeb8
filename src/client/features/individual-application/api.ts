import type { RecordStore } from '@client/components/wizard/create-wizard';
import { apiRequest } from '@client/lib/api-client';
import { useSignedInSession } from '@client/lib/session';
import { localPath } from '@shared/domain/local-path';
import {
  type IndividualApplicationResponse,
  type IndividualLine,
  individualApplicationResponseSchema,
} from '@shared/schemas/individual-application';
import { queryOptions, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';

const pathOf = (employeeFormId: string) =>
  `/api/v1/employee_forms/${encodeURIComponent(employeeFormId)}/individual_application`;

/** GET the individual application of an employee form (decision 0043). */
export function individualApplicationQueryOptions(employeeFormId: string) {
  return queryOptions({
    queryKey: ['individual-application', employeeFormId],
    queryFn: () => apiRequest(pathOf(employeeFormId), { schema: individualApplicationResponseSchema }),
  });
}

/** The signed-in employee's own employee form (the session names it); null when the account has none. */
export function useOwnEmployeeFormId(): string | null {
  return useSignedInSession().employee?.employeeFormId ?? null;
}

/** The individual application of the signed-in employee (suspends until loaded). */
export function useIndividualApplication(): IndividualApplicationResponse {
  const formId = useOwnEmployeeFormId();
  if (!formId) throw new Error('The individual application needs an employee form.');
  return useSuspenseQuery(individualApplicationQueryOptions(formId)).data;
}

/** Where the wizard keeps the record: the query cache. */
export function useIndividualApplicationStore(): RecordStore<IndividualApplicationResponse> {
  const queryClient = useQueryClient();
  const formId = useOwnEmployeeFormId() ?? '';
  const key = individualApplicationQueryOptions(formId).queryKey;
  return useMemo(
    () => ({
      read: () => queryClient.getQueryData(key),
      saved: async (record) => {
        if (record) queryClient.setQueryData(key, record);
        else await queryClient.refetchQueries({ queryKey: key, exact: true });
        // The done page's upsell card lists what was enrolled.
        await queryClient.invalidateQueries({ queryKey: ['individual-plans'], refetchType: 'none' });
      },
    }),
    [queryClient, key],
  );
}

/** The individual application's writes, naming the version the page shows (If-Match). */
export function useIndividualApplicationWrites() {
  const application = useIndividualApplication();
  const path = pathOf(application.employeeFormId);
  const put = useCallback(
    (subPath: string, body: unknown) =>
      apiRequest(`${path}${subPath}`, {
        method: 'PUT',
        body,
        schema: individualApplicationResponseSchema,
        ifMatch: application.version,
      }),
    [path, application.version],
  );
  return {
    choosePlan: (line: IndividualLine, individualPlanID: string | null) =>
      put(`/plans/${line}`, { individualPlanID }),
    submitInformation: (individualApplication: unknown) => put('/information', { individualApplication }),
  };
}

const SOURCE_KEY = 'groupcover.individual-application.source';

/**
 * The address the application was opened from (`?source=` on entry, docs/spec/3 §4 "the employee application
 * source"), kept for the session; only a path of this site.
 */
export function recordIndividualSource(search: string): void {
  const source = localPath(new URLSearchParams(search).get('source'));
  if (source) sessionStorage.setItem(SOURCE_KEY, source);
}

export function readIndividualSource(): string | null {
  try {
    return sessionStorage.getItem(SOURCE_KEY);
  } catch {
    return null;
  }
}

/** The employee dashboard (docs/spec/2 §2.6), where Back goes without a recorded source. */
export const EMPLOYEE_DASHBOARD_PATH = '/employee-dashboard';

import { apiRequest, checkedByServer } from '@client/lib/api-client';
import type { IndividualLifeStatus } from '@shared/domain/enums';
import type {
  LifeApplicationResponse,
  LifeQuotesResponse,
  LifeQuoteView,
} from '@shared/schemas/individual-life';
import { queryOptions } from '@tanstack/react-query';

/*
 * docs/spec/2 §7's individual term life calls under the employee form (decision 0044): the employee's own, or an
 * administrator's in admin mode.
 */
const formPath = (employeeFormId: string) => `/api/v2/employee_forms/${encodeURIComponent(employeeFormId)}`;

/** GET …/individual-life-quote: the quotes, the 5–10× suggestion and whether the card shows. */
export function lifeQuotesQueryOptions(employeeFormId: string) {
  return queryOptions({
    queryKey: ['individual-life-quote', employeeFormId],
    queryFn: () =>
      apiRequest(`${formPath(employeeFormId)}/individual-life-quote`, {
        schema: checkedByServer<LifeQuotesResponse>(),
      }),
  });
}

/** GET …/individual-life-application: the status, the policy once covered, where the application continues. */
export function lifeApplicationQueryOptions(employeeFormId: string) {
  return queryOptions({
    queryKey: ['individual-life-application', employeeFormId],
    queryFn: () =>
      apiRequest(`${formPath(employeeFormId)}/individual-life-application`, {
        schema: checkedByServer<LifeApplicationResponse>(),
      }),
    // The employee comes back from the carrier's tab: the card reads the status again.
    refetchOnWindowFocus: true,
  });
}

/** POST …/individual-life-apply: the carrier's address to open in a new tab, or null (stay where you are). */
export function applyForLife(employeeFormId: string, quote: LifeQuoteView) {
  return apiRequest(`${formPath(employeeFormId)}/individual-life-apply`, {
    method: 'POST',
    body: { apply: quote },
    schema: checkedByServer<{ url: string | null }>(),
  });
}

/** POST …/offline-carrier-step: the offline carrier moves the application one step, from the version read. */
export function moveLifeApplication(employeeFormId: string, version: number, status: IndividualLifeStatus) {
  return apiRequest(`${formPath(employeeFormId)}/individual-life-application/offline-carrier-step`, {
    method: 'POST',
    body: { version, status },
    schema: checkedByServer<LifeApplicationResponse>(),
  });
}

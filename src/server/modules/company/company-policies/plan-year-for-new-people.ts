/**
 * The plan year new people join (issue 36: the company's, read by enrollment, invitations, the census and the
 * partner API): which it is, when a new person's coverage starts and their enrollment window in it.
 */

import { formatIsoDate, parseIsoDate } from '@shared/domain/dates/dates';
import {
  type EnrollmentWindow,
  enrollmentWindowOf,
} from '@shared/domain/enrollment-window/enrollment-window';
import { computeCoverageStart } from '@shared/domain/new-hires/coverage-start';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { companyPolicies } from '../../../db/schema';
import { clock } from '../../../lib/clock';
import { firstRow } from '../../../lib/first-row';

/**
 * The plan year new people join: the company's latest plan year that is not cancelled, by effective date (one
 * without a date last). `lock` holds it for share: it cannot be cancelled while people are being added to it.
 */
function selectPlanYearForNewPeople(db: Db, companyId: string, lock = false) {
  const query = db
    .select({
      id: companyPolicies.id,
      effectiveAt: companyPolicies.effectiveAt,
      waitingPeriod: companyPolicies.waitingPeriod,
      newHireWindowDays: companyPolicies.newHireWindowDays,
      enrollmentEndsOn: companyPolicies.enrollmentEndsOn,
    })
    .from(companyPolicies)
    .where(and(eq(companyPolicies.companyId, companyId), ne(companyPolicies.status, 'cancelled')))
    .orderBy(sql`${companyPolicies.effectiveAt} desc nulls last`, desc(companyPolicies.createdAt));
  return firstRow(lock ? query.for('share') : query);
}

/** The plan year new people join, with its waiting period (decision 0022); null when the company has none. */
export type PlanYearForNewPeople = NonNullable<Awaited<ReturnType<typeof selectPlanYearForNewPeople>>>;

/**
 * The plan year new people join (Add new employee, the census import, the partner API): the company's latest
 * plan year that is not cancelled, by effective date. `lock` holds it for share for the adding transaction.
 */
export function findPlanYearForNewPeople(
  db: Db,
  companyId: string,
  options: { lock?: boolean } = {},
): Promise<PlanYearForNewPeople | null> {
  return selectPlanYearForNewPeople(db, companyId, options.lock ?? false);
}

/**
 * When a person hired on `hiredAt` (ISO) can be covered in the plan year: the first of a month after the
 * company's waiting period (decision 0022, the shared rule), never before the plan year starts.
 */
export function coverageStartIn(planYear: PlanYearForNewPeople, hiredAt: string): string {
  return formatIsoDate(
    computeCoverageStart({
      hiredAt: parseIsoDate(hiredAt)!,
      waitingPeriod: planYear.waitingPeriod,
      policyEffectiveAt: planYear.effectiveAt ? parseIsoDate(planYear.effectiveAt) : null,
    }),
  );
}

/**
 * A new person's enrollment window in the plan year (decision 0080): open enrollment's, or their own new-hire
 * days from `startedOn` (the hire date, else today) when those close later; null without plan-year dates.
 */
export function enrollmentWindowIn(
  planYear: PlanYearForNewPeople,
  startedOn: string | null,
): EnrollmentWindow | null {
  if (!planYear.effectiveAt) return null;
  const today = clock.today();
  return enrollmentWindowOf({
    planYearStart: planYear.effectiveAt,
    enrollmentEndsOn: planYear.enrollmentEndsOn,
    newHireWindowDays: planYear.newHireWindowDays,
    startedOn: startedOn ?? formatIsoDate(today),
    today,
  });
}

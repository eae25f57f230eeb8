import { type CalendarDate, parseIsoDate } from '@shared/domain/dates/dates';
import { type CoverageType, PAYCHECKS_PER_YEAR, type PayFrequency } from '@shared/domain/enums';
import { coverageSpanIn } from '@shared/domain/payroll/deductions';
import { type PayCalendar, planYearOf } from '@shared/domain/payroll/pay-calendar';
import { describePaychecks, nominalPaySchedule, type PaycheckBasis } from '@shared/domain/payroll/paychecks';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { companyPayrollSettings } from '../../../db/schema';
import { clock } from '../../../lib/clock';
import { firstRow } from '../../../lib/first-row';
import { listContributionChangeDates } from '../company-policies/company-policies.service';

/** Per line, the days its contributions changed, as the pay calendar reads dates. */
/**
 * The company's pay schedule as saved (frequency, anchor pay date, earlier schedules), or undefined before one is
 * saved: the payroll page edits it; the pay calendar (deductions, health-account amounts, notices) reads it.
 */
export function readPaySchedule(db: Db, companyId: string) {
  return firstRow(
    db.select().from(companyPayrollSettings).where(eq(companyPayrollSettings.companyId, companyId)),
  );
}

export function toCalendarChanges(
  changes: Partial<Record<CoverageType, string[]>>,
): Partial<Record<CoverageType, CalendarDate[]>> {
  return Object.fromEntries(
    Object.entries(changes).map(([line, days]) => [line, (days ?? []).map((d) => parseIsoDate(d)!)]),
  );
}

/**
 * A stored pay schedule as a calendar (decision 0076): the schedules it replaced during the plan year, each from
 * its day, then itself from its own.
 */
export function toPayCalendar(row: {
  frequency: PayFrequency;
  anchorPayDate: string;
  effectiveFrom: string | null;
  earlierSchedules: ReadonlyArray<{ from: string | null; frequency: PayFrequency; anchorPayDate: string }>;
}): PayCalendar {
  const entry = (e: { from: string | null; frequency: PayFrequency; anchorPayDate: string }) => ({
    from: e.from,
    schedule: { frequency: e.frequency, anchorPayDate: parseIsoDate(e.anchorPayDate)! },
  });
  return [...row.earlierSchedules.map(entry), entry({ ...row, from: row.effectiveFrom })];
}

/** What a person's paychecks are read from: their company and plan year, their coverage, their record. */
export type PaycheckSubject = {
  companyId: string;
  companyPolicy: { id: string; effectiveAt: string | null; renewalAt: string | null };
  /** The person's own coverage start (a later hire) and end (a termination), ISO; null when none. */
  effectiveAt: string | null;
  coverageEndsAt: string | null;
  /** The frequency on the person's employment record: used only while the company has no pay schedule. */
  recordedFrequency: PayFrequency;
  /** The day whose contribution terms the basis is for (ISO; today when left out: decision 0072). */
  on?: string;
};

/**
 * A person's paychecks (decision 0067): the company's pay schedule when it has one (Payroll deductions), else a
 * nominal schedule of the frequency on their employment record; the pay dates of the plan year within their
 * coverage; without plan-year dates, a whole year of the recorded frequency. Every per-paycheck figure outside payroll comes from this, and payroll
 * deducts over the same dates, so the two cannot disagree.
 */
export async function readPaycheckBasis(db: Db, subject: PaycheckSubject): Promise<PaycheckBasis> {
  const planYear = subject.companyPolicy.effectiveAt
    ? planYearOf(subject.companyPolicy.effectiveAt, subject.companyPolicy.renewalAt)
    : null;
  if (!planYear)
    return {
      frequency: subject.recordedFrequency,
      fromCompanySchedule: false,
      paychecks: PAYCHECKS_PER_YEAR[subject.recordedFrequency],
      coveredMonths: 12,
      firstPayDate: null,
      lastPayDate: null,
    };
  const saved = await readPaySchedule(db, subject.companyId);
  const calendar: PayCalendar = saved
    ? toPayCalendar(saved)
    : [{ from: null, schedule: nominalPaySchedule(subject.recordedFrequency, planYear) }];
  const date = (iso: string | null) => (iso ? parseIsoDate(iso) : null);
  const changes = await listContributionChangeDates(db, subject.companyPolicy.id);
  return describePaychecks({
    calendar,
    fromCompanySchedule: Boolean(saved),
    planYear,
    span: coverageSpanIn(planYear, date(subject.effectiveAt), date(subject.coverageEndsAt)),
    // The terms of today, as the screens price today (decision 0072).
    termChanges: toCalendarChanges(changes),
    on: subject.on ? parseIsoDate(subject.on)! : clock.today(),
  });
}

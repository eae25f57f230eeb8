import { randomUUID } from 'node:crypto';
import {
  CHANGE_EFFECTIVE_DATE_MESSAGES,
  changeEffectiveDateError,
  changesInPlace,
  listChangeEffectiveDates,
} from '@shared/domain/changes/effective-dates';
import {
  addDays,
  type CalendarDate,
  compareDates,
  convertUsDateToIso,
  formatIsoDate,
  parseIsoDate,
} from '@shared/domain/dates/dates';
import { COVERAGE_TYPES, type CoverageType } from '@shared/domain/enums';
import {
  type ChangeFlag,
  compareWithLastExport,
  computeDeductions,
  coverageSpanIn,
  DEDUCTION_RULES,
  type Deduction,
  type DeductionSource,
  PAYROLL_CSV_COLUMNS,
  payrollCsvFileName,
} from '@shared/domain/payroll/deductions';
import {
  listCalendarPayDates,
  listScheduleChangeDays,
  type PayCalendar,
  type PlanYear,
  planYearOf,
  scheduleOn,
} from '@shared/domain/payroll/pay-calendar';
import type { LineDeduction } from '@shared/domain/reconciliation/reconciliation';
import {
  createPayScheduleSchema,
  PAYROLL_MESSAGES,
  type PayrollExportRequest,
  type PayrollExportSummary,
  type PayrollOverview,
  type PayScheduleImpact,
  type PayScheduleRequest,
} from '@shared/schemas/payroll';
import type { Actor } from '../../../access/actor';
import { writeAudit } from '../../../access/audit';
import type { Db } from '../../../db/client';
import { notFound, validationFailed } from '../../../lib/app-error';
import { clock } from '../../../lib/clock';
import { lockCompany } from '../../../lib/company-lock';
import { parseOrFail } from '../../../lib/parse-or-fail';
import { assertVersion } from '../../../lib/versioned-write';
import { ensureMemberIds, readCompanyCarrierNumbers } from '../../carriers';
import {
  findDashboardPlanYear,
  listContributionChangeDates,
  readPaySchedule,
  toCalendarChanges,
  toPayCalendar,
} from '../../company';
import { listCompanyEnrollmentCosts, listHealthAccountContributions } from '../../enrollment';
import {
  findExport,
  insertExport,
  listExportLines,
  listExports,
  type NewExportLine,
  upsertPaySchedule,
} from './payroll.repository';

/**
 * Payroll deductions (issue 12 item 5, decision 0032). The company's pay schedule gives the plan year's pay
 * dates; on a pay date each person's enrolled lines (priced by listCompanyEnrollmentCosts, never here) and
 * health account contribution become per-paycheck deductions by the shared rules; an export stores the figures
 * it wrote, and the next one marks its changes against them.
 */

type ScheduleRow = NonNullable<Awaited<ReturnType<typeof readPaySchedule>>>;
type ExportSummaryRow = Awaited<ReturnType<typeof listExports>>[number];

const toSummary = (row: ExportSummaryRow): PayrollExportSummary => ({
  id: row.id,
  payDate: row.payDate,
  frequency: row.frequency,
  exportedAt: row.exportedAt.toISOString(),
  exportedBy: row.exportedBy,
  rowCount: row.rowCount,
  totalCents: row.totalCents,
  fileName: payrollCsvFileName(parseIsoDate(row.payDate)!),
});

const lineOrder = (line: string) => {
  const i = (COVERAGE_TYPES as readonly string[]).indexOf(line);
  return i < 0 ? COVERAGE_TYPES.length : i;
};
const isoOrNull = (iso: string | null) => (iso ? parseIsoDate(iso) : null);

/**
 * The plan year, the company's pay calendar (its schedule and the ones it replaced during the year: decision
 * 0076) and the year's pay dates under it (none without a schedule or plan year dates).
 */
async function readCalendar(db: Db, companyId: string, schedule: ScheduleRow | null) {
  const policy = await findDashboardPlanYear(db, companyId);
  const planYear = policy?.effectiveAt ? planYearOf(policy.effectiveAt, policy.renewalAt) : null;
  const calendar = schedule ? toPayCalendar(schedule) : [];
  const payDates = planYear ? listCalendarPayDates(calendar, planYear) : [];
  return { companyPolicyId: policy?.id ?? null, planYear, calendar, payDates };
}

/** The pay date asked for when it is one of the schedule's, else the next one from today (the last when past). */
function choosePayDate(payDates: readonly CalendarDate[], asked: string | undefined): CalendarDate | null {
  if (asked !== undefined) {
    const date = parseIsoDate(asked);
    const found = date && payDates.find((d) => compareDates(d, date) === 0);
    if (!found) throw validationFailed({ payDate: PAYROLL_MESSAGES.payDate });
    return found;
  }
  const today = clock.today();
  return payDates.find((d) => compareDates(d, today) >= 0) ?? payDates.at(-1) ?? null;
}

type PersonDeductions = {
  employeeFormId: string;
  employeeId: string;
  /** The payroll system's employee number, when a partner sent one. */
  employeeNumber: string | null;
  name: string;
  applicationPayFrequency: PayrollOverview['employees'][number]['applicationPayFrequency'];
  deductions: Array<Deduction & { change: ChangeFlag; memberId: string | null; groupNumber: string | null }>;
};

/** Everyone's deductions on a pay date, with change flags against the company's last export. */
async function computePayroll(
  db: Db,
  companyId: string,
  calendar: PayCalendar,
  planYear: PlanYear,
  payDate: CalendarDate,
) {
  const payDates = listCalendarPayDates(calendar, planYear);
  const scheduleChanges = listScheduleChangeDays(calendar, planYear);
  const frequency = scheduleOn(calendar, planYear, payDate)?.frequency ?? null;
  // Priced with the contributions in effect on the pay date; a change splits the year there (decision 0072).
  const { companyPolicyId, people } = await listCompanyEnrollmentCosts(db, companyId, {
    coveredOn: formatIsoDate(payDate),
    pricedOn: formatIsoDate(payDate),
  });
  const termChanges = companyPolicyId
    ? toCalendarChanges(await listContributionChangeDates(db, companyPolicyId))
    : {};
  const health = companyPolicyId
    ? await listHealthAccountContributions(
        db,
        companyPolicyId,
        people.map((p) => p.employeePolicyId),
      )
    : { accountType: null, yearlyCents: new Map<string, number>() };

  const computed = people.flatMap((person) => {
    const sources: DeductionSource[] = person.lines.map((l) => ({
      line: l.coverageType,
      monthlyEmployeeCents: l.employeeCents,
    }));
    const yearly = health.yearlyCents.get(person.employeePolicyId);
    if (health.accountType && yearly) sources.push({ line: health.accountType, yearlyCents: yearly });
    sources.sort((a, b) => lineOrder(a.line) - lineOrder(b.line));
    const deductions = computeDeductions({
      payDates,
      payDate,
      span: coverageSpanIn(planYear, isoOrNull(person.effectiveAt), isoOrNull(person.coverageEndsAt)),
      sources,
      termChanges,
      scheduleChanges,
    });
    return deductions.length === 0 ? [] : [{ person, deductions }];
  });

  const [last] = await listExports(db, companyId, 1);
  const lastLines = last ? await listExportLines(db, last.id) : null;
  const flat = computed.flatMap(({ person, deductions }) =>
    deductions.map((d) => ({ ...d, employeeFormId: person.employeeFormId })),
  );
  const { flags, ended } = compareWithLastExport(
    flat,
    lastLines ? lastLines.filter((l) => l.change !== 'ended') : null,
  );
  // Each line's carrier member id and group number, as the ID card and the 834 show them (decision 0069).
  const carrierOf = (person: (typeof people)[number], line: string) =>
    person.lines.find((l) => l.coverageType === line)?.carrierId ?? null;
  const memberIds = await ensureMemberIds(
    db,
    computed.flatMap(({ person, deductions }) =>
      deductions.flatMap((d) => {
        const carrierId = carrierOf(person, d.line);
        return carrierId ? [{ carrierId, employeeFormId: person.employeeFormId }] : [];
      }),
    ),
  );
  const numbers = await readCompanyCarrierNumbers(db, companyId);
  let next = 0;
  const employees: PersonDeductions[] = computed.map(({ person, deductions }) => ({
    employeeFormId: person.employeeFormId,
    employeeId: person.hashId,
    employeeNumber: person.externalId,
    name: `${person.lastName}, ${person.firstName}`,
    applicationPayFrequency: person.payFrequency === frequency ? null : person.payFrequency,
    deductions: deductions.map((d) => {
      const carrierId = carrierOf(person, d.line);
      return {
        ...d,
        change: flags[next++]!,
        memberId: carrierId ? memberIds.memberId(carrierId, person.employeeFormId) : null,
        groupNumber: carrierId ? numbers.groupNumber(carrierId) : null,
      };
    }),
  }));
  const endedLines = (lastLines ?? []).filter((l) =>
    ended.some((e) => e.employeeFormId === l.employeeFormId && e.code === l.code),
  );
  return { companyPolicyId, employees, endedLines };
}

const sumOf = (lines: ReadonlyArray<{ amountCents: number }>) => lines.reduce((s, l) => s + l.amountCents, 0);

/** The page's read: the schedule, the pay dates, a pay date's deductions and totals, the past exports. */
export async function readPayroll(
  db: Db,
  companyId: string,
  askedPayDate?: string,
): Promise<PayrollOverview> {
  const schedule = (await readPaySchedule(db, companyId)) ?? null;
  const { planYear, calendar, payDates } = await readCalendar(db, companyId, schedule);
  const payDate = choosePayDate(payDates, askedPayDate);
  const result =
    schedule && planYear && payDate ? await computePayroll(db, companyId, calendar, planYear, payDate) : null;
  const exports = await listExports(db, companyId);
  const employees = (result?.employees ?? []).map((e) => ({
    ...e,
    preTaxCents: sumOf(e.deductions.filter((d) => d.tax === 'pre_tax')),
    afterTaxCents: sumOf(e.deductions.filter((d) => d.tax === 'after_tax')),
  }));
  const preTaxCents = employees.reduce((s, e) => s + e.preTaxCents, 0);
  const afterTaxCents = employees.reduce((s, e) => s + e.afterTaxCents, 0);
  return {
    companyId,
    schedule: schedule
      ? {
          frequency: schedule.frequency,
          anchorPayDate: schedule.anchorPayDate,
          effectiveFrom: schedule.effectiveFrom,
          updatedAt: schedule.updatedAt.toISOString(),
        }
      : null,
    earlierSchedules: (schedule?.earlierSchedules ?? []).map((e, i, all) => ({
      ...e,
      until: formatIsoDate(addDays(parseIsoDate(all[i + 1]?.from ?? schedule!.effectiveFrom!)!, -1)),
    })),
    scheduleChange: {
      effectiveDates:
        schedule && planYear ? listChangeEffectiveDates(clock.today(), planYear, schedule.effectiveFrom) : [],
    },
    version: schedule?.version ?? 0,
    planYear: planYear ? { start: formatIsoDate(planYear.start), end: formatIsoDate(planYear.end) } : null,
    payDates: payDates.map(formatIsoDate),
    payDate: payDate ? formatIsoDate(payDate) : null,
    employees,
    ended: (result?.endedLines ?? []).map((l) => ({
      employeeFormId: l.employeeFormId,
      employeeId: l.employeeHashId,
      name: l.employeeName,
      code: l.code,
      label: l.label,
    })),
    totals: { preTaxCents, afterTaxCents, totalCents: preTaxCents + afterTaxCents },
    lastExport: exports[0] ? toSummary(exports[0]) : null,
    exports: exports.map(toSummary),
    columns: PAYROLL_CSV_COLUMNS.map(([name, description]) => ({ name, description })),
  };
}

type StoredSchedule = Pick<ScheduleRow, 'frequency' | 'anchorPayDate' | 'effectiveFrom' | 'earlierSchedules'>;

/**
 * A schedule change as it would be stored (decision 0076): before the plan year's first month (or with no
 * schedule yet, or no plan year) it replaces the schedule for the whole plan year; during the year it takes effect
 * on the first of a month from this month on (changeEffectiveDateError, refused at `effectiveOn`), and the
 * schedule it replaces keeps the pay dates before that day. One rule for the save and its preview.
 */
function planScheduleChange(
  current: StoredSchedule | null,
  next: { frequency: ScheduleRow['frequency']; anchorPayDate: string; effectiveOn?: string | undefined },
  planYear: PlanYear | null,
): StoredSchedule & { wholePlanYear: boolean } {
  const whole = { ...next, effectiveFrom: null, earlierSchedules: [], wholePlanYear: true };
  if (!current || !planYear) return whole;
  const today = clock.today();
  const effectiveOn = next.effectiveOn ?? listChangeEffectiveDates(today, planYear, current.effectiveFrom)[0];
  const error = effectiveOn
    ? changeEffectiveDateError(effectiveOn, today, planYear, current.effectiveFrom)
    : CHANGE_EFFECTIVE_DATE_MESSAGES.outside;
  if (error || !effectiveOn)
    throw validationFailed({ effectiveOn: error ?? CHANGE_EFFECTIVE_DATE_MESSAGES.outside });
  if (changesInPlace(effectiveOn, planYear)) return whole;
  const start = formatIsoDate(planYear.start);
  // The schedules of this plan year that stay: those before the day; the current one is the last of them.
  const inYear = (from: string | null) => (from !== null && from > start ? from : null);
  const earlier =
    current.effectiveFrom === effectiveOn
      ? current.earlierSchedules
      : [
          ...current.earlierSchedules.filter((e) => inYear(e.from) !== null),
          {
            from: inYear(current.effectiveFrom),
            frequency: current.frequency,
            anchorPayDate: current.anchorPayDate,
          },
        ];
  const kept = earlier.filter((e) => e.from === null || e.from < effectiveOn);
  return {
    frequency: next.frequency,
    anchorPayDate: next.anchorPayDate,
    effectiveFrom: effectiveOn,
    earlierSchedules:
      kept.length > 0
        ? kept
        : [{ from: null, frequency: current.frequency, anchorPayDate: current.anchorPayDate }],
    wholePlanYear: false,
  };
}

/**
 * Saves the company's pay schedule: one transaction that locks the company row, checks the version the page
 * read (0 before the first save; 409 version_conflict), validates against the plan year (every field error at
 * once) and the day it takes effect (decision 0076), writes, raises the version and audits the names of the
 * fields that changed. A save that changes nothing writes nothing. A change during the plan year is handed to
 * `onChangedDuringYear` after the commit (the employees' notices go through the job queue).
 */
export async function savePaySchedule(
  db: Db,
  actor: Actor,
  companyId: string,
  request: PayScheduleRequest,
  onChangedDuringYear?: (change: {
    companyPolicyId: string;
    effectiveOn: string;
    changeId: string;
  }) => Promise<unknown>,
): Promise<PayrollOverview> {
  type DuringYear = { companyPolicyId: string; effectiveOn: string };
  let duringYear: DuringYear | null = null;
  await db.transaction(async (tx) => {
    if (!(await lockCompany(tx, companyId))) throw notFound('That company');
    const current = (await readPaySchedule(tx, companyId)) ?? null;
    assertVersion(current?.version ?? 0, request.version, PAYROLL_MESSAGES.versionConflict);
    const { planYear, companyPolicyId } = await readCalendar(tx, companyId, null);
    const valid = parseOrFail(createPayScheduleSchema(planYear), request);
    const anchorPayDate = convertUsDateToIso(valid.anchorPayDate)!;
    const changed = [
      ...(current?.frequency === valid.frequency ? [] : ['frequency']),
      ...(current?.anchorPayDate === anchorPayDate ? [] : ['anchorPayDate']),
    ];
    if (changed.length === 0) return;
    const stored = planScheduleChange(
      current,
      { frequency: valid.frequency, anchorPayDate, effectiveOn: valid.effectiveOn },
      planYear,
    );
    await upsertPaySchedule(tx, {
      companyId,
      frequency: stored.frequency,
      anchorPayDate: stored.anchorPayDate,
      effectiveFrom: stored.effectiveFrom,
      earlierSchedules: stored.earlierSchedules,
      version: (current?.version ?? 0) + 1,
      updatedBy: actor.accountId,
    });
    await writeAudit(tx, {
      accountId: actor.accountId,
      sessionId: actor.sessionId,
      companyId,
      action: 'payroll.schedule_updated',
      subjectType: 'company',
      subjectId: companyId,
      details: {
        fields: changed,
        effectiveOn: stored.effectiveFrom ?? (planYear ? formatIsoDate(planYear.start) : null),
      },
    });
    if (stored.effectiveFrom && companyPolicyId)
      duringYear = { companyPolicyId, effectiveOn: stored.effectiveFrom };
  });
  const change = duringYear as DuringYear | null;
  if (change && onChangedDuringYear) await onChangedDuringYear({ ...change, changeId: randomUUID() });
  return readPayroll(db, companyId);
}

/**
 * Before saving (decision 0076): whose paycheck amounts the schedule on screen changes, from its first pay date on
 * or after the day it takes effect, against what they are under the schedule now. Validated as the save is;
 * nothing is written but the carrier member ids the deductions carry.
 */
export async function previewPaySchedule(
  db: Db,
  companyId: string,
  request: PayScheduleRequest,
): Promise<PayScheduleImpact> {
  const current = (await readPaySchedule(db, companyId)) ?? null;
  const { planYear, calendar } = await readCalendar(db, companyId, current);
  const valid = parseOrFail(createPayScheduleSchema(planYear), request);
  const anchorPayDate = convertUsDateToIso(valid.anchorPayDate)!;
  const stored = planScheduleChange(
    current,
    { frequency: valid.frequency, anchorPayDate, effectiveOn: valid.effectiveOn },
    planYear,
  );
  const none = {
    effectiveOn: stored.effectiveFrom,
    firstPayDate: null,
    wholePlanYear: stored.wholePlanYear,
    people: [],
  };
  if (!planYear || !current) return none;
  const from = stored.effectiveFrom ? parseIsoDate(stored.effectiveFrom)! : clock.today();
  const firstOnOrAfter = (c: PayCalendar) =>
    listCalendarPayDates(c, planYear).find((d) => compareDates(d, from) >= 0) ?? null;
  const nextCalendar = toPayCalendar(stored);
  const [was, will] = [firstOnOrAfter(calendar), firstOnOrAfter(nextCalendar)];
  if (!will) return none;
  const perPaycheck = async (c: PayCalendar, payDate: CalendarDate | null) =>
    new Map(
      payDate
        ? (await computePayroll(db, companyId, c, planYear, payDate)).employees.map((e) => [
            e.employeeFormId,
            { name: e.name, cents: e.deductions.reduce((sum, d) => sum + d.regularCents, 0) },
          ])
        : [],
    );
  const [before, after] = await Promise.all([perPaycheck(calendar, was), perPaycheck(nextCalendar, will)]);
  const people = [...new Set([...before.keys(), ...after.keys()])]
    .map((id) => ({
      employeeFormId: id,
      name: (after.get(id) ?? before.get(id))!.name,
      beforeCents: before.get(id)?.cents ?? 0,
      afterCents: after.get(id)?.cents ?? 0,
    }))
    .filter((p) => p.beforeCents !== p.afterCents)
    .sort((a, b) => a.name.localeCompare(b.name));
  return { ...none, firstPayDate: formatIsoDate(will), people };
}

/**
 * Exports a pay date's deductions: under the company's lock, the page's last export must still be the last
 * (409 otherwise: its change marks would be against another export), the pay date one of the schedule's; the
 * figures, the lines ended since the last export (at zero) and who exported them are stored, and audited.
 */
export async function exportPayroll(
  db: Db,
  actor: Actor,
  companyId: string,
  request: PayrollExportRequest,
): Promise<PayrollExportSummary> {
  const exportId = await db.transaction(async (tx) => {
    if (!(await lockCompany(tx, companyId))) throw notFound('That company');
    const [last] = await listExports(tx, companyId, 1);
    assertVersion(last?.id ?? null, request.basedOnExportId, PAYROLL_MESSAGES.exportConflict);
    const schedule = (await readPaySchedule(tx, companyId)) ?? null;
    if (!schedule) throw validationFailed({ payDate: PAYROLL_MESSAGES.noSchedule });
    const { planYear, calendar, payDates } = await readCalendar(tx, companyId, schedule);
    if (!planYear) throw validationFailed({ payDate: PAYROLL_MESSAGES.noPlanYear });
    const payDate = choosePayDate(payDates, request.payDate)!;
    const { companyPolicyId, employees, endedLines } = await computePayroll(
      tx,
      companyId,
      calendar,
      planYear,
      payDate,
    );
    const iso = formatIsoDate(payDate);
    const lines: NewExportLine[] = [
      ...employees.flatMap((e) =>
        e.deductions.map((d) => ({
          employeeFormId: e.employeeFormId,
          employeeName: e.name,
          employeeHashId: e.employeeId,
          employeeNumber: e.employeeNumber,
          memberId: d.memberId,
          groupNumber: d.groupNumber,
          code: d.code,
          label: d.label,
          taxTreatment: d.tax,
          periodNumber: d.periodNumber,
          periodsInYear: d.periodsInYear,
          amountCents: d.amountCents,
          regularCents: d.regularCents,
          finalCents: d.finalCents,
          annualCents: d.annualCents,
          change: d.change,
          termsFrom: d.termsFrom,
        })),
      ),
      ...endedLines.map((l) => ({
        employeeFormId: l.employeeFormId,
        employeeName: l.employeeName,
        employeeHashId: l.employeeHashId,
        employeeNumber: l.employeeNumber,
        memberId: l.memberId,
        groupNumber: l.groupNumber,
        code: l.code,
        label: l.label,
        taxTreatment: l.taxTreatment,
        periodNumber: 0,
        periodsInYear: 0,
        amountCents: 0,
        regularCents: 0,
        finalCents: 0,
        annualCents: 0,
        change: 'ended' as const,
      })),
    ].map((l, position) => ({ ...l, position }));
    const id = await insertExport(
      tx,
      {
        companyId,
        companyPolicyId,
        payDate: iso,
        frequency: scheduleOn(calendar, planYear, payDate)?.frequency ?? schedule.frequency,
        exportedBy: actor.accountId,
        rowCount: lines.length,
        totalCents: sumOf(lines),
      },
      lines,
    );
    await writeAudit(tx, {
      accountId: actor.accountId,
      sessionId: actor.sessionId,
      companyId,
      action: 'payroll.exported',
      subjectType: 'payroll_export',
      subjectId: id,
      details: { payDate: iso, rows: lines.length },
    });
    return id;
  });
  const row = await findExport(db, companyId, exportId);
  return toSummary(row!);
}

/** A deduction code's coverage line; null for a health account's (not a carrier's line). */
const COVERAGE_OF_CODE = new Map<string, CoverageType>(
  COVERAGE_TYPES.map((type) => [DEDUCTION_RULES[type].code, type]),
);

/**
 * For reconciliation (decision 0065): the company's last export, what it deducted per person and coverage line,
 * and what the enrollments call for on its pay date now. Null without an export, or when its pay date is no
 * longer one of the schedule's (the figures could not be compared period for period).
 */
export async function readLastExportAgainstEnrollments(
  db: Db,
  companyId: string,
): Promise<{
  payDate: string;
  deducted: LineDeduction[];
  expected: LineDeduction[];
  names: Map<string, string>;
} | null> {
  const [last] = await listExports(db, companyId, 1);
  const schedule = (await readPaySchedule(db, companyId)) ?? null;
  if (!last || !schedule) return null;
  const { planYear, calendar, payDates } = await readCalendar(db, companyId, schedule);
  const payDate = payDates.find((d) => formatIsoDate(d) === last.payDate);
  if (!planYear || !payDate) return null;
  const onLine = <T extends { code: string; amountCents: number }>(employeeFormId: string, d: T) => {
    const coverageType = COVERAGE_OF_CODE.get(d.code);
    return coverageType ? [{ employeeFormId, coverageType, amountCents: d.amountCents }] : [];
  };
  const lines = (await listExportLines(db, last.id)).filter((l) => l.change !== 'ended');
  const deducted = lines.flatMap((l) => onLine(l.employeeFormId, l));
  const { employees } = await computePayroll(db, companyId, calendar, planYear, payDate);
  const expected = employees.flatMap((e) => e.deductions.flatMap((d) => onLine(e.employeeFormId, d)));
  const names = new Map([
    ...lines.map((l) => [l.employeeFormId, l.employeeName] as const),
    ...employees.map((e) => [e.employeeFormId, e.name] as const),
  ]);
  return { payDate: last.payDate, deducted, expected, names };
}

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, type CalendarDate, compareDates, getDayOfWeek } from '../dates/dates';
import { summarizeElections } from '../enrollment/summary';
import { PAY_FREQUENCIES, type PayFrequency } from '../enums';
import { computeDeductions, coverageSpanIn } from './deductions';
import {
  listCalendarPayDates,
  listPayDates,
  type PayCalendar,
  type PaySchedule,
  planYearOf,
} from './pay-calendar';
import {
  describePaycheckCount,
  describePaychecks,
  nominalPaySchedule,
  perPaycheckOfMonthly,
  perPaycheckOfYearly,
} from './paychecks';

const YEAR_2027 = planYearOf('2027-01-01', '2028-01-01')!;

describe('nominalPaySchedule', () => {
  it("gives a company without a schedule its frequency's pay dates on the calendar", () => {
    const counts = (frequency: PayFrequency) =>
      listPayDates(nominalPaySchedule(frequency, YEAR_2027), YEAR_2027).length;
    // 2027-01-01 is a Friday: weekly and every other week start the Friday after.
    expect(nominalPaySchedule('biweekly', YEAR_2027).anchorPayDate).toEqual({ year: 2027, month: 1, day: 8 });
    // 2027 has 53 Fridays (it starts and ends on one): a weekly payroll pays 53 times that year.
    expect(Object.fromEntries(PAY_FREQUENCIES.map((f) => [f, counts(f)]))).toEqual({
      weekly: 53,
      biweekly: 26,
      semimonthly: 24,
      monthly: 12,
    });
  });
});

describe('perPaycheckOfMonthly and perPaycheckOfYearly', () => {
  it("spread a year's share over the paychecks, rounded down to the cent (the last paycheck takes the rest)", () => {
    const biweekly = { paychecks: 26, coveredMonths: 12 };
    // $100.00 a month is $1,200 a year: 120,000 / 26 = 4,615.38… → $46.15.
    expect(perPaycheckOfMonthly(10_000, biweekly)).toBe(4_615);
    expect(perPaycheckOfMonthly(10_000, { paychecks: 24, coveredMonths: 12 })).toBe(5_000);
    // Covered from July: six months over the 13 paychecks left.
    expect(perPaycheckOfMonthly(10_000, { paychecks: 13, coveredMonths: 6 })).toBe(4_615);
    expect(perPaycheckOfMonthly(0, biweekly)).toBe(0);
    expect(perPaycheckOfYearly(120_000, biweekly)).toBe(4_615);
    expect(perPaycheckOfYearly(100, { paychecks: 3 })).toBe(33);
    // No paycheck in the coverage: the whole amount, never a division by nothing.
    expect(perPaycheckOfYearly(5_000, { paychecks: 0 })).toBe(5_000);
  });

  it('say over how many paychecks, and how often', () => {
    expect(describePaycheckCount({ paychecks: 26, frequency: 'biweekly' })).toBe(
      '26 paychecks (every other week)',
    );
    expect(describePaycheckCount({ paychecks: 1, frequency: 'monthly' })).toBe('1 paycheck (every month)');
  });
});

/** A schedule a company could save: twice-a-month anchors on the 15th or a month-end, weekly ones on weekdays. */
const schedules = fc
  .record({
    frequency: fc.constantFrom(...PAY_FREQUENCIES),
    offset: fc.integer({ min: 0, max: 60 }),
  })
  .map(({ frequency, offset }): PaySchedule => {
    const nominal = nominalPaySchedule(frequency, YEAR_2027);
    if (frequency === 'semimonthly' || frequency === 'monthly') return nominal;
    let anchor = addDays(nominal.anchorPayDate, offset);
    while ([0, 6].includes(getDayOfWeek(anchor))) anchor = addDays(anchor, 1);
    return { frequency, anchorPayDate: anchor };
  });

/** A person's coverage in 2027: from the first of a month, to the plan year's end or a month-end. */
const spans = fc
  .record({ from: fc.integer({ min: 1, max: 12 }), months: fc.integer({ min: 1, max: 12 }) })
  .map(({ from, months }) => {
    const start: CalendarDate = { year: 2027, month: from, day: 1 };
    const lastMonth = Math.min(12, from + months - 1);
    const end = addDays(
      lastMonth === 12 ? { year: 2028, month: 1, day: 1 } : { year: 2027, month: lastMonth + 1, day: 1 },
      -1,
    );
    return coverageSpanIn(YEAR_2027, start, compareDates(end, YEAR_2027.end) < 0 ? end : null);
  });

describe('one paycheck rule for every screen and the payroll export (property)', () => {
  it('the summary, the dashboards and payroll agree on every line, for any household, contributions and schedule', () => {
    fc.assert(
      fc.property(
        schedules,
        spans,
        fc.array(fc.integer({ min: 0, max: 250_000 }), { minLength: 1, maxLength: 5 }),
        fc.integer({ min: 0, max: 875_000 }),
        (schedule, span, monthlyShares, hsaYearly) => {
          const basis = describePaychecks({
            calendar: [{ from: null, schedule }],
            fromCompanySchedule: true,
            planYear: YEAR_2027,
            span,
          });
          const payDates = listPayDates(schedule, YEAR_2027);
          const lines = (['medical', 'dental', 'vision', 'life', 'accident'] as const)
            .slice(0, monthlyShares.length)
            .map((line, i) => ({ line, monthlyEmployeeCents: monthlyShares[i]! }));
          const summary = summarizeElections({
            paychecks: basis,
            lines: lines.map((l) => ({
              coverageType: l.line,
              isEnrolling: 'Yes',
              planName: 'Plan',
              carrierName: 'Carrier',
              coverageAmount: null,
              coveredDependents: [],
              monthlyEmployeeCents: l.monthlyEmployeeCents,
            })),
            healthAccount: { label: 'HSA', yearlyCents: hsaYearly, employerYearlyCents: 0 },
          });
          const own = payDates.filter(
            (d) => span && compareDates(d, span.start) >= 0 && compareDates(d, span.end) <= 0,
          );
          expect(own.length).toBe(basis.paychecks);
          if (own.length === 0) return;
          const sources = [
            ...lines,
            ...(hsaYearly > 0 ? [{ line: 'hsa' as const, yearlyCents: hsaYearly }] : []),
          ];
          const byDate = own.map((payDate) => computeDeductions({ payDates, payDate, span, sources }));
          // On every pay date but the last, each line deducts the per-paycheck amount every screen shows.
          for (const deductions of byDate.slice(0, -1)) {
            for (const [i, l] of lines.entries()) {
              const deducted = deductions.find((d) => d.line === l.line)?.amountCents ?? 0;
              expect(deducted).toBe(summary.lines[i]!.perPaycheckCents);
              expect(deducted).toBe(perPaycheckOfMonthly(l.monthlyEmployeeCents, basis));
            }
            const hsa = deductions.find((d) => d.line === 'hsa')?.amountCents ?? 0;
            expect(hsa).toBe(summary.healthAccount?.perPaycheckCents ?? 0);
            expect(deductions.reduce((s, d) => s + d.amountCents, 0)).toBe(summary.totals.perPaycheckCents);
          }
          // And the year adds up to the monthly share × the months covered, to the cent.
          for (const l of lines) {
            const year = byDate.reduce(
              (s, ds) => s + (ds.find((d) => d.line === l.line)?.amountCents ?? 0),
              0,
            );
            expect(year).toBe(l.monthlyEmployeeCents * basis.coveredMonths);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('a change of contributions during the plan year (property, decision 0072)', () => {
  it('keeps the pay dates before it, spreads the new share over the pay dates from it, and each part adds up', () => {
    fc.assert(
      fc.property(
        schedules,
        spans,
        fc.integer({ min: 2, max: 12 }),
        fc.integer({ min: 0, max: 250_000 }),
        fc.integer({ min: 0, max: 250_000 }),
        fc.integer({ min: 0, max: 875_000 }),
        (schedule, span, changeMonth, before, after, hsaYearly) => {
          if (!span) return;
          const change: CalendarDate = { year: 2027, month: changeMonth, day: 1 };
          const payDates = listPayDates(schedule, YEAR_2027);
          const own = payDates.filter(
            (d) => compareDates(d, span.start) >= 0 && compareDates(d, span.end) <= 0,
          );
          if (own.length === 0) return;
          const changed = compareDates(change, span.start) > 0 && compareDates(change, span.end) <= 0;
          const shareOn = (d: CalendarDate) => (changed && compareDates(d, change) >= 0 ? after : before);
          const sources = (d: CalendarDate) => [
            { line: 'medical' as const, monthlyEmployeeCents: shareOn(d) },
            ...(hsaYearly > 0 ? [{ line: 'hsa' as const, yearlyCents: hsaYearly }] : []),
          ];
          const byDate = own.map((payDate) =>
            computeDeductions({
              payDates,
              payDate,
              span,
              sources: sources(payDate),
              termChanges: { medical: [change] },
            }),
          );
          const medicalOf = (i: number) => byDate[i]!.find((d) => d.line === 'medical')?.amountCents ?? 0;
          // What a screen shows on a pay date (the basis of that day's terms) is what payroll takes then, but on
          // the last pay date of each part, which takes the cents left over.
          own.forEach((payDate, i) => {
            const basis = describePaychecks({
              calendar: [{ from: null, schedule }],
              fromCompanySchedule: true,
              planYear: YEAR_2027,
              span,
              termChanges: { medical: [change] },
              on: payDate,
            });
            const next = own[i + 1];
            const afterChange = (d: CalendarDate) => changed && compareDates(d, change) >= 0;
            const lastOfPart = !next || afterChange(next) !== afterChange(payDate);
            if (!lastOfPart)
              expect(medicalOf(i)).toBe(perPaycheckOfMonthly(shareOn(payDate), basis, 'medical'));
            // The health account is spread over the whole coverage whatever the contributions.
            const hsa = byDate[i]!.find((d) => d.line === 'hsa')?.amountCents ?? 0;
            if (i < own.length - 1)
              expect(hsa).toBe(hsaYearly > 0 ? perPaycheckOfYearly(hsaYearly, basis) : 0);
          });
          // Each part adds up to its months' share, to the cent: nothing before the change is re-priced.
          const months = (from: CalendarDate, to: CalendarDate) =>
            (to.year - from.year) * 12 + to.month - from.month + 1;
          const beforeDates = own.filter((d) => !changed || compareDates(d, change) < 0);
          const afterDates = own.filter((d) => changed && compareDates(d, change) >= 0);
          const sum = (dates: CalendarDate[]) =>
            dates.reduce((s, d) => s + medicalOf(own.findIndex((o) => compareDates(o, d) === 0)), 0);
          if (!changed) {
            expect(sum(own)).toBe(before * months(span.start, span.end));
            return;
          }
          const lastBefore = addDays(change, -1);
          if (beforeDates.length > 0) expect(sum(beforeDates)).toBe(before * months(span.start, lastBefore));
          if (afterDates.length > 0) expect(sum(afterDates)).toBe(after * months(change, span.end));
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('a change of the pay schedule during the plan year (property, decision 0076)', () => {
  it('keeps the pay dates before it, each part adds up, and the screens show what payroll takes', () => {
    fc.assert(
      fc.property(
        schedules,
        schedules,
        spans,
        fc.integer({ min: 2, max: 12 }),
        fc.integer({ min: 0, max: 250_000 }),
        fc.integer({ min: 0, max: 875_000 }),
        (first, second, span, changeMonth, monthly, hsaYearly) => {
          if (!span) return;
          const change: CalendarDate = { year: 2027, month: changeMonth, day: 1 };
          const iso = `2027-${String(changeMonth).padStart(2, '0')}-01`;
          const calendar: PayCalendar = [
            { from: null, schedule: first },
            { from: iso, schedule: second },
          ];
          const payDates = listCalendarPayDates(calendar, YEAR_2027);
          // Before the day, the first schedule's dates; from it, the second's.
          const split = (d: CalendarDate) => compareDates(d, change) >= 0;
          expect(payDates.filter((d) => !split(d))).toEqual(
            listPayDates(first, YEAR_2027).filter((d) => !split(d)),
          );
          expect(payDates.filter(split)).toEqual(listPayDates(second, YEAR_2027).filter(split));
          const own = payDates.filter(
            (d) => compareDates(d, span.start) >= 0 && compareDates(d, span.end) <= 0,
          );
          if (own.length === 0) return;
          const sources = [
            { line: 'medical' as const, monthlyEmployeeCents: monthly },
            ...(hsaYearly > 0 ? [{ line: 'hsa' as const, yearlyCents: hsaYearly }] : []),
          ];
          const scheduleChanges = [change];
          const byDate = own.map((payDate) =>
            computeDeductions({ payDates, payDate, span, sources, scheduleChanges }),
          );
          const amountOf = (i: number, line: string) =>
            byDate[i]!.find((d) => d.line === line)?.amountCents ?? 0;
          const inside = compareDates(change, span.start) > 0 && compareDates(change, span.end) <= 0;
          own.forEach((payDate, i) => {
            const basis = describePaychecks({
              calendar,
              fromCompanySchedule: true,
              planYear: YEAR_2027,
              span,
              on: payDate,
            });
            expect(basis.frequency).toBe(split(payDate) ? second.frequency : first.frequency);
            const next = own[i + 1];
            const lastOfPart = !next || (inside && split(next) !== split(payDate));
            if (lastOfPart) return;
            expect(amountOf(i, 'medical')).toBe(perPaycheckOfMonthly(monthly, basis, 'medical'));
            expect(amountOf(i, 'hsa')).toBe(hsaYearly > 0 ? perPaycheckOfYearly(hsaYearly, basis) : 0);
          });
          // The year adds up, to the cent, for the premium line and the health account.
          const year = (line: string) => own.reduce((s, _, i) => s + amountOf(i, line), 0);
          const months = (span.end.year - span.start.year) * 12 + span.end.month - span.start.month + 1;
          const partsWithDates = !inside || (own.some((d) => !split(d)) && own.some(split)) ? 'all' : 'some';
          // A part with no pay date of its own (a schedule change right at a coverage edge) deducts nothing.
          if (partsWithDates === 'all') {
            expect(year('medical')).toBe(monthly * months);
            expect(year('hsa')).toBe(hsaYearly);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

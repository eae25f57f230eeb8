import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CalendarDate, formatIsoDate, getDayOfWeek, parseIsoDate } from '../dates/dates';
import { PAY_FREQUENCIES } from '../enums';
import { toCsvCell } from '../text/text';
import {
  amountForPeriod,
  buildPayrollCsv,
  compareWithLastExport,
  computeDeductions,
  coverageSpanIn,
  DEDUCTION_RULES,
  PAYROLL_CSV_COLUMNS,
  splitAnnualAmount,
} from './deductions';
import {
  checkAnchorPayDate,
  countCoveredMonths,
  listPayDates,
  PAY_CALENDAR_MESSAGES,
  planYearOf,
} from './pay-calendar';

const d = (iso: string): CalendarDate => parseIsoDate(iso)!;
const isoList = (dates: CalendarDate[]) => dates.map(formatIsoDate);
const year2027 = planYearOf('2027-01-01', '2028-01-01')!;
const year2026 = planYearOf('2026-01-01', null)!;

describe('planYearOf', () => {
  it('runs from the effective date to the day before the renewal', () => {
    expect(isoList([year2027.start, year2027.end])).toEqual(['2027-01-01', '2027-12-31']);
  });
  it('runs twelve months when no later renewal date is set', () => {
    expect(isoList([year2026.start, year2026.end])).toEqual(['2026-01-01', '2026-12-31']);
    const july = planYearOf('2026-07-01', '2026-01-01')!;
    expect(formatIsoDate(july.end)).toBe('2027-06-30');
  });
  it('refuses a date that is not one', () => {
    expect(planYearOf('2026-02-30', null)).toBeNull();
  });
});

describe('listPayDates', () => {
  it('weekly: 52 dates, or 53 when the anchor falls on the first day of a 365-day year', () => {
    // 2027-01-01 is a Friday: every Friday of 2027 is 53 dates (Jan 1 … Dec 31).
    const fridays = listPayDates({ frequency: 'weekly', anchorPayDate: d('2027-01-08') }, year2027);
    expect(fridays).toHaveLength(53);
    expect(isoList([fridays[0]!, fridays.at(-1)!])).toEqual(['2027-01-01', '2027-12-31']);
    const thursdays = listPayDates({ frequency: 'weekly', anchorPayDate: d('2027-01-07') }, year2027);
    expect(thursdays).toHaveLength(52);
    expect(thursdays.every((x) => getDayOfWeek(x) === 4)).toBe(true);
  });
  it('biweekly: 26 dates, or 27 when the anchor lines up with the first day', () => {
    const a = listPayDates({ frequency: 'biweekly', anchorPayDate: d('2027-01-15') }, year2027);
    expect(a).toHaveLength(27);
    expect(formatIsoDate(a[0]!)).toBe('2027-01-01');
    const b = listPayDates({ frequency: 'biweekly', anchorPayDate: d('2027-01-08') }, year2027);
    expect(b).toHaveLength(26);
    expect(isoList([b[0]!, b[1]!, b.at(-1)!])).toEqual(['2027-01-08', '2027-01-22', '2027-12-24']);
  });
  it('biweekly from an anchor a year away lands on the same fortnight', () => {
    const near = listPayDates({ frequency: 'biweekly', anchorPayDate: d('2027-01-08') }, year2027);
    const far = listPayDates({ frequency: 'biweekly', anchorPayDate: d('2026-01-09') }, year2027);
    expect(isoList(far)).toEqual(isoList(near));
  });
  it('semimonthly: the 15th and the last day, 24 dates, February included', () => {
    const dates = listPayDates({ frequency: 'semimonthly', anchorPayDate: d('2027-01-15') }, year2027);
    expect(dates).toHaveLength(24);
    expect(isoList(dates.slice(0, 4))).toEqual(['2027-01-15', '2027-01-31', '2027-02-15', '2027-02-28']);
    const leap = listPayDates(
      { frequency: 'semimonthly', anchorPayDate: d('2028-01-31') },
      planYearOf('2028-01-01', null)!,
    );
    expect(isoList(leap).includes('2028-02-29')).toBe(true);
  });
  it('monthly: 12 dates on the anchor day, the month-end when shorter or when the anchor is a month-end', () => {
    const on31 = listPayDates({ frequency: 'monthly', anchorPayDate: d('2027-01-31') }, year2027);
    expect(on31).toHaveLength(12);
    expect(isoList(on31.slice(0, 4))).toEqual(['2027-01-31', '2027-02-28', '2027-03-31', '2027-04-30']);
    const on30 = listPayDates({ frequency: 'monthly', anchorPayDate: d('2027-04-30') }, year2027);
    expect(formatIsoDate(on30[0]!)).toBe('2027-01-31');
    const on20 = listPayDates({ frequency: 'monthly', anchorPayDate: d('2027-03-20') }, year2027);
    expect(on20.every((x) => x.day === 20)).toBe(true);
  });
  it('a plan year starting mid-year keeps twelve months of dates', () => {
    const july = planYearOf('2026-07-01', '2027-07-01')!;
    expect(listPayDates({ frequency: 'monthly', anchorPayDate: d('2026-07-31') }, july)).toHaveLength(12);
    expect(listPayDates({ frequency: 'semimonthly', anchorPayDate: d('2026-07-15') }, july)).toHaveLength(24);
  });
  it('property: every frequency gives its count for any anchor and any first-of-month plan year', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2000, max: 2090 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: -400, max: 400 }),
        fc.constantFrom(...PAY_FREQUENCIES),
        (y, m, shift, frequency) => {
          const start = `${y}-${String(m).padStart(2, '0')}-01`;
          const year = planYearOf(start, null)!;
          const anchor = d(start);
          const anchorPayDate =
            frequency === 'semimonthly'
              ? { ...anchor, day: 15 }
              : frequency === 'monthly'
                ? anchor
                : fromShift(anchor, shift);
          const dates = listPayDates({ frequency, anchorPayDate }, year);
          const counts = { weekly: [52, 53], biweekly: [26, 27], semimonthly: [24], monthly: [12] };
          expect(counts[frequency]).toContain(dates.length);
          for (let i = 1; i < dates.length; i++)
            expect(formatIsoDate(dates[i]!) > formatIsoDate(dates[i - 1]!)).toBe(true);
        },
      ),
    );
  });
});

function fromShift(date: CalendarDate, days: number): CalendarDate {
  const t = Date.UTC(date.year, date.month - 1, date.day) + days * 86_400_000;
  const x = new Date(t);
  return { year: x.getUTCFullYear(), month: x.getUTCMonth() + 1, day: x.getUTCDate() };
}

describe('checkAnchorPayDate', () => {
  it('takes only the 15th or a month-end for twice a month', () => {
    expect(checkAnchorPayDate('semimonthly', d('2027-01-14'), year2027)).toBe(
      PAY_CALENDAR_MESSAGES.semimonthlyAnchor,
    );
    expect(checkAnchorPayDate('semimonthly', d('2027-02-28'), year2027)).toBeNull();
    expect(checkAnchorPayDate('semimonthly', d('2027-01-15'), year2027)).toBeNull();
  });
  it('takes only a weekday for weekly and every other week', () => {
    expect(checkAnchorPayDate('biweekly', d('2027-01-09'), year2027)).toBe(PAY_CALENDAR_MESSAGES.weekend);
    expect(checkAnchorPayDate('weekly', d('2027-01-10'), year2027)).toBe(PAY_CALENDAR_MESSAGES.weekend);
    expect(checkAnchorPayDate('weekly', d('2027-01-08'), year2027)).toBeNull();
    expect(checkAnchorPayDate('monthly', d('2027-01-09'), year2027)).toBeNull();
  });
  it('refuses an anchor more than a year from the plan year', () => {
    expect(checkAnchorPayDate('monthly', d('2025-12-01'), year2027)).toBe(PAY_CALENDAR_MESSAGES.anchorRange);
    expect(checkAnchorPayDate('monthly', d('2026-01-05'), year2027)).toBeNull();
  });
});

describe('countCoveredMonths', () => {
  it('counts months of coverage, a part month as a whole one', () => {
    expect(countCoveredMonths(d('2027-01-01'), d('2027-12-31'))).toBe(12);
    expect(countCoveredMonths(d('2027-03-01'), d('2027-06-30'))).toBe(4);
    expect(countCoveredMonths(d('2027-01-01'), d('2027-06-15'))).toBe(6);
    expect(countCoveredMonths(d('2026-07-15'), d('2027-07-14'))).toBe(12);
    expect(countCoveredMonths(d('2027-02-01'), d('2027-01-31'))).toBe(0);
  });
});

describe('splitAnnualAmount', () => {
  it('takes the regular amount every period and the cents left over on the last', () => {
    expect(splitAnnualAmount(100_000, 26)).toEqual({
      regularCents: 3846,
      finalCents: 3850,
      remainderCents: 4,
    });
    expect(splitAnnualAmount(52_000, 26)).toEqual({
      regularCents: 2000,
      finalCents: 2000,
      remainderCents: 0,
    });
    expect(splitAnnualAmount(5, 12)).toEqual({ regularCents: 0, finalCents: 5, remainderCents: 5 });
    expect(amountForPeriod(100_000, 26, 25)).toBe(3846);
    expect(amountForPeriod(100_000, 26, 26)).toBe(3850);
  });
  it('refuses what cannot be split', () => {
    expect(() => splitAnnualAmount(100, 0)).toThrow(RangeError);
    expect(() => splitAnnualAmount(-1, 2)).toThrow(RangeError);
    expect(() => splitAnnualAmount(1.5, 2)).toThrow(RangeError);
  });
  it('property: the periods always sum to the annual amount, to the cent', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.integer({ min: 1, max: 60 }),
        (annual, periods) => {
          const split = splitAnnualAmount(annual, periods);
          let sum = 0;
          for (let n = 1; n <= periods; n++) sum += amountForPeriod(annual, periods, n);
          expect(sum).toBe(annual);
          expect(split.regularCents * (periods - 1) + split.finalCents).toBe(annual);
          expect(split.remainderCents).toBeGreaterThanOrEqual(0);
          expect(split.remainderCents).toBeLessThan(periods);
          if (annual % periods === 0) expect(split.regularCents * periods).toBe(annual);
        },
      ),
    );
  });
});

describe('computeDeductions', () => {
  const payDates = listPayDates({ frequency: 'biweekly', anchorPayDate: d('2027-01-08') }, year2027);
  const fullYear = coverageSpanIn(year2027, null, null);
  it('deducts a premium line as monthly × 12 over the 26 pay dates, health account as chosen', () => {
    const lines = computeDeductions({
      payDates,
      payDate: payDates[0]!,
      span: fullYear,
      sources: [
        { line: 'medical', monthlyEmployeeCents: 21_345 },
        { line: 'life', monthlyEmployeeCents: 0 },
        { line: 'hsa', yearlyCents: 120_000 },
      ],
    });
    expect(
      lines.map((l) => [l.code, l.tax, l.annualCents, l.amountCents, l.periodNumber, l.periodsInYear]),
    ).toEqual([
      ['MED', 'pre_tax', 256_140, 9851, 1, 26],
      ['HSA', 'pre_tax', 120_000, 4615, 1, 26],
    ]);
  });
  it('puts the cents left over on the last pay date', () => {
    const [last] = computeDeductions({
      payDates,
      payDate: payDates.at(-1)!,
      span: fullYear,
      sources: [{ line: 'medical', monthlyEmployeeCents: 21_345 }],
    });
    expect(last).toMatchObject({ amountCents: 9851 + 14, finalCents: 9865, periodNumber: 26 });
  });
  it('counts only the pay dates of a later start, and the months from it', () => {
    const span = coverageSpanIn(year2027, d('2027-07-01'), null);
    const lines = computeDeductions({
      payDates,
      payDate: d('2027-07-09'),
      span,
      sources: [{ line: 'dental', monthlyEmployeeCents: 1_000 }],
    });
    expect(lines[0]).toMatchObject({ annualCents: 6_000, periodNumber: 1, periodsInYear: 13 });
    expect(
      computeDeductions({
        payDates,
        payDate: d('2027-06-25'),
        span,
        sources: [{ line: 'dental', monthlyEmployeeCents: 1_000 }],
      }),
    ).toEqual([]);
  });
  it('property: over the year a person’s pay dates add up to each annual amount', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PAY_FREQUENCIES),
        fc.integer({ min: 1, max: 200_000 }),
        fc.integer({ min: 0, max: 11 }),
        (frequency, monthly, startMonth) => {
          const anchor = frequency === 'semimonthly' ? d('2027-01-15') : d('2027-01-08');
          const dates = listPayDates({ frequency, anchorPayDate: anchor }, year2027);
          const span = coverageSpanIn(year2027, { year: 2027, month: startMonth + 1, day: 1 }, null);
          let sum = 0;
          let annual = 0;
          for (const payDate of dates) {
            const [line] = computeDeductions({
              payDates: dates,
              payDate,
              span,
              sources: [{ line: 'medical', monthlyEmployeeCents: monthly }],
            });
            if (line) {
              sum += line.amountCents;
              annual = line.annualCents;
            }
          }
          expect(annual).toBe(monthly * (12 - startMonth));
          expect(sum).toBe(annual);
        },
      ),
    );
  });
});

describe('classification', () => {
  it('deducts medical, dental, vision and health accounts pre-tax, the rest after tax', () => {
    const pre = Object.entries(DEDUCTION_RULES)
      .filter(([, r]) => r.tax === 'pre_tax')
      .map(([k]) => k);
    expect(pre).toEqual(['medical', 'dental', 'vision', 'hsa', 'fsa']);
    expect(new Set(Object.values(DEDUCTION_RULES).map((r) => r.code)).size).toBe(11);
  });
});

describe('compareWithLastExport', () => {
  const line = (
    employeeFormId: string,
    code: string,
    regularCents: number,
    annualCents = regularCents * 26,
  ) => ({
    employeeFormId,
    code,
    regularCents,
    annualCents,
  });
  it('marks everything new without a last export', () => {
    expect(compareWithLastExport([line('a', 'MED', 100)], null)).toEqual({ flags: ['new'], ended: [] });
  });
  it('marks new, changed, unchanged and ended lines', () => {
    const last = [line('a', 'MED', 100), line('a', 'DEN', 10), line('b', 'MED', 100)];
    const result = compareWithLastExport(
      [line('a', 'MED', 100), line('a', 'DEN', 12), line('c', 'VIS', 5)],
      last,
    );
    expect(result.flags).toEqual(['unchanged', 'changed', 'new']);
    expect(result.ended).toEqual([line('b', 'MED', 100)]);
  });
});

describe('the CSV', () => {
  it('guards against formulas and quotes what needs it', () => {
    expect(toCsvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(toCsvCell('+1')).toBe("'+1");
    expect(toCsvCell('-2')).toBe("'-2");
    expect(toCsvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(toCsvCell('Okafor, Dana')).toBe('"Okafor, Dana"');
    expect(toCsvCell('Plain')).toBe('Plain');
  });
  it('writes the documented columns in order, amounts in dollars', () => {
    const csv = buildPayrollCsv([
      {
        employeeName: 'Okafor, Dana',
        employeeId: 'h4sh',
        employeeNumber: 'E-1042',
        memberId: 'GC123456782',
        groupNumber: 'EMP-10442',
        payDate: '2027-01-08',
        periodNumber: 1,
        periodsInYear: 26,
        code: 'MED',
        label: 'Medical',
        tax: 'pre_tax',
        amountCents: 9851,
        regularCents: 9851,
        finalCents: 9865,
        annualCents: 256_140,
        change: 'new',
        termsFrom: null,
      },
      {
        employeeName: 'Okafor, Dana',
        employeeId: 'h4sh',
        employeeNumber: 'E-1042',
        memberId: 'GC123456782',
        groupNumber: 'EMP-10442',
        payDate: '2027-04-02',
        periodNumber: 1,
        periodsInYear: 20,
        code: 'MED',
        label: 'Medical',
        tax: 'pre_tax',
        amountCents: 8000,
        regularCents: 8000,
        finalCents: 8000,
        annualCents: 160_000,
        change: 'changed',
        termsFrom: '2027-04-01',
      },
    ]);
    const [header, row, changed] = csv.split('\r\n');
    expect(header).toBe(PAYROLL_CSV_COLUMNS.map(([n]) => n).join(','));
    expect(row).toBe(
      '"Okafor, Dana",h4sh,E-1042,GC123456782,EMP-10442,2027-01-08,1,26,MED,Medical,pre_tax,98.51,98.51,98.65,2561.40,new,',
    );
    expect(changed).toBe(
      '"Okafor, Dana",h4sh,E-1042,GC123456782,EMP-10442,2027-04-02,1,20,MED,Medical,pre_tax,80.00,80.00,80.00,1600.00,changed,2027-04-01',
    );
  });
});

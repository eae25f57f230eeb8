import { describe, expect, it } from 'vitest';
import { parseIsoDate, toDayNumber } from '../dates/dates';
import { computeCoverageStart, fromDayNumber } from './coverage-start';

const d = (iso: string) => parseIsoDate(iso)!;
const start = (
  hiredAt: string,
  waitingPeriod: Parameters<typeof computeCoverageStart>[0]['waitingPeriod'],
  effective: string | null = null,
) =>
  computeCoverageStart({
    hiredAt: d(hiredAt),
    waitingPeriod,
    policyEffectiveAt: effective ? d(effective) : null,
  });

describe('computeCoverageStart', () => {
  it('starts on the first of the month after the hire date', () => {
    expect(start('2026-11-15', 'first_of_month_after_hire')).toEqual(d('2026-12-01'));
    expect(start('2026-12-31', 'first_of_month_after_hire')).toEqual(d('2027-01-01'));
  });

  it('starts the next month when the hire date is itself a first', () => {
    expect(start('2026-11-01', 'first_of_month_after_hire')).toEqual(d('2026-12-01'));
  });

  it('after one month: the first of the month on or after 30 days from the hire date', () => {
    expect(start('2026-11-15', 'one_month')).toEqual(d('2027-01-01')); // 30 days → Dec 15
    expect(start('2027-01-02', 'one_month')).toEqual(d('2027-02-01')); // 30 days → Feb 1 itself
    expect(start('2027-01-01', 'one_month')).toEqual(d('2027-02-01')); // 30 days → Jan 31
  });

  it('after two months: the first of the month on or after 60 days', () => {
    expect(start('2026-11-15', 'two_months')).toEqual(d('2027-02-01')); // 60 days → Jan 14
    expect(start('2026-11-01', 'two_months')).toEqual(d('2027-01-01')); // 60 days → Dec 31
    expect(start('2028-01-01', 'two_months')).toEqual(d('2028-03-01')); // leap year: 60 days → Mar 1
  });

  it('uses the first of the month after hire when the company has no waiting period on file', () => {
    expect(start('2026-11-15', null)).toEqual(d('2026-12-01'));
  });

  it('never starts before the policy takes effect', () => {
    expect(start('2026-11-15', 'first_of_month_after_hire', '2027-01-01')).toEqual(d('2027-01-01'));
    expect(start('2027-03-10', 'first_of_month_after_hire', '2027-01-01')).toEqual(d('2027-04-01'));
  });
});

describe('fromDayNumber', () => {
  it('inverts toDayNumber', () => {
    for (const iso of ['1970-01-01', '2000-02-29', '2026-12-31', '1900-03-01', '2400-02-29']) {
      expect(fromDayNumber(toDayNumber(d(iso)))).toEqual(d(iso));
    }
  });
});

import { describe, expect, it } from 'vitest';
import { parseIsoDate } from '../dates/dates';
import { planYearOf } from '../payroll/pay-calendar';
import {
  CHANGE_EFFECTIVE_DATE_MESSAGES,
  changeEffectiveDateError,
  changesInPlace,
  isInEffectOn,
  listChangeEffectiveDates,
} from './effective-dates';

const d = (iso: string) => parseIsoDate(iso)!;
const plan2027 = planYearOf('2027-01-01', '2028-01-01')!;

describe('when a change takes effect', () => {
  it('offers the first of each month from the plan year start (before it) or today’s month, to its last month', () => {
    expect(listChangeEffectiveDates(d('2026-12-02'), plan2027)).toEqual(
      Array.from({ length: 12 }, (_, i) => `2027-${String(i + 1).padStart(2, '0')}-01`),
    );
    expect(listChangeEffectiveDates(d('2027-03-15'), plan2027)[0]).toBe('2027-03-01');
    expect(listChangeEffectiveDates(d('2027-03-15'), plan2027)).toHaveLength(10);
    // A change already saved from May: the next one starts there or later.
    expect(listChangeEffectiveDates(d('2027-03-15'), plan2027, '2027-05-01')[0]).toBe('2027-05-01');
    expect(listChangeEffectiveDates(d('2028-02-01'), plan2027)).toEqual([]);
  });

  it('refuses a day not the 1st, an earlier month, a month after the plan year, or one before a saved change', () => {
    const today = d('2027-03-15');
    expect(changeEffectiveDateError('2027-04-15', today, plan2027)).toBe(
      CHANGE_EFFECTIVE_DATE_MESSAGES.notFirst,
    );
    expect(changeEffectiveDateError('2027-02-01', today, plan2027)).toBe(CHANGE_EFFECTIVE_DATE_MESSAGES.past);
    expect(changeEffectiveDateError('2028-01-01', today, plan2027)).toBe(
      CHANGE_EFFECTIVE_DATE_MESSAGES.outside,
    );
    expect(changeEffectiveDateError('2027-04-01', today, plan2027, '2027-05-01')).toBe(
      'A change from May 1, 2027 is already saved: choose that month or a later one.',
    );
    expect(changeEffectiveDateError('2027-03-01', today, plan2027)).toBeNull();
    expect(changeEffectiveDateError('2027-05-01', today, plan2027, '2027-05-01')).toBeNull();
  });

  it('edits in place on or before the plan year’s first month, and spans rows after it', () => {
    expect(changesInPlace('2027-01-01', plan2027)).toBe(true);
    expect(changesInPlace('2027-02-01', plan2027)).toBe(false);
    const closed = { active: true, effectiveFrom: null, effectiveUntil: '2027-04-01' };
    const opened = { active: true, effectiveFrom: '2027-04-01', effectiveUntil: null };
    expect([isInEffectOn(closed, '2027-03-31'), isInEffectOn(opened, '2027-03-31')]).toEqual([true, false]);
    expect([isInEffectOn(closed, '2027-04-01'), isInEffectOn(opened, '2027-04-01')]).toEqual([false, true]);
    expect(isInEffectOn({ ...opened, active: false }, '2027-05-01')).toBe(false);
  });
});

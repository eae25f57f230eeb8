import { describe, expect, it } from 'vitest';
import { computeEmployeeAge, getToday } from './employee-age';

const today = { year: 2026, month: 3, day: 10 };

describe('computeEmployeeAge', () => {
  it('counts the age on the effective date', () => {
    expect(computeEmployeeAge('06/15/1961', '2026-07-01', today)).toBe(65);
  });

  it('reads an effective date with a time part', () => {
    expect(computeEmployeeAge('06/15/1961', '2026-06-01T00:00:00.000Z', today)).toBe(64);
  });

  it('falls back to today without an effective date', () => {
    expect(computeEmployeeAge('03/11/1986', null, today)).toBe(39);
  });

  it('is null without a valid birth date', () => {
    expect(computeEmployeeAge(null, null, today)).toBeNull();
    expect(computeEmployeeAge('1986-03-11', null, today)).toBeNull();
  });
});

describe('getToday', () => {
  it('reads the local calendar day', () => {
    expect(getToday(new Date(2026, 0, 31, 23, 59))).toEqual({ year: 2026, month: 1, day: 31 });
  });
});

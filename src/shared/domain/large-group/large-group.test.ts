import { describe, expect, it } from 'vitest';
import {
  canMoveQuoteRequest,
  checkEffectiveDate,
  checkEmployeeCounts,
  checkRenewalDate,
  estimateFullTimeEquivalents,
  isQuoteRequestOpen,
  largeGroupMinimum,
  listEffectiveDates,
} from './large-group';

const TODAY = { year: 2026, month: 11, day: 26 };

describe('the large-group minimum', () => {
  it('is 51 employees, and 101 in the four states that kept small group to 100', () => {
    expect(largeGroupMinimum('TX')).toBe(51);
    expect(largeGroupMinimum('WA')).toBe(51);
    for (const state of ['CA', 'CO', 'NY', 'VT']) expect(largeGroupMinimum(state)).toBe(101);
  });

  it('counts each part-time employee as half a full-time equivalent, rounded down', () => {
    expect(estimateFullTimeEquivalents(40, 0)).toBe(40);
    expect(estimateFullTimeEquivalents(40, 22)).toBe(51);
    expect(estimateFullTimeEquivalents(40, 23)).toBe(51);
  });
});

describe('checkEmployeeCounts', () => {
  it('takes counts that add up and make a large group', () => {
    expect(checkEmployeeCounts({ total: 62, fullTime: 40, partTime: 22 }, 'TX')).toBeNull();
    expect(checkEmployeeCounts({ total: 51, fullTime: 51, partTime: 0 }, 'TX')).toBeNull();
    expect(checkEmployeeCounts({ total: 140, fullTime: 101, partTime: 39 }, 'CA')).toBeNull();
  });

  it('refuses counts that do not add up, before their size', () => {
    expect(checkEmployeeCounts({ total: 60, fullTime: 40, partTime: 22 }, 'TX')).toBe('sumMismatch');
    expect(checkEmployeeCounts({ total: 5, fullTime: 1, partTime: 1 }, 'TX')).toBe('sumMismatch');
  });

  it('refuses a group under the minimum of its state', () => {
    expect(checkEmployeeCounts({ total: 50, fullTime: 50, partTime: 0 }, 'TX')).toBe('tooSmall');
    // 30 full-time and 41 part-time: 71 people, 50 full-time equivalents.
    expect(checkEmployeeCounts({ total: 71, fullTime: 30, partTime: 41 }, 'TX')).toBe('tooSmall');
    expect(checkEmployeeCounts({ total: 80, fullTime: 80, partTime: 0 }, 'NY')).toBe('tooSmall');
  });
});

describe('checkEffectiveDate', () => {
  it('takes the 1st of a month after today, up to six months ahead', () => {
    expect(checkEffectiveDate({ year: 2026, month: 12, day: 1 }, TODAY)).toBeNull();
    expect(checkEffectiveDate({ year: 2027, month: 5, day: 1 }, TODAY)).toBeNull();
  });

  it('refuses another day, today or before, and further ahead', () => {
    expect(checkEffectiveDate({ year: 2027, month: 1, day: 15 }, TODAY)).toBe('notFirstOfMonth');
    expect(checkEffectiveDate({ year: 2026, month: 11, day: 1 }, TODAY)).toBe('notInFuture');
    expect(checkEffectiveDate({ year: 2026, month: 12, day: 1 }, { year: 2026, month: 12, day: 1 })).toBe(
      'notInFuture',
    );
    expect(checkEffectiveDate({ year: 2027, month: 6, day: 1 }, TODAY)).toBe('tooFar');
  });

  it('lists the six dates it takes, across the year end', () => {
    expect(listEffectiveDates(TODAY).map((d) => `${d.year}-${d.month}-${d.day}`)).toEqual([
      '2026-12-1',
      '2027-1-1',
      '2027-2-1',
      '2027-3-1',
      '2027-4-1',
      '2027-5-1',
    ]);
    for (const date of listEffectiveDates(TODAY)) expect(checkEffectiveDate(date, TODAY)).toBeNull();
  });
});

describe('checkRenewalDate', () => {
  it('takes a date within a year either side of today', () => {
    expect(checkRenewalDate({ year: 2027, month: 1, day: 1 }, TODAY)).toBeNull();
    expect(checkRenewalDate({ year: 2025, month: 11, day: 26 }, TODAY)).toBeNull();
    expect(checkRenewalDate({ year: 2027, month: 11, day: 26 }, TODAY)).toBeNull();
  });

  it('refuses one further back or ahead', () => {
    expect(checkRenewalDate({ year: 2025, month: 11, day: 25 }, TODAY)).toBe('tooOld');
    expect(checkRenewalDate({ year: 2027, month: 11, day: 27 }, TODAY)).toBe('tooFar');
  });

  it('reads February 29 a year on as February 28', () => {
    expect(checkRenewalDate({ year: 2029, month: 2, day: 28 }, { year: 2028, month: 2, day: 29 })).toBeNull();
    expect(checkRenewalDate({ year: 2029, month: 3, day: 1 }, { year: 2028, month: 2, day: 29 })).toBe(
      'tooFar',
    );
  });
});

describe('statuses', () => {
  it('keeps a company from sending another request while new or in review', () => {
    expect(isQuoteRequestOpen('new')).toBe(true);
    expect(isQuoteRequestOpen('in_review')).toBe(true);
    expect(isQuoteRequestOpen('quoted')).toBe(false);
    expect(isQuoteRequestOpen('declined')).toBe(false);
  });

  it('lets operations move to another status, never to the same', () => {
    expect(canMoveQuoteRequest('new', 'in_review')).toBe(true);
    expect(canMoveQuoteRequest('in_review', 'quoted')).toBe(true);
    expect(canMoveQuoteRequest('quoted', 'in_review')).toBe(true);
    expect(canMoveQuoteRequest('quoted', 'new')).toBe(false);
    expect(canMoveQuoteRequest('new', 'new')).toBe(false);
  });
});

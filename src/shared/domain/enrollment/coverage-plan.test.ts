import { describe, expect, it } from 'vitest';
import {
  getAgeLimitMessageKey,
  getCoverageAmountRange,
  getSpouseCoverageAmountRange,
  isLineDeclinable,
  isOverAgeLimit,
  listCoverableDependents,
  readRatedAtAge,
} from './coverage-plan';
import {
  accidentBasic,
  basicLife,
  deltaDental,
  goldPpo,
  makeCoveragePlan,
  termLife,
  voluntaryLife,
  wholeLife,
} from './fixtures';

const family = [
  { id: 'noah', dependentType: 'child', bornAt: '01/20/2019' },
  { id: 'spouse', dependentType: 'spouse', bornAt: '04/02/1988' },
  { id: 'ava', dependentType: 'child', bornAt: '09/09/2014' },
];
const ids = (list: readonly { id: string }[]) => list.map((d) => d.id);

describe('which dependents a plan covers', () => {
  it('covers the whole family on medical, dental, vision and accident', () => {
    expect(ids(listCoverableDependents(goldPpo, family, 0))).toEqual(['spouse', 'ava', 'noah']);
    expect(ids(listCoverableDependents(deltaDental, family, 0))).toEqual(['spouse', 'ava', 'noah']);
  });

  it('covers nobody on whole life and disability', () => {
    expect(listCoverableDependents(wholeLife, family, 0)).toEqual([]);
    const disability = makeCoveragePlan({ type: 'long_term_disability' });
    expect(listCoverableDependents(disability, family, 0)).toEqual([]);
  });

  it('covers the spouse on life with spouse coverage, once a spouse amount is chosen on a slider', () => {
    expect(ids(listCoverableDependents(voluntaryLife, family, 0))).toEqual(['ava', 'noah']);
    expect(ids(listCoverableDependents(voluntaryLife, family, 5000))).toEqual(['spouse', 'ava', 'noah']);
    expect(ids(listCoverableDependents(termLife, family, 0))).toEqual(['spouse']);
    expect(listCoverableDependents(basicLife, family, 0)).toEqual([]);
  });
});

describe('declining a line', () => {
  it('is refused only when every plan is employer-paid and not declinable', () => {
    expect(isLineDeclinable([basicLife])).toBe(false);
    expect(isLineDeclinable([basicLife, voluntaryLife])).toBe(true);
    expect(isLineDeclinable([accidentBasic])).toBe(true);
    expect(isLineDeclinable([])).toBe(true);
  });
});

describe('slider ranges', () => {
  it("caps the employee's amount at salary × multiplier down to the increment, and at the plan maximum", () => {
    expect(getCoverageAmountRange(voluntaryLife, 52500)).toEqual({ max: 260000, step: 10000 });
    expect(getCoverageAmountRange(voluntaryLife, 250000)).toEqual({ max: 500000, step: 10000 });
    expect(getCoverageAmountRange(voluntaryLife, null)).toEqual({ max: 0, step: 10000 });
    expect(getCoverageAmountRange(termLife, 80000)).toBeNull();
  });

  it("caps the spouse's amount at the spouse maximum, whatever the salary", () => {
    expect(getSpouseCoverageAmountRange(voluntaryLife)).toEqual({ max: 250000, step: 5000 });
    expect(getSpouseCoverageAmountRange(termLife)).toBeNull();
  });

  it('takes a variable plan without a maximum as a flat one', () => {
    const noMax = makeCoveragePlan({ type: 'life', variableCoverage: true, coverageAmount: 20000 });
    expect(noMax).toMatchObject({ variableCoverage: null, coverageAmount: 20000 });
  });
});

describe('isOverAgeLimit', () => {
  it("applies the carrier's maximum age to age-priced plans, not to tier plans", () => {
    expect(isOverAgeLimit('medical', goldPpo, 64)).toBe(false);
    expect(isOverAgeLimit('medical', goldPpo, 65)).toBe(true);
    const tierWithMaxAge = makeCoveragePlan({ type: 'dental', pricingType: 'tier', maxAge: 30 });
    expect(isOverAgeLimit('dental', tierWithMaxAge, 65)).toBe(false);
  });

  it("applies whole life's maximum issue age", () => {
    expect(isOverAgeLimit('whole_life', wholeLife, 64)).toBe(false);
    expect(isOverAgeLimit('whole_life', wholeLife, 65)).toBe(true);
  });

  it("follows the engine when the plan's rates do not price the age, and leaves unknown ages alone", () => {
    expect(isOverAgeLimit('term_life', makeCoveragePlan({ type: 'term_life' }, false), 40)).toBe(true);
    expect(isOverAgeLimit('whole_life', wholeLife, null)).toBe(false);
  });

  it('says so with the sentence of the line', () => {
    expect(getAgeLimitMessageKey('whole_life')).toBe('wholeLifeAge');
    expect(getAgeLimitMessageKey('term_life')).toBe('lifeAge');
    expect(getAgeLimitMessageKey('medical')).toBe('overMaxAge');
  });
});

describe('readRatedAtAge', () => {
  it("reads the engine's over_max_age; no cost yet is unknown", () => {
    expect(readRatedAtAge({ costBreakdowns: { message: 'over_max_age' } })).toBe(false);
    expect(readRatedAtAge({ costBreakdowns: { message: null } })).toBe(true);
    expect(readRatedAtAge({ costBreakdowns: { eeOnly: {} } })).toBe(true);
    expect(readRatedAtAge(undefined)).toBeNull();
  });
});

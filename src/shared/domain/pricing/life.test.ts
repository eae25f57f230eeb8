import { describe, expect, it } from 'vitest';
import { basicLife, child, employee40, spouse38, termLife, wholeLife } from './fixtures';
import {
  computeCoverageSliderMax,
  findAgeBandRate,
  getCoverageSliderStep,
  isDeclinedCoverageAmount,
  isWithinMaxIssueAge,
  priceLifeCoverage,
  priceLifePlan,
  priceWholeLifePlan,
  resolveCoverageAmount,
  snapCoverageAmount,
} from './life';
import type { PricingCensus } from './types';

const variable = termLife.variableCoverage!;

describe('life cost per thousand', () => {
  it('prices coverage / 1000 × cost per thousand', () => {
    expect(priceLifeCoverage(100_000, 30)).toBe(3_000); // $30.00
    expect(priceLifeCoverage(25_000, 15.5)).toBe(388); // 387.5¢ → 388¢
    expect(priceLifeCoverage(0, 30)).toBe(0);
  });

  it('finds the rate of the age band, null outside every band', () => {
    expect(findAgeBandRate(termLife.bands, 39)).toBe(15);
    expect(findAgeBandRate(termLife.bands, 40)).toBe(30);
    expect(findAgeBandRate(termLife.bands, 64)).toBe(60);
    expect(findAgeBandRate(termLife.bands, 65)).toBeNull();
    expect(findAgeBandRate(termLife.bands, 17)).toBeNull();
  });
});

describe('variable coverage slider', () => {
  it('caps at salary × multiplier rounded down to the increment', () => {
    expect(computeCoverageSliderMax(variable, 80_000)).toBe(400_000);
    expect(computeCoverageSliderMax(variable, 83_500)).toBe(410_000); // 417,500 → 410,000
  });

  it('caps at the plan maximum when salary × multiplier is higher', () => {
    expect(computeCoverageSliderMax(variable, 150_000)).toBe(500_000);
  });

  it('is the plan maximum when the plan has no salary multiplier', () => {
    expect(computeCoverageSliderMax({ maxDollars: 100_000, incrementDollars: 5_000 }, null)).toBe(100_000);
  });

  it('is 0 when a salary cap applies and the salary is unknown', () => {
    expect(computeCoverageSliderMax(variable, null)).toBe(0);
  });

  it('steps by the plan increment', () => {
    expect(getCoverageSliderStep(variable)).toBe(10_000);
  });

  it('snaps a chosen amount down to the increment and within the maximum', () => {
    expect(snapCoverageAmount(105_000, variable, 80_000)).toBe(100_000);
    expect(snapCoverageAmount(900_000, variable, 80_000)).toBe(400_000);
    expect(snapCoverageAmount(-5, variable, 80_000)).toBe(0);
  });

  it('treats zero (or nothing) as a decline', () => {
    expect(isDeclinedCoverageAmount(0)).toBe(true);
    expect(isDeclinedCoverageAmount(null)).toBe(true);
    expect(isDeclinedCoverageAmount(10_000)).toBe(false);
  });

  it('prices the flat amount of a non-variable plan', () => {
    expect(resolveCoverageAmount(50_000, null, 999, null)).toBe(50_000);
    expect(resolveCoverageAmount(null, null, 999, null)).toBe(0);
  });
});

describe('priceLifePlan', () => {
  const family: PricingCensus = {
    employee: employee40,
    dependents: [spouse38, child('c10', 10), child('c7', 7)],
    annualSalaryDollars: 80_000,
    coverageAmountDollars: 105_000,
    spouseCoverageAmountDollars: 50_000,
  };

  it('prices the employee, the spouse at their own band, and child coverage once per family', () => {
    const p = priceLifePlan(termLife, family);
    expect(p.memberCents).toEqual([3_000, 750, 200, 0]);
    expect(p.employeeCents).toBe(3_000);
    expect(p.dependentCents).toBe(950);
    expect(p.costPerThousandCents).toBe(30);
    expect(p.childCoverageAmountDollars).toBe(10_000);
  });

  it('prices a flat basic life benefit', () => {
    const p = priceLifePlan(basicLife, { employee: employee40, dependents: [] });
    expect(p.memberCents).toEqual([1_000]);
    expect(p.childCoverageAmountDollars).toBeNull();
  });

  it('declined (zero) coverage costs nothing', () => {
    expect(priceLifePlan(termLife, { ...family, coverageAmountDollars: 0 }).employeeCents).toBe(0);
  });

  it('marks an employee over the maximum age as not eligible', () => {
    const p = priceLifePlan(termLife, { ...family, employee: { ...employee40, age: 65 } });
    expect(p.isOverMaxAge).toBe(true);
    expect(p.memberCents).toEqual([0, 0, 0, 0]);
  });

  it('honours an explicit maximum age inside the bands', () => {
    expect(
      priceLifePlan({ ...basicLife, maxAge: 39 }, { employee: employee40, dependents: [] }).isOverMaxAge,
    ).toBe(true);
  });
});

describe('priceWholeLifePlan', () => {
  it('prices per thousand at the issue age', () => {
    expect(priceWholeLifePlan(wholeLife, { employee: employee40, dependents: [] }).employeeCents).toBe(3_750);
  });

  it('issues at the maximum issue age', () => {
    const p = priceWholeLifePlan(wholeLife, { employee: { ...employee40, age: 65 }, dependents: [] });
    expect(p).toMatchObject({ employeeCents: 7_500, isOverMaxAge: false });
    expect(isWithinMaxIssueAge(wholeLife, 65)).toBe(true);
  });

  it('is not eligible above the maximum issue age', () => {
    const p = priceWholeLifePlan(wholeLife, { employee: { ...employee40, age: 66 }, dependents: [spouse38] });
    expect(p).toMatchObject({ memberCents: [0, 0], employeeCents: 0, isOverMaxAge: true });
    expect(isWithinMaxIssueAge(wholeLife, 66)).toBe(false);
  });

  it('prices a chosen variable amount snapped to the increment', () => {
    const variableWhole = {
      ...wholeLife,
      coverageAmountDollars: null,
      variableCoverage: { maxDollars: 50_000, incrementDollars: 5_000 },
    };
    const p = priceWholeLifePlan(variableWhole, {
      employee: employee40,
      dependents: [],
      coverageAmountDollars: 12_000,
    });
    expect(p.employeeCents).toBe(1_500); // 10,000 × 150¢ / 1000
  });
});

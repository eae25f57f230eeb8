import { type Cents, roundCents } from '../money/money';
import type {
  AgeBandRate,
  LifePricing,
  MemberPremiums,
  PricingCensus,
  VariableCoverage,
  WholeLifePricing,
} from './types';

/** The rate of the band containing an age; null when no band covers it (the carrier does not insure that age). */
export function findAgeBandRate(bands: readonly AgeBandRate[], age: number): number | null {
  for (const band of bands) if (age >= band.minAge && age <= band.maxAge) return band.rateCents;
  return null;
}

/** Life premium = coverage / 1000 × cost per thousand (docs/spec/1 §9: cost per dollar = costPerThousand / 1000). */
export function priceLifeCoverage(coverageAmountDollars: number, costPerThousandCents: number): Cents {
  if (!(coverageAmountDollars > 0) || !(costPerThousandCents > 0)) return 0;
  return roundCents((coverageAmountDollars * costPerThousandCents) / 1000);
}

/** Slider maximum = the lesser of salary × multiplier rounded down to the increment and the plan maximum. */
export function computeCoverageSliderMax(
  coverage: VariableCoverage,
  annualSalaryDollars: number | null | undefined,
): number {
  const planMax = Math.max(0, coverage.maxDollars);
  const multiplier = coverage.maxSalaryMultiplier;
  if (multiplier === null || multiplier === undefined) return planMax;
  const increment = coverage.incrementDollars;
  const salaryMax = (annualSalaryDollars ?? 0) * multiplier;
  const rounded = increment > 0 ? Math.floor(salaryMax / increment + 1e-9) * increment : salaryMax;
  return Math.max(0, Math.min(rounded, planMax));
}

/** The slider's step is the plan's increment (docs/spec/1 §9). */
export function getCoverageSliderStep(coverage: VariableCoverage): number {
  return coverage.incrementDollars;
}

/** A chosen amount snapped down to the increment and kept within 0 and the slider maximum. */
export function snapCoverageAmount(
  amountDollars: number,
  coverage: VariableCoverage,
  annualSalaryDollars: number | null | undefined,
): number {
  const max = computeCoverageSliderMax(coverage, annualSalaryDollars);
  if (!(amountDollars > 0)) return 0;
  const inc = coverage.incrementDollars;
  const snapped = inc > 0 ? Math.floor(amountDollars / inc + 1e-9) * inc : amountDollars;
  return Math.min(snapped, max);
}

/** A variable coverage amount of zero means the person declines (docs/spec/1 §4). */
export function isDeclinedCoverageAmount(amountDollars: number | null | undefined): boolean {
  return !(amountDollars !== null && amountDollars !== undefined && amountDollars > 0);
}

/** The coverage to price: the plan's flat amount, else the chosen variable amount snapped to the slider. */
export function resolveCoverageAmount(
  flatAmountDollars: number | null | undefined,
  variable: VariableCoverage | null | undefined,
  chosenDollars: number | null | undefined,
  annualSalaryDollars: number | null | undefined,
): number {
  if (variable) return snapCoverageAmount(chosenDollars ?? 0, variable, annualSalaryDollars);
  return flatAmountDollars !== null && flatAmountDollars !== undefined && flatAmountDollars > 0
    ? flatAmountDollars
    : 0;
}

/** The extras of a life plan cost beside the premiums. */
export interface LifePlanPremiums extends MemberPremiums {
  costPerThousandCents: number | null;
  childCoverageAmountDollars: number | null;
}

const overMaxAge = (members: number): LifePlanPremiums => ({
  memberCents: new Array<Cents>(members).fill(0),
  employeeCents: 0,
  dependentCents: 0,
  isOverMaxAge: true,
  costPerThousandCents: null,
  childCoverageAmountDollars: null,
});

/** Life / term life: employee, spouse (own age band) and children (one flat child amount per family) priced per thousand. */
export function priceLifePlan(pricing: LifePricing, census: PricingCensus): LifePlanPremiums {
  const { employee, dependents } = census;
  const n = dependents.length + 1;
  const costPerThousandCents = findAgeBandRate(pricing.bands, employee.age);
  if (
    costPerThousandCents === null ||
    (pricing.maxAge !== null && pricing.maxAge !== undefined && employee.age > pricing.maxAge)
  ) {
    return overMaxAge(n);
  }
  const salary = census.annualSalaryDollars;
  const amount = resolveCoverageAmount(
    pricing.coverageAmountDollars,
    pricing.variableCoverage,
    census.coverageAmountDollars,
    salary,
  );
  const memberCents = new Array<Cents>(n).fill(0);
  const employeeCents = priceLifeCoverage(amount, costPerThousandCents);
  memberCents[0] = employeeCents;
  let dependentCents = 0;
  let childPriced = false;
  const spouse = pricing.spouseCoverage;
  const child = pricing.childCoverage;
  for (let i = 0; i < dependents.length; i++) {
    const d = dependents[i]!;
    let cents = 0;
    if (d.relationship === 'child') {
      // Child coverage is one amount for all children: charged once, on the first child listed.
      if (child && !childPriced) {
        cents = priceLifeCoverage(child.coverageAmountDollars, child.costPerThousandCents);
        childPriced = true;
      }
    } else if (spouse) {
      const rate = findAgeBandRate(spouse.bands ?? pricing.bands, d.age);
      const spouseAmount = resolveCoverageAmount(
        spouse.coverageAmountDollars,
        spouse.variableCoverage,
        census.spouseCoverageAmountDollars,
        null,
      );
      cents = rate === null ? 0 : priceLifeCoverage(spouseAmount, rate);
    }
    memberCents[i + 1] = cents;
    dependentCents += cents;
  }
  return {
    memberCents,
    employeeCents,
    dependentCents,
    isOverMaxAge: false,
    costPerThousandCents,
    childCoverageAmountDollars: child ? child.coverageAmountDollars : null,
  };
}

/** Whole life: the employee's coverage per thousand at the issue age; above the maximum issue age, not eligible. */
export function priceWholeLifePlan(pricing: WholeLifePricing, census: PricingCensus): LifePlanPremiums {
  const n = census.dependents.length + 1;
  const age = census.employee.age;
  const rate = age > pricing.maxIssueAge ? null : findAgeBandRate(pricing.bands, age);
  if (rate === null) return overMaxAge(n);
  const amount = resolveCoverageAmount(
    pricing.coverageAmountDollars,
    pricing.variableCoverage,
    census.coverageAmountDollars,
    census.annualSalaryDollars,
  );
  const memberCents = new Array<Cents>(n).fill(0);
  const employeeCents = priceLifeCoverage(amount, rate);
  memberCents[0] = employeeCents;
  return {
    memberCents,
    employeeCents,
    dependentCents: 0,
    isOverMaxAge: false,
    costPerThousandCents: rate,
    childCoverageAmountDollars: null,
  };
}

/** A whole life plan can be issued at an age: at or below the maximum issue age. */
export function isWithinMaxIssueAge(pricing: Pick<WholeLifePricing, 'maxIssueAge'>, age: number): boolean {
  return age <= pricing.maxIssueAge;
}

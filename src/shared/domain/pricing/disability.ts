import type { CoverageType } from '../enums';
import { type Cents, roundCents, toCents } from '../money/money';
import { findAgeBandRate } from './life';
import type {
  LongTermDisabilityPricing,
  MemberPremiums,
  PricingCensus,
  ShortTermDisabilityPricing,
} from './types';

const WEEKS_PER_YEAR = 52;
const MONTHS_PER_YEAR = 12;

const clampPercent = (p: number) => (Number.isFinite(p) && p > 0 ? Math.min(p, 100) : 0);

/** Short and long term disability: the lines whose benefit, and so whose premium, is a share of the salary. */
export const SALARY_PRICED_LINES = [
  'short_term_disability',
  'long_term_disability',
] as const satisfies readonly CoverageType[];

export const isSalaryPricedLine = (coverageType: CoverageType): boolean =>
  (SALARY_PRICED_LINES as readonly CoverageType[]).includes(coverageType);

/** A salary disability can be priced on: a positive amount (none on file, or 0, is no benefit to insure). */
export const hasPricedSalary = (
  annualSalaryDollars: number | null | undefined,
): annualSalaryDollars is number => typeof annualSalaryDollars === 'number' && annualSalaryDollars > 0;

const positiveSalary = (annualSalaryDollars: number | null | undefined) =>
  hasPricedSalary(annualSalaryDollars) ? annualSalaryDollars : 0;

/** The salary of one period (a year / periodsPerYear) × coverage %, capped at the plan's maximum benefit for it. */
function benefitPerPeriodCents(
  annualSalaryDollars: number | null | undefined,
  salaryCoveragePercentage: number,
  maxBenefitDollars: number,
  periodsPerYear: number,
): Cents {
  const salary = positiveSalary(annualSalaryDollars);
  const benefit = roundCents(
    (toCents(salary) * clampPercent(salaryCoveragePercentage)) / 100 / periodsPerYear,
  );
  return Math.min(benefit, toCents(Math.max(0, maxBenefitDollars)));
}

/** STD weekly benefit = weekly salary (annual / 52) × coverage %, capped at the plan's maximum weekly benefit. */
export const computeWeeklyBenefitCents = (
  annualSalaryDollars: number | null | undefined,
  salaryCoveragePercentage: number,
  maxWeeklyBenefitDollars: number,
): Cents =>
  benefitPerPeriodCents(
    annualSalaryDollars,
    salaryCoveragePercentage,
    maxWeeklyBenefitDollars,
    WEEKS_PER_YEAR,
  );

/** LTD monthly benefit = monthly salary (annual / 12) × coverage %, capped at the plan's maximum monthly benefit. */
export const computeMonthlyBenefitCents = (
  annualSalaryDollars: number | null | undefined,
  salaryCoveragePercentage: number,
  maxMonthlyBenefitDollars: number,
): Cents =>
  benefitPerPeriodCents(
    annualSalaryDollars,
    salaryCoveragePercentage,
    maxMonthlyBenefitDollars,
    MONTHS_PER_YEAR,
  );

/** LTD covered monthly payroll: monthly salary up to the salary that earns the maximum benefit (max / coverage %). */
export function computeCoveredMonthlyPayrollCents(
  annualSalaryDollars: number | null | undefined,
  salaryCoveragePercentage: number,
  maxMonthlyBenefitDollars: number,
): Cents {
  const monthly = toCents(positiveSalary(annualSalaryDollars)) / MONTHS_PER_YEAR;
  const pct = clampPercent(salaryCoveragePercentage);
  const cap = pct > 0 ? (toCents(Math.max(0, maxMonthlyBenefitDollars)) * 100) / pct : 0;
  return roundCents(Math.min(monthly, cap));
}

const employeeOnly = (n: number, employeeCents: Cents, isOverMaxAge: boolean): MemberPremiums => {
  const memberCents = new Array<Cents>(n).fill(0);
  memberCents[0] = employeeCents;
  return { memberCents, employeeCents, dependentCents: 0, isOverMaxAge };
};

/** STD premium = weekly benefit / $10 × the employee's age-band rate; no band for the age means not eligible. */
export function priceShortTermDisabilityPlan(
  pricing: ShortTermDisabilityPricing,
  census: PricingCensus,
): MemberPremiums {
  const n = census.dependents.length + 1;
  const rate = findAgeBandRate(pricing.bands, census.employee.age);
  if (rate === null) return employeeOnly(n, 0, true);
  const benefit = computeWeeklyBenefitCents(
    census.annualSalaryDollars,
    pricing.salaryCoveragePercentage,
    pricing.maxWeeklyBenefitDollars,
  );
  return employeeOnly(n, roundCents((benefit / 1000) * rate), false);
}

/** LTD premium = covered monthly payroll / $100 × the employee's age-band rate; no band for the age means not eligible. */
export function priceLongTermDisabilityPlan(
  pricing: LongTermDisabilityPricing,
  census: PricingCensus,
): MemberPremiums {
  const n = census.dependents.length + 1;
  const rate = findAgeBandRate(pricing.bands, census.employee.age);
  if (rate === null) return employeeOnly(n, 0, true);
  const payroll = computeCoveredMonthlyPayrollCents(
    census.annualSalaryDollars,
    pricing.salaryCoveragePercentage,
    pricing.maxMonthlyBenefitDollars,
  );
  return employeeOnly(n, roundCents((payroll / 10000) * rate), false);
}

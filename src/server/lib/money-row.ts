import { type Cents, fromCents, toCents } from '@shared/domain/money/money';

/** The dollars of each named `<name>Cents` column of a row, under `<name>` (null and absence kept). */
export type DollarsOf<T, K extends string> = {
  [P in K]: `${P}Cents` extends keyof T ? (T[`${P}Cents`] extends Cents ? number : number | null) : never;
};

/**
 * A row read from the database with its money columns (integer cents, decision 0102) also as the dollars the
 * shared rules that take dollars (coverage amounts, salaries, fixed contributions) and the API still use. The
 * conversion is Money's (`fromCents`); nothing else divides by 100.
 */
export function withDollars<T extends object, K extends string>(
  row: T,
  names: readonly K[],
): T & DollarsOf<T, K> {
  const out: Record<string, unknown> = { ...(row as Record<string, unknown>) };
  for (const name of names) {
    const cents = (row as Record<string, unknown>)[`${name}Cents`];
    if (cents !== undefined) out[name] = cents === null ? null : fromCents(cents as Cents);
  }
  return out as T & DollarsOf<T, K>;
}

/** The cents columns of a write from the dollars a request carries (Money's `toCents`); absent names stay absent. */
export function centsOf<K extends string>(
  values: Partial<Record<K, number | null | undefined>>,
  names: readonly K[],
): Partial<Record<`${K}Cents`, Cents | null>> {
  const out: Record<string, Cents | null> = {};
  for (const name of names) {
    const dollars = values[name];
    if (dollars !== undefined) out[`${name}Cents`] = dollars === null ? null : toCents(dollars);
  }
  return out as Partial<Record<`${K}Cents`, Cents | null>>;
}

/** The plan columns that hold money (plans table). */
export const PLAN_MONEY = [
  'deductible',
  'familyDeductible',
  'limit',
  'familyLimit',
  'annualMaximum',
  'coverageAmount',
  'variableCoverageAmountIncrement',
  'variableCoverageAmountMax',
  'spouseCoverageAmount',
  'spouseVariableCoverageAmountMax',
  'spouseVariableCoverageAmountIncrement',
  'childCoverageAmount',
  'maxBenefit',
] as const;

/** The individual plans' money columns. */
export const INDIVIDUAL_PLAN_MONEY = [
  'monthlySelfCost',
  'monthlySpouseCost',
  'monthlyChildCost',
  'monthlyFamilyCost',
  'deductible',
  'annualMaximum',
] as const;

/** A contribution row's money columns (company and renewal contributions; tiers on company rows). */
export const CONTRIBUTION_MONEY = [
  'employeeFixedAmount',
  'dependentFixedAmount',
  'spouseDependentFixedAmount',
  'childrenDependentFixedAmount',
  'familyDependentFixedAmount',
] as const;

/** An enrolled coverage line's amounts (employee policy coverages). */
export const COVERAGE_MONEY = ['coverageAmount', 'spouseCoverageAmount', 'childCoverageAmount'] as const;

/** A row's named money columns as dollars under their names, the `<name>Cents` keys dropped (the wire's shape). */
export function dollarsOnly<T extends object, K extends string>(
  row: T,
  names: readonly K[],
): Omit<T, `${K}Cents`> & DollarsOf<T, K> {
  const out = withDollars(row, names) as Record<string, unknown>;
  for (const name of names) delete out[`${name}Cents`];
  return out as Omit<T, `${K}Cents`> & DollarsOf<T, K>;
}

/** A write's named dollar fields as `<name>Cents` columns (Money's `toCents`), the dollar keys dropped. */
export function centsOnly<T extends object, K extends string>(
  values: T,
  names: readonly K[],
): Omit<T, K> & Partial<Record<`${K}Cents`, Cents | null>> {
  const out: Record<string, unknown> = { ...(values as Record<string, unknown>) };
  for (const name of names) {
    if (!(name in out)) continue;
    const dollars = out[name] as number | null | undefined;
    delete out[name];
    out[`${name}Cents`] = dollars === null || dollars === undefined ? null : toCents(dollars);
  }
  return out as Omit<T, K> & Partial<Record<`${K}Cents`, Cents | null>>;
}

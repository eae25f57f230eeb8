/**
 * CMS federal default standard age curve (plan years 2018 on; CMS "Final Guidance Regarding Age Curves and
 * State Reporting", Dec 2016, Appendix I). Index = age in whole years, 0..64; 64 and over share the last value.
 * Age 18 is 0.913 (a widely copied table wrongly has 0.851).
 */
export const CMS_AGE_CURVE: readonly number[] = Object.freeze([
  // 0–14
  0.765, 0.765, 0.765, 0.765, 0.765, 0.765, 0.765, 0.765, 0.765, 0.765, 0.765, 0.765, 0.765, 0.765, 0.765,
  // 15–20
  0.833, 0.859, 0.885, 0.913, 0.941, 0.97,
  // 21–24
  1.0, 1.0, 1.0, 1.0,
  // 25–38
  1.004, 1.024, 1.048, 1.087, 1.119, 1.135, 1.159, 1.183, 1.198, 1.214, 1.222, 1.23, 1.238, 1.246,
  // 39–51
  1.262, 1.278, 1.302, 1.325, 1.357, 1.397, 1.444, 1.5, 1.563, 1.635, 1.706, 1.786, 1.865,
  // 52–64
  1.952, 2.04, 2.135, 2.23, 2.333, 2.437, 2.548, 2.603, 2.714, 2.81, 2.873, 2.952, 3.0,
]);

/** The oldest age with its own factor; every older age uses it. */
export const CMS_AGE_CURVE_MAX_AGE = 64;

/** The age whose factor is 1.0 and whose premium is the plan's base rate. */
export const CMS_BASE_AGE = 21;

/** The CMS factor for an age in whole years: 0–14 → 0.765, 64 and over → 3.0; negative ages are refused. */
export function getCmsAgeFactor(age: number): number {
  if (!(age >= 0)) throw new RangeError(`Age must be 0 or more, got ${age}`);
  const index = age >= CMS_AGE_CURVE_MAX_AGE ? CMS_AGE_CURVE_MAX_AGE : Math.floor(age);
  return CMS_AGE_CURVE[index]!;
}

import { type Cents, roundCents } from '../money/money';
import { CMS_AGE_CURVE } from './age-curve';
import type { AgeRatedPricing, MemberPremiums, PricedMember, PricingCensus } from './types';

/** The highest tobacco factor the ACA allows (45 CFR 147.102(a)(1)(iv)). */
export const MAX_TOBACCO_FACTOR = 1.5;

/** Children under this age are subject to the three-oldest cap (45 CFR 147.102(c)(1)). */
export const CHILD_CAP_AGE = 21;

/** At most this many children under 21 are charged per family. */
export const MAX_CHARGED_CHILDREN_UNDER_21 = 3;

/** A tobacco factor is 1 when absent and must lie within 1–1.5; anything else is a data error. */
export function resolveTobaccoFactor(factor: number | null | undefined): number {
  if (factor === null || factor === undefined) return 1;
  if (!(factor >= 1 && factor <= MAX_TOBACCO_FACTOR)) {
    throw new RangeError(`Tobacco factor must be between 1 and ${MAX_TOBACCO_FACTOR}, got ${factor}`);
  }
  return factor;
}

/** The factor of an age on a curve whose last entry also serves every older age. */
export function getCurveFactor(curve: readonly number[], age: number): number {
  if (!(age >= 0)) throw new RangeError(`Age must be 0 or more, got ${age}`);
  const last = curve.length - 1;
  return curve[age >= last ? last : Math.floor(age)]!;
}

/** A member's premium = base rate × age factor (× tobacco factor for tobacco users), rounded to cents. */
export function priceAgeRatedMember(
  baseRateCents: Cents,
  age: number,
  isTobaccoUser: boolean,
  tobaccoFactor = 1,
  curve: readonly number[] = CMS_AGE_CURVE,
): Cents {
  const factor = getCurveFactor(curve, age);
  return roundCents(baseRateCents * factor * (isTobaccoUser ? tobaccoFactor : 1));
}

const isChildUnder21 = (m: PricedMember) => m.relationship === 'child' && m.age < CHILD_CAP_AGE;

/** A child under 21 is charged only when fewer than three other children under 21 are older (ties: earlier in the list first). */
export function isChargedChild(dependents: readonly PricedMember[], index: number): boolean {
  const child = dependents[index]!;
  if (!isChildUnder21(child)) return true;
  let olderOrEarlier = 0;
  for (let j = 0; j < dependents.length; j++) {
    if (j === index) continue;
    const other = dependents[j]!;
    if (!isChildUnder21(other)) continue;
    if (other.age > child.age || (other.age === child.age && j < index)) {
      olderOrEarlier++;
      if (olderOrEarlier >= MAX_CHARGED_CHILDREN_UNDER_21) return false;
    }
  }
  return true;
}

/** Age-rated plan: each member on the curve, only the three oldest children under 21 charged, none if the employee is over the carrier's maximum age. */
export function priceAgeRatedPlan(pricing: AgeRatedPricing, census: PricingCensus): MemberPremiums {
  const { employee, dependents } = census;
  const memberCents = new Array<Cents>(dependents.length + 1);
  if (pricing.maxAge !== null && pricing.maxAge !== undefined && employee.age > pricing.maxAge) {
    memberCents.fill(0);
    return { memberCents, employeeCents: 0, dependentCents: 0, isOverMaxAge: true };
  }
  const tobacco = resolveTobaccoFactor(pricing.tobaccoFactor);
  const curve = pricing.ageCurve ?? CMS_AGE_CURVE;
  const base = pricing.baseRateCents;
  const cap = pricing.capChildrenUnder21 !== false;
  const employeeCents = priceAgeRatedMember(
    base,
    employee.age,
    employee.isTobaccoUser === true,
    tobacco,
    curve,
  );
  memberCents[0] = employeeCents;
  let dependentCents = 0;
  for (let i = 0; i < dependents.length; i++) {
    const d = dependents[i]!;
    const cents =
      cap && !isChargedChild(dependents, i)
        ? 0
        : priceAgeRatedMember(base, d.age, d.isTobaccoUser === true, tobacco, curve);
    memberCents[i + 1] = cents;
    dependentCents += cents;
  }
  return { memberCents, employeeCents, dependentCents, isOverMaxAge: false };
}

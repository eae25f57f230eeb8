import type { PremiumParts } from '../contributions/contributions';
import { isSpouseOrPartner } from '../enrollment/family';
import type { Segment } from '../enums';
import { type Cents, roundCents } from '../money/money';
import type { PricedMember, SegmentRates } from './types';

/** Keys of SegmentRates in spec order, paired with the spec's segment ids. */
export const SEGMENT_RATE_KEYS = [
  ['ee_only', 'eeOnly'],
  ['ee_spouse', 'eeSpouse'],
  ['ee_children', 'eeChildren'],
  ['ee_family', 'eeFamily'],
] as const satisfies ReadonlyArray<readonly [Segment, keyof SegmentRates]>;

/** The tier a set of covered dependents falls in: a spouse or domestic partner and/or children. */
export function selectSegment(dependents: readonly Pick<PricedMember, 'relationship'>[]): Segment {
  let hasPartner = false;
  let hasChildren = false;
  for (const d of dependents) {
    if (d.relationship === 'child') hasChildren = true;
    else if (isSpouseOrPartner(d.relationship)) hasPartner = true;
  }
  if (hasPartner) return hasChildren ? 'ee_family' : 'ee_spouse';
  return hasChildren ? 'ee_children' : 'ee_only';
}

/** The monthly premium of a tier. */
export function getSegmentRate(rates: SegmentRates, segment: Segment): Cents {
  switch (segment) {
    case 'ee_only':
      return rates.eeOnly;
    case 'ee_spouse':
      return rates.eeSpouse;
    case 'ee_children':
      return rates.eeChildren;
    case 'ee_family':
      return rates.eeFamily;
  }
}

/** A tier's premium split: the employee's part is the employee-only rate, the dependents' part is the rest (never below 0); rates are rounded to cents. */
export function splitSegmentPremium(rates: SegmentRates, segment: Segment): PremiumParts {
  const total = roundCents(Math.max(0, getSegmentRate(rates, segment)));
  const employeeCents = Math.min(roundCents(Math.max(0, rates.eeOnly)), total);
  return { employeeCents, dependentCents: total - employeeCents };
}

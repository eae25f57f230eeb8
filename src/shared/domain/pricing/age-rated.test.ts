import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isChargedChild, priceAgeRatedMember, priceAgeRatedPlan, resolveTobaccoFactor } from './age-rated';
import * as fixtures from './fixtures';
import type { PricedMember, PricingCensus } from './types';

describe('priceAgeRatedMember', () => {
  it('prices the base rate times the CMS factor, rounded to cents', () => {
    expect(priceAgeRatedMember(50_000, 21, false)).toBe(50_000);
    expect(priceAgeRatedMember(50_000, 18, false)).toBe(45_650); // 0.913
    expect(priceAgeRatedMember(50_000, 64, false)).toBe(150_000); // 3.0
    expect(priceAgeRatedMember(50_000, 70, false)).toBe(150_000);
    expect(priceAgeRatedMember(33_333, 25, false)).toBe(33_466); // 33,466.332 → 33,466
  });

  it('applies the tobacco factor only to tobacco users', () => {
    expect(priceAgeRatedMember(50_000, 40, true, 1.5)).toBe(95_850);
    expect(priceAgeRatedMember(50_000, 40, false, 1.5)).toBe(63_900);
  });

  it('uses a state curve when given one', () => {
    expect(priceAgeRatedMember(10_000, 30, false, 1, [0.5, 1, 2])).toBe(20_000);
  });
});

describe('resolveTobaccoFactor', () => {
  it('is 1 when the plan has no tobacco rating', () => {
    expect(resolveTobaccoFactor(undefined)).toBe(1);
    expect(resolveTobaccoFactor(null)).toBe(1);
  });
  it('accepts 1 to 1.5', () => {
    expect(resolveTobaccoFactor(1.5)).toBe(1.5);
    expect(resolveTobaccoFactor(1.2)).toBe(1.2);
  });
  it('refuses more than 1.5 or less than 1', () => {
    expect(() => resolveTobaccoFactor(1.51)).toThrow(RangeError);
    expect(() => resolveTobaccoFactor(0.9)).toThrow(RangeError);
  });
});

describe('priceAgeRatedPlan', () => {
  it('prices an employee alone', () => {
    const p = priceAgeRatedPlan(fixtures.silverAgeRated, fixtures.singleEmployee);
    expect(p).toEqual({
      memberCents: [63_900],
      employeeCents: 63_900,
      dependentCents: 0,
      isOverMaxAge: false,
    });
  });

  it('charges only the three oldest of four children under 21: the youngest costs $0', () => {
    const p = priceAgeRatedPlan(fixtures.silverAgeRated, fixtures.familyWithFourYoungChildren);
    // employee 40, spouse 38, children 12, 3, 16, 8
    expect(p.memberCents).toEqual([63_900, 62_300, 38_250, 0, 42_950, 38_250]);
    expect(p.dependentCents).toBe(181_750);
  });

  it('charges a 21-year-old child at their own factor, outside the three-children cap', () => {
    const p = priceAgeRatedPlan(fixtures.silverAgeRated, fixtures.familyWithAdultChild);
    // children 21, 15, 10, 5, 2: the 21-year-old plus the three oldest under 21; the 2-year-old is free
    expect(p.memberCents).toEqual([63_900, 50_000, 41_650, 38_250, 38_250, 0]);
  });

  it('breaks ties between same-age children by list order', () => {
    const census: PricingCensus = {
      employee: fixtures.employee40,
      dependents: [
        fixtures.child('a', 5),
        fixtures.child('b', 5),
        fixtures.child('c', 5),
        fixtures.child('d', 5),
      ],
    };
    expect(priceAgeRatedPlan(fixtures.silverAgeRated, census).memberCents.slice(1)).toEqual([
      38_250, 38_250, 38_250, 0,
    ]);
    expect(isChargedChild(census.dependents, 3)).toBe(false);
    expect(isChargedChild(census.dependents, 2)).toBe(true);
  });

  it('charges every child when the plan does not cap children (dental)', () => {
    const p = priceAgeRatedPlan(
      { ...fixtures.silverAgeRated, capChildrenUnder21: false },
      fixtures.familyWithFourYoungChildren,
    );
    expect(p.memberCents[3]).toBe(38_250);
  });

  it('applies the tobacco factor to the tobacco-using employee only', () => {
    const census: PricingCensus = {
      employee: { ...fixtures.employee40, isTobaccoUser: true },
      dependents: [{ id: 'sp', relationship: 'spouse', age: 40 }],
    };
    expect(priceAgeRatedPlan(fixtures.silverAgeRatedWithTobacco, census).memberCents).toEqual([
      95_850, 63_900,
    ]);
  });

  it('marks an employee over the carrier maximum age as not eligible and charges nothing', () => {
    const census: PricingCensus = {
      employee: { ...fixtures.employee40, age: 66 },
      dependents: [fixtures.child('c', 10)],
    };
    expect(priceAgeRatedPlan({ ...fixtures.silverAgeRated, maxAge: 65 }, census)).toEqual({
      memberCents: [0, 0],
      employeeCents: 0,
      dependentCents: 0,
      isOverMaxAge: true,
    });
    expect(priceAgeRatedPlan({ ...fixtures.silverAgeRated, maxAge: 66 }, census).isOverMaxAge).toBe(false);
  });
});

const memberArb = (relationship: PricedMember['relationship']) =>
  fc.record({
    id: fc.uuid(),
    relationship: fc.constant(relationship),
    age: fc.integer({ min: 0, max: 99 }),
    isTobaccoUser: fc.boolean(),
  });

const censusArb: fc.Arbitrary<PricingCensus> = fc.record({
  employee: memberArb('employee'),
  dependents: fc.array(fc.oneof(memberArb('spouse'), memberArb('child')), { maxLength: 8 }),
});

describe('age-rated properties', () => {
  /** The 40-year-old employee with children of these ages, in this order. */
  const withChildren = (ages: number[]): PricingCensus => ({
    employee: fixtures.employee40,
    dependents: ages.map((a, i) => fixtures.child(`c${i}`, a)),
  });

  it('never produces a negative cost', () => {
    fc.assert(
      fc.property(
        censusArb,
        fc.integer({ min: 0, max: 500_000 }),
        fc.double({ min: 1, max: 1.5, noNaN: true }),
        (census, base, tobacco) => {
          const p = priceAgeRatedPlan(
            { kind: 'age_rated', baseRateCents: base, tobaccoFactor: tobacco },
            census,
          );
          expect(p.memberCents.every((c) => c >= 0 && Number.isInteger(c))).toBe(true);
          expect(p.employeeCents + p.dependentCents).toBe(p.memberCents.reduce((a, b) => a + b, 0));
        },
      ),
    );
  });

  it("never lowers a member's premium as they age past 21", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 21, max: 98 }),
        fc.integer({ min: 0, max: 500_000 }),
        fc.boolean(),
        (age, base, tobacco) => {
          expect(priceAgeRatedMember(base, age + 1, tobacco, 1.5)).toBeGreaterThanOrEqual(
            priceAgeRatedMember(base, age, tobacco, 1.5),
          );
        },
      ),
    );
  });

  it('never changes the price when a fifth child under 21 joins no older than the third-oldest', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 20 }), { minLength: 4, maxLength: 4 }),
        fc.nat(),
        (ages, pick) => {
          const sorted = [...ages].sort((a, b) => b - a);
          const fifthAge = pick % (sorted[2]! + 1); // 0 … third-oldest age
          const before = withChildren(ages);
          const after = withChildren([...ages, fifthAge]);
          const p0 = priceAgeRatedPlan(fixtures.silverAgeRated, before);
          const p1 = priceAgeRatedPlan(fixtures.silverAgeRated, after);
          expect(p1.employeeCents + p1.dependentCents).toBe(p0.employeeCents + p0.dependentCents);
        },
      ),
    );
  });

  it('never changes the price when a fifth child aged 0–14 joins four children aged 0–14', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 14 }), { minLength: 4, maxLength: 4 }),
        fc.integer({ min: 0, max: 14 }),
        (ages, fifth) => {
          const before = withChildren(ages);
          const after = withChildren([...ages, fifth]);
          expect(priceAgeRatedPlan(fixtures.silverAgeRated, after).dependentCents).toBe(
            priceAgeRatedPlan(fixtures.silverAgeRated, before).dependentCents,
          );
        },
      ),
    );
  });
});

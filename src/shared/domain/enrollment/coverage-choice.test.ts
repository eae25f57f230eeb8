import { describe, expect, it } from 'vitest';
import { ENROLLMENT_MESSAGES } from '../../schemas/enrollment';
import { decideCoverageChoice, declineCoverage, describeFamily } from './coverage-choice';
import { COVERAGE_MESSAGES } from './coverage-messages';
import {
  accidentBasic,
  ava,
  basicLife,
  deltaDental,
  factsFor,
  goldPpo,
  makeCoveragePlan,
  makeRequest,
  noah,
  riveraFamily,
  spouse,
  termLife,
  voluntaryLife,
  wholeLife,
} from './fixtures';

const medical = factsFor('medical', [goldPpo]);
const dental = factsFor('dental', [deltaDental]);
const declineAll = declineCoverage(riveraFamily);

const decided = (outcome: ReturnType<typeof decideCoverageChoice>) => {
  if (!outcome.ok) throw new Error(`refused: ${JSON.stringify(outcome.fieldErrors)}`);
  return outcome.decision;
};
const refused = (outcome: ReturnType<typeof decideCoverageChoice>) => {
  if (outcome.ok) throw new Error('decided');
  return outcome.fieldErrors;
};
const enrolling = (decision: ReturnType<typeof decided>) =>
  Object.fromEntries(decision.dependents.map((d) => [d.id, d.isEnrolling]));

describe('decideCoverageChoice: declining', () => {
  it('stores no plan, tier or amounts and every dependent No, whatever the request names', () => {
    const request = makeRequest({ isEnrolling: 'No', dependentsEnrolling: { spouse: true, ava: true } });
    const decision = decided(decideCoverageChoice(medical, request));
    expect(decision.isEnrolling).toBe('No');
    const stored = [
      decision.planId,
      decision.segment,
      decision.coverageAmount,
      decision.spouseCoverageAmount,
    ];
    expect([...stored, decision.childCoverageAmount]).toEqual([null, null, null, null, null]);
    expect(enrolling(decision)).toEqual({ spouse: false, ava: false, noah: false });
    expect(decision.dependents.map((d) => d.coverageAmount)).toEqual([null, null, null]);
  });

  it('refuses a decline when every plan of the line is employer-paid and not declinable', () => {
    const request = makeRequest({ isEnrolling: 'No' });
    expect(refused(decideCoverageChoice(factsFor('life', [basicLife]), request))).toEqual({
      isEnrolling: COVERAGE_MESSAGES.cannotDecline,
    });
    expect(decided(decideCoverageChoice(factsFor('accident', [accidentBasic]), request))).toEqual(declineAll);
    expect(decided(decideCoverageChoice(factsFor('life', [basicLife, voluntaryLife]), request))).toEqual(
      declineAll,
    );
  });

  it('refuses dependents who are not the employee’s, on a decline too', () => {
    const request = makeRequest({ isEnrolling: 'No', dependentsEnrolling: { stranger: false } });
    expect(refused(decideCoverageChoice(medical, request))).toEqual({
      'dependentsEnrolling.stranger': COVERAGE_MESSAGES.unknownDependent,
    });
  });
});

describe('decideCoverageChoice: the plan', () => {
  it('needs a plan, and one the line offers', () => {
    expect(refused(decideCoverageChoice(medical, makeRequest({})))).toEqual({
      planId: COVERAGE_MESSAGES.choosePlan,
    });
    expect(refused(decideCoverageChoice(medical, makeRequest({ planId: 'texas-plan' })))).toEqual({
      planId: COVERAGE_MESSAGES.planNotOffered,
    });
  });

  it('enrolls in an age-priced plan with the dependents named Yes', () => {
    const request = makeRequest({ planId: 'gold-ppo', dependentsEnrolling: { spouse: true, ava: true } });
    const decision = decided(decideCoverageChoice(medical, request));
    expect(decision).toMatchObject({ isEnrolling: 'Yes', planId: 'gold-ppo', segment: null });
    expect(enrolling(decision)).toEqual({ spouse: true, ava: true, noah: false });
  });
});

describe('decideCoverageChoice: tiers', () => {
  it('needs a tier on segment-priced plans', () => {
    expect(refused(decideCoverageChoice(dental, makeRequest({ planId: 'delta-dental' })))).toEqual({
      segment: ENROLLMENT_MESSAGES.segment,
    });
  });

  it('enrols everyone the tier covers when the request names nobody', () => {
    const request = makeRequest({ planId: 'delta-dental', segment: 'ee_children' });
    const decision = decided(decideCoverageChoice(dental, request));
    expect(decision.segment).toBe('ee_children');
    expect(enrolling(decision)).toEqual({ spouse: false, ava: true, noah: true });
  });

  it('refuses a tier that does not match the people named', () => {
    const request = makeRequest({
      planId: 'delta-dental',
      segment: 'ee_spouse',
      dependentsEnrolling: { ava: true },
    });
    expect(refused(decideCoverageChoice(dental, request))).toEqual({
      segment: COVERAGE_MESSAGES.segmentMismatch,
    });
  });

  it('refuses a tier whose people are not on file', () => {
    const childless = factsFor('dental', [deltaDental], { employeeAge: 40, dependents: [spouse] });
    const single = factsFor('dental', [deltaDental], { employeeAge: 40, dependents: [ava] });
    expect(
      refused(decideCoverageChoice(childless, makeRequest({ planId: 'delta-dental', segment: 'ee_family' }))),
    ).toEqual({
      segment: COVERAGE_MESSAGES.noChildren,
    });
    expect(
      refused(decideCoverageChoice(single, makeRequest({ planId: 'delta-dental', segment: 'ee_spouse' }))),
    ).toEqual({
      segment: COVERAGE_MESSAGES.noSpouse,
    });
  });
});

describe('decideCoverageChoice: employer-paid plans', () => {
  const accident = factsFor('accident', [accidentBasic]);

  it('enrols the employee alone', () => {
    const decision = decided(
      decideCoverageChoice(accident, makeRequest({ planId: 'accident-basic', segment: 'ee_only' })),
    );
    expect(decision).toMatchObject({ isEnrolling: 'Yes', segment: 'ee_only' });
    expect(enrolling(decision)).toEqual({ spouse: false, ava: false, noah: false });
  });

  it('refuses dependents and a tier that includes them', () => {
    const request = makeRequest({ planId: 'accident-basic', segment: 'ee_spouse' });
    expect(refused(decideCoverageChoice(accident, request))).toEqual({
      segment: COVERAGE_MESSAGES.employerPaidDependents,
      'dependentsEnrolling.spouse': COVERAGE_MESSAGES.employerPaidDependents,
    });
  });
});

describe('decideCoverageChoice: which dependents a plan covers', () => {
  it('covers nobody beside the employee on whole life', () => {
    const request = makeRequest({ planId: 'whole-life', dependentsEnrolling: { ava: true } });
    expect(refused(decideCoverageChoice(factsFor('whole_life', [wholeLife]), request))).toEqual({
      'dependentsEnrolling.ava': COVERAGE_MESSAGES.dependentNotCovered,
    });
  });

  it('covers children on life only with child coverage', () => {
    const request = makeRequest({ planId: 'term-life', dependentsEnrolling: { noah: true } });
    expect(refused(decideCoverageChoice(factsFor('term_life', [termLife]), request))).toEqual({
      'dependentsEnrolling.noah': COVERAGE_MESSAGES.dependentNotCovered,
    });
  });

  it("stores the plan's flat spouse amount beside the employee's flat amount", () => {
    const request = makeRequest({ planId: 'term-life', dependentsEnrolling: { spouse: true } });
    const decision = decided(decideCoverageChoice(factsFor('term_life', [termLife]), request));
    expect(decision).toMatchObject({
      coverageAmount: 100000,
      spouseCoverageAmount: 50000,
      childCoverageAmount: null,
    });
    expect(decision.dependents[0]).toEqual({ id: 'spouse', isEnrolling: true, coverageAmount: 50000 });
  });
});

describe('decideCoverageChoice: amounts chosen on a slider', () => {
  const life = factsFor('life', [voluntaryLife]);
  const lifeRequest = (overrides: Parameters<typeof makeRequest>[0]) =>
    makeRequest({ planId: 'voluntary-life', ...overrides });

  it('needs an amount', () => {
    expect(refused(decideCoverageChoice(life, lifeRequest({})))).toEqual({
      coverageAmount: COVERAGE_MESSAGES.amountRequired,
    });
  });

  it('holds the amount to the increment and to salary × 5 ($400,000 on $80,000)', () => {
    expect(refused(decideCoverageChoice(life, lifeRequest({ coverageAmount: 15000 })))).toEqual({
      coverageAmount: ENROLLMENT_MESSAGES.coverageIncrement(10000),
    });
    expect(refused(decideCoverageChoice(life, lifeRequest({ coverageAmount: 410000 })))).toEqual({
      coverageAmount: ENROLLMENT_MESSAGES.coverageMax(400000),
    });
  });

  it('takes an amount of 0 as a decline', () => {
    expect(decided(decideCoverageChoice(life, lifeRequest({ coverageAmount: 0 })))).toEqual(declineAll);
  });

  it("needs the spouse's amount when the spouse enrolls, within the spouse slider", () => {
    const withSpouse = { coverageAmount: 200000, dependentsEnrolling: { spouse: true } };
    expect(refused(decideCoverageChoice(life, lifeRequest(withSpouse)))).toEqual({
      spouseCoverageAmount: COVERAGE_MESSAGES.amountRequired,
    });
    expect(
      refused(decideCoverageChoice(life, lifeRequest({ ...withSpouse, spouseCoverageAmount: 300000 }))),
    ).toEqual({ spouseCoverageAmount: ENROLLMENT_MESSAGES.coverageMax(250000) });
  });

  it("stores the employee's, the spouse's and the children's amounts, and each dependent's", () => {
    const request = lifeRequest({
      coverageAmount: 200000,
      spouseCoverageAmount: 50000,
      dependentsEnrolling: { spouse: true, ava: true },
    });
    expect(decided(decideCoverageChoice(life, request))).toEqual({
      isEnrolling: 'Yes',
      planId: 'voluntary-life',
      segment: null,
      coverageAmount: 200000,
      spouseCoverageAmount: 50000,
      childCoverageAmount: 10000,
      dependents: [
        { id: 'spouse', isEnrolling: true, coverageAmount: 50000 },
        { id: 'ava', isEnrolling: true, coverageAmount: 10000 },
        { id: 'noah', isEnrolling: false, coverageAmount: null },
      ],
    });
  });
});

describe('decideCoverageChoice: too old for this plan', () => {
  const at = (age: number | null) => ({ employeeAge: age, dependents: [spouse, ava, noah] });

  it("refuses medical above the carrier's maximum age", () => {
    const request = makeRequest({ planId: 'gold-ppo' });
    expect(decided(decideCoverageChoice(factsFor('medical', [goldPpo], at(64)), request)).isEnrolling).toBe(
      'Yes',
    );
    expect(refused(decideCoverageChoice(factsFor('medical', [goldPpo], at(65)), request))).toEqual({
      isEnrolling: COVERAGE_MESSAGES.overMaxAge,
    });
  });

  it('refuses whole life above its maximum issue age, with the whole life sentence', () => {
    const request = makeRequest({ planId: 'whole-life' });
    expect(refused(decideCoverageChoice(factsFor('whole_life', [wholeLife], at(65)), request))).toEqual({
      isEnrolling: COVERAGE_MESSAGES.wholeLifeAge,
    });
  });

  it('refuses a plan whose rates do not price the age, with the life sentence on life lines', () => {
    const unrated = makeCoveragePlan({ id: 'term-life', type: 'term_life', coverageAmount: 100000 }, false);
    const request = makeRequest({ planId: 'term-life' });
    expect(refused(decideCoverageChoice(factsFor('term_life', [unrated]), request))).toEqual({
      isEnrolling: COVERAGE_MESSAGES.lifeAge,
    });
  });

  it('still lets the employee decline, by No or by an amount of 0', () => {
    const old = factsFor('life', [makeCoveragePlan({ ...voluntaryLifeFields(), maxAge: 60 })], at(70));
    expect(decided(decideCoverageChoice(old, makeRequest({ isEnrolling: 'No' })))).toEqual(declineAll);
    expect(
      decided(decideCoverageChoice(old, makeRequest({ planId: 'voluntary-life', coverageAmount: 0 }))),
    ).toEqual(declineAll);
  });

  it('needs the employee’s birth date for a Yes (plans are priced by age)', () => {
    expect(
      refused(
        decideCoverageChoice(
          factsFor('dental', [deltaDental], at(null)),
          makeRequest({ planId: 'delta-dental', segment: 'ee_only' }),
        ),
      ),
    ).toEqual({
      bornAt: COVERAGE_MESSAGES.bornAt,
    });
  });
});

describe('decideCoverageChoice: every error at once', () => {
  const oldestSixty = makeCoveragePlan({
    ...voluntaryLifeFields(),
    spouseCoverage: true,
    spouseVariableCoverage: true,
    spouseVariableCoverageAmountMax: 250000,
    spouseVariableCoverageAmountIncrement: 5000,
    maxAge: 60,
  });
  it('reports each refused field, keyed by its request path', () => {
    const request = makeRequest({
      planId: 'voluntary-life',
      coverageAmount: 15000,
      dependentsEnrolling: { stranger: true, spouse: true },
    });
    expect(
      refused(
        decideCoverageChoice(
          factsFor('life', [oldestSixty], { employeeAge: 61, dependents: [spouse] }),
          request,
        ),
      ),
    ).toEqual({
      'dependentsEnrolling.stranger': COVERAGE_MESSAGES.unknownDependent,
      coverageAmount: ENROLLMENT_MESSAGES.coverageIncrement(10000),
      spouseCoverageAmount: COVERAGE_MESSAGES.amountRequired,
      isEnrolling: COVERAGE_MESSAGES.lifeAge,
    });
  });
});

describe('describeFamily', () => {
  it('counts every age on one day, from screen or stored dates', () => {
    expect(
      describeFamily(
        {
          employeeBornAt: '06/15/1961',
          dependents: [
            { id: 'spouse', dependentType: 'spouse', bornAt: '1963-07-01' },
            { id: 'ava', dependentType: 'child', bornAt: '' },
          ],
        },
        '2026-07-01',
      ),
    ).toEqual({
      employeeAge: 65,
      dependents: [
        { id: 'spouse', dependentType: 'spouse', age: 63 },
        { id: 'ava', dependentType: 'child', age: null },
      ],
    });
  });
});

function voluntaryLifeFields() {
  return {
    id: 'voluntary-life',
    type: 'life' as const,
    variableCoverage: true,
    variableCoverageAmountMax: 500000,
    variableCoverageAmountIncrement: 10000,
    maxSalaryMultiplier: 5,
  };
}

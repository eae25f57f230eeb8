import type { CoverageEnrollment } from '@shared/schemas/application';
import { describe, expect, it } from 'vitest';
import {
  buildDeclineRequest,
  buildEnrollOrDeclineRequest,
  type CoverageChoiceValues,
  getChoiceDefaults,
  getEnrollmentFlow,
  getEnrollOrDeclineDefaults,
  getLineFlow,
  resolveCoverageChoice,
} from './coverage-choice';
import { toCoveragePlan } from './coverage-facts';
import { family, makePlan, olderChild, spouse } from './fixtures';

const blank: CoverageChoiceValues = {
  planId: null,
  segment: null,
  employerPaidChoice: null,
  coverageAmount: 0,
  spouseCoverageAmount: 0,
};
const ageMedical = toCoveragePlan(makePlan());
const tierDental = toCoveragePlan(makePlan({ id: 'dental-1', type: 'dental', pricing_type: 'tier' }));
const employerPaidView = makePlan({
  id: 'acc-1',
  type: 'accident',
  pricing_type: 'tier',
  contribution_strategy: 'Non-Contributory',
});
const employerPaid = toCoveragePlan(employerPaidView);
const declinableEmployerPaid = toCoveragePlan({
  ...employerPaidView,
  is_declinable_when_employer_paid: true,
});
const variableLife = toCoveragePlan(
  makePlan({
    id: 'life-1',
    type: 'life',
    variable_coverage: true,
    variable_coverage_amount_increment: 10000,
    variable_coverage_amount_max: 500000,
    spouse_coverage: true,
    spouse_variable_coverage: true,
    spouse_variable_coverage_amount_max: 250000,
    spouse_variable_coverage_amount_increment: 5000,
    child_coverage: true,
    child_coverage_amount: 10000,
  }),
);
const declineAll = buildDeclineRequest(family);

describe('getEnrollmentFlow', () => {
  it('follows the plan: employer-paid, declinable employer-paid, tier, age', () => {
    expect(getEnrollmentFlow(employerPaid)).toBe('automatic');
    expect(getEnrollmentFlow(declinableEmployerPaid)).toBe('employer_paid_choice');
    expect(getEnrollmentFlow(tierDental)).toBe('segment');
    expect(getEnrollmentFlow(toCoveragePlan(makePlan({ pricing_type: 'segment' })))).toBe('segment');
    expect(getEnrollmentFlow(ageMedical)).toBe('enroll_or_decline');
  });
});

describe('getLineFlow', () => {
  const otherTier = { ...tierDental, id: 'dental-2' };
  const otherAge = { ...ageMedical, id: 'plan-2' };

  it("is the chosen plan's flow", () => {
    expect(getLineFlow(declinableEmployerPaid, [declinableEmployerPaid, tierDental])).toBe(
      'employer_paid_choice',
    );
  });

  it("is the only plan's flow", () => {
    expect(getLineFlow(undefined, [ageMedical])).toBe('enroll_or_decline');
  });

  it('offers the tiers (and None) of a tier line before a plan is chosen', () => {
    expect(getLineFlow(undefined, [tierDental, otherTier])).toBe('segment');
  });

  it('asks for a plan first when plans are chosen differently or through the modal', () => {
    expect(getLineFlow(undefined, [declinableEmployerPaid, tierDental])).toBe('choose_plan');
    expect(getLineFlow(undefined, [ageMedical, otherAge])).toBe('choose_plan');
  });

  it('is not eligible when no plan is open to the employee', () => {
    expect(getLineFlow(undefined, [])).toBe('not_eligible');
  });
});

describe('buildDeclineRequest', () => {
  it('forces every dependent to No, with no plan and no amounts', () => {
    expect(declineAll).toEqual({
      isEnrolling: 'No',
      planId: null,
      segment: null,
      dependentsEnrolling: { younger: false, spouse: false, older: false },
      coverageAmount: null,
      spouseCoverageAmount: null,
      childCoverageAmount: null,
    });
  });
});

describe('resolveCoverageChoice', () => {
  it('declines when no plan is open to the employee (whole life over the maximum issue age)', () => {
    expect(resolveCoverageChoice(blank, 'not_eligible', undefined, family)).toEqual({
      kind: 'save',
      request: declineAll,
    });
  });

  it('enrolls the employee alone in an employer-paid plan', () => {
    const outcome = resolveCoverageChoice(blank, 'automatic', employerPaid, family);
    expect(outcome).toEqual({
      kind: 'save',
      request: { ...declineAll, isEnrolling: 'Yes', planId: 'acc-1', segment: 'ee_only' },
    });
  });

  it('asks Enroll or Decline of a declinable employer-paid plan', () => {
    expect(resolveCoverageChoice(blank, 'employer_paid_choice', declinableEmployerPaid, family)).toEqual({
      kind: 'invalid',
      errors: { employerPaidChoice: 'Required' },
    });
    expect(
      resolveCoverageChoice(
        { ...blank, employerPaidChoice: 'No' },
        'employer_paid_choice',
        declinableEmployerPaid,
        family,
      ),
    ).toEqual({ kind: 'save', request: declineAll });
  });

  it('needs a tier first', () => {
    expect(resolveCoverageChoice(blank, 'segment', tierDental, family)).toEqual({
      kind: 'invalid',
      errors: { segment: 'Please select who is enrolling first.' },
    });
  });

  it('declines with None, and enrolls who the tier covers', () => {
    expect(resolveCoverageChoice({ ...blank, segment: 'none' }, 'segment', undefined, family)).toEqual({
      kind: 'save',
      request: declineAll,
    });
    const outcome = resolveCoverageChoice(
      { ...blank, segment: 'ee_spouse', planId: 'dental-1' },
      'segment',
      tierDental,
      family,
    );
    expect(outcome).toEqual({
      kind: 'save',
      request: {
        ...declineAll,
        isEnrolling: 'Yes',
        planId: 'dental-1',
        segment: 'ee_spouse',
        dependentsEnrolling: { younger: false, spouse: true, older: false },
      },
    });
  });

  it('needs a plan before enrolling', () => {
    expect(resolveCoverageChoice({ ...blank, segment: 'ee_only' }, 'segment', undefined, family)).toEqual({
      kind: 'invalid',
      errors: { planId: 'Choose a plan.' },
    });
    expect(resolveCoverageChoice(blank, 'choose_plan', undefined, family).kind).toBe('invalid');
  });

  it('opens the Enroll or Decline modal for age-priced plans', () => {
    expect(resolveCoverageChoice(blank, 'enroll_or_decline', ageMedical, family)).toEqual({
      kind: 'enroll_or_decline',
      plan: ageMedical,
    });
  });

  it('declines a variable life amount of zero, and asks the modal for a positive one', () => {
    expect(resolveCoverageChoice(blank, 'enroll_or_decline', variableLife, family)).toEqual({
      kind: 'save',
      request: declineAll,
    });
    expect(
      resolveCoverageChoice({ ...blank, coverageAmount: 50000 }, 'enroll_or_decline', variableLife, family)
        .kind,
    ).toBe('enroll_or_decline');
  });
});

describe('buildEnrollOrDeclineRequest', () => {
  const amounts = { coverageAmount: 100000, spouseCoverageAmount: 30000 };
  /** The modal's request for these answers, with the sliders at `amounts`. */
  const answer = (
    plan: Parameters<typeof buildEnrollOrDeclineRequest>[0],
    isEnrolling: 'Yes' | 'No',
    dependentsEnrolling: Record<string, boolean>,
    dependents = family,
  ) => buildEnrollOrDeclineRequest(plan, { isEnrolling, dependentsEnrolling }, amounts, dependents);

  it('enrolls the dependents answered Yes, with the amounts chosen on sliders', () => {
    const request = answer(variableLife, 'Yes', { spouse: true, older: true, younger: false });
    expect(request).toEqual({
      isEnrolling: 'Yes',
      planId: 'life-1',
      segment: null,
      dependentsEnrolling: { younger: false, spouse: true, older: true },
      coverageAmount: 100000,
      spouseCoverageAmount: 30000,
      childCoverageAmount: null,
    });
  });

  it('sends no amounts for a plan without sliders', () => {
    const request = answer(ageMedical, 'Yes', { older: true }, [spouse, olderChild]);
    expect(request).toMatchObject({
      dependentsEnrolling: { spouse: false, older: true },
      coverageAmount: null,
      spouseCoverageAmount: null,
      childCoverageAmount: null,
    });
  });

  it('forces dependents to No when the employee declines', () => {
    const request = answer(ageMedical, 'No', { spouse: true, older: true, younger: true });
    expect(request).toEqual(declineAll);
  });
});

describe('defaults', () => {
  const saved: CoverageEnrollment = {
    isEnrolling: 'Yes',
    planId: 'plan-1',
    planName: 'Basic Life',
    segment: null,
    coverageAmount: 40000,
    spouseCoverageAmount: null,
    childCoverageAmount: null,
    dependentsEnrolling: { spouse: true, older: false },
  };

  it('pre-fill the page from the saved choice, or the only plan', () => {
    expect(getChoiceDefaults(saved, [ageMedical, tierDental])).toEqual({
      planId: 'plan-1',
      segment: null,
      employerPaidChoice: 'Yes',
      coverageAmount: 40000,
      spouseCoverageAmount: 0,
    });
    expect(getChoiceDefaults(undefined, [tierDental])).toEqual({ ...blank, planId: 'dental-1' });
    expect(
      getChoiceDefaults({ ...saved, isEnrolling: 'No', planId: null }, [ageMedical, tierDental]),
    ).toMatchObject({
      planId: null,
      segment: 'none',
    });
  });

  it("pre-fill the modal with the saved plan's dependents, a saved decline as No", () => {
    expect(getEnrollOrDeclineDefaults(saved, 'plan-1', [spouse, olderChild])).toEqual({
      isEnrolling: 'Yes',
      dependentsEnrolling: { spouse: true, older: false },
    });
    expect(getEnrollOrDeclineDefaults(saved, 'dental-1', [spouse])).toEqual({
      isEnrolling: null,
      dependentsEnrolling: { spouse: null },
    });
    expect(getEnrollOrDeclineDefaults({ ...saved, isEnrolling: 'No', planId: null }, 'plan-1', [])).toEqual({
      isEnrolling: 'No',
      dependentsEnrolling: {},
    });
  });
});

import { describe, expect, it } from 'vitest';
import { COVERAGE_TYPES } from '../enums';
import { getNextStep, getPreviousStep, hasPreviousStep, StepError } from '../wizard/wizard';
import {
  APPLICATION_STEPS,
  getCoverageStep,
  listApplicationSteps,
  listAskedCoverageTypes,
  listPolicySteps,
  listRenewalSteps,
  RENEWAL_COVERAGE_TYPES,
  RENEWAL_STEPS,
  STEP_PATHS,
} from './steps';

/** A company offering medical, dental and term life, with no health account. */
const medicalDentalTermLife = {
  offeredCoverageTypes: ['medical', 'dental', 'term_life'] as const,
  healthAccountStatus: 'not_offered' as const,
};
const everything = { offeredCoverageTypes: COVERAGE_TYPES, healthAccountStatus: 'incomplete' as const };

describe('step tuples and paths', () => {
  it('orders the application as spec 1 does', () => {
    expect(APPLICATION_STEPS).toHaveLength(15);
    expect(APPLICATION_STEPS[0]).toBe('basicInformation');
    expect(APPLICATION_STEPS.slice(-4)).toEqual([
      'healthAccountInformation',
      'additionalInformation',
      'sign',
      'done',
    ]);
  });
  it('orders the renewal as spec 2 does', () => {
    const coverageSteps = ['chooseMedicalPlan', 'chooseDentalPlan', 'chooseVisionPlan', 'chooseTermLifePlan'];
    expect(RENEWAL_STEPS).toEqual([
      'basicInformation',
      'familyInformation',
      ...coverageSteps,
      'additionalInformation',
      'sign',
      'done',
    ]);
  });
  it('has the exact sub-paths', () => {
    expect(STEP_PATHS.basicInformation).toBe('/');
    expect(STEP_PATHS.chooseTermLifePlan).toBe('/choose-term-life-coverage');
    expect(STEP_PATHS.chooseShortTermDisabilityPlan).toBe('/choose-short-term-disability-coverage');
    expect(STEP_PATHS.healthAccountInformation).toBe('/health-account-information');
    expect(new Set(Object.values(STEP_PATHS)).size).toBe(APPLICATION_STEPS.length);
  });
  it('maps coverage types to their steps', () => {
    expect(getCoverageStep('whole_life')).toBe('chooseWholeLifePlan');
    expect(getCoverageStep('long_term_disability')).toBe('chooseLongTermDisabilityPlan');
    expect(() => getCoverageStep('pet' as never)).toThrow(StepError);
  });
});

describe('which steps exist', () => {
  it('keeps only offered coverage steps and drops the health account step when not offered', () => {
    expect(listApplicationSteps(medicalDentalTermLife)).toEqual([
      'basicInformation',
      'familyInformation',
      'chooseMedicalPlan',
      'chooseDentalPlan',
      'chooseTermLifePlan',
      'additionalInformation',
      'sign',
      'done',
    ]);
  });
  it('shows the health account step when its status is done or incomplete', () => {
    expect(listApplicationSteps(everything)).toEqual([...APPLICATION_STEPS]);
    expect(listApplicationSteps({ ...everything, healthAccountStatus: 'done' })).toContain(
      'healthAccountInformation',
    );
    expect(listApplicationSteps({ offeredCoverageTypes: [] })).toEqual([
      'basicInformation',
      'familyInformation',
      'additionalInformation',
      'sign',
      'done',
    ]);
  });
  it('renewal keeps medical, dental, vision and term life when offered, never the others', () => {
    expect(listRenewalSteps({ offeredCoverageTypes: ['vision', 'life', 'accident'] })).toEqual([
      'basicInformation',
      'familyInformation',
      'chooseVisionPlan',
      'additionalInformation',
      'sign',
      'done',
    ]);
  });
});

describe('next and previous', () => {
  const steps = listApplicationSteps(medicalDentalTermLife);
  it('goes to the next existing step, skipping absent ones', () => {
    expect(getNextStep(steps, 'chooseDentalPlan')).toBe('chooseTermLifePlan');
    expect(getNextStep(steps, 'sign')).toBe('done');
    expect(getNextStep(steps, 'done')).toBeNull();
  });
  it('goes back to the previous existing step', () => {
    expect(getPreviousStep(steps, 'chooseTermLifePlan')).toBe('chooseDentalPlan');
    expect(getPreviousStep(steps, 'additionalInformation')).toBe('chooseTermLifePlan');
    expect(hasPreviousStep(steps, 'familyInformation')).toBe(true);
    expect(hasPreviousStep(steps, 'basicInformation')).toBe(false);
  });
  it('throws when there is no previous step', () => {
    expect(() => getPreviousStep(steps, 'basicInformation')).toThrow(StepError);
  });
  it('throws on a step that does not exist', () => {
    expect(() => getPreviousStep(steps, 'chooseVisionPlan')).toThrow('Unknown step: chooseVisionPlan');
    expect(() => getNextStep(steps, 'chooseVisionPlan')).toThrow(StepError);
  });
});

describe('what a renewal application asks (decision 0038)', () => {
  it('asks about medical, dental, vision and term life only', () => {
    expect(RENEWAL_COVERAGE_TYPES).toEqual(['medical', 'dental', 'vision', 'term_life']);
    expect(listAskedCoverageTypes(['medical', 'life', 'term_life', 'accident'], true)).toEqual([
      'medical',
      'term_life',
    ]);
    expect(listAskedCoverageTypes(['medical', 'life'], false)).toEqual(['medical', 'life']);
  });

  it('needs the renewal steps to sign a renewal, the application steps otherwise', () => {
    const context = {
      offeredCoverageTypes: ['medical', 'life'] as const,
      healthAccountStatus: 'done' as const,
    };
    expect(listPolicySteps({ ...context, isRenewal: true })).toEqual([
      'basicInformation',
      'familyInformation',
      'chooseMedicalPlan',
      'additionalInformation',
      'sign',
      'done',
    ]);
    expect(listPolicySteps({ ...context, isRenewal: false })).toEqual(listApplicationSteps(context));
  });
});

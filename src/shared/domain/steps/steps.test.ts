import { describe, expect, it } from 'vitest';
import { COVERAGE_TYPES } from '../enums';
import {
  APPLICATION_STEPS,
  buildApplicationProgress,
  buildRenewalProgress,
  findResumeStep,
  getCoverageStep,
  getNextStep,
  getPreviousStep,
  getStepPath,
  hasPreviousStep,
  listApplicationSteps,
  listRenewalSteps,
  RENEWAL_STEPS,
  resolveApplicationPath,
  resolveApplicationRedirect,
  resolveRenewalPath,
  STEP_PATHS,
  StepError,
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
    expect(RENEWAL_STEPS).toEqual([
      'basicInformation',
      'familyInformation',
      'chooseMedicalPlan',
      'chooseDentalPlan',
      'chooseVisionPlan',
      'chooseTermLifePlan',
      'additionalInformation',
      'sign',
      'done',
    ]);
  });
  it('has the exact sub-paths', () => {
    expect(getStepPath('basicInformation')).toBe('/');
    expect(getStepPath('chooseTermLifePlan')).toBe('/choose-term-life-coverage');
    expect(getStepPath('chooseShortTermDisabilityPlan')).toBe('/choose-short-term-disability-coverage');
    expect(getStepPath('healthAccountInformation')).toBe('/health-account-information');
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

describe('paths', () => {
  it('resolves application paths, the jump page and bad links', () => {
    expect(resolveApplicationPath('/')).toEqual({ kind: 'step', step: 'basicInformation' });
    expect(resolveApplicationPath('')).toEqual({ kind: 'step', step: 'basicInformation' });
    expect(resolveApplicationPath('/sign/')).toEqual({ kind: 'step', step: 'sign' });
    expect(resolveApplicationPath('/jump')).toEqual({ kind: 'jump' });
    expect(resolveApplicationPath('/nope')).toEqual({ kind: 'bad_link' });
  });
  it('redirects renewal paths of other coverages to additional information', () => {
    for (const path of [
      '/choose-life-coverage',
      '/choose-whole-life-coverage',
      '/choose-short-term-disability-coverage',
      '/choose-long-term-disability-coverage',
      '/choose-accident-coverage',
    ]) {
      expect(resolveRenewalPath(path)).toEqual({ kind: 'redirect', step: 'additionalInformation' });
    }
    expect(resolveRenewalPath('/choose-term-life-coverage')).toEqual({
      kind: 'step',
      step: 'chooseTermLifePlan',
    });
    expect(resolveRenewalPath('/jump')).toEqual({ kind: 'jump' });
    expect(resolveRenewalPath('/health-account-information')).toEqual({ kind: 'bad_link' });
    expect(resolveRenewalPath('/whatever')).toEqual({ kind: 'bad_link' });
  });
  it('sends ineligible forms home and declined-and-completed policies to done', () => {
    const policy = { isEligible: true, isDeclinedAndCompleted: false, isSigned: false };
    expect(resolveApplicationRedirect('sign', { ...policy, isEligible: false })).toBe('home');
    expect(resolveApplicationRedirect('sign', { ...policy, isDeclinedAndCompleted: true })).toBe('done');
    expect(resolveApplicationRedirect('done', { ...policy, isDeclinedAndCompleted: true })).toBeNull();
    expect(resolveApplicationRedirect('sign', policy)).toBeNull();
  });

  it('shows done only once the application is signed (or declined and completed)', () => {
    const policy = { isEligible: true, isDeclinedAndCompleted: false, isSigned: false };
    expect(resolveApplicationRedirect('done', policy)).toBe('resume');
    expect(resolveApplicationRedirect('done', { ...policy, isSigned: true })).toBeNull();
    expect(resolveApplicationRedirect('done', { ...policy, isEligible: false })).toBe('home');
  });
});

describe('application progress', () => {
  const steps = listApplicationSteps(medicalDentalTermLife);
  it('marks the current group present, complete groups past, the rest future', () => {
    const progress = buildApplicationProgress(steps, 'chooseDentalPlan', {
      basicInformation: true,
      familyInformation: true,
      chooseMedicalPlan: true,
    });
    expect(progress.map((g) => [g.label, g.status, g.isLink, g.target])).toEqual([
      ['Basic Information', 'past', true, 'basicInformation'],
      ['Choose Plan', 'present', true, 'chooseDentalPlan'],
      ['Additional Information', 'future', false, 'additionalInformation'],
      ['Signature', 'future', false, 'sign'],
    ]);
  });
  it('links a later group only when the group before is complete', () => {
    const done = new Set([
      'basicInformation',
      'familyInformation',
      'chooseMedicalPlan',
      'chooseDentalPlan',
      'chooseTermLifePlan',
    ]);
    const progress = buildApplicationProgress(steps, 'basicInformation', done);
    expect(progress.map((g) => g.status)).toEqual(['present', 'past', 'future', 'future']);
    expect(progress.map((g) => g.isLink)).toEqual([true, true, true, false]);
  });
  it('marks Choose Plan present on the page of a coverage the company does not offer', () => {
    const progress = buildApplicationProgress(steps, 'chooseVisionPlan', {
      basicInformation: true,
      familyInformation: true,
    });
    expect(progress.map((g) => g.status)).toEqual(['past', 'present', 'future', 'future']);
  });
  it('leaves out a group without existing steps', () => {
    const progress = buildApplicationProgress(listApplicationSteps({ offeredCoverageTypes: [] }), 'sign', {});
    expect(progress.map((g) => g.id)).toEqual(['basicInformation', 'additionalInformation', 'signature']);
  });
});

describe('renewal progress', () => {
  const steps = listRenewalSteps({ offeredCoverageTypes: ['medical', 'term_life'] });
  it('is past when all its steps are complete, even while on it', () => {
    const progress = buildRenewalProgress(steps, 'familyInformation', {
      basicInformation: true,
      familyInformation: true,
    });
    expect(progress.map((g) => [g.label, g.status])).toEqual([
      ['Review Basic Information', 'past'],
      ['Choose Plan', 'future'],
      ['Signature', 'future'],
    ]);
  });
  it('is present on its pages when incomplete, and links to the first incomplete page', () => {
    const progress = buildRenewalProgress(steps, 'chooseTermLifePlan', {
      basicInformation: true,
      familyInformation: true,
      chooseMedicalPlan: true,
    });
    expect(progress[1]).toEqual({
      id: 'choosePlan',
      label: 'Choose Plan',
      status: 'present',
      isLink: true,
      target: 'chooseTermLifePlan',
    });
    expect(progress[2]).toMatchObject({ status: 'future', isLink: false, target: 'additionalInformation' });
  });
});

describe('findResumeStep', () => {
  it('opens the first incomplete step, or done when all are complete', () => {
    const steps = listRenewalSteps({ offeredCoverageTypes: ['medical'] });
    expect(findResumeStep(steps, { basicInformation: true })).toBe('familyInformation');
    expect(findResumeStep(steps, new Set(steps))).toBe('done');
    expect(() => findResumeStep([], {})).toThrow(StepError);
  });
});

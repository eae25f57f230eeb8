import { describe, expect, it } from 'vitest';
import type { CoverageType } from '../enums';
import {
  buildStepPath,
  buildWizardProgress,
  findNextStepAfterSave,
  findPreviousStep,
  mapFlowRecord,
  resolveBasePath,
  resolveWizardPath,
  resolveWizardRedirect,
} from '../wizard/wizard';
import {
  APPLICATION_FLOW,
  type ApplicationFlowRecord,
  RENEWAL_FLOW,
  type RenewalFlowRecord,
  toRenewalFlowRecord,
} from './flows';
import { APPLICATION_STEPS, type ApplicationStep } from './steps';

/** An application as the flow reads it: eligible, nothing complete, not signed. */
function application(
  overrides: {
    offered?: readonly CoverageType[];
    healthAccount?: ApplicationFlowRecord['healthAccount']['benefitStatus'];
    isEligible?: boolean;
    terminated?: boolean;
    completed?: readonly ApplicationStep[];
    isDeclinedAndCompleted?: boolean;
    signedAt?: string | null;
  } = {},
): ApplicationFlowRecord {
  return {
    availablePlans: overrides.offered ?? ['medical', 'dental', 'term_life'],
    healthAccount: { benefitStatus: overrides.healthAccount ?? 'not_offered' },
    employeeForm: {
      isEligible: overrides.isEligible ?? true,
      employmentStatus: overrides.terminated ? 'terminated' : 'active',
    },
    employeePolicy: {
      completedSteps: overrides.completed ?? [],
      isDeclinedAndCompleted: overrides.isDeclinedAndCompleted ?? false,
      signedAt: overrides.signedAt ?? null,
    },
  };
}

describe('the employee application flow', () => {
  it('is mounted at its base path and, in admin mode, under the employee form id', () => {
    expect(resolveBasePath(APPLICATION_FLOW, {})).toBe('/employee-application');
    expect(resolveBasePath(APPLICATION_FLOW, { employeeFormId: 'f 1' })).toBe(
      '/company-admin/employee-application/f%201',
    );
    expect(buildStepPath(APPLICATION_FLOW, '/employee-application', 'basicInformation')).toBe(
      '/employee-application',
    );
    expect(buildStepPath(APPLICATION_FLOW, '/employee-application', 'sign')).toBe(
      '/employee-application/sign',
    );
  });

  it('resolves its exact sub-paths, the jump page and bad links', () => {
    expect(resolveWizardPath(APPLICATION_FLOW, '/')).toEqual({ kind: 'step', step: 'basicInformation' });
    expect(resolveWizardPath(APPLICATION_FLOW, '')).toEqual({ kind: 'step', step: 'basicInformation' });
    expect(resolveWizardPath(APPLICATION_FLOW, '/sign/')).toEqual({ kind: 'step', step: 'sign' });
    expect(resolveWizardPath(APPLICATION_FLOW, '/employee-application/done')).toEqual({
      kind: 'step',
      step: 'done',
    });
    expect(resolveWizardPath(APPLICATION_FLOW, '/jump')).toEqual({ kind: 'jump' });
    expect(resolveWizardPath(APPLICATION_FLOW, '/nope')).toEqual({ kind: 'bad_link' });
    expect(APPLICATION_FLOW.jump?.steps).toEqual(APPLICATION_STEPS);
  });

  it("closes a terminated person's application on every page, done included (decision 0026)", () => {
    const closed = application({ terminated: true, signedAt: '2026-11-01T00:00:00Z', isEligible: false });
    for (const step of [null, 'basicInformation', 'sign', 'done'] as const)
      expect(resolveWizardRedirect(APPLICATION_FLOW, closed, step)).toEqual({ to: 'closed' });
  });

  it('sends ineligible forms home and declined-and-completed policies to done', () => {
    const redirect = (step: ApplicationStep | null, record: ApplicationFlowRecord) =>
      resolveWizardRedirect(APPLICATION_FLOW, record, step);
    expect(redirect('sign', application({ isEligible: false }))).toEqual({ to: 'home' });
    expect(redirect(null, application({ isEligible: false }))).toEqual({ to: 'home' });
    expect(redirect('sign', application({ isDeclinedAndCompleted: true }))).toEqual({
      to: 'step',
      step: 'done',
    });
    expect(redirect(null, application({ isDeclinedAndCompleted: true }))).toEqual({
      to: 'step',
      step: 'done',
    });
    expect(redirect('done', application({ isDeclinedAndCompleted: true }))).toBeNull();
    expect(redirect('sign', application())).toBeNull();
  });

  it('shows done only once signed, else opens the first step left (never done itself)', () => {
    const redirect = (record: ApplicationFlowRecord) =>
      resolveWizardRedirect(APPLICATION_FLOW, record, 'done');
    expect(redirect(application({ completed: ['basicInformation'] }))).toEqual({
      to: 'step',
      step: 'familyInformation',
    });
    const allButDone = APPLICATION_FLOW.listSteps(application()).filter((s) => s !== 'done');
    expect(redirect(application({ completed: allButDone }))).toEqual({ to: 'step', step: 'sign' });
    expect(redirect(application({ signedAt: '2026-11-01T10:00:00Z' }))).toBeNull();
    expect(redirect(application({ isEligible: false }))).toEqual({ to: 'home' });
  });

  describe('the one next-step rule', () => {
    it('goes to the next step that exists in the saved record', () => {
      expect(findNextStepAfterSave(APPLICATION_FLOW, application(), 'chooseDentalPlan')).toBe(
        'chooseTermLifePlan',
      );
      expect(findNextStepAfterSave(APPLICATION_FLOW, application(), 'sign')).toBe('done');
      expect(findNextStepAfterSave(APPLICATION_FLOW, application(), 'done')).toBe('done');
    });

    it('reads the steps of the saved record, not the ones shown before the save', () => {
      // Enrolling in an HSA-eligible medical plan opens the health account step (incomplete).
      const before = application({ offered: ['medical'], healthAccount: 'not_offered' });
      const saved = application({ offered: ['medical'], healthAccount: 'incomplete' });
      expect(findNextStepAfterSave(APPLICATION_FLOW, before, 'chooseMedicalPlan')).toBe(
        'additionalInformation',
      );
      expect(findNextStepAfterSave(APPLICATION_FLOW, saved, 'chooseMedicalPlan')).toBe(
        'healthAccountInformation',
      );
    });

    it('places a step that does not exist (an unoffered coverage opened by its path) where it would be', () => {
      expect(findNextStepAfterSave(APPLICATION_FLOW, application(), 'chooseVisionPlan')).toBe(
        'chooseTermLifePlan',
      );
      expect(findPreviousStep(APPLICATION_FLOW, application(), 'chooseVisionPlan')).toBe('chooseDentalPlan');
      expect(findPreviousStep(APPLICATION_FLOW, application(), 'basicInformation')).toBeNull();
    });
  });

  describe('progress (four groups)', () => {
    it('marks the current group present, complete groups past, the rest future', () => {
      const record = application({
        completed: ['basicInformation', 'familyInformation', 'chooseMedicalPlan'],
      });
      expect(
        buildWizardProgress(APPLICATION_FLOW, record, 'chooseDentalPlan').map((g) => [
          g.label,
          g.status,
          g.isLink,
          g.target,
        ]),
      ).toEqual([
        ['Basic Information', 'past', true, 'basicInformation'],
        ['Choose Plan', 'present', true, 'chooseDentalPlan'],
        ['Additional Information', 'future', false, 'additionalInformation'],
        ['Signature', 'future', false, 'sign'],
      ]);
    });

    it('links a later group only when the group before is complete', () => {
      const record = application({
        completed: [
          'basicInformation',
          'familyInformation',
          'chooseMedicalPlan',
          'chooseDentalPlan',
          'chooseTermLifePlan',
        ],
      });
      const progress = buildWizardProgress(APPLICATION_FLOW, record, 'basicInformation');
      expect(progress.map((g) => g.status)).toEqual(['present', 'past', 'future', 'future']);
      expect(progress.map((g) => g.isLink)).toEqual([true, true, true, false]);
    });

    it('marks Choose Plan present on the page of a coverage the company does not offer', () => {
      const record = application({ completed: ['basicInformation', 'familyInformation'] });
      expect(buildWizardProgress(APPLICATION_FLOW, record, 'chooseVisionPlan').map((g) => g.status)).toEqual([
        'past',
        'present',
        'future',
        'future',
      ]);
    });

    it('leaves out a group without existing steps', () => {
      expect(
        buildWizardProgress(APPLICATION_FLOW, application({ offered: [] }), 'sign').map((g) => g.id),
      ).toEqual(['basicInformation', 'additionalInformation', 'signature']);
    });
  });
});

/** A renewal as the flow reads it. */
function renewal(
  offered: readonly CoverageType[],
  completed: RenewalFlowRecord['completedSteps'] = {},
): RenewalFlowRecord {
  return { availablePlans: offered, completedSteps: completed };
}

describe('the employee renewal flow', () => {
  it('is keyed by the employee hash id in admin mode', () => {
    expect(resolveBasePath(RENEWAL_FLOW, {})).toBe('/employee-renewal');
    expect(resolveBasePath(RENEWAL_FLOW, { employeeHashId: 'a1b2c3' })).toBe(
      '/company-admin/employee-renewal/a1b2c3',
    );
    expect(resolveBasePath(RENEWAL_FLOW, { employeeFormId: 'f1' })).toBe('/employee-renewal');
  });

  it('sends the paths of coverages it does not have to additional information', () => {
    for (const path of [
      '/choose-life-coverage',
      '/choose-whole-life-coverage',
      '/choose-short-term-disability-coverage',
      '/choose-long-term-disability-coverage',
      '/choose-accident-coverage',
    ]) {
      expect(resolveWizardPath(RENEWAL_FLOW, path)).toEqual({
        kind: 'redirect',
        step: 'additionalInformation',
      });
    }
    expect(resolveWizardPath(RENEWAL_FLOW, '/choose-term-life-coverage')).toEqual({
      kind: 'step',
      step: 'chooseTermLifePlan',
    });
    expect(resolveWizardPath(RENEWAL_FLOW, '/jump')).toEqual({ kind: 'jump' });
    expect(resolveWizardPath(RENEWAL_FLOW, '/health-account-information')).toEqual({ kind: 'bad_link' });
    expect(resolveWizardPath(RENEWAL_FLOW, '/whatever')).toEqual({ kind: 'bad_link' });
  });

  it('lists every step but additional information on its jump page', () => {
    expect(RENEWAL_FLOW.jump?.steps).toHaveLength(8);
    expect(RENEWAL_FLOW.jump?.steps).not.toContain('additionalInformation');
  });

  it('goes to the next offered step after a save, and to done after sign', () => {
    const record = renewal(['medical', 'term_life']);
    expect(findNextStepAfterSave(RENEWAL_FLOW, record, 'chooseMedicalPlan')).toBe('chooseTermLifePlan');
    expect(findNextStepAfterSave(RENEWAL_FLOW, record, 'chooseTermLifePlan')).toBe('additionalInformation');
    expect(findNextStepAfterSave(RENEWAL_FLOW, record, 'sign')).toBe('done');
  });

  it('shows done only once signed', () => {
    const record = renewal(['medical'], { basicInformation: true });
    expect(resolveWizardRedirect(RENEWAL_FLOW, record, 'done')).toEqual({
      to: 'step',
      step: 'familyInformation',
    });
    expect(resolveWizardRedirect(RENEWAL_FLOW, renewal(['medical'], { sign: true }), 'done')).toBeNull();
    expect(resolveWizardRedirect(RENEWAL_FLOW, record, 'sign')).toBeNull();
  });

  describe('progress (three groups, past first)', () => {
    const offered = ['medical', 'term_life'] as const;
    it('is past when all its steps are complete, even while on it', () => {
      const record = renewal(offered, { basicInformation: true, familyInformation: true });
      expect(
        buildWizardProgress(RENEWAL_FLOW, record, 'familyInformation').map((g) => [g.label, g.status]),
      ).toEqual([
        ['Review Basic Information', 'past'],
        ['Choose Plan', 'future'],
        ['Signature', 'future'],
      ]);
    });
    it('is present on its pages when incomplete, and links to the first incomplete page', () => {
      const record = renewal(offered, {
        basicInformation: true,
        familyInformation: true,
        chooseMedicalPlan: true,
      });
      const progress = buildWizardProgress(RENEWAL_FLOW, record, 'chooseTermLifePlan');
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
});

describe('the renewal flow on the application the API answers (decision 0038)', () => {
  const answered = (completedSteps: string[], completedAt: string | null = null) => ({
    availablePlans: ['medical', 'dental'] as CoverageType[],
    employeePolicy: { completedSteps, completedAt },
  });
  const flow = mapFlowRecord(RENEWAL_FLOW, toRenewalFlowRecord);

  it('reads the recorded steps as the step-complete flags, done once complete', () => {
    expect(toRenewalFlowRecord(answered(['basicInformation', 'chooseLifePlan'])).completedSteps).toEqual({
      basicInformation: true,
      familyInformation: false,
      chooseMedicalPlan: false,
      chooseDentalPlan: false,
      chooseVisionPlan: false,
      chooseTermLifePlan: false,
      additionalInformation: false,
      sign: false,
      done: false,
    });
    expect(toRenewalFlowRecord(answered(['sign'], '2026-11-25T10:00:00Z')).completedSteps.done).toBe(true);
  });

  it('runs every rule of the flow on the mapped record', () => {
    const record = answered(['basicInformation', 'familyInformation']);
    expect(flow.listSteps(record)).toEqual([
      'basicInformation',
      'familyInformation',
      'chooseMedicalPlan',
      'chooseDentalPlan',
      'additionalInformation',
      'sign',
      'done',
    ]);
    expect(resolveWizardRedirect(flow, record, 'done')).toEqual({ to: 'step', step: 'chooseMedicalPlan' });
    expect(buildWizardProgress(flow, record, 'chooseMedicalPlan').map((g) => [g.status, g.target])).toEqual([
      ['past', 'basicInformation'],
      ['present', 'chooseMedicalPlan'],
      ['future', 'additionalInformation'],
    ]);
    expect(flow.basePath).toBe('/employee-renewal');
    expect(flow.pathRedirects).toEqual(RENEWAL_FLOW.pathRedirects);
  });
});

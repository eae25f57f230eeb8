import {
  buildStepPath,
  buildWizardProgress,
  findNextStepAfterSave,
  findPreviousStep,
  resolveWizardEntry,
  resolveWizardPath,
  resolveWizardRedirect,
} from '@shared/domain/wizard/wizard';
import { describe, expect, it } from 'vitest';
import {
  EMPLOYER_RENEWAL_STEPS,
  type EmployerRenewalFlowRecord,
  EMPLOYER_RENEWAL_FLOW as FLOW,
} from './employer-renewal-flow';

const open: EmployerRenewalFlowRecord = { renewal: { status: 'open' } };
const signed: EmployerRenewalFlowRecord = { renewal: { status: 'signed' } };
const none: EmployerRenewalFlowRecord = { renewal: null };

describe('the employer renewal flow (docs/spec/2 §2.4)', () => {
  it('has its five pages for every record, at the addresses spec 2 names', () => {
    for (const record of [open, signed, none]) expect(FLOW.listSteps(record)).toEqual(EMPLOYER_RENEWAL_STEPS);
    expect(EMPLOYER_RENEWAL_STEPS.map((s) => buildStepPath(FLOW, FLOW.basePath, s))).toEqual([
      '/benefits-administration/renewal/overview',
      '/benefits-administration/renewal/policy-details',
      '/benefits-administration/renewal/employee-eligibility',
      '/benefits-administration/renewal/employee-contributions',
      '/benefits-administration/renewal/status',
    ]);
    expect(resolveWizardPath(FLOW, '/benefits-administration/renewal/status')).toEqual({
      kind: 'step',
      step: 'status',
    });
    expect(resolveWizardPath(FLOW, '/benefits-administration/renewal/other')).toEqual({ kind: 'bad_link' });
  });

  it('sends the root to the overview, whatever the renewal', () => {
    expect(resolveWizardPath(FLOW, '/benefits-administration/renewal')).toEqual({ kind: 'entry' });
    for (const record of [open, signed, none])
      expect(resolveWizardEntry(FLOW, record)).toEqual({ to: 'step', step: 'overview' });
  });

  it('goes from the signed details to the employees, and from the saved classes to the status', () => {
    expect(findNextStepAfterSave(FLOW, signed, 'overview')).toBe('policyDetails');
    expect(findNextStepAfterSave(FLOW, signed, 'policyDetails')).toBe('employeeEligibility');
    expect(findNextStepAfterSave(FLOW, signed, 'employeeEligibility')).toBe('employeeContributions');
    expect(findNextStepAfterSave(FLOW, signed, 'employeeContributions')).toBe('status');
  });

  it('goes back one page from each page but the overview', () => {
    expect(findPreviousStep(FLOW, open, 'overview')).toBeNull();
    expect(findPreviousStep(FLOW, open, 'policyDetails')).toBe('overview');
    expect(findPreviousStep(FLOW, signed, 'employeeEligibility')).toBe('policyDetails');
    expect(findPreviousStep(FLOW, signed, 'employeeContributions')).toBe('employeeEligibility');
  });

  it('redirects no page (each page says when there is no renewal) and shows no progress header', () => {
    for (const record of [open, signed, none])
      for (const step of EMPLOYER_RENEWAL_STEPS) {
        expect(resolveWizardRedirect(FLOW, record, step)).toBeNull();
        expect(buildWizardProgress(FLOW, record, step)).toEqual([]);
      }
  });

  it('counts the pages up to signing done once signed', () => {
    expect(FLOW.isStepComplete(open, 'policyDetails')).toBe(false);
    expect(FLOW.isStepComplete(signed, 'overview')).toBe(true);
    expect(FLOW.isStepComplete(signed, 'policyDetails')).toBe(true);
    expect(FLOW.isStepComplete({ renewal: { status: 'completed' } }, 'policyDetails')).toBe(true);
    expect(FLOW.isStepComplete(signed, 'employeeContributions')).toBe(false);
  });
});

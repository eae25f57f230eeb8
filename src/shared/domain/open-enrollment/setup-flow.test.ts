import {
  buildStepPath,
  buildWizardProgress,
  findNextStepAfterSave,
  resolveWizardEntry,
  resolveWizardPath,
  resolveWizardRedirect,
} from '@shared/domain/wizard/wizard';
import { describe, expect, it } from 'vitest';
import { OPEN_ENROLLMENT_SETUP_FLOW as FLOW, type SetupFlowRecord } from './setup-flow';

const record = (status: SetupFlowRecord['status'], hasCompany = true): SetupFlowRecord => ({
  hasCompany,
  status,
});

describe('the open-enrollment setup flow (docs/spec/2 §2.3)', () => {
  it('has the uploads and the processing page under the setup', () => {
    expect(FLOW.listSteps(record(null))).toEqual(['plans', 'processingPlans']);
    expect(buildStepPath(FLOW, FLOW.basePath, 'plans')).toBe(
      '/benefits-administration/open-enrollment-setup/plans',
    );
    expect(buildStepPath(FLOW, FLOW.basePath, 'processingPlans')).toBe(
      '/benefits-administration/open-enrollment-setup/processing-plans',
    );
    expect(resolveWizardPath(FLOW, '/benefits-administration/open-enrollment-setup')).toEqual({
      kind: 'entry',
    });
  });

  it('sends the root by status: none to the uploads, processing to its page, launched to the dashboard', () => {
    expect(resolveWizardEntry(FLOW, record(null))).toEqual({ to: 'step', step: 'plans' });
    expect(resolveWizardEntry(FLOW, record('processing'))).toEqual({ to: 'step', step: 'processingPlans' });
    expect(resolveWizardEntry(FLOW, record('launched'))).toEqual({ to: 'path', path: '/employer-dashboard' });
  });

  it('goes from the submitted uploads to the processing page (the saved status)', () => {
    expect(findNextStepAfterSave(FLOW, record('processing'), 'plans')).toBe('processingPlans');
  });

  it('says at the root and the uploads that the account manages no company; the other pages show', () => {
    const noCompany = record(null, false);
    expect(resolveWizardEntry(FLOW, noCompany)).toEqual({ to: 'closed' });
    expect(resolveWizardRedirect(FLOW, noCompany, 'plans')).toEqual({ to: 'closed' });
    expect(resolveWizardRedirect(FLOW, noCompany, 'processingPlans')).toBeNull();
    expect(resolveWizardRedirect(FLOW, noCompany, null)).toBeNull();
  });

  it('keeps both pages open whatever the status, with no progress header', () => {
    for (const status of [null, 'processing', 'launched'] as const)
      for (const step of FLOW.steps) {
        expect(resolveWizardRedirect(FLOW, record(status), step)).toBeNull();
        expect(buildWizardProgress(FLOW, record(status), step)).toEqual([]);
      }
  });
});

import { findNextStepAfterSave, resolveWizardRedirect } from '@shared/domain/wizard/wizard';
import { describe, expect, it } from 'vitest';
import { INDIVIDUAL_APPLICATION_FLOW, type IndividualFlowRecord, listIndividualSteps } from './flow';

const record = (over: Partial<IndividualFlowRecord> = {}): IndividualFlowRecord => ({
  status: 'not_started',
  lines: { dental: true, vision: true },
  individualDentalPlanID: null,
  individualVisionPlanID: null,
  ...over,
});

describe('the individual flow (docs/spec/3 §4)', () => {
  it('has a plan page only for each line the employee may buy', () => {
    expect(listIndividualSteps(record())).toEqual(['dentalPlans', 'visionPlans', 'enterInformation', 'done']);
    expect(listIndividualSteps(record({ lines: { dental: true, vision: false } }))).toEqual([
      'dentalPlans',
      'enterInformation',
      'done',
    ]);
    expect(listIndividualSteps(record({ lines: { dental: false, vision: true } }))).toEqual([
      'visionPlans',
      'enterInformation',
      'done',
    ]);
  });

  it('goes from dental to enter-information when dental is the only line, else to vision', () => {
    const flow = INDIVIDUAL_APPLICATION_FLOW;
    expect(
      findNextStepAfterSave(flow, record({ lines: { dental: true, vision: false } }), 'dentalPlans'),
    ).toBe('enterInformation');
    expect(findNextStepAfterSave(flow, record(), 'dentalPlans')).toBe('visionPlans');
    expect(findNextStepAfterSave(flow, record(), 'visionPlans')).toBe('enterInformation');
    expect(findNextStepAfterSave(flow, record({ status: 'pending_signature' }), 'enterInformation')).toBe(
      'done',
    );
  });

  it('shows only done once submitted, sends home when nothing is offered, and keeps done for after submitting', () => {
    const flow = INDIVIDUAL_APPLICATION_FLOW;
    expect(resolveWizardRedirect(flow, record({ status: 'pending_signature' }), 'dentalPlans')).toEqual({
      to: 'step',
      step: 'done',
    });
    expect(resolveWizardRedirect(flow, record({ status: 'pending_signature' }), 'done')).toBeNull();
    expect(
      resolveWizardRedirect(flow, record({ lines: { dental: false, vision: false } }), 'dentalPlans'),
    ).toEqual({
      to: 'home',
    });
    expect(resolveWizardRedirect(flow, record(), 'done')).toEqual({ to: 'step', step: 'dentalPlans' });
    expect(resolveWizardRedirect(flow, record(), 'visionPlans')).toBeNull();
  });
});

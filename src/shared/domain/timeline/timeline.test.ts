import { describe, expect, it } from 'vitest';
import { classifyTimelineActor, describeTimelineAction, STEP_SAVED_ACTION } from './timeline';

describe('describeTimelineAction', () => {
  it('names the known actions for people', () => {
    expect(describeTimelineAction('employee.invitation_sent')).toBe('Invitation e-mail sent');
    expect(describeTimelineAction('application.signed')).toBe('Application signed');
    expect(describeTimelineAction('admin_mode.update_coverage')).toBe(
      'Coverage choice changed in admin mode',
    );
  });

  it('names a step save by its step', () => {
    expect(describeTimelineAction(STEP_SAVED_ACTION, 'chooseMedicalPlan')).toBe(
      'Choose Medical Plan completed',
    );
    expect(describeTimelineAction(STEP_SAVED_ACTION, 'basicInformation')).toBe('Basic Information completed');
  });

  it('still reads an action it does not know as words', () => {
    expect(describeTimelineAction('employee.class_changed')).toBe('Class changed');
  });
});

describe('classifyTimelineActor', () => {
  it('tells the employee, an administrator and the system apart', () => {
    expect(classifyTimelineActor('acc-1', 'acc-1')).toBe('employee');
    expect(classifyTimelineActor('acc-2', 'acc-1')).toBe('administrator');
    expect(classifyTimelineActor('acc-2', null)).toBe('administrator');
    expect(classifyTimelineActor(null, 'acc-1')).toBe('system');
  });
});

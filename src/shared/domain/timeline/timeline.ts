import { type ApplicationStep, STEP_LABELS } from '../steps/steps';

/**
 * An employee's timeline as the employer reads it (decision 0023): audit-log actions and the application's
 * step saves in words, and who did each. Unknown actions (a later module's) still read as words.
 */

const ACTION_LABELS: Record<string, string> = {
  'employee.added': 'Added to the company',
  'employee.created': 'Added to the company',
  'employee.invitation_sent': 'Invitation e-mail sent',
  'employee.invitation_accepted': 'Account created from the invitation',
  'employee.updated': 'Employment details changed',
  'employee.terminated': 'Employment terminated',
  'employee.rehired': 'Rehired',
  'employee.benefits_approved': 'Benefits approved',
  'employee.benefits_denied': 'Benefits denied',
  'employee.benefits_waiting_on_renewal': 'Benefits decision: waiting on renewal',
  'application.signed': 'Application signed',
  'application.signature_withdrawn': 'Signature withdrawn (the application was changed after signing)',
  'admin_mode.open_application': 'Application opened in admin mode',
  'admin_mode.open_dashboard': 'Employee dashboard opened in admin mode',
  'admin_mode.download_id_card': 'ID card downloaded in admin mode',
  'admin_mode.download_signed_application': 'Signed application downloaded in admin mode',
  'admin_mode.update_contact_information': 'Basic information changed in admin mode',
  'admin_mode.update_family_information': 'Family information changed in admin mode',
  'admin_mode.update_coverage': 'Coverage choice changed in admin mode',
  'admin_mode.update_additional_information': 'Additional information changed in admin mode',
  'admin_mode.update_beneficiaries': 'Beneficiaries changed in admin mode',
  'admin_mode.update_health_account': 'Health account changed in admin mode',
  'admin_mode.update_eligibility_answers': 'Eligibility answers changed in admin mode',
};

/** The action recorded when an application step is saved (from the steps the application stores). */
export const STEP_SAVED_ACTION = 'application.step_completed';

/** An audit action (or a step save) in words. */
export function describeTimelineAction(action: string, step?: string | null): string {
  if (action === STEP_SAVED_ACTION && step) {
    const label = STEP_LABELS[step as ApplicationStep];
    return `${label ?? humanize(step)} completed`;
  }
  const known = ACTION_LABELS[action];
  if (known) return known;
  const last = action.split('.').pop() ?? action;
  return humanize(last);
}

function humanize(key: string): string {
  const words = key
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replaceAll('_', ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export type TimelineActorKind = 'employee' | 'administrator' | 'system';

/** Who did it: the employee's own account, another person (an administrator, in admin mode or not), or nobody (the system). */
export function classifyTimelineActor(
  accountId: string | null,
  employeeAccountId: string | null,
): TimelineActorKind {
  if (!accountId) return 'system';
  return accountId === employeeAccountId ? 'employee' : 'administrator';
}

export const TIMELINE_ACTOR_LABELS: Record<TimelineActorKind, string> = {
  employee: 'The employee',
  administrator: 'An administrator',
  system: 'Groupcover',
};

import { type CalendarDate, daysBetween } from '../dates/dates';
import type { IndividualApplicationStatus, IndividualLifeStatus, YesNo } from '../enums';
import { INDIVIDUAL_OFFER_STATES } from './individual-offer-states';

/** States where the individual dental offer is made: the data of individual-offer-states.ts (decisions 0105, 0043). */
export const INDIVIDUAL_DENTAL_STATES: readonly string[] = INDIVIDUAL_OFFER_STATES.dental.states;

/** States where the individual vision offer is made (docs/spec/2 §5: its own list; decisions 0105, 0043). */
export const INDIVIDUAL_VISION_STATES: readonly string[] = INDIVIDUAL_OFFER_STATES.vision.states;

/** What the individual dental and vision offer rules look at (docs/spec/2 §3 "Employee (offer rules)"). */
export interface OfferEmployee {
  state: string | null;
  /** The employer offers dental / vision. */
  offerDental: boolean;
  offerVision: boolean;
  enrolledDental: boolean;
  enrolledVision: boolean;
}

/** An individual plan is offered when the employer does not offer the line, the employee is not enrolled in it, and the state is listed. */
const isIndividualLineOpen = (
  offeredByEmployer: boolean,
  enrolled: boolean,
  state: string | null,
  states: readonly string[],
): boolean => !offeredByEmployer && !enrolled && state !== null && states.includes(state);

/** Individual dental: the rule above with the dental line and state list. */
export function isEligibleForIndividualDental(
  employee: OfferEmployee,
  states: readonly string[] = INDIVIDUAL_DENTAL_STATES,
): boolean {
  return isIndividualLineOpen(employee.offerDental, employee.enrolledDental, employee.state, states);
}

/** Individual vision follows the same rule with its own state list. */
export function isEligibleForIndividualVision(
  employee: OfferEmployee,
  states: readonly string[] = INDIVIDUAL_VISION_STATES,
): boolean {
  return isIndividualLineOpen(employee.offerVision, employee.enrolledVision, employee.state, states);
}

/** Ages at which the individual term life card shows, inclusive (docs/spec/2 §9). */
export const INDIVIDUAL_LIFE_MIN_AGE = 20;
export const INDIVIDUAL_LIFE_MAX_AGE = 60;

/** The individual term life card shows for ages 20 to 60 inclusive unless individual applications are hidden. */
export function isIndividualLifeCardShown(age: number, hideIndividualApplications: boolean): boolean {
  return !hideIndividualApplications && age >= INDIVIDUAL_LIFE_MIN_AGE && age <= INDIVIDUAL_LIFE_MAX_AGE;
}

/** The individual life card: the start card for no application or a first quote, else a status card with its button. */
export function getIndividualLifeCard(status: IndividualLifeStatus | null): {
  card: 'start' | 'status';
  buttonLabel: string;
  showsPolicyId: boolean;
} {
  switch (status) {
    case null:
    case 'initial_quote_created':
      return { card: 'start', buttonLabel: 'Get Started', showsPolicyId: false };
    case 'application_incomplete':
    case 'application_incomplete_fallback_shown':
    case 'application_complete_action_needed':
      return { card: 'status', buttonLabel: 'Continue Application', showsPolicyId: false };
    case 'application_complete_pending_underwriting':
    case 'offer_pending':
      return { card: 'status', buttonLabel: 'Review Application', showsPolicyId: false };
    case 'covered':
      return { card: 'status', buttonLabel: 'View Coverage', showsPolicyId: true };
  }
}

/** The enrolment flags and date the "not enrollable" predicate reads. */
export interface EnrollmentState {
  effectiveAt: string | null;
  isEnrolling: YesNo | null;
  isEnrollingDental: YesNo | null;
  isEnrollingVision: YesNo | null;
}

/** An application without an effective date, or with any enrolling flag Yes, is not enrollable (docs/spec/2 §4). */
export function isNotEnrollable(application: EnrollmentState): boolean {
  return (
    !application.effectiveAt ||
    application.isEnrolling === 'Yes' ||
    application.isEnrollingDental === 'Yes' ||
    application.isEnrollingVision === 'Yes'
  );
}

/** The upsell card's button: hidden when not available, "Continue Application" when partial, disabled "Application Pending" when submitted. */
export function getIndividualApplicationButton(
  status: IndividualApplicationStatus,
): { label: string; disabled: boolean } | null {
  switch (status) {
    case 'not_available':
      return null;
    case 'partially_completed':
      return { label: 'Continue Application', disabled: false };
    case 'submitted':
      return { label: 'Application Pending', disabled: true };
  }
}

/** Days before a company renewal in which the upsell card warns that the employer may add the plan type (docs/spec/1 §9). */
export const RENEWAL_WARNING_DAYS = 90;

/** The renewal warning shows when the renewal is today or within the next 90 days and an individual plan type is available. */
export function isRenewalWarningShown(
  today: CalendarDate,
  renewalDate: CalendarDate | null,
  hasAvailablePlanType: boolean,
): boolean {
  if (!renewalDate || !hasAvailablePlanType) return false;
  const days = daysBetween(today, renewalDate);
  return days >= 0 && days <= RENEWAL_WARNING_DAYS;
}

/** The upsell card's title: "Individual dental and vision Plans", or just the one type available. */
export function getIndividualPlansTitle(dental: boolean, vision: boolean): string | null {
  if (dental && vision) return 'Individual Dental and Vision Plans';
  if (dental) return 'Individual Dental Plans';
  return vision ? 'Individual Vision Plans' : null;
}

/** The done page's upsell shows when not hidden, the employee has a linked account, and an individual plan is available. */
export function isDoneUpsellShown(input: {
  hideIndividualApplications: boolean;
  hasLinkedAccount: boolean;
  hasIndividualPlans: boolean;
}): boolean {
  return !input.hideIndividualApplications && input.hasLinkedAccount && input.hasIndividualPlans;
}

/** The done page's message: all coverage declined, or the application awaits approval (docs/spec/1 §2). */
export function getDoneMessage(allCoverageDeclined: boolean): string {
  return allCoverageDeclined
    ? 'You have declined all coverage.'
    : 'Our team will be in touch once your application is approved.';
}

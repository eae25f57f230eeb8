import { describe, expect, it } from 'vitest';
import {
  getDoneMessage,
  getIndividualApplicationButton,
  getIndividualLifeCard,
  getIndividualPlansTitle,
  INDIVIDUAL_DENTAL_STATES,
  INDIVIDUAL_VISION_STATES,
  isDoneUpsellShown,
  isEligibleForIndividualDental,
  isEligibleForIndividualVision,
  isIndividualLifeCardShown,
  isNotEnrollable,
  isRenewalWarningShown,
} from './offers';

/** An employee in CA whose employer offers neither dental nor vision. */
const noDentalNoVision = {
  state: 'CA',
  offerDental: false,
  offerVision: false,
  enrolledDental: false,
  enrolledVision: false,
};

describe('individual dental and vision offers', () => {
  it('lists 48 states and districts', () => {
    expect(INDIVIDUAL_DENTAL_STATES).toHaveLength(48);
    expect(INDIVIDUAL_VISION_STATES).toHaveLength(48);
  });
  it('offers when the employer does not offer it, the employee is not enrolled, and the state is listed', () => {
    expect(isEligibleForIndividualDental(noDentalNoVision)).toBe(true);
    expect(isEligibleForIndividualVision(noDentalNoVision)).toBe(true);
  });
  it('does not offer when the employer offers it', () => {
    expect(isEligibleForIndividualDental({ ...noDentalNoVision, offerDental: true })).toBe(false);
    expect(isEligibleForIndividualVision({ ...noDentalNoVision, offerVision: true })).toBe(false);
  });
  it('does not offer when already enrolled', () => {
    expect(isEligibleForIndividualDental({ ...noDentalNoVision, enrolledDental: true })).toBe(false);
    expect(isEligibleForIndividualVision({ ...noDentalNoVision, enrolledVision: true })).toBe(false);
  });
  it('hides the offer outside the state list', () => {
    expect(isEligibleForIndividualDental({ ...noDentalNoVision, state: 'NY' })).toBe(false);
    expect(isEligibleForIndividualVision({ ...noDentalNoVision, state: 'AK' })).toBe(false);
    expect(isEligibleForIndividualDental({ ...noDentalNoVision, state: null })).toBe(false);
    expect(isEligibleForIndividualDental(noDentalNoVision, ['TX'])).toBe(false);
  });
});

describe('individual term life card', () => {
  it('shows for ages 20 to 60 inclusive', () => {
    expect(isIndividualLifeCardShown(19, false)).toBe(false);
    expect(isIndividualLifeCardShown(20, false)).toBe(true);
    expect(isIndividualLifeCardShown(60, false)).toBe(true);
    expect(isIndividualLifeCardShown(61, false)).toBe(false);
  });
  it('hides when individual applications are hidden', () => {
    expect(isIndividualLifeCardShown(35, true)).toBe(false);
  });
  it('changes its button with the application status', () => {
    expect(getIndividualLifeCard(null)).toEqual({
      card: 'start',
      buttonLabel: 'Get Started',
      showsPolicyId: false,
    });
    expect(getIndividualLifeCard('initial_quote_created').card).toBe('start');
    for (const s of [
      'application_incomplete',
      'application_incomplete_fallback_shown',
      'application_complete_action_needed',
    ] as const) {
      expect(getIndividualLifeCard(s)).toEqual({
        card: 'status',
        buttonLabel: 'Continue Application',
        showsPolicyId: false,
      });
    }
    expect(getIndividualLifeCard('application_complete_pending_underwriting').buttonLabel).toBe(
      'Review Application',
    );
    expect(getIndividualLifeCard('offer_pending').buttonLabel).toBe('Review Application');
    expect(getIndividualLifeCard('covered')).toEqual({
      card: 'status',
      buttonLabel: 'View Coverage',
      showsPolicyId: true,
    });
  });
});

describe('isNotEnrollable', () => {
  const open = {
    effectiveAt: '2027-01-01',
    isEnrolling: 'No' as const,
    isEnrollingDental: null,
    isEnrollingVision: 'No' as const,
  };
  it('is enrollable with an effective date and no Yes flag', () => {
    expect(isNotEnrollable(open)).toBe(false);
  });
  it('is not enrollable without an effective date', () => {
    expect(isNotEnrollable({ ...open, effectiveAt: null })).toBe(true);
  });
  it('is not enrollable with any enrolling flag Yes', () => {
    expect(isNotEnrollable({ ...open, isEnrolling: 'Yes' })).toBe(true);
    expect(isNotEnrollable({ ...open, isEnrollingDental: 'Yes' })).toBe(true);
    expect(isNotEnrollable({ ...open, isEnrollingVision: 'Yes' })).toBe(true);
  });
});

describe('upsell card and done page', () => {
  it('labels the button by status', () => {
    expect(getIndividualApplicationButton('not_available')).toBeNull();
    expect(getIndividualApplicationButton('partially_completed')).toEqual({
      label: 'Continue Application',
      disabled: false,
    });
    expect(getIndividualApplicationButton('submitted')).toEqual({
      label: 'Application Pending',
      disabled: true,
    });
  });
  it('warns within 90 days of renewal when a plan type is available', () => {
    const today = { year: 2026, month: 11, day: 21 };
    expect(isRenewalWarningShown(today, { year: 2027, month: 2, day: 19 }, true)).toBe(true); // 90 days
    expect(isRenewalWarningShown(today, { year: 2027, month: 2, day: 20 }, true)).toBe(false); // 91 days
    expect(isRenewalWarningShown(today, today, true)).toBe(true);
    expect(isRenewalWarningShown(today, { year: 2026, month: 11, day: 20 }, true)).toBe(false);
    expect(isRenewalWarningShown(today, { year: 2027, month: 1, day: 1 }, false)).toBe(false);
    expect(isRenewalWarningShown(today, null, true)).toBe(false);
  });
  it('titles the card by the types available', () => {
    expect(getIndividualPlansTitle(true, true)).toBe('Individual Dental and Vision Plans');
    expect(getIndividualPlansTitle(true, false)).toBe('Individual Dental Plans');
    expect(getIndividualPlansTitle(false, true)).toBe('Individual Vision Plans');
    expect(getIndividualPlansTitle(false, false)).toBeNull();
  });
  it('shows the done upsell only when not hidden, linked and available', () => {
    const all = { hideIndividualApplications: false, hasLinkedAccount: true, hasIndividualPlans: true };
    expect(isDoneUpsellShown(all)).toBe(true);
    expect(isDoneUpsellShown({ ...all, hideIndividualApplications: true })).toBe(false);
    expect(isDoneUpsellShown({ ...all, hasLinkedAccount: false })).toBe(false);
    expect(isDoneUpsellShown({ ...all, hasIndividualPlans: false })).toBe(false);
  });
  it('says whether all coverage was declined', () => {
    expect(getDoneMessage(true)).toBe('You have declined all coverage.');
    expect(getDoneMessage(false)).toBe('Our team will be in touch once your application is approved.');
  });
});

import { describe, expect, it } from 'vitest';
import { hasPageErrors, listShownFields, placeFieldErrors } from './field-errors';

const everything = { hasPlanChoice: true, hasAmount: true, hasSpouseAmount: true };

describe('listShownFields', () => {
  it('lists the controls of the flow', () => {
    expect([...listShownFields('segment', { ...everything, hasPlanChoice: false })]).toEqual(['segment']);
    expect([...listShownFields('enroll_or_decline', everything)]).toEqual([
      'planId',
      'coverageAmount',
      'spouseCoverageAmount',
    ]);
    expect([...listShownFields('employer_paid_choice', everything)]).toEqual([
      'planId',
      'employerPaidChoice',
    ]);
  });
});

describe('placeFieldErrors', () => {
  const errors = {
    planId: 'Choose a plan.',
    coverageAmount: 'The most you can choose is $250,000.',
    isEnrolling: 'Required',
    'dependentsEnrolling.dep-1': 'Please choose whether this dependent is enrolling.',
    childCoverageAmount: 'The amount must be $0 or more.',
  };

  it('puts modal answers in the modal during Enroll or Decline', () => {
    const placed = placeFieldErrors(
      errors,
      'enroll_or_decline',
      listShownFields('enroll_or_decline', everything),
    );
    expect(placed.page).toEqual({ planId: errors.planId, coverageAmount: errors.coverageAmount });
    expect(placed.modal).toEqual({
      isEnrolling: 'Required',
      dependents: { 'dep-1': 'Please choose whether this dependent is enrolling.' },
    });
    expect(placed.unplaced).toEqual(['The amount must be $0 or more.']);
    expect(hasPageErrors(placed)).toBe(true);
  });

  it("puts isEnrolling at the employer-paid plan's Enroll or Decline choice", () => {
    const shown = listShownFields('employer_paid_choice', everything);
    expect(placeFieldErrors({ isEnrolling: 'Required' }, 'employer_paid_choice', shown).page).toEqual({
      employerPaidChoice: 'Required',
    });
  });

  it('sends what has no control on the screen to the form alert', () => {
    const shown = listShownFields('segment', { ...everything, hasPlanChoice: false });
    const placed = placeFieldErrors(
      { planId: 'Choose a plan.', isEnrolling: 'Required', 'dependentsEnrolling.x': 'No' },
      'segment',
      shown,
    );
    expect(placed.unplaced).toEqual(['Choose a plan.', 'Required', 'No']);
    expect(hasPageErrors(placed)).toBe(false);
  });
});

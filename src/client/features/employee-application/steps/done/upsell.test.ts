import { describe, expect, it } from 'vitest';
import { getRenewalWarningText, getUpsellButton } from './upsell';

describe('getUpsellButton', () => {
  it('follows the application status', () => {
    expect(getUpsellButton('not_available')).toEqual({ label: 'Get Started', disabled: false });
    expect(getUpsellButton('partially_completed')).toEqual({
      label: 'Continue Application',
      disabled: false,
    });
    expect(getUpsellButton('submitted')).toEqual({ label: 'Application Pending', disabled: true });
  });
});

describe('getRenewalWarningText', () => {
  it('names the available plan types', () => {
    expect(getRenewalWarningText(true, true)).toBe(
      'Your company renewal is happening soon. Check with your employer to see if they plan to add a dental or vision plan you can enroll in.',
    );
    expect(getRenewalWarningText(false, true)).toContain('add a vision plan');
  });
});

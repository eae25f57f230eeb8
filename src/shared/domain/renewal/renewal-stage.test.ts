import { describe, expect, it } from 'vitest';
import { deriveRenewalStage, isSetupDue } from './renewal-stage';

const inForce = { renewalAt: '2027-01-01' };

describe('isSetupDue', () => {
  it('is due from 120 days before the renewal date, and after it', () => {
    expect(isSetupDue('2027-01-01', '2026-09-02')).toBe(false);
    expect(isSetupDue('2027-01-01', '2026-09-03')).toBe(true);
    expect(isSetupDue('2027-01-01', '2027-02-01')).toBe(true);
  });
});

describe('deriveRenewalStage', () => {
  it("names the current renewal's stage whatever the dates", () => {
    for (const status of ['processing', 'open', 'signed'] as const)
      expect(
        deriveRenewalStage({
          currentRenewalStatus: status,
          planYearInForce: null,
          hasLaterPlanYear: true,
          today: '2026-01-01',
        }),
      ).toBe(status);
  });

  it('asks for the setup when the plan year in force is due and nothing follows it', () => {
    const base = { currentRenewalStatus: null, planYearInForce: inForce, hasLaterPlanYear: false };
    expect(deriveRenewalStage({ ...base, today: '2026-11-26' })).toBe('setup_needed');
    expect(deriveRenewalStage({ ...base, today: '2026-06-01' })).toBeNull();
    expect(deriveRenewalStage({ ...base, hasLaterPlanYear: true, today: '2026-11-26' })).toBeNull();
  });

  it('offers nothing without a plan year in force (a new company is set up another way)', () => {
    expect(
      deriveRenewalStage({
        currentRenewalStatus: null,
        planYearInForce: null,
        hasLaterPlanYear: false,
        today: '2026-11-26',
      }),
    ).toBeNull();
    expect(
      deriveRenewalStage({
        currentRenewalStatus: 'completed',
        planYearInForce: { renewalAt: null },
        hasLaterPlanYear: false,
        today: '2026-11-26',
      }),
    ).toBeNull();
  });
});

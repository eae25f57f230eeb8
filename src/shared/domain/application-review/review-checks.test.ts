import { describe, expect, it } from 'vitest';
import { parseIsoDate } from '../dates/dates';
import { checkEligibility, checkWaitingPeriod } from './review-checks';

const day = (iso: string) => parseIsoDate(iso)!;

describe('checkEligibility', () => {
  const eligibleW2 = {
    isEligible: true,
    employmentStatus: 'active',
    employeeType: 'full_time',
    className: 'All Staff',
  } as const;

  it('passes a W-2 employee or an owner in an active class, marked eligible', () => {
    expect(checkEligibility(eligibleW2)).toEqual({
      result: 'pass',
      text: 'Eligible: Payroll Employee (W-2) in the class “All Staff”, marked eligible by the employer.',
    });
    expect(checkEligibility({ ...eligibleW2, employeeType: 'owner' }).result).toBe('pass');
  });

  it('fails with the first reason: not eligible, no longer employed, a contractor, no type, no class', () => {
    expect(checkEligibility({ ...eligibleW2, isEligible: false }).text).toBe(
      'The employer marked this person as not eligible for benefits.',
    );
    expect(checkEligibility({ ...eligibleW2, employmentStatus: 'terminated' }).text).toBe(
      'This person no longer works at the company.',
    );
    expect(checkEligibility({ ...eligibleW2, employeeType: '1099' })).toEqual({
      result: 'fail',
      text: 'A 1099 Contractor cannot join the group plan.',
    });
    expect(checkEligibility({ ...eligibleW2, employeeType: null }).result).toBe('fail');
    expect(checkEligibility({ ...eligibleW2, className: null }).text).toBe(
      'This person is in no active class, so the employer’s share cannot be set.',
    );
  });
});

describe('checkWaitingPeriod', () => {
  const hiredInDecember = {
    hiredAt: day('2026-12-10'),
    waitingPeriod: 'one_month',
    policyEffectiveAt: day('2027-01-01'),
  } as const;

  it('passes a start on or after the end of the waiting period', () => {
    expect(checkWaitingPeriod({ ...hiredInDecember, coverageStartsOn: day('2027-02-01') })).toEqual({
      result: 'pass',
      text: 'Coverage starts February 1, 2027: hired December 10, 2026, waiting period “1 month”, so from February 1, 2027 at the earliest.',
    });
  });

  it('fails a start before it, and one it cannot check without a hire date', () => {
    expect(checkWaitingPeriod({ ...hiredInDecember, coverageStartsOn: day('2027-01-01') })).toEqual({
      result: 'fail',
      text: 'Coverage would start January 1, 2027, before the waiting period allows: hired December 10, 2026, waiting period “1 month”, so not before February 1, 2027.',
    });
    expect(
      checkWaitingPeriod({ ...hiredInDecember, hiredAt: null, coverageStartsOn: day('2027-01-01') }),
    ).toEqual({
      result: 'fail',
      text: 'No hire date on file, so the waiting period cannot be checked. Coverage would start January 1, 2027.',
    });
  });

  it('takes the first of the month after hire when the company has no waiting period on file', () => {
    const check = checkWaitingPeriod({
      hiredAt: day('2026-03-01'),
      waitingPeriod: null,
      policyEffectiveAt: day('2026-01-01'),
      coverageStartsOn: day('2026-04-01'),
    });
    expect(check.result).toBe('pass');
    expect(check.text).toContain('“1st of month after hire date”, so from April 1, 2026');
  });
});

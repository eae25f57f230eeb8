import { describe, expect, it } from 'vitest';
import {
  computeParticipation,
  countProgress,
  describeParticipationMet,
  describeParticipationShortfall,
  isValidWaiverReason,
  MEDICAL_PARTICIPATION_REQUIREMENT,
  type ParticipationMember,
} from './participation';

const ENROLLED: ParticipationMember = { isEnrolledInMedical: true, hasValidWaiver: false };
const WAIVED_COVERED_ELSEWHERE: ParticipationMember = { isEnrolledInMedical: false, hasValidWaiver: true };
const NOT_ENROLLED: ParticipationMember = { isEnrolledInMedical: false, hasValidWaiver: false };
const times = (n: number, m: ParticipationMember) => Array.from({ length: n }, () => m);

describe('computeParticipation', () => {
  it('measures against the common 70% carrier minimum', () => {
    expect(MEDICAL_PARTICIPATION_REQUIREMENT).toBe(0.7);
  });

  it('leaves valid waivers out of the people counted', () => {
    // 4 eligible: 1 enrolled, 1 covered elsewhere, 2 not enrolled → 1 of 3.
    const p = computeParticipation([ENROLLED, WAIVED_COVERED_ELSEWHERE, NOT_ENROLLED, NOT_ENROLLED]);
    expect(p).toMatchObject({
      eligible: 4,
      validWaivers: 1,
      counted: 3,
      enrolled: 1,
      required: 3,
      shortBy: 2,
    });
    expect(p.rate).toBeCloseTo(1 / 3);
    expect(p.meetsRequirement).toBe(false);
    expect(describeParticipationShortfall(p)).toBe(
      '2 more employees need to enroll in medical to reach 70%.',
    );
  });

  it('needs exactly 7 of 10 (no floating-point rounding up to 8)', () => {
    const p = computeParticipation([...times(7, ENROLLED), ...times(3, NOT_ENROLLED)]);
    expect(p.required).toBe(7);
    expect(p.meetsRequirement).toBe(true);
    expect(describeParticipationShortfall(p)).toBeNull();
  });

  it('rounds the number needed up: 4 of 5, and names a single person in the singular', () => {
    const p = computeParticipation([...times(3, ENROLLED), ...times(2, NOT_ENROLLED)]);
    expect(p.required).toBe(4);
    expect(describeParticipationShortfall(p)).toBe(
      '1 more employee needs to enroll in medical to reach 70%.',
    );
  });

  it('has nothing to measure when everyone eligible is covered elsewhere, or nobody is eligible', () => {
    expect(computeParticipation(times(2, WAIVED_COVERED_ELSEWHERE))).toMatchObject({
      counted: 0,
      rate: null,
      meetsRequirement: true,
    });
    expect(computeParticipation([])).toMatchObject({ eligible: 0, rate: null, meetsRequirement: true });
  });
});

describe('isValidWaiverReason', () => {
  it('accepts the covered-elsewhere reasons only', () => {
    expect(isValidWaiverReason('spouse_parent_plan')).toBe(true);
    expect(isValidWaiverReason('obamacare_aca_plan')).toBe(true);
    expect(isValidWaiverReason('other')).toBe(false);
    expect(isValidWaiverReason(null)).toBe(false);
  });
});

describe('countProgress', () => {
  it('counts each status', () => {
    expect(countProgress(['completed', 'completed', 'declined', 'not_started'])).toEqual({
      completed: 2,
      in_progress: 0,
      not_started: 1,
      declined: 1,
    });
  });
});

describe('describeParticipationMet', () => {
  it('says the requirement is met only when someone is counted', () => {
    expect(
      describeParticipationMet(computeParticipation([...times(7, ENROLLED), ...times(3, NOT_ENROLLED)])),
    ).toBe("Participation meets the carrier's 70% requirement.");
    // A company with nobody eligible yet is not told it meets anything.
    expect(describeParticipationMet(computeParticipation([]))).toBe(
      'No eligible employees yet: participation is measured once employees are added and enroll.',
    );
    expect(describeParticipationMet(computeParticipation(times(2, WAIVED_COVERED_ELSEWHERE)))).toBe(
      'Every eligible employee has waived for other coverage: there is no participation to measure yet.',
    );
  });
});

import type { ApplicationStatus } from '../enums';
import { COVERED_ELSEWHERE_REASONS } from '../enums';

/**
 * The common small-group carrier minimum: 70% of eligible employees, not counting those who waive because
 * they are covered elsewhere (a spouse's or parent's plan, TRICARE, Medicare/Medicaid, another employer's
 * plan, an individual or marketplace plan), must enroll in the company's medical plan.
 */
export const MEDICAL_PARTICIPATION_REQUIREMENT = 0.7;

/** One eligible, active employee as participation counts them. */
export interface ParticipationMember {
  /** Signed and enrolled in a medical plan. */
  isEnrolledInMedical: boolean;
  /** Declined medical with a covered-elsewhere reason (a valid waiver). */
  hasValidWaiver: boolean;
}

export interface Participation {
  eligible: number;
  validWaivers: number;
  /** eligible − valid waivers: the people the requirement is measured against. */
  counted: number;
  enrolled: number;
  /** enrolled ÷ counted, 0..1; null when nobody is counted. */
  rate: number | null;
  requirement: number;
  /** The smallest number enrolled that meets the requirement. */
  required: number;
  /** How many more must enroll to meet it (0 when met). */
  shortBy: number;
  meetsRequirement: boolean;
}

/** A declination reason that makes a medical waiver valid: the person is covered elsewhere. */
export function isValidWaiverReason(reason: string | null | undefined): boolean {
  return (COVERED_ELSEWHERE_REASONS as readonly string[]).includes(reason ?? '');
}

/**
 * Medical participation: enrolled ÷ (eligible − valid waivers), against the requirement. The number needed is
 * rounded up (7 of 10 at 70%, 4 of 5); with nobody counted the requirement is met (nothing to measure).
 */
export function computeParticipation(
  members: readonly ParticipationMember[],
  requirement: number = MEDICAL_PARTICIPATION_REQUIREMENT,
): Participation {
  const eligible = members.length;
  const validWaivers = members.filter((m) => m.hasValidWaiver && !m.isEnrolledInMedical).length;
  const enrolled = members.filter((m) => m.isEnrolledInMedical).length;
  const counted = eligible - validWaivers;
  // Integer arithmetic on percentages: 0.7 * 10 is 7.000000000000001 in floating point.
  const required = Math.ceil((counted * Math.round(requirement * 100)) / 100 - 1e-9);
  const shortBy = Math.max(0, required - enrolled);
  return {
    eligible,
    validWaivers,
    counted,
    enrolled,
    rate: counted > 0 ? enrolled / counted : null,
    requirement,
    required,
    shortBy,
    meetsRequirement: shortBy === 0,
  };
}

/** The warning shown when participation is short, or null when the requirement is met. */
export function describeParticipationShortfall(p: Participation): string | null {
  if (p.meetsRequirement) return null;
  const percent = Math.round(p.requirement * 100);
  const who = p.shortBy === 1 ? '1 more employee needs' : `${p.shortBy} more employees need`;
  return `${who} to enroll in medical to reach ${percent}%.`;
}

/**
 * What the dashboard says under participation when it is not short: met, or, with nobody counted yet (no
 * eligible employee, or every one waived for other coverage), that there is nothing to measure.
 */
export function describeParticipationMet(p: Participation): string {
  if (p.counted === 0)
    return p.eligible === 0
      ? 'No eligible employees yet: participation is measured once employees are added and enroll.'
      : 'Every eligible employee has waived for other coverage: there is no participation to measure yet.';
  return `Participation meets the carrier's ${Math.round(p.requirement * 100)}% requirement.`;
}

/** The four progress groups of the dashboard's enrollment progress. */
export const PROGRESS_GROUPS = ['completed', 'in_progress', 'not_started', 'declined'] as const;
export type ProgressGroup = (typeof PROGRESS_GROUPS)[number];

/** Counts of each application status over the eligible, active employees. */
export function countProgress(statuses: readonly ApplicationStatus[]): Record<ProgressGroup, number> {
  const counts: Record<ProgressGroup, number> = { completed: 0, in_progress: 0, not_started: 0, declined: 0 };
  for (const status of statuses) counts[status] += 1;
  return counts;
}

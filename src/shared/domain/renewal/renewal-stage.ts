import { daysBetween, parseIsoDate } from '../dates/dates';
import type { RenewalStatus } from '../enums';

/**
 * Where a company's yearly renewal stands for its administrator (decision 0040): what the employer dashboard
 * offers in its navigation and on Home.
 * - `setup_needed`: no current renewal, and the plan year in force renews within SETUP_LEAD_DAYS (or its
 *   renewal date has passed) with no plan year after it yet: the plans and rates are to be sent.
 * - `processing`: the setup is with operations. `open`: launched, the employer reviews, compares and signs.
 * - `signed`: the new plan year exists; employees renew until the effective date.
 */
export const RENEWAL_STAGES = ['setup_needed', 'processing', 'open', 'signed'] as const;
export type RenewalStage = (typeof RENEWAL_STAGES)[number];

/** How long before its renewal date a plan year's open-enrollment setup is due: carriers quote 90–120 days ahead. */
export const SETUP_LEAD_DAYS = 120;

/** Whether a plan year renewing on `renewalAt` needs its setup on `today` (both ISO days). */
export function isSetupDue(renewalAt: string, today: string): boolean {
  const renews = parseIsoDate(renewalAt);
  const now = parseIsoDate(today);
  if (!renews || !now) return false;
  return daysBetween(now, renews) <= SETUP_LEAD_DAYS;
}

/**
 * The stage of a company's renewal: its current renewal's (decision 0035: the newest neither completed nor
 * cancelled), else `setup_needed` when the plan year in force (enrolled) is due for one and no later plan year
 * exists, else none.
 */
export function deriveRenewalStage(input: {
  currentRenewalStatus: RenewalStatus | null;
  planYearInForce: { renewalAt: string | null } | null;
  hasLaterPlanYear: boolean;
  today: string;
}): RenewalStage | null {
  switch (input.currentRenewalStatus) {
    case 'processing':
    case 'open':
    case 'signed':
      return input.currentRenewalStatus;
    default:
      break;
  }
  const renewalAt = input.planYearInForce?.renewalAt;
  if (!renewalAt || input.hasLaterPlanYear) return null;
  return isSetupDue(renewalAt, input.today) ? 'setup_needed' : null;
}

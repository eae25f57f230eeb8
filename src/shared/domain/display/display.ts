import { COVERAGE_TYPE_LABELS, type CoverageType } from '../enums';
import { formatWholeDollars } from '../money/money';
import { describePayrollDeduction } from '../payroll/deductions';

/** The out-of-pocket limit that means "no limit" (docs/spec/1 §9). */
export const UNLIMITED_OUT_OF_POCKET = 999999;

/** States whose medical plans show the network row (docs/spec/1 §9). */
export const NETWORK_ROW_STATES = ['TX', 'CA', 'FL', 'NY', 'VA', 'MD', 'GA', 'NJ', 'IL', 'AZ'] as const;

/** How many recommended-for reasons show before the "+N more" popover (docs/spec/1 §9). */
export const VISIBLE_RECOMMENDATIONS = 2;

/** Delay before the "+N more" popover opens, in milliseconds (docs/spec/1 §9). */
export const RECOMMENDATION_POPOVER_DELAY_MS = 500;

/** An out-of-pocket limit of 999999 is unlimited. */
export function isUnlimitedOutOfPocket(limit: number | null | undefined): boolean {
  return limit === UNLIMITED_OUT_OF_POCKET;
}

/** Out-of-pocket limit for display: 999999 → "Unlimited", otherwise whole dollars ("$6,500"); missing → "—". */
export function formatOutOfPocketLimit(limit: number | null | undefined): string {
  if (limit === null || limit === undefined) return '—';
  return isUnlimitedOutOfPocket(limit) ? 'Unlimited' : formatWholeDollars(limit);
}

/** A missing family deductible is twice the individual deductible (docs/spec/1 §9). */
export function resolveFamilyDeductible(individual: number, family: number | null | undefined): number {
  return family ?? individual * 2;
}

/** A missing family out-of-pocket limit is twice the individual one; an unlimited individual limit stays unlimited. */
export function resolveFamilyLimit(individual: number, family: number | null | undefined): number {
  if (family !== null && family !== undefined) return family;
  return isUnlimitedOutOfPocket(individual) ? UNLIMITED_OUT_OF_POCKET : individual * 2;
}

/** The network row shows for medical plans in TX, CA, FL, NY, VA, MD, GA, NJ, IL and AZ. */
export function shouldShowNetworkRow(coverageType: CoverageType, state: string | null | undefined): boolean {
  return (
    coverageType === 'medical' && state != null && (NETWORK_ROW_STATES as readonly string[]).includes(state)
  );
}

/** Recommended-for reasons: the first two show; the rest sit behind a "+N more" label (null when none are left). */
export function summarizeRecommendations<T>(reasons: readonly T[]): {
  visible: T[];
  hidden: T[];
  moreLabel: string | null;
} {
  const visible = reasons.slice(0, VISIBLE_RECOMMENDATIONS);
  const hidden = reasons.slice(VISIBLE_RECOMMENDATIONS);
  return { visible, hidden, moreLabel: hidden.length > 0 ? `+${hidden.length} more` : null };
}

/** The "company does not offer" message of a choose-coverage screen (docs/spec/1 §2 and §8). */
export function getNoPlansMessage(coverageType: CoverageType): string {
  switch (coverageType) {
    case 'whole_life':
      return 'Your company does not offer whole life insurance at this time.';
    case 'short_term_disability':
      return 'Your company does not offer short term disability insurance at this time.';
    case 'medical':
      return 'Thanks for inquiring! Your company is still setting up their plan selections. We will be in touch when next steps are available.';
    default:
      return `No plans to show. Your company does not offer ${COVERAGE_TYPE_LABELS[coverageType]} insurance at this time.`;
  }
}

/** The title of a choose-coverage screen: "Choose {type} coverage". */
export function getChooseCoverageTitle(coverageType: CoverageType): string {
  return `Choose ${COVERAGE_TYPE_LABELS[coverageType]} coverage`;
}

/** The loading text of a choose-coverage screen. */
export function getPlanLoadingMessage(coverageType: CoverageType): string {
  return `Loading your ${COVERAGE_TYPE_LABELS[coverageType]} plan options now…`;
}

/** The missing-zip message shown instead of plans (docs/spec/1 §2). */
export const MISSING_ZIP_MESSAGE = 'You must enter your home zip code before selecting a plan.';

/** Plans are priced by the home zip: without one no coverage can be chosen (docs/spec/1 §6 "Zip"). */
export function hasHomeZipCode(zipCode: string | null | undefined): boolean {
  return Boolean(zipCode?.trim());
}

/** The quote tool's message when no employee ages were entered (docs/spec/1 §2). */
export const NO_EMPLOYEES_ENTERED_MESSAGE =
  'Please enter the ages of all employees who need coverage using the tool at the top of the Quote Page. We need an accurate employee count to determine eligibility.';

/** What the cost cell shows for a plan the member is too old for. */
export const NOT_ELIGIBLE_COST_LABEL = 'Not Eligible';

/**
 * The age-restriction warning (docs/spec/1 §8): term life / life say "plan(s)"; whole life is singular for one plan,
 * plural for several, and "some of the offered" when only some are out of reach.
 */
export function getAgeRestrictionWarning(
  coverageType: 'life' | 'term_life' | 'whole_life',
  ineligiblePlans: number,
  offeredPlans: number,
): string | null {
  if (ineligiblePlans <= 0) return null;
  if (coverageType !== 'whole_life') {
    const kind = coverageType === 'term_life' ? 'term life' : 'life';
    return `You are not eligible for the offered ${kind} plan(s) due to age restrictions from the carrier for those plans.`;
  }
  if (offeredPlans <= 1) {
    return 'You are not eligible for the offered whole life plan due to age restrictions from the carrier for this plan.';
  }
  const which =
    ineligiblePlans < offeredPlans ? 'some of the offered whole life plans' : 'the offered whole life plans';
  return `You are not eligible for ${which} due to age restrictions from the carrier for those plans.`;
}

/**
 * How a plan's price is paid, under its cost: a contributory plan by payroll deduction, pre-tax or after-tax as
 * payroll books the line (docs/spec/1 §9 states "Pre-tax payroll deduction" for contributory plans; a life, whole life
 * or disability line is after-tax, decision 0032); a non-contributory plan by the employer.
 */
export function describeHowPaid(
  coverageType: CoverageType,
  contributionStrategy: 'Contributory' | 'Non-Contributory',
): string {
  return contributionStrategy === 'Contributory'
    ? describePayrollDeduction(coverageType)
    : 'Paid by your employer';
}

/** The page header's menu title: the employee's name, else the company's name, else the account email. */
export function selectMenuTitle(
  employeeName: string | null | undefined,
  companyName: string | null | undefined,
  email: string,
): string {
  const name = employeeName?.trim();
  if (name) return name;
  const company = companyName?.trim();
  return company ? company : email;
}

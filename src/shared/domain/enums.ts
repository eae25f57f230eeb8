/**
 * Enumerations shared by the zod schemas, the database enums and the client. Each is an `as const` tuple so
 * `z.enum(X)` and `pgEnum('x', X)` take it as is; the order is the spec's order and is kept stable.
 */

/** Coverage types in the spec's step order (docs/spec/1 §2 "Step order", §7 "Get plans"). */
export const COVERAGE_TYPES = [
  'medical',
  'dental',
  'vision',
  'accident',
  'life',
  'term_life',
  'whole_life',
  'short_term_disability',
  'long_term_disability',
] as const;
export type CoverageType = (typeof COVERAGE_TYPES)[number];

/** Human labels for coverage types, as used in "Choose {type} coverage" and the no-plans message: the key in words. */
export const COVERAGE_TYPE_LABELS = Object.fromEntries(
  COVERAGE_TYPES.map((type) => [type, type.replaceAll('_', ' ')]),
) as Record<CoverageType, string>;

/** Coverage tiers ("segments") of segment/tier-priced plans (docs/spec/1 §4). */
export const SEGMENTS = ['ee_only', 'ee_spouse', 'ee_children', 'ee_family'] as const;
export type Segment = (typeof SEGMENTS)[number];

/** Labels of the pricing tiers (docs/spec/1 §9). */
export const SEGMENT_LABELS: Record<Segment, string> = {
  ee_only: 'Just Me',
  ee_spouse: 'Me and My Spouse',
  ee_children: 'Me and My Children',
  ee_family: 'Me, My Spouse, and My Children',
};

/** Where an employee's application stands, as the employer's dashboard lists it. */
export const APPLICATION_STATUSES = ['not_started', 'in_progress', 'completed', 'declined'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  not_started: 'Not started',
  in_progress: 'In progress',
  completed: 'Completed',
  declined: 'Declined all coverage',
};

/** Individual dental/vision enrolment selections (docs/spec/3 §3). */
export const INDIVIDUAL_SEGMENTS = ['ee_self', 'ee_spouse', 'ee_children', 'ee_family'] as const;
export type IndividualSegment = (typeof INDIVIDUAL_SEGMENTS)[number];

/**
 * The individual dental and vision application's own state (decision 0043): `in_progress` while plans are
 * chosen, `pending_signature` once Enter Information is submitted (the done page: "Pending Digital Signature").
 */
export const INDIVIDUAL_ENROLLMENT_STATUSES = ['in_progress', 'pending_signature'] as const;
export type IndividualEnrollmentStatus = (typeof INDIVIDUAL_ENROLLMENT_STATUSES)[number];

/** Pricing types of a plan cost (docs/spec/1 §3 "Plan cost"). */
export const PRICING_TYPES = ['age', 'segment', 'tier'] as const;
export type PricingType = (typeof PRICING_TYPES)[number];

/** The six declination reasons that mean the person is covered elsewhere (docs/spec/1 §5). */
export const COVERED_ELSEWHERE_REASONS = [
  'spouse_parent_plan',
  'tricare_plan',
  'government_plan',
  'other_employer_plan',
  'individual_insurance_plan',
  'obamacare_aca_plan',
] as const;

/** Declination reasons (docs/spec/1 §9): the six covered-elsewhere ones (which need carrier name and id), then other. */
export const DECLINATION_REASONS = [...COVERED_ELSEWHERE_REASONS, 'other'] as const;
export type DeclinationReason = (typeof DECLINATION_REASONS)[number];

/** Labels for the declination reasons (design: the spec gives only the keys). */
export const DECLINATION_REASON_LABELS: Record<DeclinationReason, string> = {
  spouse_parent_plan: "Covered by a spouse's or parent's plan",
  tricare_plan: 'Covered by TRICARE',
  government_plan: 'Covered by a government plan (Medicare, Medicaid)',
  other_employer_plan: "Covered by another employer's plan",
  individual_insurance_plan: 'Covered by an individual insurance plan',
  obamacare_aca_plan: 'Covered by a marketplace (ACA) plan',
  other: 'Other',
};

/** Employee types (docs/spec/1 §9). */
export const EMPLOYEE_TYPES = ['full_time', 'owner', '1099'] as const;
export type EmployeeType = (typeof EMPLOYEE_TYPES)[number];

export const EMPLOYEE_TYPE_LABELS: Record<EmployeeType, string> = {
  full_time: 'Payroll Employee (W-2)',
  owner: 'Owner, not on Payroll',
  '1099': '1099 Contractor',
};

/**
 * Whether a person still works at the company (issue 11, decision 0020). Terminated people keep their record:
 * their coverage runs to the end of the month of their last day, and a continuation-coverage notice is due.
 */
export const EMPLOYMENT_STATUSES = ['active', 'terminated'] as const;
export type EmploymentStatus = (typeof EMPLOYMENT_STATUSES)[number];

/**
 * The tabs of Manage employees (docs/spec/2 §2.1; Active by default). Invited: still working, no account yet (the
 * invitation is out or not sent); Active: working, with an account; Terminated: employment ended.
 */
export const EMPLOYEE_TABS = ['active', 'invited', 'terminated'] as const;
export type EmployeeTab = (typeof EMPLOYEE_TABS)[number];
export const EMPLOYEE_TAB_LABELS: Record<EmployeeTab, string> = {
  active: 'Active',
  invited: 'Invited',
  terminated: 'Terminated',
};

/**
 * The administrator's decision on an employee a payroll partner added (docs/spec/2 §2.1
 * partner-add-employee-confirmation): pending until decided; approved sends the invitation.
 */
export const BENEFITS_DECISIONS = ['pending', 'approved', 'denied', 'waiting_on_renewal'] as const;
export type BenefitsDecision = (typeof BENEFITS_DECISIONS)[number];

/** What an invitation makes of the person who accepts it. */
export const INVITATION_KINDS = ['employee', 'administrator'] as const;
export type InvitationKind = (typeof INVITATION_KINDS)[number];

/** Marital statuses (docs/spec/1 §9). */
export const MARITAL_STATUSES = ['single', 'married', 'domestic_partner'] as const;
export type MaritalStatus = (typeof MARITAL_STATUSES)[number];

/** Dependent types (docs/spec/1 §9). */
export const DEPENDENT_TYPES = ['spouse', 'domestic_partner', 'child'] as const;
export type DependentType = (typeof DEPENDENT_TYPES)[number];
export const DEPENDENT_TYPE_LABELS: Record<DependentType, string> = {
  spouse: 'Spouse',
  domestic_partner: 'Domestic partner',
  child: 'Child',
};

/** Genders as the spec lists them (docs/spec/1 §3). */
export const GENDERS = ['male', 'female'] as const;
export type Gender = (typeof GENDERS)[number];

/** The spec's Yes/No strings (enrolment flags, tobacco use). */
export const YES_NO = ['Yes', 'No'] as const;
export type YesNo = (typeof YES_NO)[number];

/** Second beneficiary type (docs/spec/1 §3). */
export const BENEFICIARY2_TYPES = ['none', 'primary', 'contingent'] as const;
export type Beneficiary2Type = (typeof BENEFICIARY2_TYPES)[number];

/** Employer contribution types (docs/spec/2 §9). */
export const CONTRIBUTION_TYPES = ['fixed', 'percentage', 'percent_of_base_plan'] as const;
export type ContributionType = (typeof CONTRIBUTION_TYPES)[number];

/** Contribution strategy of a plan: non-contributory means the employer pays 100% (docs/spec/1 §3–4). */
export const CONTRIBUTION_STRATEGIES = ['Contributory', 'Non-Contributory'] as const;
export type ContributionStrategy = (typeof CONTRIBUTION_STRATEGIES)[number];

/** Plan network types (docs/spec/1 §3). */
export const PLAN_NETWORK_TYPES = ['HMO', 'HMP', 'PPO', 'EPO', 'POS', 'Indemnity', 'multiple'] as const;
export type PlanNetworkType = (typeof PLAN_NETWORK_TYPES)[number];

/** A company's eligibility for a plan (docs/spec/1 §3). */
export const PLAN_ELIGIBILITIES = ['eligible', 'ineligible', 'unknown'] as const;
export type PlanEligibility = (typeof PLAN_ELIGIBILITIES)[number];

/** Eligibility quiz results (docs/spec/1 §4). */
export const ELIGIBILITY_RESULTS = ['eligible_all', 'eligible_some', 'not_eligible', 'unknown'] as const;
export type EligibilityResult = (typeof ELIGIBILITY_RESULTS)[number];

/** Policy states of employee and company policies (docs/spec/2 §3). */
export const POLICY_STATES = ['enrolled', 'upcoming', 'cancelled'] as const;
export type PolicyState = (typeof POLICY_STATES)[number];

/** Individual (self-paid) dental/vision application status (docs/spec/1 §4). */
export const INDIVIDUAL_APPLICATION_STATUSES = ['not_available', 'partially_completed', 'submitted'] as const;
export type IndividualApplicationStatus = (typeof INDIVIDUAL_APPLICATION_STATUSES)[number];

/** Individual term life application statuses (docs/spec/2 §4). */
export const INDIVIDUAL_LIFE_STATUSES = [
  'initial_quote_created',
  'application_incomplete',
  'application_incomplete_fallback_shown',
  'application_complete_action_needed',
  'application_complete_pending_underwriting',
  'offer_pending',
  'covered',
] as const;
export type IndividualLifeStatus = (typeof INDIVIDUAL_LIFE_STATUSES)[number];

/**
 * Health account benefit status of an employee's policy. The spec names only "done or incomplete" (the two
 * that show the step); `not_offered` is ours for the case where the employer has no health account.
 */
export const HEALTH_ACCOUNT_STATUSES = ['not_offered', 'incomplete', 'done'] as const;
export type HealthAccountStatus = (typeof HEALTH_ACCOUNT_STATUSES)[number];

/** Employer health account types (docs/spec/3 §3). */
export const HEALTH_ACCOUNT_TYPES = ['none', 'hsa', 'fsa'] as const;
export type HealthAccountType = (typeof HEALTH_ACCOUNT_TYPES)[number];

/** How often the employer funds the health account (docs/spec/3 §3). */
export const CONTRIBUTION_FREQUENCIES = ['annually', 'quarterly', 'monthly', 'pay_period'] as const;
export type ContributionFrequency = (typeof CONTRIBUTION_FREQUENCIES)[number];

/** Health account providers (docs/spec/3 §3). */
export const HEALTH_ACCOUNT_PROVIDERS = [
  'fidelity',
  'health_equity',
  'hsa_bank',
  'lively',
  'optum',
  'bank_of_america',
  'other',
] as const;
export type HealthAccountProvider = (typeof HEALTH_ACCOUNT_PROVIDERS)[number];

/** Pay frequencies and their paychecks per year (design: the spec says only "remaining paychecks"). */
export const PAY_FREQUENCIES = ['weekly', 'biweekly', 'semimonthly', 'monthly'] as const;
export type PayFrequency = (typeof PAY_FREQUENCIES)[number];

export const PAYCHECKS_PER_YEAR: Record<PayFrequency, number> = {
  weekly: 52,
  biweekly: 26,
  semimonthly: 24,
  monthly: 12,
};

/** Renewal service lines (docs/spec/2 §9), as keys; labels below. */
export const SERVICE_LINES = [
  'medical',
  'dental',
  'vision',
  'life',
  'long_term_disability',
  'short_term_disability',
] as const;
export type ServiceLine = (typeof SERVICE_LINES)[number];

export const SERVICE_LINE_LABELS: Record<ServiceLine, string> = {
  medical: 'Medical',
  dental: 'Dental',
  vision: 'Vision',
  life: 'Life',
  long_term_disability: 'Long Term Disability',
  short_term_disability: 'Short Term Disability',
};

/** Waiting period options for new employees (docs/spec/2 §9). */
/**
 * A renewal's life (decision 0035): processing (the broker's setup is with operations), open (launched: the
 * employer reviews, sets contributions and signs), signed (the upcoming company policy exists; employees renew),
 * completed (its plan year has started), cancelled.
 */
export const RENEWAL_STATUSES = ['processing', 'open', 'signed', 'completed', 'cancelled'] as const;
export type RenewalStatus = (typeof RENEWAL_STATUSES)[number];

/** Open-enrollment setup status (docs/spec/2 §3): none yet, processing (submitted), launched. */
export const OPEN_ENROLLMENT_SETUP_STATUSES = ['processing', 'launched'] as const;
export type OpenEnrollmentSetupStatus = (typeof OPEN_ENROLLMENT_SETUP_STATUSES)[number];

/** The two uploads of each benefit type in open-enrollment setup (docs/spec/2 §2.3). */
export const SETUP_UPLOAD_KINDS = ['documents', 'rates'] as const;
export type SetupUploadKind = (typeof SETUP_UPLOAD_KINDS)[number];

export const WAITING_PERIODS = ['first_of_month_after_hire', 'one_month', 'two_months'] as const;
export type WaitingPeriod = (typeof WAITING_PERIODS)[number];

export const WAITING_PERIOD_LABELS: Record<WaitingPeriod, string> = {
  first_of_month_after_hire: '1st of month after hire date',
  one_month: '1 month',
  two_months: '2 months',
};

/** ACA measurement methods (docs/spec/3 §3). */
export const MEASUREMENT_METHODS = ['lookback', 'monthly'] as const;
export type MeasurementMethod = (typeof MEASUREMENT_METHODS)[number];

/** The 50 states and the District of Columbia, by postal code. */
export const US_STATES = [
  'AL',
  'AK',
  'AZ',
  'AR',
  'CA',
  'CO',
  'CT',
  'DE',
  'DC',
  'FL',
  'GA',
  'HI',
  'ID',
  'IL',
  'IN',
  'IA',
  'KS',
  'KY',
  'LA',
  'ME',
  'MD',
  'MA',
  'MI',
  'MN',
  'MS',
  'MO',
  'MT',
  'NE',
  'NV',
  'NH',
  'NJ',
  'NM',
  'NY',
  'NC',
  'ND',
  'OH',
  'OK',
  'OR',
  'PA',
  'RI',
  'SC',
  'SD',
  'TN',
  'TX',
  'UT',
  'VT',
  'VA',
  'WA',
  'WV',
  'WI',
  'WY',
] as const;
export type UsState = (typeof US_STATES)[number];

const US_STATE_SET: ReadonlySet<string> = new Set(US_STATES);

/** A string is a US state (or DC) postal code. */
export function isUsState(value: string): value is UsState {
  return US_STATE_SET.has(value);
}

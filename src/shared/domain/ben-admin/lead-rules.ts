import type {
  ContributionFrequency,
  ContributionType,
  HealthAccountProvider,
  HealthAccountType,
} from '../enums';
import type { BenAdminLeadStatus } from './flow';

// The lists themselves are docs/spec/3 §3's, kept once in enums.ts; this file adds their labels and rules.
export {
  CONTRIBUTION_FREQUENCIES,
  type ContributionFrequency,
  HEALTH_ACCOUNT_PROVIDERS,
  HEALTH_ACCOUNT_TYPES,
  type HealthAccountProvider,
  type HealthAccountType,
} from '../enums';

/*
 * The lead's pick-lists and the rules of its additional-information form (docs/spec/3 §3, §5; decision 0052).
 */

/** How the employer contributes (docs/spec/3 §3 contributionType: the one vocabulary, contribution-types.ts), as the lead's form words it. */
export const LEAD_CONTRIBUTION_TYPE_LABELS: Record<ContributionType, string> = {
  percent_of_base_plan: "Percentage of the base plan's premium",
  percentage: "Percentage of each plan's premium",
  fixed: 'Fixed dollar amount each month',
};

/** A contribution row: who it is for, and what the company pays (docs/spec/3 §3 contributions list). */
export type LeadContribution = {
  name: string;
  employeePercentage: number | null;
  dependentPercentage: number | null;
  employeeFixedAmount: number | null;
  dependentFixedAmount: number | null;
};

/** The default rule (docs/spec/3 §3 "Default company contribution"): 50% of the employee's premium, 0% of dependents'. */
export function defaultLeadContribution(name = 'All employees'): LeadContribution {
  return {
    name,
    employeePercentage: 50,
    dependentPercentage: 0,
    employeeFixedAmount: null,
    dependentFixedAmount: null,
  };
}

/** The waiting period before a new hire's coverage starts (docs/spec/3 §3 probationaryPeriod; ACA allows 90 days at most). */
export const HEALTH_ACCOUNT_TYPE_LABELS: Record<HealthAccountType, string> = {
  none: 'No health account',
  hsa: 'Health Savings Account (HSA)',
  fsa: 'Flexible Spending Account (FSA)',
};

/** Whether the account type asks for a provider, amounts and a funding bank (every type but none). */
export function hasHealthAccount(type: HealthAccountType | null): boolean {
  return type === 'hsa' || type === 'fsa';
}

export const CONTRIBUTION_FREQUENCY_LABELS: Record<ContributionFrequency, string> = {
  annually: 'Once a year',
  quarterly: 'Every quarter',
  monthly: 'Every month',
  pay_period: 'Every pay period',
};

export const HEALTH_ACCOUNT_PROVIDER_LABELS: Record<HealthAccountProvider, string> = {
  fidelity: 'Fidelity',
  health_equity: 'HealthEquity',
  hsa_bank: 'HSA Bank',
  lively: 'Lively',
  optum: 'Optum Bank',
  bank_of_america: 'Bank of America',
  other: 'Other',
};

/** The invoices a lead may upload (docs/spec/3 §3 "Benefit invoice types"). */
export const BENEFIT_INVOICE_TYPES = ['medical', 'dental', 'vision', 'life', 'disability', 'add'] as const;
export type BenefitInvoiceType = (typeof BENEFIT_INVOICE_TYPES)[number];
export const BENEFIT_INVOICE_TYPE_LABELS: Record<BenefitInvoiceType, string> = {
  medical: 'Medical',
  dental: 'Dental',
  vision: 'Vision',
  life: 'Life',
  disability: 'Disability',
  add: 'AD&D',
};

/** The two file sets of a lead (docs/spec/3 §7 storage_key): current insurance invoices, health-account documents. */
export const LEAD_FILE_STORAGE_KEYS = ['insurance', 'health_account'] as const;
export type LeadFileStorageKey = (typeof LEAD_FILE_STORAGE_KEYS)[number];

/** At most this many files in each set. */
export const MAX_LEAD_FILES_PER_KEY = 20;

/**
 * The eight parts of the additional-information form (docs/spec/3 §2 "an eight-part form plus a signature"; the
 * parts are not shown, decision 0052 names them), in order.
 */
export const ADDITIONAL_INFORMATION_PARTS = [
  { id: 'contact', title: 'Company contact' },
  { id: 'broker', title: 'Your broker' },
  { id: 'insurance', title: 'Current insurance' },
  { id: 'contributionType', title: 'How you contribute' },
  { id: 'contributions', title: 'Contributions' },
  { id: 'waitingPeriod', title: 'Waiting period' },
  { id: 'healthAccount', title: 'Health account' },
  { id: 'funding', title: 'Health account funding' },
] as const;

/** Whether a lead's registration may still change: not once it is done (its information was signed). */
export function isLeadOpen(status: BenAdminLeadStatus | null): boolean {
  return status !== 'done';
}

/**
 * What happens next, on the registration's done page and in its e-mail (docs/spec/3 §2 Done, issue 34 item 7): the
 * broker named on the form is contacted in 1-3 business days, or the company itself when it named none; and the
 * subscription's first monthly payment (not an insurance premium) is debited within 1-5 days of approval.
 */
export function describeRegistrationNextSteps(brokerName: string | null | undefined): string[] {
  const broker = brokerName?.trim();
  return [
    broker
      ? `We will contact your broker, ${broker}, within 1-3 business days to set up your benefits administration.`
      : 'We will contact you within 1-3 business days to set up your benefits administration.',
    "Your subscription's first monthly payment is debited within 1-5 days of approval.",
  ];
}

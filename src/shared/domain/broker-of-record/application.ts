/**
 * The broker-of-record application's flow (docs/spec/3 §2 and §4; decision 0048): its two modes, its sections, which
 * are complete, and the next section the server names (`applicationStatus.nextSectionUrl`). Pure, shared by the
 * server (which decides) and the client (which follows).
 */

import type { BorContributionType } from '../contributions/contribution-types';

export const BOR_MODES = ['standard', 'embedded'] as const;
export type BorMode = (typeof BOR_MODES)[number];

/**
 * The partner whose session runs the embedded flow. Only netsuite changes the steps (deductions); the others
 * change the branding and the final button (decision 0048).
 */
export const BOR_PARTNER_KINDS = ['netsuite', 'quickbooks', 'aba'] as const;
export type BorPartnerKind = (typeof BOR_PARTNER_KINDS)[number];

/** The sections of the side progress list (docs/spec/3 §3 applicationStatus.sections), in order. */
export const BOR_SECTIONS = [
  'companyInformation',
  'currentPlan',
  'confirmation',
  'contributions',
  'fileUpload',
] as const;
export type BorSection = (typeof BOR_SECTIONS)[number];
/** What the server may mark complete: the sections, and the netsuite partner's deductions. */
export type BorCompletable = BorSection | 'deductions';

export const BOR_SECTION_LABELS: Record<BorSection, string> = {
  companyInformation: 'Company Information',
  currentPlan: 'Insurance Plans',
  confirmation: 'Review and Sign',
  contributions: 'Contribution',
  fileUpload: 'File Upload',
};

/** The base path of the wizard (the client mounts both modes' children under it). */
export const BOR_BASE_PATH = '/broker-of-record';

/** The embedded (partner) mode's children, docs/spec/3 §2. */
export const BOR_EMBEDDED_PATHS = {
  landingPage: '/landing-page',
  companyInformation: '/company-information',
  currentPlan: '/current-plan',
  confirmation: '/confirmation',
  contributions: '/contributions',
  fileUpload: '/file-upload',
  deductions: '/deductions',
  done: '/done',
} as const;

/** The standard mode's children, docs/spec/3 §2. */
export const BOR_STANDARD_PATHS = {
  basicInformation: '/basic-information',
  sign: '/sign',
  policy: '/policy',
  success: '/success',
} as const;

/** The intake's contribution answers (BOR_CONTRIBUTION_TYPES, the one vocabulary's) as docs/spec/3 §9 words them. */
export const BOR_CONTRIBUTION_TYPE_LABELS: Record<BorContributionType, string> = {
  percent_of_base_plan: '% of the least expensive plan',
  percentage: '% of total premium',
  fixed: 'Flat dollar amount',
  class_based: 'Class-based',
  other: 'Other',
};

/** docs/spec/3 §9 measurement methods. */
export const MEASUREMENT_METHODS = ['lookback', 'monthly'] as const;
export type MeasurementMethod = (typeof MEASUREMENT_METHODS)[number];
export const MEASUREMENT_METHOD_LABELS: Record<MeasurementMethod, string> = {
  lookback: 'Look-Back 12 Months',
  monthly: 'Monthly Review',
};

/** docs/spec/3 §3 "Default company contribution". */
export const DEFAULT_BOR_CONTRIBUTION = {
  employeePercentage: 50,
  dependentPercentage: 0,
  employeeFixedAmount: null,
  dependentFixedAmount: null,
  active: true,
} as const;

/**
 * The large-group and measurement-method questions show only when the ACA questions show and part-timers are
 * not covered (docs/spec/3 §5); measurement is required only then.
 */
export function showsMeasurementQuestions(input: {
  showAcaQuestions: boolean;
  coveringPartTime: boolean | null;
}): boolean {
  return input.showAcaQuestions && input.coveringPartTime === false;
}

/** Whether the deductions step exists: the netsuite partner's embedded flow only (docs/spec/3 §2). */
export function hasDeductionsStep(record: { mode: BorMode; partnerKind: string | null }): boolean {
  return record.mode === 'embedded' && record.partnerKind === 'netsuite';
}

export type BorFlowRecord = {
  mode: BorMode;
  partnerKind: string | null;
  completed: readonly string[];
};

/**
 * The next section, as the URL the client goes to (docs/spec/3 §4): embedded mode walks company information, insurance
 * plans, review and sign, contributions, file upload, deductions (netsuite only), done; standard mode walks
 * basic-information (company and plans together), sign, then the policy page once signed.
 */
export function nextSectionUrl(record: BorFlowRecord): string {
  const done = (s: BorCompletable) => record.completed.includes(s);
  const at = (path: string) => `${BOR_BASE_PATH}${path}`;
  if (record.mode === 'standard') {
    if (!done('companyInformation') || !done('currentPlan')) return at(BOR_STANDARD_PATHS.basicInformation);
    if (!done('confirmation')) return at(BOR_STANDARD_PATHS.sign);
    return at(BOR_STANDARD_PATHS.policy);
  }
  const order: BorCompletable[] = [...BOR_SECTIONS];
  if (hasDeductionsStep(record)) order.push('deductions');
  const next = order.find((s) => !done(s));
  return at(next ? BOR_EMBEDDED_PATHS[next] : BOR_EMBEDDED_PATHS.done);
}

/** The sections map of applicationStatus. */
export function describeSections(
  completed: readonly string[],
): Record<BorSection, 'complete' | 'incomplete'> {
  return Object.fromEntries(
    BOR_SECTIONS.map((s) => [s, completed.includes(s) ? 'complete' : 'incomplete']),
  ) as Record<BorSection, 'complete' | 'incomplete'>;
}

/**
 * The ACA questions (docs/spec/3 §3 showAcaQuestions) belong to the contributions step, which only the embedded flow
 * has (decision 0048): standard mode never asks them.
 */
export function showAcaQuestions(record: { mode: BorMode }): boolean {
  return record.mode === 'embedded';
}

export const BOR_MESSAGES = {
  version: 'This application was changed in another window. Reload to see the latest.',
  otherCarrierRequired: 'Please enter the name of the carrier.',
  medicalRequired: 'Please add your current medical plan.',
  feinRequired: 'Required',
  signedLocked:
    'This application is signed and its letters have been sent. To change the company or its carriers, please contact support.',
  notReadyToSign: 'Please complete the company information and the insurance plans before signing.',
  alreadySigned: 'This application has already been signed.',
  noLetterCarrier: 'Add the carrier of at least one plan before signing.',
  tokenMismatch: 'This form names another company.',
  unknownPlan: 'That plan was not found. Save the insurance plans first.',
  uploadFailed: 'An unexpected error occurred while uploading. Please try again.',
  statusNotAllowed: (from: string, to: string) => `A carrier change cannot move from ${from} to ${to}.`,
  carrierChangeVersion: 'This carrier change was changed in another window. Reload to see the latest.',
  letterSaved: 'Changes have been saved!',
  passwordNotAllowed: 'This account already has a password. Change it from your account settings.',
  emailInUse: 'This email is already associated with an existing account',
} as const;

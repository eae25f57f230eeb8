import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  belongsTo,
  eligibilityAnswers,
  flag,
  id,
  percentage,
  timestampNow,
  timestamps,
  timestamptz,
} from './columns';
import { companies, companyPolicies, employeeRoles, partners } from './companies';
import {
  applicationReviewStatusEnum,
  beneficiary2TypeEnum,
  benefitsDecisionEnum,
  coverageTypeEnum,
  dependentTypeEnum,
  employeeTypeEnum,
  employmentStatusEnum,
  genderEnum,
  individualApplicationStatusEnum,
  individualEnrollmentStatusEnum,
  individualSegmentEnum,
  invitationKindEnum,
  maritalStatusEnum,
  payFrequencyEnum,
  policyStateEnum,
  segmentEnum,
  yesNoEnum,
} from './enums';
import { accounts, sessions } from './identity';
import { individualPlans, plans } from './plans';

/**
 * The employee form (docs/spec/1 §3). SSN and bank numbers are stored only encrypted (AES-256-GCM) with a
 * separate last four for display.
 */
export const employeeForms = pgTable(
  'employee_forms',
  {
    id: id(),
    hashId: text('hash_id').notNull().unique(),
    companyId: belongsTo('company_id', () => companies.id),
    accountId: uuid('account_id').references(() => accounts.id),
    employeeRoleId: uuid('employee_role_id').references(() => employeeRoles.id),
    firstName: text('first_name').notNull(),
    middleInitial: text('middle_initial'),
    lastName: text('last_name').notNull(),
    email: text('email'),
    homeAddress: text('home_address'),
    city: text('city'),
    state: text('state'),
    zipCode: text('zip_code'),
    homePhoneNumber: text('home_phone_number'),
    workPhoneNumber: text('work_phone_number'),
    bornAt: date('born_at'),
    gender: genderEnum('gender'),
    tobaccoUser: yesNoEnum('tobacco_user'),
    maritalStatus: maritalStatusEnum('marital_status'),
    annualSalaryCents: bigint('annual_salary_cents', { mode: 'number' }),
    payFrequency: payFrequencyEnum('pay_frequency').notNull().default('biweekly'),
    jobTitle: text('job_title'),
    hiredAt: date('hired_at'),
    employeeType: employeeTypeEnum('employee_type'),
    ssnEncrypted: text('ssn_encrypted'),
    ssnLast4: text('ssn_last4'),
    isEligible: flag('is_eligible', true),
    benefitsAdmin: flag('benefits_admin'),
    hideIndividualApplications: flag('hide_individual_applications'),
    individualApplicationsAvailable: flag('individual_applications_available'),
    individualApplicationStatus: individualApplicationStatusEnum('individual_application_status')
      .notNull()
      .default('not_available'),
    /** Fields imported from a partner (payroll) that the employee may not edit here. */
    syncedFields: jsonb('synced_fields').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    externalId: text('external_id'),
    bankName: text('bank_name'),
    bankRoutingNumberEncrypted: text('bank_routing_number_encrypted'),
    bankRoutingNumberLast4: text('bank_routing_number_last4'),
    bankAccountNumberEncrypted: text('bank_account_number_encrypted'),
    bankAccountNumberLast4: text('bank_account_number_last4'),
    /** Employment (decision 0020): terminated people keep their record and their coverage's end date. */
    employmentStatus: employmentStatusEnum('employment_status').notNull().default('active'),
    lastDayAt: date('last_day_at'),
    /** The last day of the month of the last day: coverage runs to it. */
    coverageEndsAt: date('coverage_ends_at'),
    /** A continuation-coverage (COBRA or the state's) notice is due for this termination. */
    continuationNoticeDue: flag('continuation_notice_due'),
    terminatedAt: timestamptz('terminated_at'),
    /** A payroll partner added this person through the partner API; the administrator decides on benefits. */
    addedByPartnerId: uuid('added_by_partner_id').references(() => partners.id),
    benefitsDecision: benefitsDecisionEnum('benefits_decision'),
    benefitsDecisionReason: text('benefits_decision_reason'),
    benefitsDecidedAt: timestamptz('benefits_decided_at'),
    /**
     * Raised by every administrator's write to the person's employment (eligibility, class, termination,
     * rehire, benefits decision): a write names the version it read and a stale one answers 409 (0012).
     */
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (t) => [
    index('employee_forms_company_idx').on(t.companyId),
    index('employee_forms_account_idx').on(t.accountId),
    /** One person per email in a company: a census row with a known email updates that person. */
    uniqueIndex('employee_forms_company_email_uq').on(t.companyId, sql`lower(${t.email})`),
    /** Manage employees pages through a company's people by name (thousands of employees). */
    index('employee_forms_company_name_idx').on(t.companyId, t.lastName, t.firstName, t.id),
  ],
);

/**
 * An invitation to create an account: an employee's (their employee form gets the account and the
 * application opens) or an administrator's (a membership of the company). Only the SHA-256 of the token is
 * stored; the token travels once, in the e-mail's link. One open invitation per form or per email and
 * company: a new one revokes the last.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: id(),
    kind: invitationKindEnum('kind').notNull(),
    companyId: belongsTo('company_id', () => companies.id),
    employeeFormId: uuid('employee_form_id').references(() => employeeForms.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdByAccountId: uuid('created_by_account_id').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: timestampNow('created_at'),
    expiresAt: timestamptz('expires_at').notNull(),
    acceptedAt: timestamptz('accepted_at'),
    acceptedAccountId: uuid('accepted_account_id').references(() => accounts.id, { onDelete: 'set null' }),
    revokedAt: timestamptz('revoked_at'),
  },
  (t) => [
    index('invitations_form_idx').on(t.employeeFormId),
    index('invitations_company_idx').on(t.companyId, t.kind),
  ],
);

/**
 * A payroll partner's key to the partner API (decision 0020). Only its SHA-256 is stored, with a short
 * prefix to tell keys apart; the key itself is shown once, when made. Revoked keys stay for the audit.
 */
export const partnerApiKeys = pgTable(
  'partner_api_keys',
  {
    id: id(),
    partnerId: belongsTo('partner_id', () => partners.id),
    /** Set on a key issued by a company's connection (decision 0033): it may act for that company only. */
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    keyPrefix: text('key_prefix').notNull(),
    keyHash: text('key_hash').notNull().unique(),
    createdByAccountId: uuid('created_by_account_id').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: timestampNow('created_at'),
    lastUsedAt: timestamptz('last_used_at'),
    revokedAt: timestamptz('revoked_at'),
  },
  (t) => [index('partner_api_keys_partner_idx').on(t.partnerId)],
);

export const employeeDependents = pgTable(
  'employee_dependents',
  {
    id: id(),
    employeeFormId: belongsTo('employee_form_id', () => employeeForms.id),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    bornAt: date('born_at').notNull(),
    gender: genderEnum('gender').notNull(),
    dependentType: dependentTypeEnum('dependent_type').notNull(),
    active: flag('active', true),
    ssnEncrypted: text('ssn_encrypted'),
    ssnLast4: text('ssn_last4'),
    ...timestamps,
  },
  (t) => [index('employee_dependents_form_idx').on(t.employeeFormId)],
);

/** An employee's application/policy for one company policy (plan year); renewal policies have is_renewal. */
export const employeePolicies = pgTable(
  'employee_policies',
  {
    id: id(),
    employeeFormId: belongsTo('employee_form_id', () => employeeForms.id),
    companyPolicyId: belongsTo('company_policy_id', () => companyPolicies.id),
    status: policyStateEnum('status').notNull().default('upcoming'),
    isRenewal: flag('is_renewal'),
    effectiveAt: date('effective_at'),
    declinationReason: text('declination_reason'),
    declinationReason1CarrierName: text('declination_reason1_carrier_name'),
    declinationReason1IdNumber: text('declination_reason1_id_number'),
    declinationReason4Explanation: text('declination_reason4_explanation'),
    signatureImageDataUrl: text('signature_image_data_url'),
    signedAt: timestamptz('signed_at'),
    signedByAccountId: uuid('signed_by_account_id').references(() => accounts.id),
    signedSessionId: uuid('signed_session_id').references(() => sessions.id, { onDelete: 'set null' }),
    signedInAdminMode: boolean('signed_in_admin_mode'),
    completedAt: timestamptz('completed_at'),
    /**
     * Operations' review (decision 0064): signing submits, operations approve (effective_at set) or return it
     * with a reason (the signature is withdrawn so the employee corrects and signs again). Null: not signed.
     */
    reviewStatus: applicationReviewStatusEnum('review_status'),
    reviewReason: text('review_reason'),
    /** The application fields a return names for the employee to change (decision 0078); empty otherwise. */
    reviewFields: jsonb('review_fields').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    reviewedByAccountId: uuid('reviewed_by_account_id').references(() => accounts.id),
    reviewedAt: timestamptz('reviewed_at'),
    /**
     * Raised by every write to the application (its form, dependents, answers, beneficiaries, signature): a
     * write names the version it was based on (If-Match) and a stale one answers 409 (decision 0012).
     */
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (t) => [
    index('employee_policies_form_idx').on(t.employeeFormId),
    index('employee_policies_review_idx').on(t.reviewStatus),
    uniqueIndex('employee_policies_form_company_policy_uq').on(t.employeeFormId, t.companyPolicyId),
  ],
);

/** One row per coverage line the employee has answered: isEnrolling{Type}, the enrolled plan, amounts. */
export const employeePolicyCoverages = pgTable(
  'employee_policy_coverages',
  {
    employeePolicyId: belongsTo('employee_policy_id', () => employeePolicies.id),
    coverageType: coverageTypeEnum('coverage_type').notNull(),
    isEnrolling: yesNoEnum('is_enrolling').notNull(),
    planId: uuid('plan_id').references(() => plans.id),
    segment: segmentEnum('segment'),
    coverageAmountCents: bigint('coverage_amount_cents', { mode: 'number' }),
    spouseCoverageAmountCents: bigint('spouse_coverage_amount_cents', { mode: 'number' }),
    childCoverageAmountCents: bigint('child_coverage_amount_cents', { mode: 'number' }),
    updatedAt: timestampNow('updated_at'),
  },
  (t) => [primaryKey({ columns: [t.employeePolicyId, t.coverageType] })],
);

/** dependentsEnrolling{Type} and dependentEnrollments: per dependent and coverage line. */
export const employeePolicyDependentEnrollments = pgTable(
  'employee_policy_dependent_enrollments',
  {
    employeePolicyId: belongsTo('employee_policy_id', () => employeePolicies.id),
    dependentId: belongsTo('dependent_id', () => employeeDependents.id),
    coverageType: coverageTypeEnum('coverage_type').notNull(),
    isEnrolling: boolean('is_enrolling').notNull(),
    coverageAmountCents: bigint('coverage_amount_cents', { mode: 'number' }),
  },
  (t) => [primaryKey({ columns: [t.employeePolicyId, t.dependentId, t.coverageType] })],
);

/** The steps an application has completed (basicInformation, chooseMedicalPlan, sign, ...). */
export const employeePolicySteps = pgTable(
  'employee_policy_steps',
  {
    employeePolicyId: belongsTo('employee_policy_id', () => employeePolicies.id),
    step: text('step').notNull(),
    completedAt: timestampNow('completed_at'),
    completedByAccountId: uuid('completed_by_account_id'),
  },
  (t) => [primaryKey({ columns: [t.employeePolicyId, t.step] })],
);

/** Beneficiaries 1 and 2 of an employee form (docs/spec/1 §3 "Beneficiary pair"). */
export const beneficiaryPairs = pgTable('beneficiary_pairs', {
  employeeFormId: belongsTo('employee_form_id', () => employeeForms.id).primaryKey(),
  beneficiary1Name: text('beneficiary1_name'),
  beneficiary1Relationship: text('beneficiary1_relationship'),
  beneficiary1Percentage: percentage('beneficiary1_percentage'),
  beneficiary1BirthDate: date('beneficiary1_birth_date'),
  beneficiary1SsnEncrypted: text('beneficiary1_ssn_encrypted'),
  beneficiary1SsnLast4: text('beneficiary1_ssn_last4'),
  beneficiary1PhoneNumber: text('beneficiary1_phone_number'),
  beneficiary1Address: text('beneficiary1_address'),
  beneficiary1City: text('beneficiary1_city'),
  beneficiary1State: text('beneficiary1_state'),
  beneficiary1ZipCode: text('beneficiary1_zip_code'),
  beneficiary2Type: beneficiary2TypeEnum('beneficiary2_type').notNull().default('none'),
  beneficiary2Name: text('beneficiary2_name'),
  beneficiary2Relationship: text('beneficiary2_relationship'),
  beneficiary2Percentage: percentage('beneficiary2_percentage'),
  beneficiary2BirthDate: date('beneficiary2_birth_date'),
  beneficiary2SsnEncrypted: text('beneficiary2_ssn_encrypted'),
  beneficiary2SsnLast4: text('beneficiary2_ssn_last4'),
  beneficiary2PhoneNumber: text('beneficiary2_phone_number'),
  beneficiary2Address: text('beneficiary2_address'),
  beneficiary2City: text('beneficiary2_city'),
  beneficiary2State: text('beneficiary2_state'),
  beneficiary2ZipCode: text('beneficiary2_zip_code'),
  updatedAt: timestampNow('updated_at'),
});

/**
 * The individual (self-paid) dental and vision application of an employee form (docs/spec/3 §3 "Individual
 * application (on the employee form)", decision 0043): the chosen plan and who it covers per line, and its
 * own state and version. The SSNs it gathers are the form's and the dependents' (ssn_encrypted), its bank
 * details the form's bank_* columns (sealed with the field cipher).
 */
export const individualApplications = pgTable('individual_applications', {
  employeeFormId: belongsTo('employee_form_id', () => employeeForms.id).primaryKey(),
  dentalPlanId: uuid('dental_plan_id').references(() => individualPlans.id),
  dentalEnrollment: individualSegmentEnum('dental_enrollment'),
  visionPlanId: uuid('vision_plan_id').references(() => individualPlans.id),
  visionEnrollment: individualSegmentEnum('vision_enrollment'),
  status: individualEnrollmentStatusEnum('status').notNull().default('in_progress'),
  submittedAt: timestamptz('submitted_at'),
  submittedByAccountId: uuid('submitted_by_account_id').references(() => accounts.id),
  /** Raised by every write: a write names the version it read (If-Match) and a stale one answers 409. */
  version: integer('version').notNull().default(1),
  ...timestamps,
});

/** The employee's own yearly health-account contribution. */
export const employeeHealthAccounts = pgTable('employee_health_accounts', {
  employeePolicyId: belongsTo('employee_policy_id', () => employeePolicies.id).primaryKey(),
  yearlyContributionAmountCents: bigint('yearly_contribution_amount_cents', { mode: 'number' }),
  updatedAt: timestampNow('updated_at'),
});

/**
 * An employee's own answers to the eligibility quiz: they change only that employee's view (plan badges and
 * the quiz result). The company's answers are written by its administrators (decision 0012).
 */
export const employeeEligibilityAnswers = pgTable('employee_eligibility_answers', {
  employeePolicyId: belongsTo('employee_policy_id', () => employeePolicies.id).primaryKey(),
  ...eligibilityAnswers(),
});

import {
  type AnyPgColumn,
  bigint,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { belongsTo, flag, id, percentage, timestamps, timestamptz } from './columns';
import { companies, companyPolicies, employeeRoles } from './companies';
import {
  contributionTypeEnum,
  openEnrollmentSetupStatusEnum,
  renewalStatusEnum,
  serviceLineEnum,
  setupUploadKindEnum,
  waitingPeriodEnum,
} from './enums';
import { storedFiles } from './files';
import { accounts } from './identity';
import { plans } from './plans';

/*
 * Open enrollment and renewal (issue 13, decision 0035). A renewal is the next plan year of a company in the
 * making: the broker's open-enrollment setup (uploads) goes to operations, who load the renewal's plan suites
 * and launch it; the employer reviews, sets contributions and signs, which creates the upcoming company policy;
 * employees renew on it; on its effective date it becomes enrolled and the old plan year ends.
 */

/** One renewal of a company: the plan year it renews, its packages (plan suites) and, once signed, the new one. */
export const renewals = pgTable(
  'renewals',
  {
    id: id(),
    companyId: belongsTo('company_id', () => companies.id),
    status: renewalStatusEnum('status').notNull().default('processing'),
    /** The plan year renewed (null for a company's first setup). */
    currentCompanyPolicyId: uuid('current_company_policy_id').references(() => companyPolicies.id),
    /** The first day of the new plan year. */
    effectiveAt: date('effective_at').notNull(),
    /** The package the employer chose (renewal suite comparison); the first suite until they choose. */
    selectedPlanSuiteId: uuid('selected_plan_suite_id').references((): AnyPgColumn => planSuites.id),
    /** Renewal details (docs/spec/2 §2.4): the waiting period for new employees. */
    probationaryPeriod: waitingPeriodEnum('probationary_period'),
    signatureImageDataUrl: text('signature_image_data_url'),
    signedAt: timestamptz('signed_at'),
    signedByAccountId: uuid('signed_by_account_id').references(() => accounts.id),
    /** The upcoming company policy signing created. */
    upcomingCompanyPolicyId: uuid('upcoming_company_policy_id').references(() => companyPolicies.id),
    launchedAt: timestamptz('launched_at'),
    completedAt: timestamptz('completed_at'),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (t) => [index('renewals_company_idx').on(t.companyId)],
);

/** The broker's open-enrollment setup (docs/spec/2 §2.3): the uploads operations process into the renewal. */
export const openEnrollmentSetups = pgTable(
  'open_enrollment_setups',
  {
    id: id(),
    companyId: belongsTo('company_id', () => companies.id),
    renewalId: belongsTo('renewal_id', () => renewals.id),
    status: openEnrollmentSetupStatusEnum('status').notNull().default('processing'),
    submittedByAccountId: uuid('submitted_by_account_id').references(() => accounts.id),
    submittedAt: timestamptz('submitted_at'),
    launchedByAccountId: uuid('launched_by_account_id').references(() => accounts.id),
    launchedAt: timestamptz('launched_at'),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (t) => [
    index('open_enrollment_setups_company_idx').on(t.companyId),
    uniqueIndex('open_enrollment_setups_renewal_uq').on(t.renewalId),
  ],
);

/** A setup's uploaded file: Plan Documents or Plan Rates of one benefit type (the bytes in stored_files). */
export const openEnrollmentSetupFiles = pgTable(
  'open_enrollment_setup_files',
  {
    id: id(),
    setupId: belongsTo('setup_id', () => openEnrollmentSetups.id),
    serviceLine: serviceLineEnum('service_line').notNull(),
    kind: setupUploadKindEnum('kind').notNull(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => storedFiles.id),
  },
  (t) => [index('open_enrollment_setup_files_setup_idx').on(t.setupId)],
);

/** A renewal package: up to five per renewal (docs/spec/3), each a set of plans across the lines. */
export const planSuites = pgTable(
  'plan_suites',
  {
    id: id(),
    renewalId: belongsTo('renewal_id', () => renewals.id),
    shortName: text('short_name').notNull(),
    /** 1 to 5, the order of the comparison. */
    position: integer('position').notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('plan_suites_renewal_position_uq').on(t.renewalId, t.position)],
);

/** The plans of a plan suite; one base plan per line (percent_of_base_plan's reference). */
export const planSuitePlans = pgTable(
  'plan_suite_plans',
  {
    planSuiteId: belongsTo('plan_suite_id', () => planSuites.id),
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id),
    isBasePlan: flag('is_base_plan'),
  },
  (t) => [primaryKey({ columns: [t.planSuiteId, t.planId] })],
);

/** A current medical plan and what replaces it in each suite (docs/spec/3 "Medical plan mapping"). */
export const medicalPlanMappings = pgTable(
  'medical_plan_mappings',
  {
    id: id(),
    renewalId: belongsTo('renewal_id', () => renewals.id),
    name: text('name').notNull(),
    /** The current plan mapped (null: a new plan with no current counterpart). */
    currentPlanId: uuid('current_plan_id').references(() => plans.id),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('medical_plan_mappings_renewal_idx').on(t.renewalId)],
);

export const medicalPlanMappingItems = pgTable(
  'medical_plan_mapping_items',
  {
    mappingId: belongsTo('mapping_id', () => medicalPlanMappings.id),
    planSuiteId: belongsTo('plan_suite_id', () => planSuites.id),
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id),
  },
  (t) => [primaryKey({ columns: [t.mappingId, t.planSuiteId] })],
);

/**
 * The renewal's contribution rows (docs/spec/2 §3 "Renewal contribution row"), edited on renewal details before the
 * upcoming policy exists; signing copies them to its company_contributions, each name a class.
 */
export const renewalContributions = pgTable(
  'renewal_contributions',
  {
    id: id(),
    renewalId: belongsTo('renewal_id', () => renewals.id),
    serviceLine: serviceLineEnum('service_line').notNull(),
    name: text('name').notNull(),
    active: flag('active', true),
    contributionType: contributionTypeEnum('contribution_type').notNull(),
    employeePercentage: percentage('employee_percentage'),
    dependentPercentage: percentage('dependent_percentage'),
    employeeFixedAmountCents: bigint('employee_fixed_amount_cents', { mode: 'number' }),
    dependentFixedAmountCents: bigint('dependent_fixed_amount_cents', { mode: 'number' }),
    /** The class the row's name stands for, set at signing. */
    employeeRoleId: uuid('employee_role_id').references(() => employeeRoles.id),
    sortOrder: integer('sort_order').notNull().default(0),
    ...timestamps,
  },
  (t) => [index('renewal_contributions_renewal_idx').on(t.renewalId)],
);

import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { money, timestamps } from './columns';
import {
  contributionTypeEnum,
  coverageTypeEnum,
  healthAccountStatusEnum,
  healthAccountTypeEnum,
  policyStateEnum,
  supportContactKindEnum,
  waitingPeriodEnum,
} from './enums';
import { plans } from './plans';

/** Partner branding and site configuration (spec 1 §3 "site config"; spec 3 partner flows). */
export const partners = pgTable('partners', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  logoUrl: text('logo_url'),
  color: text('color'),
  supportEmail: text('support_email'),
  editEmployeeLink: text('edit_employee_link'),
  /** Employee-form fields imported from the partner; shown read-only (spec 1 §6). */
  syncedEmployeeFields: jsonb('synced_employee_fields').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  hideLogout: boolean('hide_logout').notNull().default(false),
  /** Third-party marketing block: accountId, productId, navBarUrl. */
  marketing: jsonb('marketing').$type<{ accountId?: string; productId?: string; navBarUrl?: string }>(),
  ...timestamps,
});

/** The support contact in the footer: a broker's, or the benefits-administration desk's (broker_forms). */
export const supportContacts = pgTable('support_contacts', {
  id: uuid('id').primaryKey().defaultRandom(),
  kind: supportContactKindEnum('kind').notNull(),
  name: text('name').notNull(),
  supportPhone: text('support_phone').notNull(),
  supportEmail: text('support_email').notNull(),
});

export const companies = pgTable('companies', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Opaque token used in links (company_id_token); the first 16 characters are its prefix. */
  idToken: text('id_token').notNull().unique(),
  name: text('name').notNull(),
  address1: text('address1'),
  city: text('city'),
  state: text('state').notNull(),
  zip: text('zip'),
  phone: text('phone'),
  taxIdEncrypted: text('tax_id_encrypted'),
  taxIdLast4: text('tax_id_last4'),
  partnerId: uuid('partner_id').references(() => partners.id),
  brokerContactId: uuid('broker_contact_id').references(() => supportContacts.id),
  /** A benefits administrator is configured: Support is hidden in the account menu (spec 1 §6). */
  benefitsAdminConfigured: boolean('benefits_admin_configured').notNull().default(false),
  hasCancellationFormAccess: boolean('has_cancellation_form_access').notNull().default(false),
  /** The spec's "specific company ids" become settings: ask tobacco use; make the last beneficiary field optional. */
  asksTobaccoUse: boolean('asks_tobacco_use').notNull().default(false),
  beneficiaryLastFieldOptional: boolean('beneficiary_last_field_optional').notNull().default(false),
  ...timestamps,
});

/** Employee roles (contribution classes); names are the company's own. One default per company. */
export const employeeRoles = pgTable(
  'employee_roles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    isDefault: boolean('is_default').notNull().default(false),
    active: boolean('active').notNull().default(true),
  },
  (t) => [index('employee_roles_company_idx').on(t.companyId)],
);

/** A company's benefits policy for a plan year: enrolled (current), upcoming (renewal) or cancelled. */
export const companyPolicies = pgTable(
  'company_policies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    status: policyStateEnum('status').notNull(),
    effectiveAt: date('effective_at'),
    renewalAt: date('renewal_at'),
    typeOfContribution: contributionTypeEnum('type_of_contribution').notNull().default('percentage'),
    hasTieredContributions: boolean('has_tiered_contributions').notNull().default(false),
    waitingPeriod: waitingPeriodEnum('waiting_period'),
    ...timestamps,
  },
  (t) => [index('company_policies_company_idx').on(t.companyId)],
);

/** The plans a company policy offers; the offered coverage types follow from these. */
export const companyPolicyPlans = pgTable(
  'company_policy_plans',
  {
    companyPolicyId: uuid('company_policy_id')
      .notNull()
      .references(() => companyPolicies.id, { onDelete: 'cascade' }),
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id),
    /** The reference plan for percent_of_base_plan contributions on its line. */
    isBasePlan: boolean('is_base_plan').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.companyPolicyId, t.planId] })],
);

/**
 * What the employer pays, per coverage line and employee role (null role = the default role).
 * Default rule: 50% of the employee's premium, 0% of dependents'.
 */
export const companyContributions = pgTable(
  'company_contributions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyPolicyId: uuid('company_policy_id')
      .notNull()
      .references(() => companyPolicies.id, { onDelete: 'cascade' }),
    coverageType: coverageTypeEnum('coverage_type').notNull(),
    employeeRoleId: uuid('employee_role_id').references(() => employeeRoles.id),
    name: text('name'),
    contributionType: contributionTypeEnum('contribution_type').notNull(),
    employeePercentage: numeric('employee_percentage', { precision: 5, scale: 2, mode: 'number' }),
    dependentPercentage: numeric('dependent_percentage', { precision: 5, scale: 2, mode: 'number' }),
    employeeFixedAmount: money('employee_fixed_amount'),
    dependentFixedAmount: money('dependent_fixed_amount'),
    active: boolean('active').notNull().default(true),
  },
  (t) => [index('company_contributions_policy_idx').on(t.companyPolicyId)],
);

/** The employer's health account offer (HSA/FSA) on a company policy. */
export const companyHealthAccounts = pgTable(
  'company_health_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyPolicyId: uuid('company_policy_id')
      .notNull()
      .references(() => companyPolicies.id, { onDelete: 'cascade' }),
    accountType: healthAccountTypeEnum('account_type').notNull(),
    benefitStatus: healthAccountStatusEnum('benefit_status').notNull(),
    employerYearlyContributionAmount: money('employer_yearly_contribution_amount').notNull().default(0),
    individualYearlyMaximum: money('individual_yearly_maximum').notNull(),
    familyYearlyMaximum: money('family_yearly_maximum').notNull(),
  },
  (t) => [uniqueIndex('company_health_accounts_policy_uq').on(t.companyPolicyId)],
);

/** Answers to the small-group eligibility quiz (spec 1 §2 "Eligibility modal"). */
export const companyEligibilityAnswers = pgTable('company_eligibility_answers', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  isEnrollingW2: boolean('is_enrolling_w2'),
  spouseOnlyGroup: boolean('spouse_only_group'),
  partnershipWithSpouses: boolean('partnership_with_spouses'),
  decliningEmployee: boolean('declining_employee'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

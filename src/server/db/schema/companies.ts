import { sql } from 'drizzle-orm';
import {
  bigint,
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
import { belongsTo, eligibilityAnswers, flag, id, percentage, timestamps, timestamptz } from './columns';
import {
  bankAccountTypeEnum,
  contributionTypeEnum,
  coverageTypeEnum,
  entityTypeEnum,
  healthAccountStatusEnum,
  healthAccountTypeEnum,
  integrationKindEnum,
  policyStateEnum,
  supportContactKindEnum,
  waitingPeriodEnum,
} from './enums';
import { plans } from './plans';

/** Partner branding and site configuration (docs/spec/1 §3 "site config"; docs/spec/3 partner flows). */
export const partners = pgTable('partners', {
  id: id(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  logoUrl: text('logo_url'),
  color: text('color'),
  supportEmail: text('support_email'),
  editEmployeeLink: text('edit_employee_link'),
  /** Employee-form fields imported from the partner; shown read-only (docs/spec/1 §6). */
  syncedEmployeeFields: jsonb('synced_employee_fields').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  hideLogout: flag('hide_logout'),
  /** The connection a company may make with this partner (integrations, decision 0033); null offers none. */
  integrationKind: integrationKindEnum('integration_kind'),
  /** Third-party marketing block: accountId, productId, navBarUrl. */
  marketing: jsonb('marketing').$type<{ accountId?: string; productId?: string; navBarUrl?: string }>(),
  ...timestamps,
});

/** The support contact in the footer: a broker's, or the benefits-administration desk's (broker_forms). */
export const supportContacts = pgTable('support_contacts', {
  id: id(),
  kind: supportContactKindEnum('kind').notNull(),
  name: text('name').notNull(),
  supportPhone: text('support_phone').notNull(),
  supportEmail: text('support_email').notNull(),
});

export const companies = pgTable('companies', {
  id: id(),
  /** Opaque token used in links (company_id_token); the first 16 characters are its prefix. */
  idToken: text('id_token').notNull().unique(),
  /** The legal name (company information's company details; decision 0028). */
  name: text('name').notNull(),
  /** "Doing business as": the trade name, when not the legal one. */
  dbaName: text('dba_name'),
  entityType: entityTypeEnum('entity_type'),
  /** NAICS 2022, six digits. */
  industryCode: text('industry_code'),
  address1: text('address1'),
  address2: text('address2'),
  city: text('city'),
  state: text('state').notNull(),
  /**
   * The IANA time zone the company's "today" is read in (decision 0084): by default the main zone of its
   * state (timeZoneForState), set when the company is made.
   */
  timeZone: text('time_zone').notNull(),
  zip: text('zip'),
  phone: text('phone'),
  /** The FEIN, encrypted (lib/field-crypto), with its last four for display. */
  taxIdEncrypted: text('tax_id_encrypted'),
  taxIdLast4: text('tax_id_last4'),
  /** The primary contact: who carriers and Groupcover call about the company's benefits. */
  contactFirstName: text('contact_first_name'),
  contactLastName: text('contact_last_name'),
  contactTitle: text('contact_title'),
  contactEmail: text('contact_email'),
  contactPhone: text('contact_phone'),
  /** The bank account premiums are debited from; both numbers encrypted, shown by their last four only. */
  bankName: text('bank_name'),
  bankAccountType: bankAccountTypeEnum('bank_account_type'),
  bankRoutingEncrypted: text('bank_routing_encrypted'),
  bankRoutingLast4: text('bank_routing_last4'),
  bankAccountEncrypted: text('bank_account_encrypted'),
  bankAccountLast4: text('bank_account_last4'),
  bankUpdatedAt: timestamptz('bank_updated_at'),
  /** Raised by every company-information save; a save based on another answers 409 (decision 0012). */
  version: integer('version').notNull().default(1),
  partnerId: uuid('partner_id').references(() => partners.id),
  brokerContactId: uuid('broker_contact_id').references(() => supportContacts.id),
  /** A benefits administrator is configured: Support is hidden in the account menu (docs/spec/1 §6). */
  benefitsAdminConfigured: flag('benefits_admin_configured'),
  hasCancellationFormAccess: flag('has_cancellation_form_access'),
  /** The spec's "specific company ids" become settings: ask tobacco use; make the last beneficiary field optional. */
  asksTobaccoUse: flag('asks_tobacco_use'),
  beneficiaryLastFieldOptional: flag('beneficiary_last_field_optional'),
  ...timestamps,
});

/** Employee roles (contribution classes); names are the company's own. One default per company. */
export const employeeRoles = pgTable(
  'employee_roles',
  {
    id: id(),
    companyId: belongsTo('company_id', () => companies.id),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    isDefault: flag('is_default'),
    active: flag('active', true),
  },
  (t) => [index('employee_roles_company_idx').on(t.companyId)],
);

/** A company's benefits policy for a plan year: enrolled (current), upcoming (renewal) or cancelled. */
export const companyPolicies = pgTable(
  'company_policies',
  {
    id: id(),
    companyId: belongsTo('company_id', () => companies.id),
    status: policyStateEnum('status').notNull(),
    effectiveAt: date('effective_at'),
    renewalAt: date('renewal_at'),
    typeOfContribution: contributionTypeEnum('type_of_contribution').notNull().default('percentage'),
    hasTieredContributions: flag('has_tiered_contributions'),
    waitingPeriod: waitingPeriodEnum('waiting_period'),
    /** Enrollment windows (decision 0080): a new hire's days to enroll, and the day open enrollment closes (null: 15 days before the plan year). */
    newHireWindowDays: integer('new_hire_window_days').notNull().default(30),
    enrollmentEndsOn: date('enrollment_ends_on'),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (t) => [index('company_policies_company_idx').on(t.companyId)],
);

/** The plans a company policy offers; the offered coverage types follow from these. */
export const companyPolicyPlans = pgTable(
  'company_policy_plans',
  {
    companyPolicyId: belongsTo('company_policy_id', () => companyPolicies.id),
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id),
    /** The reference plan for percent_of_base_plan contributions on its line. */
    isBasePlan: flag('is_base_plan'),
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
    id: id(),
    companyPolicyId: belongsTo('company_policy_id', () => companyPolicies.id),
    coverageType: coverageTypeEnum('coverage_type').notNull(),
    employeeRoleId: uuid('employee_role_id').references(() => employeeRoles.id),
    name: text('name'),
    contributionType: contributionTypeEnum('contribution_type').notNull(),
    employeePercentage: percentage('employee_percentage'),
    dependentPercentage: percentage('dependent_percentage'),
    employeeFixedAmountCents: bigint('employee_fixed_amount_cents', { mode: 'number' }),
    dependentFixedAmountCents: bigint('dependent_fixed_amount_cents', { mode: 'number' }),
    /** Tiered contributions (decision 0034): the dependents' terms per tier, set only on a tiered plan year. */
    spouseDependentPercentage: percentage('spouse_dependent_percentage'),
    spouseDependentFixedAmountCents: bigint('spouse_dependent_fixed_amount_cents', { mode: 'number' }),
    childrenDependentPercentage: percentage('children_dependent_percentage'),
    childrenDependentFixedAmountCents: bigint('children_dependent_fixed_amount_cents', { mode: 'number' }),
    familyDependentPercentage: percentage('family_dependent_percentage'),
    familyDependentFixedAmountCents: bigint('family_dependent_fixed_amount_cents', { mode: 'number' }),
    active: flag('active', true),
    /**
     * The span the row is in effect (decision 0072): from the first of a month (null: the plan year's first
     * day) to the day a later change took over (exclusive; null: to the plan year's end). A change during the
     * plan year closes the rows it changes and adds new ones from its date; before the plan year, rows are
     * edited in place.
     */
    effectiveFrom: date('effective_from'),
    effectiveUntil: date('effective_until'),
  },
  (t) => [index('company_contributions_policy_idx').on(t.companyPolicyId)],
);

/** A contribution row's dependents' terms per tier (decision 0034), as the readers select them. */
export const contributionTierColumns = {
  spouseDependentPercentage: companyContributions.spouseDependentPercentage,
  spouseDependentFixedAmountCents: companyContributions.spouseDependentFixedAmountCents,
  childrenDependentPercentage: companyContributions.childrenDependentPercentage,
  childrenDependentFixedAmountCents: companyContributions.childrenDependentFixedAmountCents,
  familyDependentPercentage: companyContributions.familyDependentPercentage,
  familyDependentFixedAmountCents: companyContributions.familyDependentFixedAmountCents,
};

/** The employer's health account offer (HSA/FSA) on a company policy. */
export const companyHealthAccounts = pgTable(
  'company_health_accounts',
  {
    id: id(),
    companyPolicyId: belongsTo('company_policy_id', () => companyPolicies.id),
    accountType: healthAccountTypeEnum('account_type').notNull(),
    benefitStatus: healthAccountStatusEnum('benefit_status').notNull(),
    employerYearlyContributionAmountCents: bigint('employer_yearly_contribution_amount_cents', {
      mode: 'number',
    })
      .notNull()
      .default(0),
    individualYearlyMaximumCents: bigint('individual_yearly_maximum_cents', { mode: 'number' }).notNull(),
    familyYearlyMaximumCents: bigint('family_yearly_maximum_cents', { mode: 'number' }).notNull(),
  },
  (t) => [uniqueIndex('company_health_accounts_policy_uq').on(t.companyPolicyId)],
);

/** Answers to the small-group eligibility quiz (docs/spec/1 §2 "Eligibility modal"). */
export const companyEligibilityAnswers = pgTable('company_eligibility_answers', {
  companyId: belongsTo('company_id', () => companies.id).primaryKey(),
  ...eligibilityAnswers(),
});

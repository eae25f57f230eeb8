import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { belongsTo, flag, id, timestampNow, timestamps, timestamptz } from './columns';
import { companies } from './companies';
import { storedFiles } from './files';
import { accounts } from './identity';

/*
 * Broker of record (docs/spec/3 §2–§5, issue 15, decision 0048): an employer moves its existing plans to us. One
 * application per company (the "company profile" of docs/spec/3 §3), its intake plans (a row per plan, per insurance
 * type), and one carrier change per carrier the letters go to, with the status operations move and its history.
 * The small closed lists (modes, contribution types, statuses) are text checked by the shared schemas, so a new
 * value needs no migration.
 */

/** A company contribution as stored (the default of docs/spec/3 §3 is 50% employee, 0% dependents); amounts in cents. */
export type BorCompanyContribution = {
  employeePercentage: number | null;
  dependentPercentage: number | null;
  employeeFixedAmountCents: number | null;
  dependentFixedAmountCents: number | null;
  active: boolean;
};

/** The ACA questions' employee counts (docs/spec/3 §3 acaEmployeeData). */
export type BorAcaEmployeeData = {
  totalCount: number | null;
  fullTimeCount: number | null;
  partTimeCount: number | null;
  largeGroupQualifyingNumber: number | null;
};

/** The broker a letter names: their agency, their name, their licence for the company's state and their NPN. */
export type BorLetterBroker = {
  brokerAgency: string;
  brokerName: string;
  brokerLicense: string;
  brokerNpn: string;
};

export const borApplications = pgTable(
  'bor_applications',
  {
    id: id(),
    companyId: belongsTo('company_id', () => companies.id),
    /** standard (basic-information, sign, policy, success) or embedded (the partner flow). */
    mode: text('mode').notNull().default('standard'),
    /** The partner whose session runs the embedded flow: netsuite adds the deductions step; null for none. */
    partnerKind: text('partner_kind'),
    // The company profile (docs/spec/3 §3), first copied from the company's own information.
    name: text('name').notNull().default(''),
    contactName: text('contact_name').notNull().default(''),
    contactTitle: text('contact_title').notNull().default(''),
    email: text('email').notNull().default(''),
    address1: text('address1').notNull().default(''),
    city: text('city').notNull().default(''),
    state: text('state').notNull().default(''),
    zip: text('zip').notNull().default(''),
    contactPhoneNumber: text('contact_phone_number').notNull().default(''),
    partnerPrimaryPhoneNumber: text('partner_primary_phone_number').notNull().default(''),
    partnerPrimaryEmail: text('partner_primary_email').notNull().default(''),
    /** The FEIN, encrypted (lib/field-crypto), with its last four for display. */
    feinEncrypted: text('fein_encrypted'),
    feinLast4: text('fein_last4'),
    typeOfContribution: text('type_of_contribution').notNull().default('percentage'),
    companyContributions: jsonb('company_contributions')
      .$type<BorCompanyContribution[]>()
      .notNull()
      .default(
        sql`'[{"employeePercentage":50,"dependentPercentage":0,"employeeFixedAmountCents":null,"dependentFixedAmountCents":null,"active":true}]'::jsonb`,
      ),
    contributionMethod: text('contribution_method'),
    otherContributionInformation: text('other_contribution_information').notNull().default(''),
    coveringPartTime: boolean('covering_part_time'),
    isLargeGroup: boolean('is_large_group'),
    measurementMethod: text('measurement_method'),
    acaEmployeeData: jsonb('aca_employee_data').$type<BorAcaEmployeeData>(),
    /** partnerCompanyPreferences: the payroll partner's expense and liability accounts. */
    expenseAccountId: text('expense_account_id'),
    liabilityAccountId: text('liability_account_id'),
    // The letter's editable details ("Review This Letter"); null until edited (the profile's are used).
    representativeName: text('representative_name'),
    representativeTitle: text('representative_title'),
    letterEffectiveDate: date('letter_effective_date'),
    /** The sections the server has marked complete (docs/spec/3 §4), in no particular order. */
    completedSections: jsonb('completed_sections').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    /** The signature pad's PNG data URL, as the employee application stores its signature. */
    signatureImageDataUrl: text('signature_image_data_url'),
    agreed: flag('agreed'),
    signedAt: timestamptz('signed_at'),
    signedByAccountId: uuid('signed_by_account_id').references(() => accounts.id, { onDelete: 'set null' }),
    /** The broker who prepared the application (decision 0081); null when the company's own people did. */
    brokerAccountId: uuid('broker_account_id').references(() => accounts.id, { onDelete: 'set null' }),
    /** The broker of record the signed letters name, as they were on the day of signing (the 834s read it). */
    signedBroker: jsonb('signed_broker').$type<BorLetterBroker>(),
    /** Raised by every write; a write based on another answers 409 (decision 0012). */
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (t) => [uniqueIndex('bor_applications_company_uq').on(t.companyId)],
);

/** One existing plan the employer moves (docs/spec/3 §3 intake plan), per insurance type, in the order shown. */
export const borIntakePlans = pgTable(
  'bor_intake_plans',
  {
    id: id(),
    applicationId: belongsTo('application_id', () => borApplications.id),
    /** The row's id as the client made it (the first segment of a generated unique id). */
    planKey: text('plan_key').notNull(),
    insuranceType: text('insurance_type').notNull(),
    position: integer('position').notNull().default(0),
    planName: text('plan_name').notNull().default(''),
    /** The carrier's id from the pick-list, 'other', or '' (blank). */
    insuranceCompany: text('insurance_company').notNull().default(''),
    otherInsuranceCompany: text('other_insurance_company').notNull().default(''),
    groupIdNumber: text('group_id_number').notNull().default(''),
    contributionType: text('contribution_type'),
    /** The plan's contribution: a percentage (the percentage types) or an amount in cents (fixed). */
    employeeContributionPercentage: numeric('employee_contribution_percentage', { mode: 'number' }),
    employeeContributionCents: bigint('employee_contribution_cents', { mode: 'number' }),
    dependentContributionPercentage: numeric('dependent_contribution_percentage', { mode: 'number' }),
    dependentContributionCents: bigint('dependent_contribution_cents', { mode: 'number' }),
    invoiceFileId: uuid('invoice_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    sbcFileId: uuid('sbc_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    expenseAccount: text('expense_account'),
    liabilityAccount: text('liability_account'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('bor_intake_plans_key_uq').on(t.applicationId, t.insuranceType, t.planKey),
    index('bor_intake_plans_application_idx').on(t.applicationId),
  ],
);

/** One carrier's change of broker: its signed letter and the status operations move (issue 15 item 5). */
export const borCarrierChanges = pgTable(
  'bor_carrier_changes',
  {
    id: id(),
    applicationId: belongsTo('application_id', () => borApplications.id),
    companyId: belongsTo('company_id', () => companies.id),
    /** The carrier's id, or `other:<name in lower case>` for a carrier typed in. */
    carrierKey: text('carrier_key').notNull(),
    carrierName: text('carrier_name').notNull(),
    /** The group numbers and insurance types the letter names. */
    groupIdNumbers: jsonb('group_id_numbers').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    insuranceTypes: jsonb('insurance_types').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    letterFileId: uuid('letter_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    effectiveDate: date('effective_date').notNull(),
    status: text('status').notNull().default('letter_sent'),
    statusChangedAt: timestampNow('status_changed_at'),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('bor_carrier_changes_carrier_uq').on(t.applicationId, t.carrierKey),
    index('bor_carrier_changes_company_idx').on(t.companyId),
  ],
);

/** Each status a carrier change took, with its date: the employer's timeline. */
export const borCarrierChangeEvents = pgTable(
  'bor_carrier_change_events',
  {
    id: id(),
    carrierChangeId: belongsTo('carrier_change_id', () => borCarrierChanges.id),
    status: text('status').notNull(),
    at: timestampNow('at'),
    byAccountId: uuid('by_account_id').references(() => accounts.id, { onDelete: 'set null' }),
  },
  (t) => [index('bor_carrier_change_events_change_idx').on(t.carrierChangeId, t.at)],
);

/**
 * A request to the company's officer to sign the letters (decision 0081): the officer named by whoever prepared
 * them, a one-time link (only its SHA-256 kept) that expires after 14 days; a new request replaces the open one.
 */
export const borSigningRequests = pgTable(
  'bor_signing_requests',
  {
    id: id(),
    applicationId: belongsTo('application_id', () => borApplications.id),
    companyId: belongsTo('company_id', () => companies.id),
    tokenHash: text('token_hash').notNull().unique(),
    officerName: text('officer_name').notNull(),
    officerTitle: text('officer_title').notNull(),
    officerEmail: text('officer_email').notNull(),
    /** The application's version when the request was sent: a later change to the letters voids the link. */
    applicationVersion: integer('application_version').notNull(),
    requestedByAccountId: uuid('requested_by_account_id').references(() => accounts.id, {
      onDelete: 'set null',
    }),
    createdAt: timestampNow('created_at'),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    replacedAt: timestamptz('replaced_at'),
  },
  (t) => [index('bor_signing_requests_application_idx').on(t.applicationId)],
);

import { BEN_ADMIN_LEAD_STATUSES } from '@shared/domain/ben-admin/flow';
import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgEnum, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { belongsTo, flag, id, timestampNow, timestamps, timestamptz } from './columns';
import { companies } from './companies';
import { storedFiles } from './files';
import { accounts } from './identity';

/*
 * Benefits-administration registration (docs/spec/3 §2–§5, issue 16, decision 0052): one lead per company, from the
 * landing's Get Started (status payment), through the payment method's setup with the payment provider
 * (additional_information) to the signed additional information (done). The form's small closed lists
 * (contribution type, waiting period, account type, frequency, provider) are text checked by the shared
 * schemas, as broker of record's are, so a new value needs no migration; the status is a database enum.
 * The lead's files are stored_files rows of record type 'ben_admin_lead', each with a row here saying which set
 * it belongs to and, for an invoice, which benefit.
 */
/** A contribution row as stored: the form's row with its amounts in cents. */
export type StoredLeadContribution = {
  name: string;
  employeePercentage: number | null;
  dependentPercentage: number | null;
  employeeFixedAmountCents: number | null;
  dependentFixedAmountCents: number | null;
};

export const benAdminLeadStatusEnum = pgEnum('ben_admin_lead_status', BEN_ADMIN_LEAD_STATUSES);

export const benAdminLeads = pgTable(
  'ben_admin_leads',
  {
    id: id(),
    companyId: belongsTo('company_id', () => companies.id),
    createdByAccountId: uuid('created_by_account_id').references(() => accounts.id, { onDelete: 'set null' }),
    status: benAdminLeadStatusEnum('status').notNull().default('payment'),
    employeeCount: integer('employee_count').notNull(),
    /** The company's name when the lead was made; the additional information may correct it. */
    companyName: text('company_name').notNull(),
    /** A short reference for people ("GC-BA-7K3Q9"), unique. */
    externalId: text('external_id').notNull(),
    // The payment method's setup (docs/spec/3 §4 "Payment"): the provider's customer, made once; the latest setup
    // intent; how many were made (the next one's idempotency key); and the result.
    stripeCustomerId: text('stripe_customer_id'),
    setupIntentId: text('setup_intent_id'),
    setupIntentCount: integer('setup_intent_count').notNull().default(0),
    stripeSetupComplete: flag('stripe_setup_complete'),
    /** The kind of payment method set up ('card', 'us_bank_account'), never its number. */
    paymentMethodKind: text('payment_method_kind'),
    paymentSetupAt: timestamptz('payment_setup_at'),
    // The additional information (docs/spec/3 §3).
    contactName: text('contact_name').notNull().default(''),
    contactPhoneNumber: text('contact_phone_number').notNull().default(''),
    brokerName: text('broker_name').notNull().default(''),
    brokerEmail: text('broker_email').notNull().default(''),
    brokerPhone: text('broker_phone').notNull().default(''),
    contributionType: text('contribution_type').notNull().default('percentage'),
    contributions: jsonb('contributions')
      .$type<StoredLeadContribution[]>()
      .notNull()
      .default(
        sql`'[{"name":"All employees","employeePercentage":50,"dependentPercentage":0,"employeeFixedAmountCents":null,"dependentFixedAmountCents":null}]'::jsonb`,
      ),
    otherContributionInformation: text('other_contribution_information').notNull().default(''),
    probationaryPeriod: text('probationary_period'),
    accountType: text('account_type'),
    yearlyContributionAmountCents: bigint('yearly_contribution_amount_cents', { mode: 'number' }),
    contributionFrequency: text('contribution_frequency'),
    provider: text('provider'),
    providerOther: text('provider_other').notNull().default(''),
    /** The health account's number at its provider, encrypted (lib/field-crypto), with its last four. */
    providerAccountNumberEncrypted: text('provider_account_number_encrypted'),
    providerAccountNumberLast4: text('provider_account_number_last4'),
    fundingBank: text('funding_bank').notNull().default(''),
    fundingAccountNumberEncrypted: text('funding_account_number_encrypted'),
    fundingAccountNumberLast4: text('funding_account_number_last4'),
    fundingRoutingNumberEncrypted: text('funding_routing_number_encrypted'),
    fundingRoutingNumberLast4: text('funding_routing_number_last4'),
    /** The signature pad's PNG data URL, as the employee application and broker of record store theirs. */
    signatureImageDataUrl: text('signature_image_data_url'),
    signedAt: timestamptz('signed_at'),
    signedByAccountId: uuid('signed_by_account_id').references(() => accounts.id, { onDelete: 'set null' }),
    /** Raised by every write; a write based on another answers 409 (decision 0012). */
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('ben_admin_leads_company_uq').on(t.companyId),
    uniqueIndex('ben_admin_leads_external_id_uq').on(t.externalId),
  ],
);

/**
 * A file of a lead (docs/spec/3 §3 files, employeeHealthAccountFiles): which set (`storage_key`, insurance or
 * health_account) and, for an insurance invoice, which benefit (null: general). The name, type, size, object
 * key, uploader and time are the stored_files row's.
 */
export const benAdminLeadFiles = pgTable(
  'ben_admin_lead_files',
  {
    id: id(),
    leadId: belongsTo('lead_id', () => benAdminLeads.id),
    storedFileId: uuid('stored_file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    invoiceType: text('invoice_type'),
    createdAt: timestampNow('created_at'),
  },
  (t) => [
    uniqueIndex('ben_admin_lead_files_file_uq').on(t.storedFileId),
    index('ben_admin_lead_files_lead_idx').on(t.leadId, t.storageKey, t.createdAt),
  ],
);

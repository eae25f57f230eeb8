import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { belongsTo, id, timestampNow, timestamps, timestamptz } from './columns';
import { companies, companyPolicies, partners } from './companies';
import { partnerApiKeys } from './employees';
import { cancellationReasonEnum, integrationKindEnum, integrationStatusEnum } from './enums';
import { accounts } from './identity';

/**
 * A company's connection with a payroll or accounting partner (integrations, decision 0033). One row per
 * company and partner, kept when disconnected (a reconnection reuses it). Connecting issues the partner an API
 * key for this company only (`api_key_id`); the first call the partner makes with it is the first sync.
 */
export const companyIntegrations = pgTable(
  'company_integrations',
  {
    id: id(),
    companyId: belongsTo('company_id', () => companies.id),
    partnerId: belongsTo('partner_id', () => partners.id),
    kind: integrationKindEnum('kind').notNull(),
    status: integrationStatusEnum('status').notNull(),
    apiKeyId: uuid('api_key_id').references(() => partnerApiKeys.id, { onDelete: 'set null' }),
    connectedAt: timestamptz('connected_at').notNull(),
    connectedByAccountId: uuid('connected_by_account_id').references(() => accounts.id, {
      onDelete: 'set null',
    }),
    disconnectedAt: timestamptz('disconnected_at'),
    disconnectedByAccountId: uuid('disconnected_by_account_id').references(() => accounts.id, {
      onDelete: 'set null',
    }),
    /** The partner's last successful call to the partner API with this connection's key. */
    lastSyncAt: timestamptz('last_sync_at'),
    /** Raised by every connect and disconnect; a write based on another answers 409 (decision 0012). */
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (t) => [uniqueIndex('company_integrations_company_partner_uq').on(t.companyId, t.partnerId)],
);

/**
 * A request to cancel a company policy (decision 0033): who asked, when, why, and the last day of coverage.
 * The policy turns `cancelled` the day after that day (`applied_at`); until then the request may be withdrawn.
 * At most one open (not withdrawn) request per policy.
 */
export const companyPolicyCancellations = pgTable(
  'company_policy_cancellations',
  {
    id: id(),
    companyId: belongsTo('company_id', () => companies.id),
    companyPolicyId: belongsTo('company_policy_id', () => companyPolicies.id),
    reason: cancellationReasonEnum('reason').notNull(),
    /** The administrator's words when the reason is "other" (kept, never logged or audited). */
    reasonDetails: text('reason_details'),
    lastDayOfCoverage: date('last_day_of_coverage').notNull(),
    requestedByAccountId: uuid('requested_by_account_id').references(() => accounts.id, {
      onDelete: 'set null',
    }),
    requestedAt: timestampNow('requested_at'),
    /** How many covered employees were e-mailed. */
    employeesNotified: integer('employees_notified').notNull().default(0),
    withdrawnAt: timestamptz('withdrawn_at'),
    withdrawnByAccountId: uuid('withdrawn_by_account_id').references(() => accounts.id, {
      onDelete: 'set null',
    }),
    /** When the policy (and its employees' policies) became cancelled. */
    appliedAt: timestamptz('applied_at'),
  },
  (t) => [
    index('company_policy_cancellations_company_idx').on(t.companyId),
    uniqueIndex('company_policy_cancellations_open_uq')
      .on(t.companyPolicyId)
      .where(sql`${t.withdrawnAt} is null`),
  ],
);

import type { CoverageLineState } from '@shared/domain/reconciliation/reconciliation';
import { index, integer, jsonb, pgEnum, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, timestampNow } from './columns';
import { companies } from './companies';
import { accounts } from './identity';
import { carriers } from './plans';

/*
 * Carrier enrollment files (issue 18 item 2, decision 0061): per company and carrier, an ANSI X12 834 of the
 * changes since the last file or a full audit file, and a census file for life lines. The content holds SSNs:
 * it and the snapshot it sent (what the next file is compared with) are sealed with the field cipher.
 */
export const CARRIER_FILE_KINDS = ['changes', 'audit', 'life_census'] as const;
export const carrierFileKindEnum = pgEnum('carrier_file_kind', CARRIER_FILE_KINDS);

export const carrierFiles = pgTable(
  'carrier_files',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    carrierId: uuid('carrier_id')
      .notNull()
      .references(() => carriers.id),
    kind: carrierFileKindEnum('kind').notNull(),
    /** ISA13/GS06 of an 834, increasing per sender (one sender: Groupcover); null for a census. */
    controlNumber: integer('control_number'),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    memberCount: integer('member_count').notNull(),
    addsCount: integer('adds_count').notNull().default(0),
    changesCount: integer('changes_count').notNull().default(0),
    termsCount: integer('terms_count').notNull().default(0),
    contentEncrypted: text('content_encrypted').notNull(),
    snapshotEncrypted: text('snapshot_encrypted').notNull(),
    /**
     * The subscribers' lines as this file leaves the carrier (plan, tier, dates; no identity beyond the employee
     * form's id), for reconciliation (decision 0065); null on files written before it.
     */
    coverageSummary: jsonb('coverage_summary').$type<CoverageLineState[]>(),
    /** Who asked for it (operations), or null for the scheduled job. */
    createdByAccountId: uuid('created_by_account_id').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: timestampNow('created_at'),
  },
  (t) => [
    index('carrier_files_company_carrier_idx').on(t.companyId, t.carrierId, t.createdAt),
    uniqueIndex('carrier_files_control_number_uq').on(t.controlNumber),
  ],
);

import type { Mismatch } from '@shared/domain/reconciliation/reconciliation';
import { date, index, integer, jsonb, pgTable, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';
import { companies } from './companies';

/*
 * Reconciliation (issue 18 item 3, decision 0065): each company's last check of its enrollments against the
 * carrier files sent and the last payroll deduction export, kept so operations can list the companies with
 * mismatches across every group. The company's own screen reads the check live.
 */
export const reconciliations = pgTable(
  'reconciliations',
  {
    companyId: uuid('company_id')
      .primaryKey()
      .references(() => companies.id, { onDelete: 'cascade' }),
    checkedAt: timestamptz('checked_at').notNull(),
    /** The pay date of the deduction export compared; null when the company has none. */
    payDate: date('pay_date', { mode: 'string' }),
    carrierFileCount: integer('carrier_file_count').notNull(),
    mismatchCount: integer('mismatch_count').notNull(),
    mismatches: jsonb('mismatches').$type<Mismatch[]>().notNull(),
  },
  (t) => [index('reconciliations_mismatch_idx').on(t.mismatchCount, t.checkedAt)],
);

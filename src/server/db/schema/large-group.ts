import { QUOTE_REQUEST_STATUSES } from '@shared/domain/large-group/large-group';
import { sql } from 'drizzle-orm';
import { date, index, integer, pgEnum, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, timestampNow, timestamps } from './columns';
import { companies } from './companies';
import { storedFiles } from './files';
import { accounts } from './identity';

/*
 * Large group quote requests (issue 16 item 4, decision 0054): what a large-group underwriter needs to quote a
 * company, and its place in operations' queue. The census is a stored_files row of record type
 * 'large_group_census'. The FEIN is sealed with the field cipher; only its last four are ever shown.
 */
export const largeGroupQuoteStatusEnum = pgEnum('large_group_quote_status', QUOTE_REQUEST_STATUSES);

export const largeGroupQuoteRequests = pgTable(
  'large_group_quote_requests',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    status: largeGroupQuoteStatusEnum('status').notNull().default('new'),
    version: integer('version').notNull().default(1),
    statusChangedAt: timestampNow('status_changed_at'),
    legalName: text('legal_name').notNull(),
    feinEncrypted: text('fein_encrypted').notNull(),
    feinLast4: text('fein_last4').notNull(),
    address1: text('address1').notNull(),
    address2: text('address2').notNull().default(''),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zip: text('zip').notNull(),
    totalEmployees: integer('total_employees').notNull(),
    fullTimeEmployees: integer('full_time_employees').notNull(),
    partTimeEmployees: integer('part_time_employees').notNull(),
    /** The medical carrier list's id, 'other', or null with no current coverage. */
    currentCarrierId: text('current_carrier_id'),
    /** The carrier's name as shown (the list's, or what was typed for Other); null with no current coverage. */
    currentCarrierName: text('current_carrier_name'),
    renewalDate: date('renewal_date'),
    effectiveDate: date('effective_date').notNull(),
    censusFileId: uuid('census_file_id')
      .notNull()
      .references(() => storedFiles.id),
    contactName: text('contact_name').notNull(),
    contactTitle: text('contact_title').notNull(),
    contactEmail: text('contact_email').notNull(),
    contactPhone: text('contact_phone').notNull(),
    submittedByAccountId: uuid('submitted_by_account_id').references(() => accounts.id, {
      onDelete: 'set null',
    }),
    ...timestamps,
  },
  (t) => [
    index('large_group_quote_requests_company_idx').on(t.companyId, t.createdAt),
    index('large_group_quote_requests_status_idx').on(t.status, t.createdAt),
    // One request per company still being answered (the service checks first, under the company's lock).
    uniqueIndex('large_group_quote_requests_one_open_idx')
      .on(t.companyId)
      .where(sql`${t.status} in ('new', 'in_review')`),
  ],
);

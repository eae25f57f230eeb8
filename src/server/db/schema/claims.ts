import { CLAIM_COVERAGE_TYPES, CLAIM_MESSAGE_AUTHORS, CLAIM_STATUSES } from '@shared/domain/claims/claims';
import { date, index, integer, pgEnum, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { belongsTo, id, timestampNow, timestamps } from './columns';
import { companies } from './companies';
import { employeeDependents, employeeForms } from './employees';
import { accounts } from './identity';

/*
 * Claims help (issue 14, decision 0045): an employee's request to the support team about a claim of a line they
 * are enrolled in, its messages; its files are stored_files rows of record type 'claim'. The request belongs to
 * the employee form, and through it to the company (kept here too, for operations' queue and the file rows).
 */
export const claimStatusEnum = pgEnum('claim_status', CLAIM_STATUSES);
export const claimCoverageTypeEnum = pgEnum('claim_coverage_type', CLAIM_COVERAGE_TYPES);
export const claimMessageAuthorEnum = pgEnum('claim_message_author', CLAIM_MESSAGE_AUTHORS);

export const claimRequests = pgTable(
  'claim_requests',
  {
    id: id(),
    employeeFormId: belongsTo('employee_form_id', () => employeeForms.id),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    coverageType: claimCoverageTypeEnum('coverage_type').notNull(),
    /** Null when the employee received the care; else the dependent (kept by name if later removed). */
    dependentId: uuid('dependent_id').references(() => employeeDependents.id, { onDelete: 'set null' }),
    /** The person's name as it was when the request was made. */
    patientName: text('patient_name').notNull(),
    providerName: text('provider_name').notNull(),
    dateOfService: date('date_of_service').notNull(),
    amountBilledCents: integer('amount_billed_cents').notNull(),
    description: text('description').notNull(),
    status: claimStatusEnum('status').notNull().default('open'),
    version: integer('version').notNull().default(1),
    submittedByAccountId: uuid('submitted_by_account_id').references(() => accounts.id, {
      onDelete: 'set null',
    }),
    ...timestamps,
  },
  (t) => [
    index('claim_requests_form_idx').on(t.employeeFormId, t.createdAt),
    index('claim_requests_company_status_idx').on(t.companyId, t.status),
  ],
);

export const claimMessages = pgTable(
  'claim_messages',
  {
    id: id(),
    claimRequestId: belongsTo('claim_request_id', () => claimRequests.id),
    author: claimMessageAuthorEnum('author').notNull(),
    /** The name shown with the message ("Support team" for operations), as it was when written. */
    authorName: text('author_name').notNull(),
    authorAccountId: uuid('author_account_id').references(() => accounts.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: timestampNow('created_at'),
  },
  (t) => [index('claim_messages_claim_idx').on(t.claimRequestId, t.createdAt)],
);

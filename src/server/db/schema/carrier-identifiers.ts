import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { belongsTo, timestampNow } from './columns';
import { companies } from './companies';
import { employeeForms } from './employees';
import { accounts } from './identity';
import { carriers } from './plans';

/*
 * The identifiers carriers and pharmacies use (issue 34 item 5, decision 0069): the carrier's own group number
 * and plan codes for a company, and each person's member id with a carrier. Owned by the carrier-identifiers
 * module; the ID card, the 834, the payroll export and the invoice read them through its service.
 */

/** Where a group number on record came from (the last write wins; operations can always correct it). */
export const CARRIER_GROUP_SOURCES = ['broker_of_record', 'renewal', 'operations'] as const;

/** A company's group with a carrier: the carrier's group (policy) number and its plan codes, per plan. */
export const companyCarrierGroups = pgTable(
  'company_carrier_groups',
  {
    companyId: belongsTo('company_id', () => companies.id),
    carrierId: uuid('carrier_id')
      .notNull()
      .references(() => carriers.id),
    /** The carrier's group number (REF*38 and REF*1L, the ID card, payroll, invoices); null: not given yet. */
    groupNumber: text('group_number'),
    /** The carrier's plan code per plan id (HD04); a plan without one is sent by its raw name. */
    planCodes: jsonb('plan_codes').$type<Record<string, string>>().notNull().default(sql`'{}'::jsonb`),
    /** broker_of_record | renewal | operations (CARRIER_GROUP_SOURCES). */
    source: text('source').notNull(),
    version: integer('version').notNull().default(1),
    updatedAt: timestampNow('updated_at'),
    updatedBy: uuid('updated_by').references(() => accounts.id, { onDelete: 'set null' }),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.carrierId] })],
);

/**
 * A person's member id with a carrier, generated once and never changed. The employee's row has sequence 1;
 * each dependent gets the next sequence the first time it is needed. `member_id` is the subscriber's id (the
 * same on every row of a family); a person's own id is the member id and the two-digit sequence.
 */
export const carrierMemberIds = pgTable(
  'carrier_member_ids',
  {
    carrierId: uuid('carrier_id')
      .notNull()
      .references(() => carriers.id),
    /** The employee form's id (sequence 1) or the dependent's id. */
    personId: uuid('person_id').notNull(),
    employeeFormId: belongsTo('employee_form_id', () => employeeForms.id),
    sequence: integer('sequence').notNull(),
    memberId: text('member_id').notNull(),
    createdAt: timestampNow('created_at'),
  },
  (t) => [
    primaryKey({ columns: [t.carrierId, t.personId] }),
    uniqueIndex('carrier_member_ids_sequence_uq').on(t.carrierId, t.employeeFormId, t.sequence),
    uniqueIndex('carrier_member_ids_member_uq').on(t.memberId).where(sql`${t.sequence} = 1`),
    index('carrier_member_ids_form_idx').on(t.employeeFormId),
  ],
);

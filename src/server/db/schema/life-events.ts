import { LIFE_EVENT_KINDS } from '@shared/domain/life-events/life-events';
import { sql } from 'drizzle-orm';
import { boolean, date, index, jsonb, pgEnum, pgTable, uuid } from 'drizzle-orm/pg-core';
import { belongsTo, id, timestampNow } from './columns';
import { employeeDependents, employeeForms, employeePolicies } from './employees';
import { accounts } from './identity';

/*
 * Qualifying life events (issue 14, decision 0046): each one the employee (or an administrator in admin mode)
 * reported, the dependent it added to the signed application, the lines it was added to and the day that
 * dependent's coverage starts. Kept for the record: the employer's status page reads it, and pricing counts an
 * added dependent only from its effective date.
 */
export const lifeEventKindEnum = pgEnum('life_event_kind', LIFE_EVENT_KINDS);

export const employeeLifeEvents = pgTable(
  'employee_life_events',
  {
    id: id(),
    employeeFormId: belongsTo('employee_form_id', () => employeeForms.id),
    employeePolicyId: belongsTo('employee_policy_id', () => employeePolicies.id),
    dependentId: belongsTo('dependent_id', () => employeeDependents.id),
    kind: lifeEventKindEnum('kind').notNull(),
    eventDate: date('event_date').notNull(),
    /** The first day the added dependent is covered (decision 0046). */
    effectiveAt: date('effective_at').notNull(),
    /** The lines (medical, dental, vision) the dependent was added to. */
    coverageTypes: jsonb('coverage_types').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    reportedByAccountId: uuid('reported_by_account_id').references(() => accounts.id, {
      onDelete: 'set null',
    }),
    reportedInAdminMode: boolean('reported_in_admin_mode').notNull().default(false),
    reportedAt: timestampNow('reported_at'),
  },
  (t) => [
    index('employee_life_events_form_idx').on(t.employeeFormId),
    index('employee_life_events_dependent_idx').on(t.dependentId),
  ],
);

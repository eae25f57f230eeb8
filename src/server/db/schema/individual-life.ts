import { INDIVIDUAL_LIFE_STATUSES } from '@shared/domain/enums';
import { integer, pgEnum, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { belongsTo, id, timestamps } from './columns';
import { employeeForms } from './employees';

/*
 * Individual term life (issue 14 item 3, decision 0044): the employee's application with a carrier, one per
 * employee form. The quote chosen is kept as quoted (coverage, term, cents a day); the carrier's reference and
 * policy id come from the carrier adapter; the status moves through docs/spec/2 §4's states.
 */
export const individualLifeStatusEnum = pgEnum('individual_life_status', INDIVIDUAL_LIFE_STATUSES);

export const individualLifeApplications = pgTable(
  'individual_life_applications',
  {
    id: id(),
    employeeFormId: belongsTo('employee_form_id', () => employeeForms.id),
    status: individualLifeStatusEnum('status').notNull().default('initial_quote_created'),
    /** Dollars of coverage, years of term and cents a day, as quoted when the employee applied. */
    coverage: integer('coverage').notNull(),
    termYears: integer('term_years').notNull(),
    dailyPriceCents: integer('daily_price_cents').notNull(),
    /** The carrier's id of the application (the offline carrier's is a random token), and where it continues. */
    carrierReference: text('carrier_reference').notNull(),
    carrierUrl: text('carrier_url').notNull(),
    /** The carrier's policy id once covered. */
    policyNumber: text('policy_number'),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('individual_life_applications_form_idx').on(t.employeeFormId),
    uniqueIndex('individual_life_applications_reference_idx').on(t.carrierReference),
  ],
);

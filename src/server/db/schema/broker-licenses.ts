import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { belongsTo, id, timestamps } from './columns';
import { accounts } from './identity';

/*
 * A broker's licences, one per state (issue 35 item 2, decision 0081): the broker-of-record letter names the broker
 * who prepared it with their agency and their licence for the company's state. Owned by the broker-licenses module.
 */
export const brokerLicenses = pgTable(
  'broker_licenses',
  {
    id: id(),
    accountId: belongsTo('account_id', () => accounts.id),
    /** The two-letter state the licence is for. */
    state: text('state').notNull(),
    licenseNumber: text('license_number').notNull(),
    /** The National Producer Number (the same in every state; kept per row as the broker typed it). */
    npn: text('npn').notNull(),
    agency: text('agency').notNull(),
    /** The broker's whole list's version: every save raises every row's (decision 0012). */
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('broker_licenses_state_uq').on(t.accountId, t.state),
    index('broker_licenses_account_idx').on(t.accountId),
  ],
);

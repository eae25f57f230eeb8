import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { companies } from '../db/schema';
import { firstRow } from './first-row';

/**
 * The company's row, locked for the rest of the transaction (null: no such company): the root a company's writes
 * of one kind take, so they run one after the other (census imports, invitations, administrators, payroll, broker
 * of record, registrations, setups, reconciliation checks).
 */
export function lockCompany(tx: Db, companyId: string) {
  return firstRow(
    tx
      .select({ id: companies.id, name: companies.name, idToken: companies.idToken, state: companies.state })
      .from(companies)
      .where(eq(companies.id, companyId))
      .for('update'),
  );
}

import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { accounts, brokerLicenses } from '../../../db/schema';
import { firstRow } from '../../../lib/first-row';

export type BrokerLicenseRow = typeof brokerLicenses.$inferSelect;

/** The broker's account (its name as the letters show it). */
export function findBrokerAccount(db: Db, accountId: string) {
  return firstRow(
    db
      .select({ id: accounts.id, name: accounts.name, email: accounts.email, role: accounts.role })
      .from(accounts)
      .where(eq(accounts.id, accountId)),
  );
}

/** Locks the broker's account row: their list of licences changes one save at a time. */
export function lockBrokerAccount(tx: Db, accountId: string) {
  return firstRow(
    tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId)).for('update'),
  );
}

export function listLicenses(db: Db, accountId: string) {
  return db
    .select()
    .from(brokerLicenses)
    .where(eq(brokerLicenses.accountId, accountId))
    .orderBy(asc(brokerLicenses.state));
}

export function findLicense(db: Db, accountId: string, state: string) {
  return firstRow(
    db
      .select()
      .from(brokerLicenses)
      .where(and(eq(brokerLicenses.accountId, accountId), eq(brokerLicenses.state, state))),
  );
}

/** Replaces the broker's whole list, every row at the new version. */
export async function replaceLicenses(
  tx: Db,
  accountId: string,
  version: number,
  rows: ReadonlyArray<{ state: string; licenseNumber: string; npn: string; agency: string }>,
) {
  await tx.delete(brokerLicenses).where(eq(brokerLicenses.accountId, accountId));
  if (rows.length > 0)
    await tx.insert(brokerLicenses).values(rows.map((r) => ({ ...r, accountId, version })));
}

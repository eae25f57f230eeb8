import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts } from '../../db/schema';
import { firstRow } from '../../lib/first-row';

const settingsColumns = {
  id: accounts.id,
  name: accounts.name,
  email: accounts.email,
  credentialsSet: accounts.credentialsSet,
  passwordHash: accounts.passwordHash,
  updatedAt: accounts.updatedAt,
};

export function findAccount(db: Db, accountId: string, lock = false) {
  const query = db.select(settingsColumns).from(accounts).where(eq(accounts.id, accountId));
  return firstRow(lock ? query.for('update') : query);
}

export function findAccountIdByEmail(db: Db, email: string) {
  return firstRow(db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, email)));
}

export async function updateAccount(db: Db, accountId: string, values: { name: string; email: string }) {
  const [row] = await db
    .update(accounts)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(accounts.id, accountId))
    .returning({ updatedAt: accounts.updatedAt });
  return row!;
}

/** Gives an account the sign-in it chose (decision 0058): its email and password; it now has one of its own. */
export async function setAccountCredentials(
  db: Db,
  accountId: string,
  values: { email: string; passwordHash: string },
) {
  await db
    .update(accounts)
    .set({ ...values, credentialsSet: true, updatedAt: new Date() })
    .where(eq(accounts.id, accountId));
}

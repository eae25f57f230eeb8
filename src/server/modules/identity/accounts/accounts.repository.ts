import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { accounts, sessions } from '../../../db/schema';
import { clock } from '../../../lib/clock';
import { firstRow } from '../../../lib/first-row';

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
    .set({ ...values, updatedAt: clock.now() })
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
    .set({ ...values, credentialsSet: true, updatedAt: clock.now() })
    .where(eq(accounts.id, accountId));
}

/** Closes the account: no name, an address that cannot receive mail, a password nobody knows, disabled. */
export async function anonymizeAccount(db: Db, accountId: string, passwordHash: string, now: Date) {
  await db
    .update(accounts)
    .set({
      name: null,
      email: `deleted-${accountId}@deleted.invalid`,
      passwordHash,
      disabledAt: now,
      updatedAt: now,
    })
    .where(eq(accounts.id, accountId));
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.accountId, accountId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return revoked.length;
}

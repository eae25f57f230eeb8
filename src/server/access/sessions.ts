import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { accounts, companyMemberships, sessions } from '../db/schema';
import { sha256 } from '../lib/field-crypto';
import { preparedLookup } from '../lib/first-row';
import type { Actor } from './actor';

/**
 * The session lookup every request makes (plugins/auth.ts) and the writes that end or refresh a session.
 * Opening a session (sign-in) belongs to the session module, which builds on these.
 */

/** The session row joined with its account, for the token's hash (every request looks its session up). */
export const findSessionByTokenHash = preparedLookup('find_session', (db, tokenHash) =>
  db
    .select({
      sessionId: sessions.id,
      csrfToken: sessions.csrfToken,
      activeCompanyId: sessions.activeCompanyId,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
      accountId: accounts.id,
      email: accounts.email,
      name: accounts.name,
      role: accounts.role,
      disabledAt: accounts.disabledAt,
    })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .where(eq(sessions.tokenHash, tokenHash)),
);
export type SessionRow = NonNullable<Awaited<ReturnType<typeof findSessionByTokenHash>>>;

export async function touchSession(db: Db, sessionId: string, now: Date) {
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, sessionId));
}

export async function revokeSession(db: Db, sessionId: string, now: Date) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ids of the companies an administrator or broker acts for. */
export async function findMembershipCompanyIds(db: Db, accountId: string): Promise<string[]> {
  const rows = await db
    .select({ companyId: companyMemberships.companyId })
    .from(companyMemberships)
    .where(eq(companyMemberships.accountId, accountId));
  return rows.map((r) => r.companyId);
}

/** The actor of a session row: operations act for every company, administrators and brokers for their own. */
export async function toActor(db: Db, row: SessionRow): Promise<Actor> {
  const companyIds =
    row.role === 'operations'
      ? 'all'
      : row.role === 'employee'
        ? []
        : await findMembershipCompanyIds(db, row.accountId);
  return {
    accountId: row.accountId,
    email: row.email,
    name: row.name,
    role: row.role,
    sessionId: row.sessionId,
    csrfToken: row.csrfToken,
    activeCompanyId: row.activeCompanyId,
    companyIds,
  };
}

/** The actor for a fresh session token (right after sign-in). */
export async function actorForToken(db: Db, token: string): Promise<Actor | null> {
  const row = await findSessionByTokenHash(db, sha256(token));
  return row ? toActor(db, row) : null;
}

import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { accounts, companyMemberships, sessions } from '../db/schema';
import { sha256 } from '../lib/field-crypto';
import { preparedLookup } from '../lib/first-row';
import type { Actor } from './actor';

/**
 * The session lookup every request makes (plugins/auth.ts) and the writes that end or refresh a session.
 * Opening a session (sign-in) belongs to the session module, which builds on these.
 */

/**
 * The session row joined with its account and the companies the account acts for (an administrator's or a
 * broker's memberships), for the token's hash: every request looks its session up, in one prepared statement.
 */
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
      membershipCompanyIds: sql<
        string[]
      >`(select coalesce(json_agg(${companyMemberships.companyId}), '[]'::json)
        from ${companyMemberships} where ${companyMemberships.accountId} = ${accounts.id})`,
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

/** The actor of a session row: operations act for every company, administrators and brokers for their own. */
export function toActor(row: SessionRow): Actor {
  const companyIds =
    row.role === 'operations' ? 'all' : row.role === 'employee' ? [] : row.membershipCompanyIds;
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
  return row ? toActor(row) : null;
}

import { and, asc, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  accounts,
  companies,
  companyPolicies,
  employeeForms,
  employeePolicies,
  partners,
  sessions,
  signInAttempts,
} from '../../../db/schema';

export async function findAccountByEmail(db: Db, email: string) {
  const rows = await db.select().from(accounts).where(eq(accounts.email, email)).limit(1);
  return rows[0] ?? null;
}

export async function insertAccount(db: Db, values: typeof accounts.$inferInsert) {
  const [row] = await db.insert(accounts).values(values).returning({ id: accounts.id });
  return row!;
}

export async function insertSession(
  db: Db,
  values: {
    tokenHash: string;
    accountId: string;
    csrfToken: string;
    expiresAt: Date;
    lastSeenAt: Date;
    userAgent: string | null;
    activeCompanyId: string | null;
  },
) {
  const [row] = await db.insert(sessions).values(values).returning({ id: sessions.id });
  return row!;
}

/** A partner user's new account (no password set; a random hash); null when the email is already taken. */
export async function insertPartnerAccount(
  db: Db,
  values: { email: string; name: string | null; passwordHash: string },
): Promise<{ id: string } | null> {
  const [row] = await db
    .insert(accounts)
    .values({ ...values, role: 'benefits_admin', credentialsSet: false })
    .onConflictDoNothing({ target: accounts.email })
    .returning({ id: accounts.id });
  return row ?? null;
}

export async function setActiveCompany(db: Db, sessionId: string, companyId: string) {
  await db.update(sessions).set({ activeCompanyId: companyId }).where(eq(sessions.id, sessionId));
}

const companyColumns = {
  id: companies.id,
  name: companies.name,
  idToken: companies.idToken,
  state: companies.state,
  benefitsAdminConfigured: companies.benefitsAdminConfigured,
  hasCancellationFormAccess: companies.hasCancellationFormAccess,
  partnerName: partners.name,
  partnerLogo: partners.logoUrl,
  partnerColor: partners.color,
  hideLogout: partners.hideLogout,
};

/** Companies by id (or all, for operations), with their partner branding, in name order. */
export async function findCompanies(db: Db, ids: string[] | 'all') {
  const query = db
    .select(companyColumns)
    .from(companies)
    .leftJoin(partners, eq(partners.id, companies.partnerId));
  if (ids === 'all') return query.orderBy(asc(companies.name));
  if (ids.length === 0) return [];
  return query.where(inArray(companies.id, ids)).orderBy(asc(companies.name));
}

/** The employee form linked to an account (the newest, if several), with whether it has a policy. */
export async function findEmployeeFormForAccount(db: Db, accountId: string) {
  const rows = await db
    .select({
      id: employeeForms.id,
      firstName: employeeForms.firstName,
      lastName: employeeForms.lastName,
      companyId: employeeForms.companyId,
      policyId: employeePolicies.id,
    })
    .from(employeeForms)
    .leftJoin(employeePolicies, eq(employeePolicies.employeeFormId, employeeForms.id))
    .where(eq(employeeForms.accountId, accountId))
    .orderBy(desc(employeeForms.createdAt))
    .limit(1);
  return rows[0] ?? null;
}

export async function findRenewalDate(db: Db, companyId: string) {
  const rows = await db
    .select({ renewalAt: companyPolicies.renewalAt })
    .from(companyPolicies)
    .where(and(eq(companyPolicies.companyId, companyId), eq(companyPolicies.status, 'upcoming')))
    .limit(1);
  return rows[0]?.renewalAt ?? null;
}

// Sign-in attempts (sign-in-limits.ts). Times are the database's, so every server process shares one clock.

/** `now() - <minutes>`: the start of the counting window (a constant from code, never a request value). */
function windowStart(windowMinutes: number) {
  return sql`now() - ${sql.raw(`interval '${Math.trunc(windowMinutes)} minutes'`)}`;
}

/**
 * Serialises the attempts at one email until the transaction ends (an advisory lock on a hash of its key),
 * so parallel guesses are counted one after the other.
 */
export async function lockSignInAttempts(db: Db, emailKey: string) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${emailKey}, 0))`);
}

export async function insertSignInAttempt(db: Db, keys: { emailKey: string; addressKey: string }) {
  const [row] = await db.insert(signInAttempts).values(keys).returning({ id: signInAttempts.id });
  return row!.id;
}

/** An email's attempts within the window, newest first, each with its age in milliseconds (at most `max`). */
export async function findRecentSignInAttempts(db: Db, emailKey: string, windowMinutes: number, max: number) {
  return db
    .select({
      addressKey: signInAttempts.addressKey,
      ageMs: sql<number>`extract(epoch from (now() - ${signInAttempts.attemptedAt})) * 1000`.mapWith(Number),
    })
    .from(signInAttempts)
    .where(
      and(eq(signInAttempts.emailKey, emailKey), gt(signInAttempts.attemptedAt, windowStart(windowMinutes))),
    )
    .orderBy(desc(signInAttempts.attemptedAt), desc(signInAttempts.id))
    .limit(max);
}

/** Forgets one address's attempts at one email (after it signed in). */
export async function deleteSignInAttemptsOf(db: Db, keys: { emailKey: string; addressKey: string }) {
  await db
    .delete(signInAttempts)
    .where(and(eq(signInAttempts.emailKey, keys.emailKey), eq(signInAttempts.addressKey, keys.addressKey)));
}

/** Deletes the attempts that have left the window. */
export async function pruneSignInAttempts(db: Db, windowMinutes: number) {
  await db.delete(signInAttempts).where(lt(signInAttempts.attemptedAt, windowStart(windowMinutes)));
}

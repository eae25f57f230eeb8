import { and, desc, eq, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  accounts,
  companies,
  companyMemberships,
  partnerCompanies,
  partnerIdentities,
  partnerLogins,
  partnerSignInClients,
  partners,
} from '../../../db/schema';
import { clock } from '../../../lib/clock';

export async function findSignInClient(db: Db, slug: string) {
  const [row] = await db
    .select({
      partnerId: partners.id,
      partnerName: partners.name,
      slug: partners.slug,
      kind: partnerSignInClients.kind,
      issuer: partnerSignInClients.issuer,
      clientId: partnerSignInClients.clientId,
      clientSecretEncrypted: partnerSignInClients.clientSecretEncrypted,
      allowedOrigins: partnerSignInClients.allowedOrigins,
      updatedAt: partnerSignInClients.updatedAt,
    })
    .from(partnerSignInClients)
    .innerJoin(partners, eq(partners.id, partnerSignInClients.partnerId))
    .where(eq(partners.slug, slug));
  return row ?? null;
}

export async function insertPartnerLogin(db: Db, values: typeof partnerLogins.$inferInsert) {
  await db.insert(partnerLogins).values(values);
}

/** A pending login, not yet taken and not expired, read without taking it (the callback's first check). */
export async function findPendingLogin(db: Db, state: string, partnerId: string, now: Date) {
  const [row] = await db
    .select({ id: partnerLogins.id })
    .from(partnerLogins)
    .where(
      and(
        eq(partnerLogins.state, state),
        eq(partnerLogins.partnerId, partnerId),
        isNull(partnerLogins.consumedAt),
        gt(partnerLogins.expiresAt, now),
      ),
    );
  return row ?? null;
}

/** Takes a pending login for its callback: once, before it expires (a reused state finds nothing). */
export async function consumePartnerLogin(db: Db, state: string, partnerId: string, now: Date) {
  const [row] = await db
    .update(partnerLogins)
    .set({ consumedAt: now })
    .where(
      and(
        eq(partnerLogins.state, state),
        eq(partnerLogins.partnerId, partnerId),
        isNull(partnerLogins.consumedAt),
        gt(partnerLogins.expiresAt, now),
      ),
    )
    .returning();
  return row ?? null;
}

export async function completePartnerLogin(db: Db, id: string, accountId: string, claimsEncrypted: string) {
  await db.update(partnerLogins).set({ accountId, claimsEncrypted }).where(eq(partnerLogins.id, id));
}

/** The account's latest finished login with a partner of this kind, with its sealed claims. */
export async function findLatestLogin(db: Db, accountId: string, kind: string) {
  const [row] = await db
    .select({ partnerId: partnerLogins.partnerId, claimsEncrypted: partnerLogins.claimsEncrypted })
    .from(partnerLogins)
    .innerJoin(partnerSignInClients, eq(partnerSignInClients.partnerId, partnerLogins.partnerId))
    .where(
      and(
        eq(partnerLogins.accountId, accountId),
        eq(partnerSignInClients.kind, kind),
        isNotNull(partnerLogins.claimsEncrypted),
      ),
    )
    .orderBy(desc(partnerLogins.createdAt))
    .limit(1);
  return row ?? null;
}

export async function findIdentity(db: Db, partnerId: string, subject: string) {
  const [row] = await db
    .select({ accountId: partnerIdentities.accountId, disabledAt: accounts.disabledAt })
    .from(partnerIdentities)
    .innerJoin(accounts, eq(accounts.id, partnerIdentities.accountId))
    .where(and(eq(partnerIdentities.partnerId, partnerId), eq(partnerIdentities.subject, subject)));
  return row ?? null;
}

export async function emailTaken(db: Db, email: string): Promise<boolean> {
  const [row] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, email));
  return Boolean(row);
}

export async function insertIdentity(
  db: Db,
  values: { accountId: string; partnerId: string; subject: string },
) {
  await db.insert(partnerIdentities).values(values);
}

/** Links a company the partner brought to its key there (a FEIN or a realm). */
export async function insertPartnerCompanyLink(
  db: Db,
  link: { partnerId: string; remoteKey: string; companyId: string },
) {
  await db.insert(partnerCompanies).values(link);
}

export async function findPartnerCompany(db: Db, partnerId: string, remoteKey: string) {
  const [row] = await db
    .select({ companyId: partnerCompanies.companyId })
    .from(partnerCompanies)
    .where(and(eq(partnerCompanies.partnerId, partnerId), eq(partnerCompanies.remoteKey, remoteKey)))
    .for('update');
  return row ?? null;
}

/** The account's companies; `connected` when the given partner keys the company (one of its FEINs or realms). */
export async function listAccountCompanies(db: Db, accountId: string, partnerId: string | null = null) {
  return db
    .select({
      id: companies.id,
      name: companies.name,
      idToken: companies.idToken,
      connected: partnerId
        ? sql<boolean>`exists (select 1 from ${partnerCompanies} where ${partnerCompanies.companyId} = ${companies.id} and ${partnerCompanies.partnerId} = ${partnerId})`
        : sql<boolean>`false`,
    })
    .from(companyMemberships)
    .innerJoin(companies, eq(companies.id, companyMemberships.companyId))
    .where(eq(companyMemberships.accountId, accountId))
    .orderBy(sql`${companies.name}`);
}

/** Creates the partner (by slug) if missing and points its sign-in client at the given issuer. */
export async function upsertSignInClient(
  db: Db,
  partner: { slug: string; name: string; color: string | null },
  client: Omit<typeof partnerSignInClients.$inferInsert, 'partnerId'>,
) {
  await db.insert(partners).values(partner).onConflictDoNothing({ target: partners.slug });
  const [row] = await db.select({ id: partners.id }).from(partners).where(eq(partners.slug, partner.slug));
  await db
    .insert(partnerSignInClients)
    .values({ ...client, partnerId: row!.id })
    .onConflictDoUpdate({
      target: partnerSignInClients.partnerId,
      set: { ...client, updatedAt: clock.now() },
    });
}

/** A company by its whole id token, with its partner's slug and sign-in kind (the accounting connect, 0058). */
export async function findCompanyByToken(db: Db, idToken: string) {
  const [row] = await db
    .select({
      id: companies.id,
      idToken: companies.idToken,
      partnerSlug: partners.slug,
      partnerKind: partnerSignInClients.kind,
    })
    .from(companies)
    .leftJoin(partners, eq(partners.id, companies.partnerId))
    .leftJoin(partnerSignInClients, eq(partnerSignInClients.partnerId, companies.partnerId))
    .where(eq(companies.idToken, idToken));
  return row ?? null;
}

/** A company by id, with its partner's slug and sign-in kind (GET /intuit/status). */
export async function findCompanyPartner(db: Db, companyId: string) {
  const [row] = await db
    .select({ partnerSlug: partners.slug, partnerKind: partnerSignInClients.kind })
    .from(companies)
    .leftJoin(partners, eq(partners.id, companies.partnerId))
    .leftJoin(partnerSignInClients, eq(partnerSignInClients.partnerId, companies.partnerId))
    .where(eq(companies.id, companyId));
  return row ?? null;
}

/** The companies a partner keyed by these remote keys (the partner's vouched companies that exist here). */
export async function findPartnerCompanies(db: Db, partnerId: string, remoteKeys: string[]) {
  if (remoteKeys.length === 0) return [];
  return db
    .select({ companyId: partnerCompanies.companyId })
    .from(partnerCompanies)
    .where(and(eq(partnerCompanies.partnerId, partnerId), inArray(partnerCompanies.remoteKey, remoteKeys)));
}

export async function isMember(db: Db, accountId: string, companyId: string): Promise<boolean> {
  const [row] = await db
    .select({ companyId: companyMemberships.companyId })
    .from(companyMemberships)
    .where(and(eq(companyMemberships.accountId, accountId), eq(companyMemberships.companyId, companyId)));
  return Boolean(row);
}

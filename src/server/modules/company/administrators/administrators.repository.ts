import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { accounts, companies, companyMemberships } from '../../../db/schema';
import { firstRow } from '../../../lib/first-row';

export function findCompany(db: Db, companyId: string) {
  return firstRow(
    db
      .select({ id: companies.id, name: companies.name, idToken: companies.idToken })
      .from(companies)
      .where(eq(companies.id, companyId)),
  );
}

/** The company's memberships (administrators and brokers) with their accounts, locked when `lock` is set. */
export async function listMemberships(db: Db, companyId: string, lock = false) {
  const query = db
    .select({
      accountId: companyMemberships.accountId,
      role: companyMemberships.role,
      createdAt: companyMemberships.createdAt,
      name: accounts.name,
      email: accounts.email,
    })
    .from(companyMemberships)
    .innerJoin(accounts, eq(accounts.id, companyMemberships.accountId))
    .where(eq(companyMemberships.companyId, companyId))
    .orderBy(asc(accounts.name), asc(accounts.email));
  return lock ? query.for('update', { of: companyMemberships }) : query;
}

export function findAccountByEmail(db: Db, email: string) {
  return firstRow(
    db
      .select({ id: accounts.id, name: accounts.name, email: accounts.email, role: accounts.role })
      .from(accounts)
      .where(eq(accounts.email, email.toLowerCase())),
  );
}

export async function insertAdministratorMembership(tx: Db, companyId: string, accountId: string) {
  await tx.insert(companyMemberships).values({ companyId, accountId, role: 'benefits_admin' });
}

/** Adds an administrator's membership unless they already have one. */
export async function ensureAdministratorMembership(tx: Db, companyId: string, accountId: string) {
  await tx
    .insert(companyMemberships)
    .values({ companyId, accountId, role: 'benefits_admin' })
    .onConflictDoNothing();
}

export async function deleteAdministratorMembership(tx: Db, companyId: string, accountId: string) {
  await tx
    .delete(companyMemberships)
    .where(
      and(
        eq(companyMemberships.companyId, companyId),
        eq(companyMemberships.accountId, accountId),
        eq(companyMemberships.role, 'benefits_admin'),
      ),
    );
}

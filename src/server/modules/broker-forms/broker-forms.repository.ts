import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, employeeForms, supportContacts } from '../../db/schema';

export async function findCompanyByToken(db: Db, idToken: string) {
  const [row] = await db
    .select({ id: companies.id, brokerContactId: companies.brokerContactId })
    .from(companies)
    .where(eq(companies.idToken, idToken))
    .limit(1);
  return row ?? null;
}

export async function findCompanyById(db: Db, id: string) {
  const [row] = await db
    .select({ id: companies.id, brokerContactId: companies.brokerContactId })
    .from(companies)
    .where(eq(companies.id, id))
    .limit(1);
  return row ?? null;
}

/** The employee form of an account, for the company it works at and its benefits-admin flag. */
export async function findEmployeeFormOfAccount(db: Db, accountId: string) {
  const [row] = await db
    .select({ companyId: employeeForms.companyId, benefitsAdmin: employeeForms.benefitsAdmin })
    .from(employeeForms)
    .where(eq(employeeForms.accountId, accountId))
    .limit(1);
  return row ?? null;
}

export async function findSupportContact(db: Db, id: string) {
  const [row] = await db.select().from(supportContacts).where(eq(supportContacts.id, id)).limit(1);
  return row ?? null;
}

export async function findBenefitsAdministrationContact(db: Db) {
  const [row] = await db
    .select()
    .from(supportContacts)
    .where(eq(supportContacts.kind, 'benefits_administration'))
    .limit(1);
  return row ?? null;
}

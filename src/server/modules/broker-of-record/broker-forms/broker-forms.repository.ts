import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { companies, employeeForms, supportContacts } from '../../../db/schema';
import { firstRow } from '../../../lib/first-row';

/** A company, by its id or by the token that names it in links, with its broker contact. */
export function findCompany(db: Db, by: { id: string } | { idToken: string }) {
  return firstRow(
    db
      .select({ id: companies.id, brokerContactId: companies.brokerContactId })
      .from(companies)
      .where('id' in by ? eq(companies.id, by.id) : eq(companies.idToken, by.idToken)),
  );
}

/** The employee form of an account, for the company it works at and its benefits-admin flag. */
export function findEmployeeFormOfAccount(db: Db, accountId: string) {
  return firstRow(
    db
      .select({ companyId: employeeForms.companyId, benefitsAdmin: employeeForms.benefitsAdmin })
      .from(employeeForms)
      .where(eq(employeeForms.accountId, accountId)),
  );
}

export function findSupportContact(db: Db, id: string) {
  return firstRow(db.select().from(supportContacts).where(eq(supportContacts.id, id)));
}

export function findBenefitsAdministrationContact(db: Db) {
  return firstRow(
    db.select().from(supportContacts).where(eq(supportContacts.kind, 'benefits_administration')),
  );
}

import type { CensusValues } from '@shared/domain/census/census-file';
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, companyPolicies, employeeForms, employeePolicies, employeeRoles } from '../../db/schema';
import { firstRow } from '../../lib/first-row';

/** The company's row, locked: one census import (or add) at a time per company. */
export function lockCompany(tx: Db, companyId: string) {
  return firstRow(
    tx
      .select({ id: companies.id, name: companies.name })
      .from(companies)
      .where(eq(companies.id, companyId))
      .for('update'),
  );
}

/** The company's name and its default class's name (the template's example row). */
export function findCompanyName(db: Db, companyId: string) {
  return firstRow(db.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId)));
}

/** The company's active contribution classes (employee roles), in their order. */
export function findCompanyClasses(db: Db, companyId: string) {
  return db
    .select({ id: employeeRoles.id, name: employeeRoles.name, isDefault: employeeRoles.isDefault })
    .from(employeeRoles)
    .where(and(eq(employeeRoles.companyId, companyId), eq(employeeRoles.active, true)))
    .orderBy(asc(employeeRoles.sortOrder), asc(employeeRoles.name));
}

/** The company's current plan year: its latest policy that is not cancelled. */
export function findCurrentCompanyPolicy(db: Db, companyId: string) {
  return firstRow(
    db
      .select({ id: companyPolicies.id, effectiveAt: companyPolicies.effectiveAt })
      .from(companyPolicies)
      .where(and(eq(companyPolicies.companyId, companyId), ne(companyPolicies.status, 'cancelled')))
      .orderBy(desc(companyPolicies.effectiveAt), desc(companyPolicies.createdAt)),
  );
}

const personColumns = {
  id: employeeForms.id,
  version: employeeForms.version,
  firstName: employeeForms.firstName,
  lastName: employeeForms.lastName,
  email: sql<string>`coalesce(${employeeForms.email}, '')`,
  bornAt: sql<string>`coalesce(${employeeForms.bornAt}::text, '')`,
  hiredAt: sql<string>`coalesce(${employeeForms.hiredAt}::text, '')`,
  annualSalary: employeeForms.annualSalary,
  employeeType: employeeForms.employeeType,
  employeeRoleId: employeeForms.employeeRoleId,
  isEligible: employeeForms.isEligible,
};

/** The company's people with these emails (lower-cased), in the index's terms; locked when asked. */
export function findPeopleByEmails(db: Db, companyId: string, emails: readonly string[], lock: boolean) {
  if (emails.length === 0) return Promise.resolve([]);
  const query = db
    .select(personColumns)
    .from(employeeForms)
    .where(
      and(eq(employeeForms.companyId, companyId), inArray(sql`lower(${employeeForms.email})`, [...emails])),
    )
    .orderBy(asc(employeeForms.id));
  return lock ? query.for('update') : query;
}

/** Adds people (each with a fresh hash id) and returns their ids, in order. */
export async function insertPeople(
  tx: Db,
  companyId: string,
  people: readonly (CensusValues & { hashId: string })[],
): Promise<string[]> {
  if (people.length === 0) return [];
  const rows = await tx
    .insert(employeeForms)
    .values(people.map((p) => ({ ...p, companyId })))
    .returning({ id: employeeForms.id });
  return rows.map((r) => r.id);
}

/** Opens an application for each person on the plan year. */
export async function insertPolicies(
  tx: Db,
  companyPolicy: { id: string; effectiveAt: string | null },
  employeeFormIds: readonly string[],
): Promise<void> {
  if (employeeFormIds.length === 0) return;
  await tx.insert(employeePolicies).values(
    employeeFormIds.map((employeeFormId) => ({
      employeeFormId,
      companyPolicyId: companyPolicy.id,
      status: 'upcoming' as const,
      effectiveAt: companyPolicy.effectiveAt,
    })),
  );
}

/** Writes a census row over a person (the email stays as stored: it is how the row found them). */
export async function updatePerson(tx: Db, id: string, values: Omit<CensusValues, 'email'>): Promise<void> {
  await tx
    .update(employeeForms)
    .set({ ...values, version: sql`${employeeForms.version} + 1`, updatedAt: new Date() })
    .where(eq(employeeForms.id, id));
}

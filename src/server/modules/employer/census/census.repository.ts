import type { CensusValues } from '@shared/domain/census/census-file';
import { toCentsOrNull } from '@shared/domain/money/money';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { companies, employeeForms, employeeRoles } from '../../../db/schema';
import { firstRow } from '../../../lib/first-row';
import { dollarsOnly } from '../../../lib/money-row';

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

const personColumns = {
  id: employeeForms.id,
  version: employeeForms.version,
  firstName: employeeForms.firstName,
  lastName: employeeForms.lastName,
  email: sql<string>`coalesce(${employeeForms.email}, '')`,
  bornAt: sql<string>`coalesce(${employeeForms.bornAt}::text, '')`,
  hiredAt: sql<string>`coalesce(${employeeForms.hiredAt}::text, '')`,
  annualSalaryCents: employeeForms.annualSalaryCents,
  employeeType: employeeForms.employeeType,
  employeeRoleId: employeeForms.employeeRoleId,
  isEligible: employeeForms.isEligible,
};

/**
 * The company's people with these emails (lower-cased), in the index's terms; locked when asked. The salary
 * comes in the census file's dollars, as the census compares it with a row.
 */
export async function findPeopleByEmails(
  db: Db,
  companyId: string,
  emails: readonly string[],
  lock: boolean,
) {
  if (emails.length === 0) return [];
  const query = db
    .select(personColumns)
    .from(employeeForms)
    .where(
      and(eq(employeeForms.companyId, companyId), inArray(sql`lower(${employeeForms.email})`, [...emails])),
    )
    .orderBy(asc(employeeForms.id));
  const rows = await (lock ? query.for('update') : query);
  return rows.map((row) => dollarsOnly(row, ['annualSalary']));
}

/**
 * Writes census rows over people (the email stays as stored: it is how each row found its person), raising
 * each one's version: one statement for all of them, the rows passed as one JSON parameter.
 */
export async function updatePeople(
  tx: Db,
  people: readonly (Omit<CensusValues, 'email'> & { id: string })[],
): Promise<void> {
  if (people.length === 0) return;
  const rows = people.map((p) => ({
    id: p.id,
    first_name: p.firstName,
    last_name: p.lastName,
    born_at: p.bornAt,
    hired_at: p.hiredAt,
    annual_salary_cents: toCentsOrNull(p.annualSalary),
    employee_type: p.employeeType,
    employee_role_id: p.employeeRoleId,
    is_eligible: p.isEligible,
  }));
  await tx.execute(sql`
    update ${employeeForms} as f set
      first_name = v.first_name, last_name = v.last_name, born_at = v.born_at, hired_at = v.hired_at,
      annual_salary_cents = v.annual_salary_cents, employee_type = v.employee_type, employee_role_id = v.employee_role_id,
      is_eligible = v.is_eligible, version = f.version + 1, updated_at = now()
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(id uuid, first_name text, last_name text,
      born_at date, hired_at date, annual_salary_cents bigint, employee_type employee_type, employee_role_id uuid,
      is_eligible boolean)
    where f.id = v.id`);
}

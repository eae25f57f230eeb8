import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, companyPolicies, employeeForms, employeePolicies, employeeRoles } from '../../db/schema';
import { firstRow } from '../../lib/first-row';

/** The company's name and its active employee roles (contribution classes), the default first. */
export async function findNewEmployeeOptions(db: Db, companyId: string) {
  const company = await firstRow(
    db.select({ id: companies.id, name: companies.name }).from(companies).where(eq(companies.id, companyId)),
  );
  if (!company) return null;
  const classes = await db
    .select({ id: employeeRoles.id, name: employeeRoles.name, isDefault: employeeRoles.isDefault })
    .from(employeeRoles)
    .where(and(eq(employeeRoles.companyId, companyId), eq(employeeRoles.active, true)))
    .orderBy(desc(employeeRoles.isDefault), asc(employeeRoles.sortOrder), asc(employeeRoles.name));
  return { companyName: company.name, classes };
}

const currentPolicyColumns = {
  id: companyPolicies.id,
  effectiveAt: companyPolicies.effectiveAt,
  waitingPeriod: companyPolicies.waitingPeriod,
};

/** The company's current plan year: its latest policy that is not cancelled (latest effective date first). */
export function findCurrentCompanyPolicy(db: Db, companyId: string) {
  return firstRow(
    db
      .select(currentPolicyColumns)
      .from(companyPolicies)
      .where(and(eq(companyPolicies.companyId, companyId), ne(companyPolicies.status, 'cancelled')))
      .orderBy(sql`${companyPolicies.effectiveAt} desc nulls last`, desc(companyPolicies.createdAt)),
  );
}

/** The same, locked for share: a plan year cannot be cancelled while a person is being added to it. */
export function lockCurrentCompanyPolicy(tx: Db, companyId: string) {
  return firstRow(
    tx
      .select(currentPolicyColumns)
      .from(companyPolicies)
      .where(and(eq(companyPolicies.companyId, companyId), ne(companyPolicies.status, 'cancelled')))
      .orderBy(sql`${companyPolicies.effectiveAt} desc nulls last`, desc(companyPolicies.createdAt))
      .for('share'),
  );
}

/** An active role of the company, locked for share (it cannot be retired while it is being assigned). */
export function lockActiveRole(tx: Db, companyId: string, roleId: string) {
  return firstRow(
    tx
      .select({ id: employeeRoles.id })
      .from(employeeRoles)
      .where(
        and(
          eq(employeeRoles.id, roleId),
          eq(employeeRoles.companyId, companyId),
          eq(employeeRoles.active, true),
        ),
      )
      .for('share'),
  );
}

/** An active role of the company (unlocked: the estimate only reads). */
export function findActiveRole(db: Db, companyId: string, roleId: string) {
  return firstRow(
    db
      .select({ id: employeeRoles.id })
      .from(employeeRoles)
      .where(
        and(
          eq(employeeRoles.id, roleId),
          eq(employeeRoles.companyId, companyId),
          eq(employeeRoles.active, true),
        ),
      ),
  );
}

/** Whether a person of the company has this email (any case). */
export async function isEmailOfCompany(tx: Db, companyId: string, email: string): Promise<boolean> {
  const row = await firstRow(
    tx
      .select({ id: employeeForms.id })
      .from(employeeForms)
      .where(
        and(
          eq(employeeForms.companyId, companyId),
          sql`lower(${employeeForms.email}) = ${email.toLowerCase()}`,
        ),
      ),
  );
  return row !== null;
}

export async function insertEmployeeForm(tx: Db, values: typeof employeeForms.$inferInsert) {
  const [row] = await tx.insert(employeeForms).values(values).returning({ id: employeeForms.id });
  return row!;
}

export async function insertEmployeePolicy(tx: Db, values: typeof employeePolicies.$inferInsert) {
  const [row] = await tx.insert(employeePolicies).values(values).returning({ id: employeePolicies.id });
  return row!;
}

import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { companies, employeeRoles } from '../../../db/schema';
import { firstRow } from '../../../lib/first-row';

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

/**
 * An active role of the company; `lock` holds it for share (it cannot be retired while it is being assigned),
 * the estimate only reads.
 */
export function findActiveRole(db: Db, companyId: string, roleId: string, lock = false) {
  const query = db
    .select({ id: employeeRoles.id })
    .from(employeeRoles)
    .where(
      and(
        eq(employeeRoles.id, roleId),
        eq(employeeRoles.companyId, companyId),
        eq(employeeRoles.active, true),
      ),
    );
  return firstRow(lock ? query.for('share') : query);
}

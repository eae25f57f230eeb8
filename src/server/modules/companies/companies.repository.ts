import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  companies,
  companyPolicies,
  employeeForms,
  employeePolicies,
  employeePolicyCoverages,
  employeePolicySteps,
  employeeRoles,
} from '../../db/schema';
import { firstRow } from '../../lib/first-row';

export function findCompany(db: Db, companyId: string) {
  return firstRow(
    db
      .select({ id: companies.id, name: companies.name, idToken: companies.idToken, state: companies.state })
      .from(companies)
      .where(eq(companies.id, companyId)),
  );
}

/** Employees of a company with their current application (the policy of the company's live plan year). */
export async function listEmployeesWithApplications(db: Db, companyId: string) {
  const employees = await db
    .select({
      employeeFormId: employeeForms.id,
      firstName: employeeForms.firstName,
      lastName: employeeForms.lastName,
      email: employeeForms.email,
      employeeType: employeeForms.employeeType,
      isEligible: employeeForms.isEligible,
      updatedAt: employeeForms.updatedAt,
      policyId: employeePolicies.id,
      completedAt: employeePolicies.completedAt,
      steps: sql<number>`(select count(*)::int from ${employeePolicySteps} where ${employeePolicySteps.employeePolicyId} = ${employeePolicies.id})`,
    })
    .from(employeeForms)
    .leftJoin(employeePolicies, eq(employeePolicies.employeeFormId, employeeForms.id))
    .leftJoin(companyPolicies, eq(companyPolicies.id, employeePolicies.companyPolicyId))
    .where(
      and(
        eq(employeeForms.companyId, companyId),
        sql`(${companyPolicies.status} is null or ${companyPolicies.status} <> 'cancelled')`,
      ),
    )
    .orderBy(asc(employeeForms.lastName), asc(employeeForms.firstName));

  const policyIds = employees.map((e) => e.policyId).filter((id): id is string => Boolean(id));
  const answers = policyIds.length
    ? await db
        .select({
          policyId: employeePolicyCoverages.employeePolicyId,
          isEnrolling: employeePolicyCoverages.isEnrolling,
        })
        .from(employeePolicyCoverages)
        .where(inArray(employeePolicyCoverages.employeePolicyId, policyIds))
    : [];
  return { employees, answers };
}

/** Renames one of a company's employee roles; false when the company has no such role. */
export async function updateEmployeeRoleName(
  db: Db,
  companyId: string,
  roleId: string,
  name: string,
): Promise<boolean> {
  const rows = await db
    .update(employeeRoles)
    .set({ name })
    .where(and(eq(employeeRoles.id, roleId), eq(employeeRoles.companyId, companyId)))
    .returning({ id: employeeRoles.id });
  return rows.length > 0;
}

/** Every plan year (company policy) of a company. */
export async function findCompanyPolicyIds(db: Db, companyId: string): Promise<string[]> {
  const rows = await db
    .select({ id: companyPolicies.id })
    .from(companyPolicies)
    .where(eq(companyPolicies.companyId, companyId));
  return rows.map((r) => r.id);
}

import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  companyPolicies,
  employeeForms,
  employeePolicies,
  employeePolicyCoverages,
  employeeRoles,
} from '../../../db/schema';

/** A company's person, locked for the rest of the transaction (every employment write takes this lock first). */
export async function lockCompanyForm(tx: Db, companyId: string, employeeFormId: string) {
  const [row] = await tx
    .select({
      id: employeeForms.id,
      version: employeeForms.version,
      employmentStatus: employeeForms.employmentStatus,
      hiredAt: employeeForms.hiredAt,
      lastDayAt: employeeForms.lastDayAt,
    })
    .from(employeeForms)
    .where(and(eq(employeeForms.id, employeeFormId), eq(employeeForms.companyId, companyId)))
    .limit(1)
    .for('update');
  return row ?? null;
}

/** Whether a role is one of the company's active classes. */
export async function isActiveCompanyRole(db: Db, companyId: string, roleId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: employeeRoles.id })
    .from(employeeRoles)
    .where(
      and(
        eq(employeeRoles.id, roleId),
        eq(employeeRoles.companyId, companyId),
        eq(employeeRoles.active, true),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * The coverage lines the person is enrolled in through their current application (the latest policy of a
 * plan year that is not cancelled), counted only once that application is signed (completed).
 */
export async function countSignedEnrolledLines(db: Db, employeeFormId: string): Promise<number> {
  const [row] = await db
    .select({ lines: sql<number>`count(*)::int` })
    .from(employeePolicyCoverages)
    .where(
      and(
        eq(employeePolicyCoverages.isEnrolling, 'Yes'),
        sql`${employeePolicyCoverages.employeePolicyId} = (select p.id from ${employeePolicies} p
          join ${companyPolicies} cp on cp.id = p.company_policy_id
          where p.employee_form_id = ${employeeFormId} and cp.status <> 'cancelled' and p.completed_at is not null
          order by p.created_at desc limit 1)`,
      ),
    );
  return row?.lines ?? 0;
}

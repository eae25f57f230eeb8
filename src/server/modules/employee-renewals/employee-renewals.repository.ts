import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  employeePolicies,
  employeePolicyCoverages,
  employeePolicyDependentEnrollments,
} from '../../db/schema';

/** The employees' applications on a plan year (the one being renewed), by form. */
export function findPoliciesOn(db: Db, companyPolicyId: string, employeeFormIds: readonly string[]) {
  if (employeeFormIds.length === 0) return Promise.resolve([]);
  return db
    .select({ id: employeePolicies.id, employeeFormId: employeePolicies.employeeFormId })
    .from(employeePolicies)
    .where(
      and(
        eq(employeePolicies.companyPolicyId, companyPolicyId),
        inArray(employeePolicies.employeeFormId, [...employeeFormIds]),
      ),
    );
}

export function findCoverages(db: Db, employeePolicyIds: readonly string[]) {
  if (employeePolicyIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(employeePolicyCoverages)
    .where(inArray(employeePolicyCoverages.employeePolicyId, [...employeePolicyIds]));
}

export function findDependentEnrollments(db: Db, employeePolicyIds: readonly string[]) {
  if (employeePolicyIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(employeePolicyDependentEnrollments)
    .where(inArray(employeePolicyDependentEnrollments.employeePolicyId, [...employeePolicyIds]));
}

/** Inserts renewal applications; a form that already has one on the plan year keeps it. */
export function insertRenewalPolicies(
  tx: Db,
  rows: ReadonlyArray<{ employeeFormId: string; companyPolicyId: string; effectiveAt: string }>,
) {
  if (rows.length === 0) return Promise.resolve([]);
  return tx
    .insert(employeePolicies)
    .values(rows.map((r) => ({ ...r, status: 'upcoming' as const, isRenewal: true })))
    .onConflictDoNothing()
    .returning({ id: employeePolicies.id, employeeFormId: employeePolicies.employeeFormId });
}

export async function insertCoverages(tx: Db, rows: Array<typeof employeePolicyCoverages.$inferInsert>) {
  if (rows.length > 0) await tx.insert(employeePolicyCoverages).values(rows);
}

export async function insertDependentEnrollments(
  tx: Db,
  rows: Array<typeof employeePolicyDependentEnrollments.$inferInsert>,
) {
  if (rows.length > 0) await tx.insert(employeePolicyDependentEnrollments).values(rows);
}

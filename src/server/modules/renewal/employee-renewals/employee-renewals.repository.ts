import { and, desc, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import {
  companyPolicies,
  employeeForms,
  employeePolicies,
  employeePolicyCoverages,
  employeePolicyDependentEnrollments,
  employeePolicySteps,
} from '../../../db/schema';

/**
 * A renewal application still to be lived: on an upcoming plan year (decision 0038). Once that plan year is
 * enrolled it is the employee's current application, read by the employee application's own calls.
 */
const isPendingRenewal = and(eq(employeePolicies.isRenewal, true), eq(companyPolicies.status, 'upcoming'));

/** The pending renewal application of the account's latest form that has one. */
export async function findPendingRenewalForAccount(db: Db, accountId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: employeePolicies.id })
    .from(employeeForms)
    .innerJoin(employeePolicies, eq(employeePolicies.employeeFormId, employeeForms.id))
    .innerJoin(companyPolicies, eq(companyPolicies.id, employeePolicies.companyPolicyId))
    .where(and(eq(employeeForms.accountId, accountId), isPendingRenewal))
    .orderBy(desc(employeeForms.createdAt), desc(employeePolicies.createdAt))
    .limit(1);
  return row?.id ?? null;
}

/** Whether the account has a pending renewal application it has not signed yet (where its sign-in lands). */
export async function hasUnsignedRenewalForAccount(db: Db, accountId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: employeePolicies.id })
    .from(employeeForms)
    .innerJoin(employeePolicies, eq(employeePolicies.employeeFormId, employeeForms.id))
    .innerJoin(companyPolicies, eq(companyPolicies.id, employeePolicies.companyPolicyId))
    .where(
      and(
        eq(employeeForms.accountId, accountId),
        eq(employeeForms.employmentStatus, 'active'),
        isPendingRenewal,
        sql`${employeePolicies.completedAt} is null`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The pending renewal application of an employee form. */
export async function findPendingRenewalOfForm(db: Db, employeeFormId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: employeePolicies.id })
    .from(employeePolicies)
    .innerJoin(companyPolicies, eq(companyPolicies.id, employeePolicies.companyPolicyId))
    .where(and(eq(employeePolicies.employeeFormId, employeeFormId), isPendingRenewal))
    .orderBy(desc(employeePolicies.createdAt))
    .limit(1);
  return row?.id ?? null;
}

/** The pending renewal application of an employee form with its plan year's start and when it was signed. */
export async function findPendingRenewalDetailsOfForm(db: Db, employeeFormId: string) {
  const [row] = await db
    .select({
      id: employeePolicies.id,
      planYearStartsOn: companyPolicies.effectiveAt,
      signedAt: employeePolicies.signedAt,
    })
    .from(employeePolicies)
    .innerJoin(companyPolicies, eq(companyPolicies.id, employeePolicies.companyPolicyId))
    .where(and(eq(employeePolicies.employeeFormId, employeeFormId), isPendingRenewal))
    .orderBy(desc(employeePolicies.createdAt))
    .limit(1);
  return row ?? null;
}

/** The renewal applications on a plan year, with what their status is derived from (one query). */
export function findRenewalApplications(db: Db, companyPolicyId: string) {
  return db
    .select({
      employeeFormId: employeePolicies.employeeFormId,
      employeePolicyId: employeePolicies.id,
      hashId: employeeForms.hashId,
      completedAt: employeePolicies.completedAt,
      steps: sql<number>`(select count(*)::int from ${employeePolicySteps} s where s.employee_policy_id = ${employeePolicies.id})`,
      answers: sql<unknown>`(select coalesce(json_agg(c.is_enrolling), '[]'::json) from ${employeePolicyCoverages} c where c.employee_policy_id = ${employeePolicies.id})`,
    })
    .from(employeePolicies)
    .innerJoin(employeeForms, eq(employeeForms.id, employeePolicies.employeeFormId))
    .where(and(eq(employeePolicies.companyPolicyId, companyPolicyId), eq(employeePolicies.isRenewal, true)));
}

/** The employees' applications on a plan year (the one being renewed), by form. */
export function findPoliciesOn(db: Db, companyPolicyId: string, employeeFormIds: readonly string[]) {
  if (employeeFormIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: employeePolicies.id,
      employeeFormId: employeePolicies.employeeFormId,
      declinationReason: employeePolicies.declinationReason,
      declinationReason1CarrierName: employeePolicies.declinationReason1CarrierName,
      declinationReason1IdNumber: employeePolicies.declinationReason1IdNumber,
      declinationReason4Explanation: employeePolicies.declinationReason4Explanation,
    })
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

const renewedPolicy = alias(employeePolicies, 'renewed_policy');
const renewedPlanYear = alias(companyPolicies, 'renewed_plan_year');

/**
 * A renewal application's plan year and the application it renews: the same form's application on the latest
 * earlier plan year that is not cancelled (null when the employee had none).
 */
export async function findRenewalAndRenewed(db: Db, renewalPolicyId: string) {
  const [renewal] = await db
    .select({
      id: employeePolicies.id,
      employeeFormId: employeePolicies.employeeFormId,
      isRenewal: employeePolicies.isRenewal,
      planYearStartsOn: companyPolicies.effectiveAt,
    })
    .from(employeePolicies)
    .innerJoin(companyPolicies, eq(companyPolicies.id, employeePolicies.companyPolicyId))
    .where(eq(employeePolicies.id, renewalPolicyId));
  if (!renewal) return null;
  const [renewed] = renewal.planYearStartsOn
    ? await db
        .select({ id: renewedPolicy.id, planYearStartsOn: renewedPlanYear.effectiveAt })
        .from(renewedPolicy)
        .innerJoin(renewedPlanYear, eq(renewedPlanYear.id, renewedPolicy.companyPolicyId))
        .where(
          and(
            eq(renewedPolicy.employeeFormId, renewal.employeeFormId),
            ne(renewedPolicy.id, renewal.id),
            ne(renewedPlanYear.status, 'cancelled'),
            lt(renewedPlanYear.effectiveAt, renewal.planYearStartsOn),
          ),
        )
        .orderBy(desc(renewedPlanYear.effectiveAt), desc(renewedPolicy.createdAt))
        .limit(1)
    : [];
  return { renewal, renewed: renewed ?? null };
}

import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { carriers, companyPolicies, companyPolicyPlans, plans } from '../../../db/schema';
import { firstRow } from '../../../lib/first-row';

const planYearColumns = {
  id: companyPolicies.id,
  status: companyPolicies.status,
  effectiveAt: companyPolicies.effectiveAt,
  renewalAt: companyPolicies.renewalAt,
  waitingPeriod: companyPolicies.waitingPeriod,
};

/** The company's current plan year: its latest policy that is not cancelled (as the employee list reads it). */
export function findCurrentPlanYear(db: Db, companyId: string) {
  return firstRow(
    db
      .select(planYearColumns)
      .from(companyPolicies)
      .where(and(eq(companyPolicies.companyId, companyId), ne(companyPolicies.status, 'cancelled')))
      .orderBy(sql`${companyPolicies.effectiveAt} desc nulls last`, sql`${companyPolicies.createdAt} desc`),
  );
}
export type PlanYearRow = NonNullable<Awaited<ReturnType<typeof findCurrentPlanYear>>>;

/** One plan year of the company (any status); null for another company's. */
export function findPlanYearOfCompany(db: Db, companyId: string, companyPolicyId: string) {
  return firstRow(
    db
      .select(planYearColumns)
      .from(companyPolicies)
      .where(and(eq(companyPolicies.id, companyPolicyId), eq(companyPolicies.companyId, companyId))),
  );
}

/** The plan year of the company, locked against change (a share lock) for the caller's transaction; null if not its. */
export async function lockPlanYearOfCompany(tx: Db, companyId: string, companyPolicyId: string) {
  const [row] = await tx
    .select({ id: companyPolicies.id })
    .from(companyPolicies)
    .where(and(eq(companyPolicies.id, companyPolicyId), eq(companyPolicies.companyId, companyId)))
    .for('share');
  return row ?? null;
}

function selectOfferedPlans(db: Db) {
  return db
    .select({ plan: plans, carrierName: carriers.name, isBasePlan: companyPolicyPlans.isBasePlan })
    .from(companyPolicyPlans)
    .innerJoin(plans, eq(plans.id, companyPolicyPlans.planId))
    .innerJoin(carriers, eq(carriers.id, plans.carrierId));
}

/** Every plan a plan year offers, with its carrier, by name. */
export function findOfferedPlans(db: Db, companyPolicyId: string) {
  return selectOfferedPlans(db)
    .where(eq(companyPolicyPlans.companyPolicyId, companyPolicyId))
    .orderBy(asc(plans.displayName), asc(plans.id));
}
export type OfferedPlanRow = Awaited<ReturnType<typeof findOfferedPlans>>[number];

/** One plan, when the plan year offers it. */
export function findOfferedPlan(db: Db, companyPolicyId: string, planId: string) {
  return firstRow(
    selectOfferedPlans(db).where(
      and(eq(companyPolicyPlans.companyPolicyId, companyPolicyId), eq(companyPolicyPlans.planId, planId)),
    ),
  );
}

import { and, asc, desc, eq, inArray, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  carriers,
  companyPolicies,
  companyPolicyPlans,
  medicalPlanMappingItems,
  medicalPlanMappings,
  planSuitePlans,
  planSuites,
  plans,
  renewalContributions,
  renewals,
} from '../../db/schema';
import { firstRow } from '../../lib/first-row';

const renewalColumns = {
  id: renewals.id,
  companyId: renewals.companyId,
  status: renewals.status,
  effectiveAt: renewals.effectiveAt,
  currentCompanyPolicyId: renewals.currentCompanyPolicyId,
  selectedPlanSuiteId: renewals.selectedPlanSuiteId,
  version: renewals.version,
};
export type RenewalRow = {
  id: string;
  companyId: string;
  status: (typeof renewals.$inferSelect)['status'];
  effectiveAt: string;
  currentCompanyPolicyId: string | null;
  selectedPlanSuiteId: string | null;
  version: number;
};

/** The company's current renewal (decision 0035): its newest one neither completed nor cancelled. */
export function findCurrentRenewal(db: Db, companyId: string) {
  return firstRow(
    db
      .select(renewalColumns)
      .from(renewals)
      .where(and(eq(renewals.companyId, companyId), notInArray(renewals.status, ['completed', 'cancelled'])))
      .orderBy(desc(renewals.effectiveAt), desc(renewals.createdAt)),
  );
}

/** The newest renewal of a plan year (the comparison named by a company policy id). */
export function findRenewalOfPolicy(db: Db, companyPolicyId: string) {
  return firstRow(
    db
      .select(renewalColumns)
      .from(renewals)
      .where(eq(renewals.currentCompanyPolicyId, companyPolicyId))
      .orderBy(desc(renewals.effectiveAt), desc(renewals.createdAt)),
  );
}

export function findPolicyCompany(db: Db, companyPolicyId: string) {
  return firstRow(
    db
      .select({ companyId: companyPolicies.companyId })
      .from(companyPolicies)
      .where(eq(companyPolicies.id, companyPolicyId)),
  );
}

export async function lockRenewal(tx: Db, renewalId: string): Promise<RenewalRow | null> {
  const [row] = await tx
    .select(renewalColumns)
    .from(renewals)
    .where(eq(renewals.id, renewalId))
    .for('update');
  return row ?? null;
}

export async function setSelectedSuite(tx: Db, renewal: RenewalRow, planSuiteId: string): Promise<number> {
  const version = renewal.version + 1;
  await tx
    .update(renewals)
    .set({ selectedPlanSuiteId: planSuiteId, version, updatedAt: new Date() })
    .where(eq(renewals.id, renewal.id));
  return version;
}

/** A renewal's suites in the comparison's order. */
export function findSuites(db: Db, renewalId: string) {
  return db
    .select({ id: planSuites.id, shortName: planSuites.shortName, position: planSuites.position })
    .from(planSuites)
    .where(eq(planSuites.renewalId, renewalId))
    .orderBy(asc(planSuites.position));
}

/** A suite with its renewal's company (to tell an unknown suite from another company's). */
export function findSuite(db: Db, planSuiteId: string) {
  return firstRow(
    db
      .select({
        id: planSuites.id,
        shortName: planSuites.shortName,
        renewalId: planSuites.renewalId,
        companyId: renewals.companyId,
      })
      .from(planSuites)
      .innerJoin(renewals, eq(renewals.id, planSuites.renewalId))
      .where(eq(planSuites.id, planSuiteId)),
  );
}

const planDetailColumns = {
  id: plans.id,
  type: plans.type,
  name: plans.displayName,
  carrierName: carriers.name,
  deductible: plans.deductible,
  estimatedCosts: plans.estimatedCosts,
};

/** A suite's plans with what the comparison shows of them. */
export function findSuitePlans(db: Db, planSuiteId: string) {
  return db
    .select({ ...planDetailColumns, isBasePlan: planSuitePlans.isBasePlan })
    .from(planSuitePlans)
    .innerJoin(plans, eq(plans.id, planSuitePlans.planId))
    .innerJoin(carriers, eq(carriers.id, plans.carrierId))
    .where(eq(planSuitePlans.planSuiteId, planSuiteId))
    .orderBy(asc(plans.type), asc(plans.displayName), asc(plans.id));
}

/** A plan year's offered plans with what the comparison shows of them (the current package). */
export function findPolicyPlans(db: Db, companyPolicyId: string) {
  return db
    .select({ ...planDetailColumns, isBasePlan: companyPolicyPlans.isBasePlan })
    .from(companyPolicyPlans)
    .innerJoin(plans, eq(plans.id, companyPolicyPlans.planId))
    .innerJoin(carriers, eq(carriers.id, plans.carrierId))
    .where(eq(companyPolicyPlans.companyPolicyId, companyPolicyId))
    .orderBy(asc(plans.type), asc(plans.displayName), asc(plans.id));
}
export type PlanDetailRow = Awaited<ReturnType<typeof findPolicyPlans>>[number];

/** A renewal's medical plan mappings, in order, with their items. */
export async function findMappings(db: Db, renewalId: string) {
  const mappings = await db
    .select({
      id: medicalPlanMappings.id,
      name: medicalPlanMappings.name,
      planId: medicalPlanMappings.currentPlanId,
    })
    .from(medicalPlanMappings)
    .where(eq(medicalPlanMappings.renewalId, renewalId))
    .orderBy(asc(medicalPlanMappings.sortOrder), asc(medicalPlanMappings.name));
  const items =
    mappings.length === 0
      ? []
      : await db
          .select({
            mappingId: medicalPlanMappingItems.mappingId,
            planSuiteId: medicalPlanMappingItems.planSuiteId,
            planId: medicalPlanMappingItems.planId,
          })
          .from(medicalPlanMappingItems)
          .where(
            inArray(
              medicalPlanMappingItems.mappingId,
              mappings.map((m) => m.id),
            ),
          );
  return { mappings, items };
}

export function findRenewalContributions(db: Db, renewalId: string) {
  return db
    .select()
    .from(renewalContributions)
    .where(eq(renewalContributions.renewalId, renewalId))
    .orderBy(asc(renewalContributions.sortOrder), asc(renewalContributions.id));
}

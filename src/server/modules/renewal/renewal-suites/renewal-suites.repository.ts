import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
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
} from '../../../db/schema';
import { clock } from '../../../lib/clock';
import { firstRow } from '../../../lib/first-row';

export function findPolicyCompany(db: Db, companyPolicyId: string) {
  return firstRow(
    db
      .select({ companyId: companyPolicies.companyId })
      .from(companyPolicies)
      .where(eq(companyPolicies.id, companyPolicyId)),
  );
}

export async function setSelectedSuite(
  tx: Db,
  renewal: { id: string; version: number },
  planSuiteId: string,
): Promise<number> {
  const version = renewal.version + 1;
  await tx
    .update(renewals)
    .set({ selectedPlanSuiteId: planSuiteId, version, updatedAt: clock.now() })
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
  deductibleCents: plans.deductibleCents,
  estimatedCosts: plans.estimatedCosts,
  networkType: plans.planType,
  network: plans.network,
  sbcUrl: plans.sbcUrl,
  providerDirectoryUrl: plans.providerDirectoryUrl,
  formularyUrl: plans.formularyUrl,
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

import { and, asc, desc, eq, inArray, isNotNull, isNull, lte, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  carriers,
  companies,
  companyContributions,
  companyPolicies,
  companyPolicyPlans,
  employeeForms,
  employeePolicies,
  employeePolicyCoverages,
  employeePolicySteps,
  employeeRoles,
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
import { qualified } from '../../../lib/qualified-column';

const renewalColumns = {
  id: renewals.id,
  companyId: renewals.companyId,
  status: renewals.status,
  currentCompanyPolicyId: renewals.currentCompanyPolicyId,
  effectiveAt: renewals.effectiveAt,
  selectedPlanSuiteId: renewals.selectedPlanSuiteId,
  probationaryPeriod: renewals.probationaryPeriod,
  hasSignature: sql<boolean>`${renewals.signatureImageDataUrl} is not null`,
  signedAt: renewals.signedAt,
  upcomingCompanyPolicyId: renewals.upcomingCompanyPolicyId,
  version: renewals.version,
};
export type RenewalRow = NonNullable<Awaited<ReturnType<typeof findRenewal>>>;

/** The company's current renewal: its newest that is neither completed nor cancelled (decision 0035). */
export function findCurrentRenewal(db: Db, companyId: string) {
  return firstRow(
    db
      .select(renewalColumns)
      .from(renewals)
      .where(and(eq(renewals.companyId, companyId), notInArray(renewals.status, ['completed', 'cancelled'])))
      .orderBy(desc(renewals.effectiveAt), desc(renewals.createdAt)),
  );
}

/**
 * Each company's current renewal (as findCurrentRenewal chooses it) with how many packages it has, for the
 * dashboard's summary (decision 0040): one statement for every company of a session.
 */
export function findCurrentRenewalsOf(db: Db, companyIds: readonly string[]) {
  if (companyIds.length === 0) return Promise.resolve([]);
  return db
    .selectDistinctOn([renewals.companyId], {
      companyId: renewals.companyId,
      status: renewals.status,
      effectiveAt: renewals.effectiveAt,
      planSuiteCount: sql<number>`(select count(*)::int from ${planSuites} s where s.renewal_id = ${qualified(renewals.id)})`,
    })
    .from(renewals)
    .where(
      and(
        inArray(renewals.companyId, [...companyIds]),
        notInArray(renewals.status, ['completed', 'cancelled']),
      ),
    )
    .orderBy(renewals.companyId, desc(renewals.effectiveAt), desc(renewals.createdAt));
}

/** The companies' plan years that are not cancelled (the one in force and any after it). */
export function findLivePlanYearsOf(db: Db, companyIds: readonly string[]) {
  if (companyIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      companyId: companyPolicies.companyId,
      status: companyPolicies.status,
      effectiveAt: companyPolicies.effectiveAt,
      renewalAt: companyPolicies.renewalAt,
    })
    .from(companyPolicies)
    .where(
      and(inArray(companyPolicies.companyId, [...companyIds]), sql`${companyPolicies.status} <> 'cancelled'`),
    );
}

export function findRenewal(db: Db, renewalId: string) {
  return firstRow(db.select(renewalColumns).from(renewals).where(eq(renewals.id, renewalId)));
}

/** The newest renewal of a plan year (the comparison named by a company policy id, decision 0039). */
export function findRenewalOfPolicy(db: Db, companyPolicyId: string) {
  return firstRow(
    db
      .select(renewalColumns)
      .from(renewals)
      .where(eq(renewals.currentCompanyPolicyId, companyPolicyId))
      .orderBy(desc(renewals.effectiveAt), desc(renewals.createdAt)),
  );
}

/** The renewal, locked for the rest of the transaction: every renewal write takes it first. */
export async function lockRenewal(tx: Db, renewalId: string): Promise<RenewalRow | null> {
  const [row] = await tx
    .select(renewalColumns)
    .from(renewals)
    .where(eq(renewals.id, renewalId))
    .for('update');
  return row ?? null;
}

export function updateRenewal(tx: Db, renewalId: string, values: Partial<typeof renewals.$inferInsert>) {
  return tx
    .update(renewals)
    .set({ ...values, updatedAt: clock.now() })
    .where(eq(renewals.id, renewalId));
}

export function findCompany(db: Db, companyId: string) {
  return firstRow(
    db
      .select({ id: companies.id, name: companies.name, idToken: companies.idToken, zip: companies.zip })
      .from(companies)
      .where(eq(companies.id, companyId)),
  );
}

/** The package's plans with the overview card fields, in a stable order. */
export function findSuitePlans(db: Db, planSuiteId: string) {
  return db
    .select({
      id: plans.id,
      type: plans.type,
      name: plans.displayName,
      rawName: plans.rawName,
      carrierId: plans.carrierId,
      carrierName: carriers.name,
      isBasePlan: planSuitePlans.isBasePlan,
      metalTier: plans.metalTier,
      planType: plans.planType,
      deductibleCents: plans.deductibleCents,
      estimatedCosts: plans.estimatedCosts,
      annualMaximumCents: plans.annualMaximumCents,
      preventiveCare: plans.preventiveCare,
      eyeExam: plans.eyeExam,
      lenses: plans.lenses,
      contacts: plans.contacts,
      coverageAmountCents: plans.coverageAmountCents,
      salaryCoveragePercentage: plans.salaryCoveragePercentage,
      maxBenefitCents: plans.maxBenefitCents,
      benefitDuration: plans.benefitDuration,
      eliminationPeriod: plans.eliminationPeriod,
      sbcUrl: plans.sbcUrl,
      providerDirectoryUrl: plans.providerDirectoryUrl,
      formularyUrl: plans.formularyUrl,
    })
    .from(planSuitePlans)
    .innerJoin(plans, eq(plans.id, planSuitePlans.planId))
    .innerJoin(carriers, eq(carriers.id, plans.carrierId))
    .where(eq(planSuitePlans.planSuiteId, planSuiteId))
    .orderBy(asc(plans.displayName), asc(plans.id));
}
export type SuitePlan = Awaited<ReturnType<typeof findSuitePlans>>[number];

/**
 * Whether a plan is one of the renewal's: in one of its packages, or offered on the plan year it renews or the
 * one it created (a card of the overview or the comparison shows it).
 */
export async function isPlanOfRenewal(
  db: Db,
  renewal: { id: string; currentCompanyPolicyId: string | null; upcomingCompanyPolicyId: string | null },
  planId: string,
): Promise<boolean> {
  const [inSuite] = await db
    .select({ planId: planSuitePlans.planId })
    .from(planSuitePlans)
    .innerJoin(planSuites, eq(planSuites.id, planSuitePlans.planSuiteId))
    .where(and(eq(planSuites.renewalId, renewal.id), eq(planSuitePlans.planId, planId)))
    .limit(1);
  if (inSuite) return true;
  const years = [renewal.currentCompanyPolicyId, renewal.upcomingCompanyPolicyId].filter(
    (id): id is string => id !== null,
  );
  if (years.length === 0) return false;
  const [offered] = await db
    .select({ planId: companyPolicyPlans.planId })
    .from(companyPolicyPlans)
    .where(and(inArray(companyPolicyPlans.companyPolicyId, years), eq(companyPolicyPlans.planId, planId)))
    .limit(1);
  return Boolean(offered);
}

/** The selected package's replacement of each current medical plan (medical plan mappings). */
export function findMappedPlans(db: Db, renewalId: string, planSuiteId: string) {
  return db
    .select({ currentPlanId: medicalPlanMappings.currentPlanId, planId: medicalPlanMappingItems.planId })
    .from(medicalPlanMappings)
    .innerJoin(medicalPlanMappingItems, eq(medicalPlanMappingItems.mappingId, medicalPlanMappings.id))
    .where(
      and(
        eq(medicalPlanMappings.renewalId, renewalId),
        eq(medicalPlanMappingItems.planSuiteId, planSuiteId),
        isNotNull(medicalPlanMappings.currentPlanId),
      ),
    );
}

const contributionColumns = {
  id: renewalContributions.id,
  serviceLine: renewalContributions.serviceLine,
  name: renewalContributions.name,
  active: renewalContributions.active,
  contributionType: renewalContributions.contributionType,
  employeePercentage: renewalContributions.employeePercentage,
  dependentPercentage: renewalContributions.dependentPercentage,
  employeeFixedAmountCents: renewalContributions.employeeFixedAmountCents,
  dependentFixedAmountCents: renewalContributions.dependentFixedAmountCents,
  employeeRoleId: renewalContributions.employeeRoleId,
  sortOrder: renewalContributions.sortOrder,
};
export type StoredRenewalContribution = Awaited<ReturnType<typeof findContributions>>[number];

/** Every contribution row of the renewal (removed ones too), in the order they were added. */
export function findContributions(db: Db, renewalId: string) {
  return db
    .select(contributionColumns)
    .from(renewalContributions)
    .where(eq(renewalContributions.renewalId, renewalId))
    .orderBy(
      asc(renewalContributions.sortOrder),
      asc(renewalContributions.createdAt),
      asc(renewalContributions.id),
    );
}

export type RenewalContributionValues = Omit<
  typeof renewalContributions.$inferInsert,
  'id' | 'renewalId' | 'createdAt' | 'updatedAt'
>;

export async function insertContributions(
  tx: Db,
  renewalId: string,
  rows: readonly RenewalContributionValues[],
): Promise<void> {
  if (rows.length > 0) await tx.insert(renewalContributions).values(rows.map((r) => ({ ...r, renewalId })));
}

export async function updateContribution(
  tx: Db,
  renewalId: string,
  id: string,
  values: Partial<RenewalContributionValues>,
): Promise<void> {
  await tx
    .update(renewalContributions)
    .set({ ...values, updatedAt: clock.now() })
    .where(and(eq(renewalContributions.id, id), eq(renewalContributions.renewalId, renewalId)));
}

/** The company's classes (active or not: a renewal row may bring one back by name). */
export function findClasses(db: Db, companyId: string) {
  return db
    .select({
      id: employeeRoles.id,
      name: employeeRoles.name,
      isDefault: employeeRoles.isDefault,
      active: employeeRoles.active,
    })
    .from(employeeRoles)
    .where(eq(employeeRoles.companyId, companyId))
    .orderBy(desc(employeeRoles.isDefault), asc(employeeRoles.sortOrder), asc(employeeRoles.name));
}

/** The company's active employees, with their renewal application on the upcoming policy when there is one. */
export function findEmployees(db: Db, companyId: string, upcomingCompanyPolicyId: string | null) {
  return db
    .select({
      formId: employeeForms.id,
      hashId: employeeForms.hashId,
      firstName: employeeForms.firstName,
      lastName: employeeForms.lastName,
      email: employeeForms.email,
      isEligible: employeeForms.isEligible,
      employeeRoleId: employeeForms.employeeRoleId,
      annualSalaryCents: employeeForms.annualSalaryCents,
      accountId: employeeForms.accountId,
      renewalPolicyId: employeePolicies.id,
      renewalCompletedAt: employeePolicies.completedAt,
      renewalSteps: sql<number>`(select count(*)::int from ${employeePolicySteps} where ${employeePolicySteps.employeePolicyId} = ${employeePolicies.id})`,
      renewalAnswers: sql<Array<
        'Yes' | 'No'
      > | null>`(select array_agg(${employeePolicyCoverages.isEnrolling}::text) from ${employeePolicyCoverages} where ${employeePolicyCoverages.employeePolicyId} = ${employeePolicies.id})`,
    })
    .from(employeeForms)
    .leftJoin(
      employeePolicies,
      and(
        eq(employeePolicies.employeeFormId, employeeForms.id),
        upcomingCompanyPolicyId ? eq(employeePolicies.companyPolicyId, upcomingCompanyPolicyId) : sql`false`,
      ),
    )
    .where(and(eq(employeeForms.companyId, companyId), eq(employeeForms.employmentStatus, 'active')))
    .orderBy(asc(employeeForms.lastName), asc(employeeForms.firstName), asc(employeeForms.id));
}
export type RenewalEmployeeRow = Awaited<ReturnType<typeof findEmployees>>[number];

/** Each application on the plan year renewed: signed or not, its medical answer and declination reason. */
export function findCurrentMedicalAnswers(db: Db, companyPolicyId: string) {
  return db
    .select({
      formId: employeePolicies.employeeFormId,
      completedAt: employeePolicies.completedAt,
      declinationReason: employeePolicies.declinationReason,
      medical: employeePolicyCoverages.isEnrolling,
    })
    .from(employeePolicies)
    .leftJoin(
      employeePolicyCoverages,
      and(
        eq(employeePolicyCoverages.employeePolicyId, employeePolicies.id),
        eq(employeePolicyCoverages.coverageType, 'medical'),
      ),
    )
    .where(eq(employeePolicies.companyPolicyId, companyPolicyId));
}

/** The upcoming policy's medical contribution rows (the classes of the employee contribution matrix). */
export function findPolicyMedicalContributions(db: Db, companyPolicyId: string) {
  return db
    .select({
      id: companyContributions.id,
      name: companyContributions.name,
      employeeRoleId: companyContributions.employeeRoleId,
    })
    .from(companyContributions)
    .where(
      and(
        eq(companyContributions.companyPolicyId, companyPolicyId),
        eq(companyContributions.coverageType, 'medical'),
        eq(companyContributions.active, true),
        // The table from its latest change on (decision 0072).
        isNull(companyContributions.effectiveUntil),
      ),
    )
    .orderBy(sql`${companyContributions.employeeRoleId} is not null`, asc(companyContributions.name));
}

export async function insertPolicyPlans(
  tx: Db,
  rows: ReadonlyArray<typeof companyPolicyPlans.$inferInsert>,
): Promise<void> {
  if (rows.length > 0) await tx.insert(companyPolicyPlans).values([...rows]);
}

/** Signed renewals whose plan year has started by `today` (YYYY-MM-DD). */
export function findDueRenewals(db: Db, today: string) {
  return db
    .select({ id: renewals.id })
    .from(renewals)
    .where(and(eq(renewals.status, 'signed'), lte(renewals.effectiveAt, today)));
}

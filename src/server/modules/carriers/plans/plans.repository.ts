import type { CoverageType } from '@shared/domain/enums';
import { and, asc, desc, eq, type Placeholder, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import { policyOwnerColumns, selectPolicyWithForm } from '../../../access/employee-access';
import { type Db, perDatabase } from '../../../db/client';
import {
  carriers,
  companyContributions,
  companyPolicies,
  companyPolicyPlans,
  contributionTierColumns,
  employeeDependents,
  employeeForms,
  employeePolicies,
  employeePolicyCoverages,
  medicalPlanMappingItems,
  medicalPlanMappings,
  planRates,
  plans,
  renewals,
} from '../../../db/schema';
import { anyOf } from '../../../lib/any-of';
import { clock } from '../../../lib/clock';
import { preparedLookup } from '../../../lib/first-row';
import { qualified } from '../../../lib/qualified-column';

/** The plans a company policy offers on one coverage line, with their carrier, base-plan flag and `extra`. */
function selectLinePlans<T extends SelectedFields>(
  db: Db,
  extra: T,
  companyPolicyId: string | Placeholder,
  type: CoverageType | Placeholder,
) {
  return db
    .select({
      plan: plans,
      carrierName: carriers.name,
      carrierLogo: carriers.logoUrl,
      isBasePlan: companyPolicyPlans.isBasePlan,
      ...extra,
    })
    .from(companyPolicyPlans)
    .innerJoin(plans, eq(plans.id, companyPolicyPlans.planId))
    .innerJoin(carriers, eq(carriers.id, plans.carrierId))
    .where(and(eq(companyPolicyPlans.companyPolicyId, companyPolicyId), eq(plans.type, type)))
    .orderBy(asc(plans.displayName), asc(plans.id));
}

/** The plans a company policy offers on one coverage line, with their carrier and base-plan flag. */
export function findLinePlans(db: Db, companyPolicyId: string, type: CoverageType) {
  return selectLinePlans(db, {}, companyPolicyId, type);
}
export type LinePlan = Awaited<ReturnType<typeof findLinePlans>>[number];

/** The employer's contribution rules of one coverage line (every role, every span: decision 0072). */
export function findLineContributions(db: Db, companyPolicyId: string, type: CoverageType) {
  return db
    .select({
      employeeRoleId: companyContributions.employeeRoleId,
      contributionType: companyContributions.contributionType,
      active: companyContributions.active,
      employeePercentage: companyContributions.employeePercentage,
      dependentPercentage: companyContributions.dependentPercentage,
      employeeFixedAmountCents: companyContributions.employeeFixedAmountCents,
      dependentFixedAmountCents: companyContributions.dependentFixedAmountCents,
      ...contributionTierColumns,
      tiered: companyPolicies.hasTieredContributions,
      effectiveFrom: companyContributions.effectiveFrom,
      effectiveUntil: companyContributions.effectiveUntil,
    })
    .from(companyContributions)
    .innerJoin(companyPolicies, eq(companyPolicies.id, companyContributions.companyPolicyId))
    .where(
      and(
        eq(companyContributions.companyPolicyId, companyPolicyId),
        eq(companyContributions.coverageType, type),
      ),
    )
    .orderBy(asc(companyContributions.id));
}

/** A json column as the driver hands it (parsed by pg and PGlite; parsed here when a driver gives text). */
const json = <T>(value: unknown): T => (typeof value === 'string' ? (JSON.parse(value) as T) : (value as T));

type RateJson = {
  unit: (typeof planRates.$inferSelect)['unit'];
  member: (typeof planRates.$inferSelect)['member'];
  tier: (typeof planRates.$inferSelect)['tier'];
  minAge: number | null;
  maxAge: number | null;
  rate: number;
};

function buildLinePricingQuery(db: Db) {
  const rates = sql<unknown>`(select coalesce(json_agg(json_build_object('unit', r.unit, 'member', r.member,
          'tier', r.tier, 'minAge', r.min_age, 'maxAge', r.max_age, 'rate', r.rate) order by r.id), '[]'::json)
        from ${planRates} r where r.plan_id = ${plans.id})`;
  return selectLinePlans(db, { rates }, sql.placeholder('companyPolicyId'), sql.placeholder('type')).prepare(
    'line_pricing',
  );
}
const linePricingQuery = perDatabase(buildLinePricingQuery);

/** The line's plans (as findLinePlans) with their rates, in one prepared query. */
export async function findLinePlansWithRates(db: Db, companyPolicyId: string, type: CoverageType) {
  const rows = await linePricingQuery(db).execute({ companyPolicyId, type });
  return rows.map(({ rates, ...row }) => ({
    ...row,
    rates: json<RateJson[]>(rates).map((r) => ({ ...r, rate: Number(r.rate) })),
  }));
}

/** Plans by id with their rates (renewal suites' plans, decision 0035), in one query. */
export async function findPlansWithRates(db: Db, planIds: readonly string[]) {
  if (planIds.length === 0) return [];
  const rows = await db
    .select({
      plan: plans,
      rates: sql<unknown>`(select coalesce(json_agg(json_build_object('unit', r.unit, 'member', r.member,
          'tier', r.tier, 'minAge', r.min_age, 'maxAge', r.max_age, 'rate', r.rate) order by r.id), '[]'::json)
        from ${planRates} r where r.plan_id = ${qualified(plans.id)})`,
    })
    .from(plans)
    .where(anyOf(plans.id, planIds))
    .orderBy(asc(plans.displayName), asc(plans.id));
  return rows.map(({ plan, rates }) => ({
    plan,
    rates: json<RateJson[]>(rates).map((r) => ({ ...r, rate: Number(r.rate) })),
  }));
}

const findPricingSubjectRow = preparedLookup('pricing_subject', (db, policyId) =>
  selectPolicyWithForm(db, {
    ...policyOwnerColumns,
    policyId: employeePolicies.id,
    companyPolicyId: employeePolicies.companyPolicyId,
    effectiveAt: employeePolicies.effectiveAt,
    companyEffectiveAt: companyPolicies.effectiveAt,
    formId: employeeForms.id,
    companyId: employeeForms.companyId,
    bornAt: employeeForms.bornAt,
    tobaccoUser: employeeForms.tobaccoUser,
    annualSalaryCents: employeeForms.annualSalaryCents,
    employeeRoleId: employeeForms.employeeRoleId,
    dependents: sql<unknown>`(select coalesce(json_agg(json_build_object('id', d.id, 'bornAt', d.born_at,
          'dependentType', d.dependent_type) order by d.dependent_type, d.born_at, d.id), '[]'::json)
        from ${employeeDependents} d where d.employee_form_id = ${employeeForms.id} and d.active)`,
  })
    .innerJoin(companyPolicies, eq(companyPolicies.id, employeePolicies.companyPolicyId))
    .where(eq(employeePolicies.id, policyId)),
);

/**
 * The policy with its owning form (for the access decision), the employee facts pricing needs and the active
 * dependents, in one prepared query.
 */
export async function findPricingSubjectWithDependents(db: Db, employeePolicyId: string) {
  const row = await findPricingSubjectRow(db, employeePolicyId);
  if (!row) return null;
  const { dependents, ...subject } = row;
  return {
    ...subject,
    dependents:
      json<Array<{ id: string; bornAt: string; dependentType: 'spouse' | 'domestic_partner' | 'child' }>>(
        dependents,
      ),
  };
}

/** Every plan with its carrier (operations' plans page), by line, state, carrier and name. */
export function findCatalogPlans(db: Db) {
  return db
    .select({
      id: plans.id,
      name: plans.displayName,
      carrier: carriers.name,
      coverageType: plans.type,
      state: plans.state,
      networkType: plans.planType,
      sbcUrl: plans.sbcUrl,
      providerDirectoryUrl: plans.providerDirectoryUrl,
      formularyUrl: plans.formularyUrl,
      version: plans.version,
    })
    .from(plans)
    .innerJoin(carriers, eq(carriers.id, plans.carrierId))
    .orderBy(asc(plans.type), asc(plans.state), asc(carriers.name), asc(plans.displayName), asc(plans.id));
}

/** One plan's line and document links, the row locked for the caller's transaction. */
export async function lockPlanLinks(tx: Db, planId: string) {
  const [row] = await tx
    .select({
      id: plans.id,
      type: plans.type,
      sbcUrl: plans.sbcUrl,
      providerDirectoryUrl: plans.providerDirectoryUrl,
      formularyUrl: plans.formularyUrl,
      version: plans.version,
    })
    .from(plans)
    .where(eq(plans.id, planId))
    .for('update');
  return row ?? null;
}

export async function updatePlanLinks(
  tx: Db,
  planId: string,
  values: Pick<typeof plans.$inferInsert, 'sbcUrl' | 'providerDirectoryUrl' | 'formularyUrl' | 'version'>,
): Promise<void> {
  await tx
    .update(plans)
    .set({ ...values, updatedAt: clock.now() })
    .where(eq(plans.id, planId));
}

/** Whether a company policy offers a plan (any line). */
export async function isPlanOffered(db: Db, companyPolicyId: string, planId: string): Promise<boolean> {
  const [row] = await db
    .select({ planId: companyPolicyPlans.planId })
    .from(companyPolicyPlans)
    .where(
      and(eq(companyPolicyPlans.companyPolicyId, companyPolicyId), eq(companyPolicyPlans.planId, planId)),
    );
  return row !== undefined;
}

/**
 * A renewal application's plan on a line in the plan year it renews (the employee's enrolled plan there), with
 * its network: null when the policy is not a renewal or the employee was not enrolled on the line.
 */
export async function findRenewedPlanOnLine(db: Db, employeePolicyId: string, type: CoverageType) {
  const renewal = db
    .select({
      formId: employeePolicies.employeeFormId,
      fromPolicyId: renewals.currentCompanyPolicyId,
      renewalId: renewals.id,
    })
    .from(employeePolicies)
    .innerJoin(renewals, eq(renewals.upcomingCompanyPolicyId, employeePolicies.companyPolicyId))
    .where(and(eq(employeePolicies.id, employeePolicyId), eq(employeePolicies.isRenewal, true)))
    .as('renewal');
  const [row] = await db
    .select({
      id: plans.id,
      name: plans.displayName,
      networkType: plans.planType,
      network: plans.network,
      renewalId: renewal.renewalId,
    })
    .from(renewal)
    .innerJoin(
      employeePolicies,
      and(
        eq(employeePolicies.employeeFormId, renewal.formId),
        eq(employeePolicies.companyPolicyId, renewal.fromPolicyId),
      ),
    )
    .innerJoin(
      employeePolicyCoverages,
      and(
        eq(employeePolicyCoverages.employeePolicyId, employeePolicies.id),
        eq(employeePolicyCoverages.coverageType, type),
        eq(employeePolicyCoverages.isEnrolling, 'Yes'),
      ),
    )
    .innerJoin(plans, eq(plans.id, employeePolicyCoverages.planId))
    .orderBy(desc(employeePolicies.createdAt))
    .limit(1);
  return row ?? null;
}

/** The plans a renewal's medical mappings move a current plan to (one per package), read to mark its successor. */
export async function findPlansReplacing(db: Db, renewalId: string, currentPlanId: string) {
  const rows = await db
    .select({ planId: medicalPlanMappingItems.planId })
    .from(medicalPlanMappings)
    .innerJoin(medicalPlanMappingItems, eq(medicalPlanMappingItems.mappingId, medicalPlanMappings.id))
    .where(
      and(eq(medicalPlanMappings.renewalId, renewalId), eq(medicalPlanMappings.currentPlanId, currentPlanId)),
    );
  return rows.map((r) => r.planId);
}

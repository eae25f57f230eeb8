import type { CoverageType } from '@shared/domain/enums';
import { and, asc, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  carriers,
  companies,
  companyContributions,
  companyPolicies,
  companyPolicyPlans,
  contributionTierColumns,
  employeeForms,
  employeePolicies,
  employeeRoles,
  plans,
} from '../../../db/schema';
import { clock } from '../../../lib/clock';
import { firstRow } from '../../../lib/first-row';

const policyColumns = {
  id: companyPolicies.id,
  companyId: companyPolicies.companyId,
  status: companyPolicies.status,
  effectiveAt: companyPolicies.effectiveAt,
  renewalAt: companyPolicies.renewalAt,
  waitingPeriod: companyPolicies.waitingPeriod,
  typeOfContribution: companyPolicies.typeOfContribution,
  hasTieredContributions: companyPolicies.hasTieredContributions,
  newHireWindowDays: companyPolicies.newHireWindowDays,
  enrollmentEndsOn: companyPolicies.enrollmentEndsOn,
  version: companyPolicies.version,
};
export type PolicyRow = NonNullable<Awaited<ReturnType<typeof findPolicy>>>;

/** The company's plan years, the one manage policy edits first: enrolled, then upcoming, then cancelled. */
export function listCompanyPolicies(db: Db, companyId: string) {
  return db
    .select(policyColumns)
    .from(companyPolicies)
    .where(eq(companyPolicies.companyId, companyId))
    .orderBy(
      sql`case ${companyPolicies.status} when 'enrolled' then 0 when 'upcoming' then 1 else 2 end`,
      sql`${companyPolicies.effectiveAt} desc nulls last`,
      desc(companyPolicies.createdAt),
    );
}

/** A plan year by id (of any company: the service tells another company's from none). */
export function findPolicy(db: Db, companyPolicyId: string) {
  return firstRow(
    db.select(policyColumns).from(companyPolicies).where(eq(companyPolicies.id, companyPolicyId)),
  );
}

/** The plan year, locked for the rest of the transaction: every contribution save takes it first. */
export async function lockPolicy(tx: Db, companyPolicyId: string): Promise<PolicyRow | null> {
  const [row] = await tx
    .select(policyColumns)
    .from(companyPolicies)
    .where(eq(companyPolicies.id, companyPolicyId))
    .for('update');
  return row ?? null;
}

export function findCompanyState(db: Db, companyId: string) {
  return firstRow(db.select({ state: companies.state }).from(companies).where(eq(companies.id, companyId)));
}

/** The plans the plan year offers, by line, with their carrier and base-plan flag. */
export function findOfferedPlans(db: Db, companyPolicyId: string) {
  return db
    .select({
      id: plans.id,
      type: plans.type,
      name: plans.displayName,
      carrierName: carriers.name,
      isBasePlan: companyPolicyPlans.isBasePlan,
    })
    .from(companyPolicyPlans)
    .innerJoin(plans, eq(plans.id, companyPolicyPlans.planId))
    .innerJoin(carriers, eq(carriers.id, plans.carrierId))
    .where(eq(companyPolicyPlans.companyPolicyId, companyPolicyId))
    .orderBy(asc(plans.displayName), asc(plans.id));
}

/** The company's active classes (employee roles), the default first. */
export function findClasses(db: Db, companyId: string) {
  return db
    .select({ id: employeeRoles.id, name: employeeRoles.name, isDefault: employeeRoles.isDefault })
    .from(employeeRoles)
    .where(and(eq(employeeRoles.companyId, companyId), eq(employeeRoles.active, true)))
    .orderBy(desc(employeeRoles.isDefault), asc(employeeRoles.sortOrder), asc(employeeRoles.name));
}

/** Whether a class id belongs to another company than this one (any class, active or not). */
export async function findClassCompanies(db: Db, roleIds: readonly string[]) {
  if (roleIds.length === 0) return [];
  return db
    .select({ id: employeeRoles.id, companyId: employeeRoles.companyId })
    .from(employeeRoles)
    .where(inArray(employeeRoles.id, [...roleIds]));
}

const contributionColumns = {
  id: companyContributions.id,
  serviceLine: companyContributions.coverageType,
  employeeRoleId: companyContributions.employeeRoleId,
  name: companyContributions.name,
  active: companyContributions.active,
  contributionType: companyContributions.contributionType,
  employeePercentage: companyContributions.employeePercentage,
  dependentPercentage: companyContributions.dependentPercentage,
  employeeFixedAmountCents: companyContributions.employeeFixedAmountCents,
  dependentFixedAmountCents: companyContributions.dependentFixedAmountCents,
  ...contributionTierColumns,
  effectiveFrom: companyContributions.effectiveFrom,
};
export type StoredContribution = Awaited<ReturnType<typeof findContributions>>[number];

/**
 * The plan year's contribution table from its latest change on (removed rows too), in a stable order: the rows
 * no later change closed (decision 0072); the closed ones stay for the months before, which pricing reads.
 */
export function findContributions(db: Db, companyPolicyId: string) {
  return db
    .select(contributionColumns)
    .from(companyContributions)
    .where(
      and(
        eq(companyContributions.companyPolicyId, companyPolicyId),
        isNull(companyContributions.effectiveUntil),
      ),
    )
    .orderBy(asc(companyContributions.coverageType), asc(companyContributions.id));
}

/** The days the plan year's contributions changed during it (decision 0072), per line. */
export async function findContributionChangeDates(db: Db, companyPolicyId: string) {
  return db
    .selectDistinct({
      coverageType: companyContributions.coverageType,
      from: companyContributions.effectiveFrom,
    })
    .from(companyContributions)
    .where(
      and(
        eq(companyContributions.companyPolicyId, companyPolicyId),
        isNotNull(companyContributions.effectiveFrom),
      ),
    );
}

export type ContributionValues = Omit<typeof companyContributions.$inferInsert, 'id' | 'companyPolicyId'>;

export async function insertContributions(
  tx: Db,
  companyPolicyId: string,
  rows: readonly ContributionValues[],
): Promise<void> {
  if (rows.length === 0) return;
  await tx.insert(companyContributions).values(rows.map((r) => ({ ...r, companyPolicyId })));
}

export async function updateContribution(
  tx: Db,
  companyPolicyId: string,
  id: string,
  values: Partial<ContributionValues>,
): Promise<void> {
  await tx
    .update(companyContributions)
    .set(values)
    .where(and(eq(companyContributions.id, id), eq(companyContributions.companyPolicyId, companyPolicyId)));
}

/** Raises the plan year's version and records its contribution type (that of the default class's row) and tiering. */
export async function raisePolicyVersion(
  tx: Db,
  policy: Pick<PolicyRow, 'id' | 'version'>,
  values: Pick<PolicyRow, 'typeOfContribution' | 'hasTieredContributions'>,
): Promise<void> {
  await tx
    .update(companyPolicies)
    .set({ version: policy.version + 1, ...values, updatedAt: clock.now() })
    .where(eq(companyPolicies.id, policy.id));
}

/** How many applications of the plan year are signed and how many are not (declined-and-completed excluded). */
export async function countApplications(db: Db, companyPolicyId: string) {
  const [row] = await db
    .select({
      signed: sql<number>`count(*) filter (where ${employeePolicies.signedAt} is not null)::int`,
      unsigned: sql<number>`count(*) filter (where ${employeePolicies.signedAt} is null and ${employeePolicies.completedAt} is null)::int`,
    })
    .from(employeePolicies)
    .innerJoin(employeeForms, eq(employeeForms.id, employeePolicies.employeeFormId))
    .where(
      and(
        eq(employeePolicies.companyPolicyId, companyPolicyId),
        eq(employeeForms.employmentStatus, 'active'),
        isNotNull(employeePolicies.id),
      ),
    );
  return { signed: row?.signed ?? 0, unsigned: row?.unsigned ?? 0 };
}

/** Stores a plan year's enrollment windows and raises its version (decision 0080). */
export async function updateEnrollmentWindow(
  tx: Db,
  policy: Pick<PolicyRow, 'id' | 'version'>,
  values: Pick<PolicyRow, 'newHireWindowDays' | 'enrollmentEndsOn'>,
): Promise<void> {
  await tx
    .update(companyPolicies)
    .set({ version: policy.version + 1, ...values, updatedAt: clock.now() })
    .where(eq(companyPolicies.id, policy.id));
}

/** Every company with a plan year that is not cancelled (the daily enrollment reminders walk them). */
export async function listCompanyIdsWithPlanYear(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ companyId: companyPolicies.companyId })
    .from(companyPolicies)
    .where(sql`${companyPolicies.status} <> 'cancelled'`);
  return rows.map((r) => r.companyId);
}

/** Raises plan years' versions (a cancellation, or its withdrawal, changes them), marking them cancelled when asked. */
export async function raisePlanYearVersions(
  tx: Db,
  policyIds: readonly string[],
  values: { cancel: boolean },
) {
  if (policyIds.length === 0) return;
  await tx
    .update(companyPolicies)
    .set({
      ...(values.cancel ? { status: 'cancelled' as const } : {}),
      version: sql`${companyPolicies.version} + 1`,
      updatedAt: clock.now(),
    })
    .where(inArray(companyPolicies.id, [...policyIds]));
}

/** Updates one contribution rule of a company's plan years; its line, or null when the company has no such rule. */
export async function updateContributionRow(
  db: Db,
  companyId: string,
  contributionId: string,
  values: Partial<typeof companyContributions.$inferInsert>,
): Promise<{ companyPolicyId: string; coverageType: CoverageType } | null> {
  const [row] = await db
    .update(companyContributions)
    .set(values)
    .where(
      and(
        eq(companyContributions.id, contributionId),
        inArray(
          companyContributions.companyPolicyId,
          db
            .select({ id: companyPolicies.id })
            .from(companyPolicies)
            .where(eq(companyPolicies.companyId, companyId)),
        ),
      ),
    )
    .returning({
      companyPolicyId: companyContributions.companyPolicyId,
      coverageType: companyContributions.coverageType,
    });
  return row ?? null;
}

/**
 * What the company's people on a plan year are read from (issue 36): the plan year shown, the people with
 * their application on it, their coverage answers, enrolled dependents and active dependents (never an SSN column).
 */

import { and, asc, desc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  companyPolicies,
  employeeDependents,
  employeeForms,
  employeeLifeEvents,
  employeePolicies,
  employeePolicyCoverages,
  employeePolicyDependentEnrollments,
  employeePolicySteps,
  employeeRoles,
} from '../../../db/schema';
import { anyOf } from '../../../lib/any-of';
import { clock } from '../../../lib/clock';
import { firstRow } from '../../../lib/first-row';

/**
 * The plan year the dashboard shows: the latest one that is not cancelled (the one employees apply to, as the
 * employee list reads it), else the latest cancelled one.
 */
export function findDashboardPolicy(db: Db, companyId: string) {
  return firstRow(
    db
      .select({
        id: companyPolicies.id,
        status: companyPolicies.status,
        effectiveAt: companyPolicies.effectiveAt,
        renewalAt: companyPolicies.renewalAt,
        waitingPeriod: companyPolicies.waitingPeriod,
        newHireWindowDays: companyPolicies.newHireWindowDays,
        enrollmentEndsOn: companyPolicies.enrollmentEndsOn,
      })
      .from(companyPolicies)
      .where(eq(companyPolicies.companyId, companyId))
      .orderBy(
        sql`(${companyPolicies.status} = 'cancelled')`,
        sql`${companyPolicies.effectiveAt} desc nulls last`,
        desc(companyPolicies.createdAt),
      ),
  );
}

const stepCount = sql<number>`(select count(*)::int from ${employeePolicySteps}
  where ${employeePolicySteps.employeePolicyId} = ${employeePolicies.id})`;

/** The pricing facts and application of each person, on the plan year (or none). */
const personColumns = {
  formId: employeeForms.id,
  hashId: employeeForms.hashId,
  externalId: employeeForms.externalId,
  accountId: employeeForms.accountId,
  firstName: employeeForms.firstName,
  lastName: employeeForms.lastName,
  isEligible: employeeForms.isEligible,
  benefitsDecision: employeeForms.benefitsDecision,
  bornAt: employeeForms.bornAt,
  tobaccoUser: employeeForms.tobaccoUser,
  annualSalaryCents: employeeForms.annualSalaryCents,
  payFrequency: employeeForms.payFrequency,
  employeeRoleId: employeeForms.employeeRoleId,
  hiredAt: employeeForms.hiredAt,
  addedAt: employeeForms.createdAt,
  policyId: employeePolicies.id,
  policyEffectiveAt: employeePolicies.effectiveAt,
  completedAt: employeePolicies.completedAt,
  signedAt: employeePolicies.signedAt,
  reviewStatus: employeePolicies.reviewStatus,
  declinationReason: employeePolicies.declinationReason,
  steps: stepCount,
};

/**
 * The company's people with their application on the plan year (one row each): the active ones, and when
 * `coveredOn` is given also the terminated ones whose coverage runs to that day or later.
 */
export function listActivePeople(
  db: Db,
  companyId: string,
  companyPolicyId: string | null,
  coveredOn: string | null = null,
) {
  const active = eq(employeeForms.employmentStatus, 'active');
  return db
    .select({
      ...personColumns,
      employmentStatus: employeeForms.employmentStatus,
      coverageEndsAt: employeeForms.coverageEndsAt,
    })
    .from(employeeForms)
    .leftJoin(
      employeePolicies,
      and(
        eq(employeePolicies.employeeFormId, employeeForms.id),
        companyPolicyId ? eq(employeePolicies.companyPolicyId, companyPolicyId) : sql`false`,
      ),
    )
    .where(
      and(
        eq(employeeForms.companyId, companyId),
        coveredOn
          ? or(
              active,
              and(
                eq(employeeForms.employmentStatus, 'terminated'),
                sql`${employeeForms.coverageEndsAt} >= ${coveredOn}`,
              ),
            )
          : active,
      ),
    );
}

/** Every coverage answer of these applications. */
export function findCoverages(db: Db, policyIds: readonly string[]) {
  if (policyIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      policyId: employeePolicyCoverages.employeePolicyId,
      coverageType: employeePolicyCoverages.coverageType,
      isEnrolling: employeePolicyCoverages.isEnrolling,
      planId: employeePolicyCoverages.planId,
      segment: employeePolicyCoverages.segment,
      coverageAmountCents: employeePolicyCoverages.coverageAmountCents,
      spouseCoverageAmountCents: employeePolicyCoverages.spouseCoverageAmountCents,
    })
    .from(employeePolicyCoverages)
    .where(anyOf(employeePolicyCoverages.employeePolicyId, policyIds));
}

/**
 * The dependents enrolled beside the employee, per application and line (active dependents only), as of a day
 * (today, or the first day of a plan year that has not begun): a dependent a life event added counts from its
 * effective date (decision 0046).
 */
export function findDependentEnrollments(
  db: Db,
  policyIds: readonly string[],
  asOf: string = clock.todayIso(),
) {
  if (policyIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      policyId: employeePolicyDependentEnrollments.employeePolicyId,
      dependentId: employeePolicyDependentEnrollments.dependentId,
      coverageType: employeePolicyDependentEnrollments.coverageType,
    })
    .from(employeePolicyDependentEnrollments)
    .innerJoin(employeeDependents, eq(employeeDependents.id, employeePolicyDependentEnrollments.dependentId))
    .where(
      and(
        anyOf(employeePolicyDependentEnrollments.employeePolicyId, policyIds),
        eq(employeePolicyDependentEnrollments.isEnrolling, true),
        eq(employeeDependents.active, true),
        // A plan year that has not begun is priced as of its first day.
        sql`not exists (select 1 from ${employeeLifeEvents} le
          join ${employeePolicies} p on p.id = le.employee_policy_id
          join ${companyPolicies} cp on cp.id = p.company_policy_id
          where le.dependent_id = ${employeeDependents.id}
            and le.effective_at > greatest(${asOf}::date, coalesce(p.effective_at, cp.effective_at, ${asOf}::date)))`,
      ),
    );
}

/** The active dependents of these people (never their SSN columns). */
export function findDependents(db: Db, formIds: readonly string[]) {
  if (formIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: employeeDependents.id,
      formId: employeeDependents.employeeFormId,
      firstName: employeeDependents.firstName,
      lastName: employeeDependents.lastName,
      bornAt: employeeDependents.bornAt,
      dependentType: employeeDependents.dependentType,
    })
    .from(employeeDependents)
    .where(and(anyOf(employeeDependents.employeeFormId, formIds), eq(employeeDependents.active, true)))
    .orderBy(
      asc(employeeDependents.dependentType),
      asc(employeeDependents.bornAt),
      asc(employeeDependents.id),
    );
}

/** One of the company's people with their class, employment and application on the plan year. */
export function findPersonOfCompany(
  db: Db,
  companyId: string,
  employeeFormId: string,
  companyPolicyId: string | null,
) {
  return firstRow(
    db
      .select({
        ...personColumns,
        email: employeeForms.email,
        employeeType: employeeForms.employeeType,
        className: employeeRoles.name,
        hiredAt: employeeForms.hiredAt,
        employmentStatus: employeeForms.employmentStatus,
        lastDayAt: employeeForms.lastDayAt,
        coverageEndsAt: employeeForms.coverageEndsAt,
        continuationNoticeDue: employeeForms.continuationNoticeDue,
        version: employeeForms.version,
        reviewStatus: employeePolicies.reviewStatus,
        reviewReason: employeePolicies.reviewReason,
      })
      .from(employeeForms)
      .leftJoin(employeeRoles, eq(employeeRoles.id, employeeForms.employeeRoleId))
      .leftJoin(
        employeePolicies,
        and(
          eq(employeePolicies.employeeFormId, employeeForms.id),
          companyPolicyId ? eq(employeePolicies.companyPolicyId, companyPolicyId) : sql`false`,
        ),
      )
      .where(and(eq(employeeForms.id, employeeFormId), eq(employeeForms.companyId, companyId))),
  );
}

/**
 * The company's people on a plan year (issue 36): who they are, their application on it and its answers, their
 * active dependents (never an SSN column). What the plan year's census, Manage policy's simulation and
 * enrollment's pricing read.
 */
import type { Db } from '../../../db/client';
import { groupBy } from '../../../lib/group-by';
import {
  findCoverages,
  findDashboardPolicy,
  findDependentEnrollments,
  findDependents,
  findPersonOfCompany,
  listActivePeople,
} from './plan-year-people.repository';

/** A person on a plan year as pricing reads them (never an SSN column). */
export type Person = Awaited<ReturnType<typeof listActivePeople>>[number];
export type Coverage = Awaited<ReturnType<typeof findCoverages>>[number];
export type Dependent = Awaited<ReturnType<typeof findDependents>>[number];

/**
 * A company's people with their application on a plan year (or none): the active ones, and with `coveredOn`
 * also the terminated ones whose coverage runs to that day or later.
 */
export function listPeopleOnPlanYear(
  db: Db,
  companyId: string,
  companyPolicyId: string | null,
  coveredOn: string | null = null,
) {
  return listActivePeople(db, companyId, companyPolicyId, coveredOn);
}

/**
 * What these people's applications hold, grouped: the coverage answers and the dependents enrolled beside the
 * employee (as of today) by application id, and the active dependents by person (employee form id).
 */
export async function readApplicationsOf(
  db: Db,
  people: ReadonlyArray<{ formId: string; policyId: string | null }>,
) {
  const policyIds = people.flatMap((p) => (p.policyId ? [p.policyId] : []));
  const [coverages, enrolled, dependents] = await Promise.all([
    findCoverages(db, policyIds),
    findDependentEnrollments(db, policyIds),
    findDependents(
      db,
      people.map((p) => p.formId),
    ),
  ]);
  return {
    coveragesOf: groupBy(coverages, (c) => c.policyId),
    enrolledOf: groupBy(enrolled, (d) => d.policyId),
    dependentsOf: groupBy(dependents, (d) => d.formId),
  };
}

/** The dashboard's plan year (or null) and one of the company's people on it (null for another company's form). */
export async function findPersonOnDashboardPlanYear(db: Db, companyId: string, employeeFormId: string) {
  const planYear = await findDashboardPolicy(db, companyId);
  const person = await findPersonOfCompany(db, companyId, employeeFormId, planYear?.id ?? null);
  return { planYear, person };
}

/** One of the company's people with their class, employment and application on a plan year (or none). */
export function findPersonOnPlanYear(
  db: Db,
  companyId: string,
  employeeFormId: string,
  companyPolicyId: string | null,
) {
  return findPersonOfCompany(db, companyId, employeeFormId, companyPolicyId);
}

/** The plan year the dashboard shows, invoices bill and payroll's calendar reads: its id, state and dates; null without one. */
export function findDashboardPlanYear(db: Db, companyId: string) {
  return findDashboardPolicy(db, companyId);
}

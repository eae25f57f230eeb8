import type { ApplicationStatus, CoverageType } from '@shared/domain/enums';
import { compareRenewalLines, compareRenewalTotals } from '@shared/domain/renewal/renewal-comparison';
import { RENEWAL_FLOW } from '@shared/domain/steps/flows';
import type { ApplicationResponse } from '@shared/schemas/application';
import type { RenewalComparisonResponse } from '@shared/schemas/application-summary';
import type { Db } from '../../../db/client';
import { notFound } from '../../../lib/app-error';
import { groupBy } from '../../../lib/group-by';
import { deriveApplicationStatus } from '../../company';
import {
  getElectionSummary,
  insertCoverages,
  insertDependentEnrollments,
  insertRenewalPolicies,
  loadApplication,
} from '../../enrollment';
import {
  findCoverages,
  findDependentEnrollments,
  findPendingRenewalDetailsOfForm,
  findPendingRenewalForAccount,
  findPendingRenewalOfForm,
  findPoliciesOn,
  findRenewalAndRenewed,
  findRenewalApplications,
  hasUnsignedRenewalForAccount,
} from './employee-renewals.repository';

/*
 * Employee renewal applications (issue 13 item 4, decisions 0035 and 0038). Signing the employer's renewal opens
 * one for each eligible employee on the new plan year, starting from their current elections.
 */

/** How current plans carry over: the plan replacing each current plan, else the line's plan in the package. */
export interface RenewalPlanMap {
  /** Current plan id → the renewal plan that replaces it (medical plan mappings of the selected suite). */
  replacing: ReadonlyMap<string, string>;
  /** Per line, the package's plan when it has exactly one on that line (dental, vision...). */
  onlyPlanOfLine: Readonly<Partial<Record<CoverageType, string>>>;
}

/**
 * Opens renewal applications (`employee_policies` with `is_renewal`, upcoming, on the new plan year) for the
 * given employees inside the caller's transaction. Each starts from the employee's application on the plan year
 * renewed: a declined line stays declined; an enrolled line moves to the plan replacing theirs with the same
 * dependents and amounts (a line whose plan has no successor is left for the employee to choose), and the
 * reason given for declining comes along. Nothing is
 * marked complete: the employee reviews every step and signs again. An employee who already has one keeps it.
 * Answers how many were opened.
 */
export async function startRenewalApplications(
  tx: Db,
  input: {
    fromCompanyPolicyId: string | null;
    toCompanyPolicyId: string;
    effectiveAt: string;
    employeeFormIds: readonly string[];
    plans: RenewalPlanMap;
  },
): Promise<number> {
  const before = input.fromCompanyPolicyId
    ? await findPoliciesOn(tx, input.fromCompanyPolicyId, input.employeeFormIds)
    : [];
  const beforeOf = new Map(before.map((p) => [p.employeeFormId, p]));
  const created = await insertRenewalPolicies(
    tx,
    input.employeeFormIds.map((employeeFormId) => {
      // The reason a line was declined comes along with the declined line (Additional Information shows it).
      const old = beforeOf.get(employeeFormId);
      return {
        employeeFormId,
        companyPolicyId: input.toCompanyPolicyId,
        effectiveAt: input.effectiveAt,
        declinationReason: old?.declinationReason ?? null,
        declinationReason1CarrierName: old?.declinationReason1CarrierName ?? null,
        declinationReason1IdNumber: old?.declinationReason1IdNumber ?? null,
        declinationReason4Explanation: old?.declinationReason4Explanation ?? null,
      };
    }),
  );
  if (created.length === 0) return created.length;
  const createdForms = new Set(created.map((c) => c.employeeFormId));
  const current = before.filter((p) => createdForms.has(p.employeeFormId));
  const currentIds = current.map((c) => c.id);
  const [coverages, enrollments] = await Promise.all([
    findCoverages(tx, currentIds),
    findDependentEnrollments(tx, currentIds),
  ]);
  const coveragesOf = groupBy(coverages, (c) => c.employeePolicyId);
  const enrollmentsOf = groupBy(enrollments, (e) => e.employeePolicyId);
  const renewalOf = new Map(created.map((c) => [c.employeeFormId, c.id]));
  const newCoverages: Parameters<typeof insertCoverages>[1] = [];
  const newEnrollments: Parameters<typeof insertDependentEnrollments>[1] = [];
  for (const old of current) {
    const renewalId = renewalOf.get(old.employeeFormId)!;
    const carried = new Set<CoverageType>();
    for (const c of coveragesOf.get(old.id) ?? []) {
      if (c.isEnrolling === 'No') {
        newCoverages.push({ employeePolicyId: renewalId, coverageType: c.coverageType, isEnrolling: 'No' });
        continue;
      }
      const planId =
        (c.planId && input.plans.replacing.get(c.planId)) || input.plans.onlyPlanOfLine[c.coverageType];
      if (!planId) continue;
      carried.add(c.coverageType);
      newCoverages.push({
        employeePolicyId: renewalId,
        coverageType: c.coverageType,
        isEnrolling: c.isEnrolling,
        planId,
        segment: c.segment,
        coverageAmountCents: c.coverageAmountCents,
        spouseCoverageAmountCents: c.spouseCoverageAmountCents,
        childCoverageAmountCents: c.childCoverageAmountCents,
      });
    }
    for (const e of enrollmentsOf.get(old.id) ?? [])
      if (carried.has(e.coverageType))
        newEnrollments.push({
          employeePolicyId: renewalId,
          dependentId: e.dependentId,
          coverageType: e.coverageType,
          isEnrolling: e.isEnrolling,
          coverageAmountCents: e.coverageAmountCents,
        });
  }
  await insertCoverages(tx, newCoverages);
  await insertDependentEnrollments(tx, newEnrollments);
  return created.length;
}

/** The admin-mode address of an employee's renewal application (docs/spec/2 §2.5), relative to the site. */
export const renewalApplicationPath = (employeeHashId: string) =>
  `/company-admin/employee-renewal/${encodeURIComponent(employeeHashId)}`;

/**
 * The signed-in employee's renewal application (docs/spec/2 §2.5), as the application's screens read it: the
 * application response of the renewal policy. 404 when no renewal is open for them.
 */
export async function loadCurrentRenewal(db: Db, accountId: string): Promise<ApplicationResponse> {
  const policyId = await findPendingRenewalForAccount(db, accountId);
  if (!policyId) throw notFound('Your renewal application');
  return loadApplication(db, policyId, false);
}

/**
 * Where an employee lands after sign-in (issue 35 item 5): their renewal application while it is open (the
 * employer signed, the new plan year has not begun) and they have not signed it; else null (their home).
 */
export async function findRenewalLanding(db: Db, accountId: string): Promise<string | null> {
  return (await hasUnsignedRenewalForAccount(db, accountId)) ? RENEWAL_FLOW.basePath : null;
}

/** An employee form's renewal application, as the caller may see it (admin mode or not); 404 without one. */
export async function loadRenewalOfForm(
  db: Db,
  employeeFormId: string,
  adminMode: boolean,
): Promise<ApplicationResponse> {
  const policyId = await findPendingRenewalOfForm(db, employeeFormId);
  if (!policyId) throw notFound("This employee's renewal application");
  return loadApplication(db, policyId, adminMode);
}

/**
 * An employee form's renewal on the coming plan year (open or signed; decision 0079): its id, the plan year's
 * first day and when it was signed. Null without one, and once that plan year has begun (it is then the current
 * application).
 */
export async function findComingYearRenewal(
  db: Db,
  employeeFormId: string,
): Promise<{ employeePolicyId: string; planYearStartsOn: string | null; signedAt: string | null } | null> {
  const row = await findPendingRenewalDetailsOfForm(db, employeeFormId);
  return row
    ? {
        employeePolicyId: row.id,
        planYearStartsOn: row.planYearStartsOn,
        signedAt: row.signedAt?.toISOString() ?? null,
      }
    : null;
}

/** One employee's renewal application as the employer's renewal status page lists it (docs/spec/2 §3). */
export interface RenewalApplicationStatus {
  employeePolicyId: string;
  /** not_started, in_progress, completed or declined: the dashboard's rule (deriveApplicationStatus). */
  status: ApplicationStatus;
  /** renewalApplicationRelativePath: the admin-mode renewal application of the employee. */
  relativePath: string;
}

/**
 * Each employee's renewal application on a plan year (the upcoming company policy signing created), by employee
 * form id: its status by the dashboard's rule and the admin-mode path to it. Employees without one are absent.
 * For the employer's renewal status page (docs/spec/2 §2.4).
 */
export async function listRenewalApplicationStatuses(
  db: Db,
  companyPolicyId: string,
): Promise<Map<string, RenewalApplicationStatus>> {
  const rows = await findRenewalApplications(db, companyPolicyId);
  return new Map(
    rows.map((r) => [
      r.employeeFormId,
      {
        employeePolicyId: r.employeePolicyId,
        status: deriveApplicationStatus({
          completedAt: r.completedAt,
          completedSteps: Number(r.steps),
          enrollingAnswers: (typeof r.answers === 'string' ? JSON.parse(r.answers) : r.answers) as Array<
            'Yes' | 'No'
          >,
        }),
        relativePath: renewalApplicationPath(r.hashId),
      },
    ]),
  );
}

/**
 * GET …/renewal_comparison (issue 35 item 5): a renewal application's lines beside the application it renews,
 * each side the election summary of its own plan year (the figures the done page and the signed PDF show).
 * 404 for an application that is not a renewal.
 */
export async function getRenewalComparison(
  db: Db,
  renewalPolicyId: string,
): Promise<RenewalComparisonResponse> {
  const found = await findRenewalAndRenewed(db, renewalPolicyId);
  if (!found?.renewal.isRenewal) throw notFound('This renewal application');
  const [renewal, current] = await Promise.all([
    getElectionSummary(db, renewalPolicyId),
    found.renewed ? getElectionSummary(db, found.renewed.id) : Promise.resolve(null),
  ]);
  return {
    employeePolicyId: renewalPolicyId,
    currentEmployeePolicyId: found.renewed?.id ?? null,
    currentPlanYearStartsOn: found.renewed?.planYearStartsOn ?? null,
    renewalPlanYearStartsOn: found.renewal.planYearStartsOn,
    lines: compareRenewalLines(current?.lines ?? [], renewal.lines),
    totals: compareRenewalTotals(current?.totals ?? null, renewal.totals),
  };
}

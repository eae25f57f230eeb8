/**
 * The enrolled people priced (issue 36: moved out of the employer dashboard into enrollment). One pricing for the
 * Home's premium, each employee's dashboard, invoices, payroll deductions, notices and life events: the signed
 * applications' enrolled lines, priced by the plans service with the contributions in effect on a day.
 */

import {
  type EnrollmentState,
  isEnrollmentInForce,
} from '@shared/domain/application-review/application-review';
import {
  type EnrollmentWindow,
  enrollmentWindowOf,
} from '@shared/domain/enrollment-window/enrollment-window';
import type { CoverageType, DependentType, PayFrequency } from '@shared/domain/enums';
import { fromCentsOrNull } from '@shared/domain/money/money';
import { selectSegment } from '@shared/domain/pricing/segment';
import type { Db } from '../../../db/client';
import { clock } from '../../../lib/clock';
import { type ElectionCost, type EnrolledElection, priceEnrolledElections } from '../../carriers';
import {
  type Coverage,
  type Dependent,
  findDashboardPlanYear,
  findPersonOnPlanYear,
  listPeopleOnPlanYear,
  type Person,
  readApplicationsOf,
} from '../../company';

/** The enrolled lines of a signed application, ready for the plans service to price. */
export function toElections(
  person: Person,
  coverages: readonly Coverage[],
  dependents: readonly Dependent[],
  enrolledDependents: ReadonlyArray<{ coverageType: CoverageType; dependentId: string }>,
): EnrolledElection[] {
  const subject: EnrolledElection['subject'] = {
    formId: person.formId,
    bornAt: person.bornAt,
    tobaccoUser: person.tobaccoUser,
    annualSalaryCents: person.annualSalaryCents,
    employeeRoleId: person.employeeRoleId,
    effectiveAt: person.policyEffectiveAt,
    companyEffectiveAt: null,
    dependents: dependents.map((d) => ({ id: d.id, bornAt: d.bornAt, dependentType: d.dependentType })),
  };
  const typeOf = new Map(dependents.map((d) => [d.id, d.dependentType]));
  return coverages
    .filter((c) => c.isEnrolling === 'Yes' && c.planId)
    .map((c) => {
      const dependentIds = enrolledDependents
        .filter((d) => d.coverageType === c.coverageType)
        .map((d) => d.dependentId);
      // A tier chosen for people not covered yet (a dependent a life event adds from a later date, decision
      // 0046; or one removed since) is priced as the tier of the people covered on the day priced.
      const covered = selectSegment(
        dependentIds.flatMap((id) => (typeOf.has(id) ? [{ relationship: typeOf.get(id)! }] : [])),
      );
      return {
        subject,
        coverageType: c.coverageType,
        planId: c.planId!,
        dependentIds,
        coverageAmount: fromCentsOrNull(c.coverageAmountCents),
        spouseCoverageAmount: fromCentsOrNull(c.spouseCoverageAmountCents),
        segment: c.segment === null || c.segment === covered ? c.segment : covered,
      };
    });
}

/** One enrolled line of a person, priced for the month: the plan, how many dependents it covers, the split. */
export type EnrolledLineCost = ElectionCost & { coverageType: CoverageType; dependentCount: number };

/** A person with a signed application on the plan year and the monthly cost of each enrolled line. */
export type EnrolledPersonCosts = {
  employeeFormId: string;
  /** The form's public id (what exports name a person by; never an SSN). */
  hashId: string;
  /** The payroll system's employee number, when a partner added the person with one. */
  externalId: string | null;
  /** The pay frequency the employee's application gives. */
  payFrequency: PayFrequency;
  employeePolicyId: string;
  firstName: string;
  lastName: string;
  employeeRoleId: string | null;
  annualSalary: number | null;
  employmentStatus: 'active' | 'terminated';
  /** Set for a terminated person: coverage runs to this day. */
  coverageEndsAt: string | null;
  /** The application's own effective date (null: the plan year's). */
  effectiveAt: string | null;
  signedAt: Date | null;
  /** In force once operations approved the signed application (decision 0071), else waiting for approval. */
  enrollmentState: Exclude<EnrollmentState, 'not_signed'>;
  lines: EnrolledLineCost[];
};

/** These people's signed applications' answers (coverages, enrolled and other dependents), their lines priced. */
export async function priceEnrollmentsOf(
  db: Db,
  companyPolicyId: string | null,
  people: readonly Person[],
  pricedOn?: string,
) {
  const signed = people.filter((p) => p.policyId && p.completedAt);
  // Only a signed application's answers count: for the status (declined or completed) and for the premium.
  const { coveragesOf, enrolledOf, dependentsOf } = await readApplicationsOf(db, signed);
  const electionsOf = signed.map((p) =>
    toElections(
      p,
      coveragesOf.get(p.policyId!) ?? [],
      dependentsOf.get(p.formId) ?? [],
      enrolledOf.get(p.policyId!) ?? [],
    ),
  );
  const costs =
    companyPolicyId && electionsOf.some((e) => e.length > 0)
      ? await priceEnrolledElections(db, companyPolicyId, electionsOf.flat(), pricedOn)
      : [];
  let next = 0;
  const enrollments: EnrolledPersonCosts[] = signed.map((p, i) => {
    const lines: EnrolledLineCost[] = [];
    for (const election of electionsOf[i]!) {
      const cost = costs[next++] ?? null;
      if (cost)
        lines.push({
          ...cost,
          coverageType: election.coverageType,
          dependentCount: election.dependentIds.length,
        });
    }
    return {
      employeeFormId: p.formId,
      hashId: p.hashId,
      externalId: p.externalId,
      payFrequency: p.payFrequency,
      employeePolicyId: p.policyId!,
      firstName: p.firstName,
      lastName: p.lastName,
      employeeRoleId: p.employeeRoleId,
      annualSalary: fromCentsOrNull(p.annualSalaryCents),
      employmentStatus: p.employmentStatus,
      coverageEndsAt: p.coverageEndsAt,
      effectiveAt: p.policyEffectiveAt,
      signedAt: p.signedAt,
      enrollmentState: isEnrollmentInForce(p) ? 'in_force' : 'awaiting_approval',
      lines,
    };
  });
  return { coveragesOf, enrolledOf, dependentsOf, enrollments };
}

/**
 * What a company's enrollments in force cost each month (signed and approved, decision 0071), person by person
 * and line by line (the plan year the dashboard shows; the same pricing as the Home's premium and each
 * employee's application). With `coveredOn`, terminated people whose coverage runs to that day or later are
 * included. For invoices and payroll deductions: an application waiting for approval is neither. Priced with the
 * contributions in effect on `pricedOn` (a month's first day, a pay date; today when left out: decision 0072).
 */
export async function listCompanyEnrollmentCosts(
  db: Db,
  companyId: string,
  options: { coveredOn?: string; pricedOn?: string } = {},
): Promise<{ companyPolicyId: string | null; people: EnrolledPersonCosts[] }> {
  const policy = await findDashboardPlanYear(db, companyId);
  const people = await listPeopleOnPlanYear(db, companyId, policy?.id ?? null, options.coveredOn ?? null);
  const { enrollments } = await priceEnrollmentsOf(
    db,
    policy?.id ?? null,
    people.filter(isEnrollmentInForce),
    options.pricedOn,
  );
  enrollments.sort(
    (a, b) =>
      a.lastName.localeCompare(b.lastName) ||
      a.firstName.localeCompare(b.firstName) ||
      a.employeeFormId.localeCompare(b.employeeFormId),
  );
  return { companyPolicyId: policy?.id ?? null, people: enrollments };
}

/**
 * One person's signed application on a plan year, priced line by line as listCompanyEnrollmentCosts prices the
 * company's (for the employee's own dashboard, decision 0041); null when the person has no signed application
 * on that plan year. The lines' dependents are those enrolled beside the employee on each line.
 */
export async function getEnrolledPersonCosts(
  db: Db,
  companyId: string,
  companyPolicyId: string,
  employeeFormId: string,
  /** The day whose contributions price it (decision 0072); today when left out. */
  pricedOn?: string,
): Promise<(EnrolledPersonCosts & { lineDependents: Map<CoverageType, string[]> }) | null> {
  const person = await findPersonOnPlanYear(db, companyId, employeeFormId, companyPolicyId);
  if (!person?.policyId || !person.completedAt) return null;
  const { enrollments, enrolledOf } = await priceEnrollmentsOf(db, companyPolicyId, [person], pricedOn);
  const enrolled = enrolledOf.get(person.policyId) ?? [];
  const lineDependents = new Map<CoverageType, string[]>();
  for (const e of enrolled)
    lineDependents.set(e.coverageType, [...(lineDependents.get(e.coverageType) ?? []), e.dependentId]);
  const costs = enrollments[0];
  return costs ? { ...costs, lineDependents } : null;
}

/** The id the priced-but-not-stored dependent of priceEnrolledPersonWithDependent carries. */
const ADDED_DEPENDENT_ID = 'added-dependent';

/**
 * A person's signed application priced as getEnrolledPersonCosts prices it, and its lines priced again with one
 * more dependent beside the enrolled ones on `coverageTypes` (docs/spec/2 §7's dependent pricing, decision 0046): the
 * same elections, census and engine, the tier of a tier-priced plan following the people covered as the
 * coverage choice requires. Writes nothing; null without a signed application on the plan year.
 */
export async function priceEnrolledPersonWithDependent(
  db: Db,
  companyId: string,
  companyPolicyId: string,
  employeeFormId: string,
  added: { bornAt: string; dependentType: DependentType },
  coverageTypes: readonly CoverageType[],
): Promise<{ person: EnrolledPersonCosts; withDependent: Map<CoverageType, ElectionCost | null> } | null> {
  const person = await findPersonOnPlanYear(db, companyId, employeeFormId, companyPolicyId);
  if (!person?.policyId || !person.completedAt) return null;
  const policyId = person.policyId;
  // The signed application's answers, as priceEnrollmentsOf read them to price it.
  const { enrollments, coveragesOf, enrolledOf, dependentsOf } = await priceEnrollmentsOf(
    db,
    companyPolicyId,
    [person],
  );
  const coverages = coveragesOf.get(policyId) ?? [];
  const enrolled = enrolledOf.get(policyId) ?? [];
  const dependents = dependentsOf.get(person.formId) ?? [];
  const current = enrollments[0];
  if (!current) return null;
  const lines = new Set(coverageTypes);
  const elections = toElections(
    person,
    coverages.filter((c) => lines.has(c.coverageType)).map((c) => ({ ...c, segment: null })),
    [
      ...dependents,
      {
        id: ADDED_DEPENDENT_ID,
        formId: person.formId,
        firstName: '',
        lastName: '',
        bornAt: added.bornAt,
        dependentType: added.dependentType,
      },
    ],
    [
      ...enrolled,
      ...[...lines].map((coverageType) => ({ policyId, dependentId: ADDED_DEPENDENT_ID, coverageType })),
    ],
  );
  const priced = elections.length > 0 ? await priceEnrolledElections(db, companyPolicyId, elections) : [];
  return {
    person: current,
    withDependent: new Map(elections.map((e, i) => [e.coverageType, priced[i] ?? null])),
  };
}

/** The day a person started: the hire date, else the company's calendar day they were added on. */
const startedOn = (p: Pick<Person, 'hiredAt' | 'addedAt'>, timeZone?: string) =>
  p.hiredAt ?? clock.isoDateOf(p.addedAt, timeZone);

/**
 * A person's enrollment window on the plan year (decision 0080), null without plan-year dates; as of the
 * company's today (`on`, else the request's company's: decision 0084).
 */
export function windowOf(
  policy: { effectiveAt: string | null; newHireWindowDays: number; enrollmentEndsOn: string | null } | null,
  person: Pick<Person, 'hiredAt' | 'addedAt'>,
  on?: { timeZone: string },
): EnrollmentWindow | null {
  if (!policy?.effectiveAt) return null;
  return enrollmentWindowOf({
    planYearStart: policy.effectiveAt,
    enrollmentEndsOn: policy.enrollmentEndsOn,
    newHireWindowDays: policy.newHireWindowDays,
    startedOn: startedOn(person, on?.timeZone),
    today: clock.today(on?.timeZone),
  });
}

/**
 * The company's active, eligible people who have not finished (not signed or declined) on the dashboard's plan
 * year, with their window: whom "send a reminder" and the automatic reminder reach (decision 0080).
 */
export async function listPeopleToEnroll(db: Db, companyId: string, employeeFormId?: string) {
  const policy = await findDashboardPlanYear(db, companyId);
  if (!policy) return [];
  const [people, timeZone] = await Promise.all([
    listPeopleOnPlanYear(db, companyId, policy.id),
    clock.readCompanyTimeZone(db, companyId),
  ]);
  return people
    .filter((p) => p.isEligible && !p.completedAt && (!employeeFormId || p.formId === employeeFormId))
    .map((p) => ({
      employeeFormId: p.formId,
      accountId: p.accountId,
      firstName: p.firstName,
      lastName: p.lastName,
      window: windowOf(policy, p, { timeZone }),
    }));
}

/** Each employee in force's monthly share per line (no name, no plan), as readInForceShares reads it. */
export type InForceShares = Array<{
  employeeFormId: string;
  lines: Array<{ coverageType: CoverageType; employeeCents: number }>;
}>;

/**
 * Each employee in force's monthly share per line now (no name, no plan): what a contribution change made in
 * place is compared with when its notices are sent.
 */
export async function readInForceShares(db: Db, companyId: string): Promise<InForceShares> {
  const { people } = await listCompanyEnrollmentCosts(db, companyId);
  return people.map((p) => ({
    employeeFormId: p.employeeFormId,
    lines: p.lines.map((l) => ({ coverageType: l.coverageType, employeeCents: l.employeeCents })),
  }));
}

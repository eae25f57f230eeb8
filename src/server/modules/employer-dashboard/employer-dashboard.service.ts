import {
  type EnrollmentState,
  isEnrollmentInForce,
} from '@shared/domain/application-review/application-review';
import { BEN_ADMIN_BASE_PATH } from '@shared/domain/ben-admin/flow';
import { toCompanyTokenPrefix } from '@shared/domain/company-token';
import { formatLongIsoDate } from '@shared/domain/dates/dates';
import { deriveInvitationState } from '@shared/domain/employment/employment';
import {
  type EnrollmentWindow,
  enrollmentWindowOf,
  openEnrollmentClosesOn,
} from '@shared/domain/enrollment-window/enrollment-window';
import {
  APPLICATION_STATUS_LABELS,
  type ApplicationStatus,
  COVERAGE_TYPES,
  type CoverageType,
  type DependentType,
  EMPLOYEE_TYPE_LABELS,
  type EmployeeType,
  type PayFrequency,
  SERVICE_LINE_LABELS,
  WAITING_PERIOD_LABELS,
} from '@shared/domain/enums';
import { LIFE_EVENT_LABELS } from '@shared/domain/life-events/life-events';
import {
  computeParticipation,
  countProgress,
  describeParticipationShortfall,
  isValidWaiverReason,
} from '@shared/domain/participation/participation';
import { selectSegment } from '@shared/domain/pricing/segment';
import {
  classifyTimelineActor,
  describeTimelineAction,
  STEP_SAVED_ACTION,
  TIMELINE_ACTOR_LABELS,
} from '@shared/domain/timeline/timeline';
import type {
  CompanyDashboard,
  DashboardTodo,
  EmployeeStatus,
  MoneySplit,
} from '@shared/schemas/employer-dashboard';
import { readToday } from '@shared/schemas/fields';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { groupBy } from '../../lib/group-by';
import { findOpenRegistration } from '../ben-admin-leads/ben-admin-leads.service';
import { deriveApplicationStatus } from '../companies/application-status';
import { findLatestEmployeeInvitations } from '../invitations/invitations.service';
import { type ElectionCost, type EnrolledElection, priceEnrolledElections } from '../plans/plans.service';
import {
  findAuditOfPerson,
  findCompany,
  findCoverages,
  findDashboardPolicy,
  findDependentEnrollments,
  findDependents,
  findLifeEventsOfForm,
  findPersonOfCompany,
  findSteps,
  listActivePeople,
} from './employer-dashboard.repository';

type Person = Awaited<ReturnType<typeof listActivePeople>>[number];
type Coverage = Awaited<ReturnType<typeof findCoverages>>[number];
type Dependent = Awaited<ReturnType<typeof findDependents>>[number];

const DASHBOARD = '/employer-dashboard';
/** How many people waiting for a decision the Home names (the rest are a click away). */
const DECISIONS_LISTED = 5;
/** The newest timeline rows an employee's status page shows. */
const TIMELINE_LIMIT = 100;

const coverageLabel = (type: CoverageType) =>
  SERVICE_LINE_LABELS[type as keyof typeof SERVICE_LINE_LABELS] ??
  type.replaceAll('_', ' ').replace(/^./, (c) => c.toUpperCase());

function statusOf(
  person: Pick<Person, 'completedAt' | 'steps' | 'policyId'>,
  coverages: readonly Coverage[],
) {
  return deriveApplicationStatus({
    completedAt: person.completedAt,
    completedSteps: person.steps ?? 0,
    enrollingAnswers: coverages.map((c) => c.isEnrolling),
  });
}

/** The enrolled lines of a signed application, ready for the plans service to price. */
function toElections(
  person: Person,
  coverages: readonly Coverage[],
  dependents: readonly Dependent[],
  enrolledDependents: ReadonlyArray<{ coverageType: CoverageType; dependentId: string }>,
): EnrolledElection[] {
  const subject: EnrolledElection['subject'] = {
    formId: person.formId,
    bornAt: person.bornAt,
    tobaccoUser: person.tobaccoUser,
    annualSalary: person.annualSalary,
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
        coverageAmount: c.coverageAmount,
        spouseCoverageAmount: c.spouseCoverageAmount,
        segment: c.segment === null || c.segment === covered ? c.segment : covered,
      };
    });
}

/**
 * What pricing elsewhere reads of the company's people (manage policy's simulation, decision 0030): the active
 * people with their application on the plan year, their active dependents (never an SSN column), and the
 * applications' coverage answers and enrolled dependents, as the Home reads them.
 */
export const readActivePeople = listActivePeople;
export const readDependentsOf = findDependents;
export const readCoverageAnswers = findCoverages;
export const readDependentEnrollments = findDependentEnrollments;

const addSplit = (total: MoneySplit, cost: MoneySplit) => {
  total.premiumCents += cost.premiumCents;
  total.companyCents += cost.companyCents;
  total.employeeCents += cost.employeeCents;
};

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

/** The coverage answers of these people's signed applications, and their enrolled lines priced. */
async function priceEnrollmentsOf(
  db: Db,
  companyPolicyId: string | null,
  people: readonly Person[],
  pricedOn?: string,
) {
  const signed = people.filter((p) => p.policyId && p.completedAt);
  const signedPolicyIds = signed.map((p) => p.policyId!);
  // Only a signed application's answers count: for the status (declined or completed) and for the premium.
  const [coverages, enrolledDependents, dependents] = await Promise.all([
    findCoverages(db, signedPolicyIds),
    findDependentEnrollments(db, signedPolicyIds),
    findDependents(
      db,
      signed.map((p) => p.formId),
    ),
  ]);
  const coveragesOf = groupBy(coverages, (c) => c.policyId);
  const enrolledOf = groupBy(enrolledDependents, (d) => d.policyId);
  const dependentsOf = groupBy(dependents, (d) => d.formId);
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
      annualSalary: p.annualSalary,
      employmentStatus: p.employmentStatus,
      coverageEndsAt: p.coverageEndsAt,
      effectiveAt: p.policyEffectiveAt,
      signedAt: p.signedAt,
      enrollmentState: isEnrollmentInForce(p) ? 'in_force' : 'awaiting_approval',
      lines,
    };
  });
  return { coveragesOf, enrollments };
}

/** The plan year the dashboard shows (the one listCompanyEnrollmentCosts prices), or null: for payroll's calendar. */
export function findDashboardPlanYear(db: Db, companyId: string) {
  return findDashboardPolicy(db, companyId);
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
  const policy = await findDashboardPolicy(db, companyId);
  const people = await listActivePeople(db, companyId, policy?.id ?? null, options.coveredOn ?? null);
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
  const person = await findPersonOfCompany(db, companyId, employeeFormId, companyPolicyId);
  if (!person?.policyId || !person.completedAt) return null;
  const { enrollments } = await priceEnrollmentsOf(db, companyPolicyId, [person], pricedOn);
  const enrolled = await findDependentEnrollments(db, [person.policyId]);
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
 * more dependent beside the enrolled ones on `coverageTypes` (spec 2 §7's dependent pricing, decision 0046): the
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
  const person = await findPersonOfCompany(db, companyId, employeeFormId, companyPolicyId);
  if (!person?.policyId || !person.completedAt) return null;
  const policyId = person.policyId;
  const [{ enrollments }, coverages, enrolled, dependents] = await Promise.all([
    priceEnrollmentsOf(db, companyPolicyId, [person]),
    findCoverages(db, [policyId]),
    findDependentEnrollments(db, [policyId]),
    findDependents(db, [person.formId]),
  ]);
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

/**
 * The Home's read (decision 0023): the plan year, enrollment progress and medical participation over the
 * active eligible people, the monthly premium of the active people's signed elections split between the
 * company and the employees (priced by the plans service as each employee's application prices them), and
 * what waits on the administrator.
 */
export async function getCompanyDashboard(db: Db, companyId: string): Promise<CompanyDashboard> {
  const company = await findCompany(db, companyId);
  if (!company) throw notFound('That company');
  const policy = await findDashboardPolicy(db, companyId);
  const people = await listActivePeople(db, companyId, policy?.id ?? null);
  const { coveragesOf, enrollments } = await priceEnrollmentsOf(db, policy?.id ?? null, people);
  const registration = await findOpenRegistration(db, companyId);

  const eligible = people.filter((p) => p.isEligible);
  const statuses = new Map<string, ApplicationStatus>(
    people.map((p) => [p.formId, statusOf(p, (p.policyId && coveragesOf.get(p.policyId)) || [])]),
  );
  const progress = countProgress(eligible.map((p) => statuses.get(p.formId)!));

  const participation = computeParticipation(
    eligible.map((p) => {
      const medical = p.completedAt
        ? coveragesOf.get(p.policyId!)?.find((c) => c.coverageType === 'medical')
        : undefined;
      return {
        isEnrolledInMedical: medical?.isEnrolling === 'Yes',
        hasValidWaiver: medical?.isEnrolling === 'No' && isValidWaiverReason(p.declinationReason),
      };
    }),
  );

  const premium = { premiumCents: 0, companyCents: 0, employeeCents: 0 };
  const waiting = { premiumCents: 0, companyCents: 0, employeeCents: 0, people: 0 };
  const lines = new Map<CoverageType, MoneySplit & { enrolled: number }>();
  for (const person of enrollments) {
    // Billed and deducted only once in force (decision 0071): the Home totals what the invoice bills.
    if (person.enrollmentState !== 'in_force') {
      for (const cost of person.lines) addSplit(waiting, cost);
      if (person.lines.length > 0) waiting.people += 1;
      continue;
    }
    for (const cost of person.lines) {
      addSplit(premium, cost);
      const line = lines.get(cost.coverageType) ?? {
        premiumCents: 0,
        companyCents: 0,
        employeeCents: 0,
        enrolled: 0,
      };
      addSplit(line, cost);
      line.enrolled += 1;
      lines.set(cost.coverageType, line);
    }
  }
  const covered = enrollments.filter((p) => p.enrollmentState === 'in_force' && p.lines.length > 0);

  return {
    company,
    policy: policy
      ? {
          ...policy,
          waitingPeriodLabel: policy.waitingPeriod ? WAITING_PERIOD_LABELS[policy.waitingPeriod] : null,
          enrollmentWindow: policy.effectiveAt
            ? {
                openEnrollmentClosesOn: openEnrollmentClosesOn(policy.effectiveAt, policy.enrollmentEndsOn),
                newHireWindowDays: policy.newHireWindowDays,
              }
            : null,
        }
      : null,
    progress: {
      eligible: eligible.length,
      completed: progress.completed,
      inProgress: progress.in_progress,
      notStarted: progress.not_started,
      declined: progress.declined,
    },
    participation: { ...participation, warning: describeParticipationShortfall(participation) },
    premium: {
      ...premium,
      coveredEmployees: covered.length,
      lines: COVERAGE_TYPES.filter((t) => lines.has(t)).map((t) => ({ coverageType: t, ...lines.get(t)! })),
      awaitingApproval: waiting,
    },
    todos: [
      ...registrationTodos(registration, company.idToken),
      ...buildTodos(people, statuses, (p) => windowOf(policy, p)),
    ],
  };
}

/** The day a person's new-hire days count from: their hire date, else the day they were added. */
const startedOn = (p: Pick<Person, 'hiredAt' | 'addedAt'>) =>
  p.hiredAt ?? p.addedAt.toISOString().slice(0, 10);

/** A person's enrollment window on the plan year (decision 0080), null without plan-year dates. */
export function windowOf(
  policy: { effectiveAt: string | null; newHireWindowDays: number; enrollmentEndsOn: string | null } | null,
  person: Pick<Person, 'hiredAt' | 'addedAt'>,
): EnrollmentWindow | null {
  if (!policy?.effectiveAt) return null;
  return enrollmentWindowOf({
    planYearStart: policy.effectiveAt,
    enrollmentEndsOn: policy.enrollmentEndsOn,
    newHireWindowDays: policy.newHireWindowDays,
    startedOn: startedOn(person),
    today: readToday(),
  });
}

/**
 * The company's active, eligible people who have not finished (not signed or declined) on the dashboard's plan
 * year, with their window: whom "send a reminder" and the automatic reminder reach (decision 0080).
 */
export async function listPeopleToEnroll(db: Db, companyId: string, employeeFormId?: string) {
  const policy = await findDashboardPolicy(db, companyId);
  if (!policy) return [];
  const people = await listActivePeople(db, companyId, policy.id);
  return people
    .filter((p) => p.isEligible && !p.completedAt && (!employeeFormId || p.formId === employeeFormId))
    .map((p) => ({
      employeeFormId: p.formId,
      accountId: p.accountId,
      firstName: p.firstName,
      lastName: p.lastName,
      window: windowOf(policy, p),
    }));
}

/** A benefits-administration registration left at payment or the benefits information (decision 0052). */
function registrationTodos(
  registration: Awaited<ReturnType<typeof findOpenRegistration>>,
  idToken: string,
): DashboardTodo[] {
  if (!registration) return [];
  const step = registration.status === 'payment' ? 'set up payment' : 'send your benefits information';
  return [
    {
      kind: 'registration',
      count: 1,
      label: `Finish your benefits administration registration: ${step}`,
      href: `${BEN_ADMIN_BASE_PATH}?company_id_token=${encodeURIComponent(toCompanyTokenPrefix(idToken))}`,
      people: [],
    },
  ];
}

function buildTodos(
  people: readonly Person[],
  statuses: ReadonlyMap<string, ApplicationStatus>,
  windowOfPerson: (p: Person) => EnrollmentWindow | null,
): DashboardTodo[] {
  // The earliest open window among those not finished: when the next of them must enroll (decision 0080).
  const closing = people
    .filter((p) => p.isEligible && ['not_started', 'in_progress'].includes(statuses.get(p.formId) ?? ''))
    .map(windowOfPerson)
    .filter((w): w is EnrollmentWindow => w?.isOpen === true)
    .sort((a, b) => a.closesOn.localeCompare(b.closesOn))[0];
  const closes = closing ? `; the first window closes on ${formatLongIsoDate(closing.closesOn)}` : '';
  const eligible = people.filter((p) => p.isEligible);
  const notStarted = eligible.filter((p) => statuses.get(p.formId) === 'not_started').length;
  const unsigned = eligible.filter((p) => statuses.get(p.formId) === 'in_progress').length;
  const waiting = people
    .filter((p) => p.benefitsDecision === 'pending')
    .sort((a, b) => a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName));
  const todos: DashboardTodo[] = [];
  if (notStarted > 0)
    todos.push({
      kind: 'not_started',
      count: notStarted,
      label: `${notStarted === 1 ? '1 application not started' : `${notStarted} applications not started`}${closes}`,
      href: `${DASHBOARD}/manage-employees?sort=status`,
      people: [],
    });
  if (unsigned > 0)
    todos.push({
      kind: 'unsigned',
      count: unsigned,
      label: `${unsigned === 1 ? '1 application started but not signed' : `${unsigned} applications started but not signed`}${closes}`,
      href: `${DASHBOARD}/manage-employees?sort=status`,
      people: [],
    });
  if (waiting.length > 0) {
    const confirmation = (p: Person) =>
      `${DASHBOARD}/partner-add-employee-confirmation?employee_hash_id=${encodeURIComponent(p.hashId)}`;
    todos.push({
      kind: 'benefits_decision',
      count: waiting.length,
      label:
        waiting.length === 1
          ? '1 employee added by your payroll partner waits for a benefits decision'
          : `${waiting.length} employees added by your payroll partner wait for a benefits decision`,
      href: confirmation(waiting[0]!),
      people: waiting.slice(0, DECISIONS_LISTED).map((p) => ({
        employeeFormId: p.formId,
        name: `${p.firstName} ${p.lastName}`,
        href: confirmation(p),
      })),
    });
  }
  return todos;
}

const toSplit = (cost: ElectionCost | null): MoneySplit | null =>
  cost
    ? { premiumCents: cost.premiumCents, companyCents: cost.companyCents, employeeCents: cost.employeeCents }
    : null;

/**
 * An employee's status page (decision 0023): the person, the application's status and timeline (audit log and
 * step saves, newest first, with who did each), the elections per line with their monthly cost split, and the
 * dependents (names, relationship, birth date; never an SSN). Another company's form answers 404.
 */
export async function getEmployeeStatus(
  db: Db,
  companyId: string,
  employeeFormId: string,
): Promise<EmployeeStatus> {
  const policy = await findDashboardPolicy(db, companyId);
  const person = await findPersonOfCompany(db, companyId, employeeFormId, policy?.id ?? null);
  // Another company's form answers as an unknown one: nothing about it leaks.
  if (!person) throw notFound('That employee');
  const policyIds = person.policyId ? [person.policyId] : [];
  const [coverages, enrolledDependents, dependents, audit, steps, invitations, lifeEvents] =
    await Promise.all([
      findCoverages(db, policyIds),
      findDependentEnrollments(db, policyIds),
      findDependents(db, [person.formId]),
      findAuditOfPerson(db, person.formId, TIMELINE_LIMIT),
      person.policyId ? findSteps(db, person.policyId) : Promise.resolve([]),
      findLatestEmployeeInvitations(db, [person.formId]),
      findLifeEventsOfForm(db, person.formId),
    ]);
  const lifeEventOf = new Map(lifeEvents.map((e) => [e.dependentId, e]));
  const invitation = invitations.get(person.formId) ?? null;
  const status = statusOf(person, coverages);

  const elections = person.completedAt ? toElections(person, coverages, dependents, enrolledDependents) : [];
  const costs = policy && elections.length > 0 ? await priceEnrolledElections(db, policy.id, elections) : [];
  const costOf = new Map(elections.map((e, i) => [e.coverageType, costs[i] ?? null]));

  const timeline = [
    ...audit.map((a) => ({
      id: `audit-${a.id}`,
      at: a.at,
      action: a.action,
      label: describeTimelineAction(a.action),
      accountId: a.accountId,
    })),
    // The signature is in the audit log already; the other step saves come from the application's steps.
    ...steps
      .filter((s) => s.step !== 'sign')
      .map((s) => ({
        id: `step-${s.step}`,
        at: s.completedAt,
        action: STEP_SAVED_ACTION,
        label: describeTimelineAction(STEP_SAVED_ACTION, s.step),
        accountId: s.accountId,
      })),
  ]
    .sort((a, b) => b.at.getTime() - a.at.getTime())
    .slice(0, TIMELINE_LIMIT)
    .map((entry) => {
      const actor = classifyTimelineActor(entry.accountId, person.accountId);
      return {
        id: entry.id,
        at: entry.at.toISOString(),
        action: entry.action,
        label: entry.label,
        actor,
        actorLabel: TIMELINE_ACTOR_LABELS[actor],
      };
    });

  const enrolledCount = (type: CoverageType) =>
    enrolledDependents.filter((d) => d.coverageType === type).length;
  return {
    person: {
      employeeFormId: person.formId,
      firstName: person.firstName,
      lastName: person.lastName,
      email: person.email,
      employeeType: person.employeeType,
      employeeTypeLabel: person.employeeType
        ? EMPLOYEE_TYPE_LABELS[person.employeeType as EmployeeType]
        : null,
      className: person.className,
      isEligible: person.isEligible,
      hiredAt: person.hiredAt,
      employmentStatus: person.employmentStatus,
      lastDayAt: person.lastDayAt,
      coverageEndsAt: person.coverageEndsAt,
      continuationNoticeDue: person.continuationNoticeDue,
      hasAccount: person.accountId !== null,
      invitation: {
        state: deriveInvitationState({
          hasAccount: person.accountId !== null,
          latest: invitation,
          now: new Date(),
        }),
        sentAt: invitation?.sentAt.toISOString() ?? null,
        expiresAt: invitation?.expiresAt.toISOString() ?? null,
      },
      benefitsDecision: person.benefitsDecision,
      version: person.version,
    },
    application: {
      employeePolicyId: person.policyId,
      status,
      statusLabel: APPLICATION_STATUS_LABELS[status],
      signedAt: person.signedAt?.toISOString() ?? null,
      // Operations' review of the signed application (decision 0064).
      review: {
        status: person.reviewStatus,
        reason: person.reviewReason,
        effectiveAt: person.policyEffectiveAt,
      },
    },
    timeline,
    elections: COVERAGE_TYPES.flatMap((type) => {
      const answer = coverages.find((c) => c.coverageType === type);
      if (!answer) return [];
      const cost = costOf.get(type) ?? null;
      return [
        {
          coverageType: type,
          coverageLabel: coverageLabel(type),
          isEnrolling: answer.isEnrolling,
          planName: cost?.planName ?? null,
          carrierName: cost?.carrierName ?? null,
          coveredDependents: answer.isEnrolling === 'Yes' ? enrolledCount(type) : 0,
          cost: toSplit(cost),
        },
      ];
    }),
    dependents: dependents.map((d) => {
      const event = lifeEventOf.get(d.id);
      return {
        id: d.id,
        firstName: d.firstName,
        lastName: d.lastName,
        dependentType: d.dependentType,
        bornAt: d.bornAt,
        // Added mid-year by a qualifying life event (decision 0046): which, and when their coverage starts.
        lifeEvent: event
          ? {
              kind: event.kind,
              label: LIFE_EVENT_LABELS[event.kind],
              eventDate: event.eventDate,
              effectiveAt: event.effectiveAt,
            }
          : null,
      };
    }),
  };
}

/** The plan year the dashboard shows (and invoices bill): its id, state and effective date; null without one. */
export function findCurrentPlanYear(db: Db, companyId: string) {
  return findDashboardPolicy(db, companyId);
}

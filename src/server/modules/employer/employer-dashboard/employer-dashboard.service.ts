import { BEN_ADMIN_BASE_PATH } from '@shared/domain/ben-admin/flow';
import { toCompanyTokenPrefix } from '@shared/domain/company-token';
import { formatLongIsoDate } from '@shared/domain/dates/dates';
import { deriveInvitationState } from '@shared/domain/employment/employment';
import {
  type EnrollmentWindow,
  openEnrollmentClosesOn,
} from '@shared/domain/enrollment-window/enrollment-window';
import {
  APPLICATION_STATUS_LABELS,
  type ApplicationStatus,
  COVERAGE_TYPES,
  type CoverageType,
  EMPLOYEE_TYPE_LABELS,
  type EmployeeType,
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
import type { Db } from '../../../db/client';
import { notFound } from '../../../lib/app-error';
import { clock } from '../../../lib/clock';
import { type ElectionCost, priceEnrolledElections } from '../../carriers';
import {
  type Coverage,
  deriveApplicationStatus,
  findDashboardPlanYear,
  findLatestEmployeeInvitations,
  findPersonOnDashboardPlanYear,
  listPeopleOnPlanYear,
  type Person,
  readApplicationsOf,
} from '../../company';
import { priceEnrollmentsOf, toElections, windowOf } from '../../enrollment';
import { findOpenRegistration } from '../../registration';
import {
  findAuditOfPerson,
  findCompany,
  findLifeEventsOfForm,
  findSteps,
} from './employer-dashboard.repository';

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

const addSplit = (total: MoneySplit, cost: MoneySplit) => {
  total.premiumCents += cost.premiumCents;
  total.companyCents += cost.companyCents;
  total.employeeCents += cost.employeeCents;
};

/**
 * The Home's read (decision 0023): the plan year, enrollment progress and medical participation over the
 * active eligible people, the monthly premium of the active people's signed elections split between the
 * company and the employees (priced by the plans service as each employee's application prices them), and
 * what waits on the administrator.
 */
export async function getCompanyDashboard(db: Db, companyId: string): Promise<CompanyDashboard> {
  const company = await findCompany(db, companyId);
  if (!company) throw notFound('That company');
  const policy = await findDashboardPlanYear(db, companyId);
  const people = await listPeopleOnPlanYear(db, companyId, policy?.id ?? null);
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
  const { planYear: policy, person } = await findPersonOnDashboardPlanYear(db, companyId, employeeFormId);
  // Another company's form answers as an unknown one: nothing about it leaks.
  if (!person) throw notFound('That employee');
  const [applications, audit, steps, invitations, lifeEvents] = await Promise.all([
    readApplicationsOf(db, [person]),
    findAuditOfPerson(db, person.formId, TIMELINE_LIMIT),
    person.policyId ? findSteps(db, person.policyId) : Promise.resolve([]),
    findLatestEmployeeInvitations(db, [person.formId]),
    findLifeEventsOfForm(db, person.formId),
  ]);
  const coverages = (person.policyId && applications.coveragesOf.get(person.policyId)) || [];
  const enrolledDependents = (person.policyId && applications.enrolledOf.get(person.policyId)) || [];
  const dependents = applications.dependentsOf.get(person.formId) ?? [];
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
          now: clock.now(),
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

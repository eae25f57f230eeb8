import {
  canReviewApplication,
  computeApprovedCoverageStart,
} from '@shared/domain/application-review/application-review';
import { checkEligibility, checkWaitingPeriod } from '@shared/domain/application-review/review-checks';
import {
  CARRIER_CHANGE_STATUS_LABELS,
  type CarrierChangeStatus,
} from '@shared/domain/broker-of-record/letter';
import {
  type CalendarDate,
  formatIsoDate,
  formatLongIsoDate,
  parseIsoDate,
} from '@shared/domain/dates/dates';
import { COVERAGE_LINE_LABELS } from '@shared/domain/employee-dashboard/employee-dashboard';
import {
  APPLICATION_FIELDS,
  type ApplicationField,
  describeApplicationFields,
  listReturnableFields,
  RETURN_FIELD_MESSAGES,
} from '@shared/domain/employment/field-rights';
import { computeAgeOnCoverageDate, resolveAgesOn } from '@shared/domain/enrollment/ages';
import { type CoverageType, DEPENDENT_TYPE_LABELS, EMPLOYEE_TYPE_LABELS } from '@shared/domain/enums';
import { NEW_HIRE_FAMILY_LABELS } from '@shared/domain/new-hires/new-hire-cost';
import { selectSegment } from '@shared/domain/pricing/segment';
import type {
  AdminApplication,
  AdminApplicationList,
  AdminApplicationQuery,
  AdminApplicationReview,
  AdminAuditPage,
  AdminAuditQuery,
  AdminCompanyList,
  AdminQueueList,
  QueueListKey,
  QueueSummary,
  QueueSummaryList,
} from '@shared/schemas/operations';
import { AUDIT_PAGE_SIZE, QUEUE_LIST_STATUSES } from '@shared/schemas/operations';
import type { Actor } from '../../../access/actor';
import { writeAudit } from '../../../access/audit';
import type { Db } from '../../../db/client';
import { AppError, notFound, validationFailed } from '../../../lib/app-error';
import { clock } from '../../../lib/clock';
import { invalidateCompanyPeople } from '../../../lib/company-people';
import { withDollars } from '../../../lib/money-row';
import { assertVersion } from '../../../lib/versioned-write';
import type { Mailer } from '../../../plugins/mail/mailer';
import {
  clearSignature,
  maskFromLast4,
  readApplicationForReview,
  storeReview,
  VERSION_MESSAGES,
} from '../../enrollment';
import { countDataRequestsForOperations } from '../data-requests/data-requests.service';
import {
  countQueueStatuses,
  countReviewApplications,
  findApplicationFieldValues,
  findReviewTarget,
  listClaimsHelp,
  listCompanies,
  listRegistrationLeads,
  listReviewApplications,
  lockReviewTarget,
  type ReviewTarget,
  searchAudit,
} from './operations.repository';

/**
 * The operations console (issue 18, decision 0064): review of signed applications, the queues' counts, the
 * companies and the audit log. Every write here is one transaction with the application's row locked and its
 * version checked; mail goes after the commit.
 */

export const REVIEW_MESSAGES = {
  notWaiting: 'This application is not waiting for approval.',
} as const;

const iso = (v: Date | string | null): string | null =>
  v === null ? null : v instanceof Date ? v.toISOString() : new Date(v).toISOString();
const num = (v: number | string) => Number(v);
const jsonOf = <T>(v: T | string | null): T | null => (typeof v === 'string' ? (JSON.parse(v) as T) : v);

type ReviewDeps = { db: Db; mailer: Mailer; publicUrl: string };

/**
 * The day an approval made now counts from (the approval and the review's "if approved today" agree): the
 * calendar date of `now` in the application's company's zone (decision 0084).
 */
const approvalDayOf = (now: Date, timeZone?: string): CalendarDate =>
  parseIsoDate(clock.isoDateOf(now, timeZone))!;

const coverageStartOnApproval = (t: ReviewTarget, now: Date): CalendarDate =>
  computeApprovedCoverageStart({
    approvedOn: approvalDayOf(now, t.companyTimeZone),
    policyEffectiveAt: t.policyEffectiveAt ? parseIsoDate(t.policyEffectiveAt) : null,
    hiredAt: t.hiredAt ? parseIsoDate(t.hiredAt) : null,
    waitingPeriod: t.waitingPeriod,
  });

async function reviewInTransaction(
  db: Db,
  applicationId: string,
  version: number,
  write: (tx: Db, target: ReviewTarget) => Promise<void>,
): Promise<ReviewTarget> {
  return db.transaction(async (tx) => {
    const target = await lockReviewTarget(tx, applicationId);
    if (!target) throw notFound('That application');
    assertVersion(target.version, version, VERSION_MESSAGES.conflict);
    if (!canReviewApplication(target.reviewStatus))
      throw new AppError('conflict', REVIEW_MESSAGES.notWaiting);
    await write(tx, target);
    return target;
  });
}

/** Approves a submitted application: its coverages start on the rule's date (computeApprovedCoverageStart). */
export async function approveApplication(
  deps: ReviewDeps,
  actor: Actor,
  applicationId: string,
  version: number,
  now: Date = clock.now(),
): Promise<AdminApplication> {
  let effectiveAt = '';
  const target = await reviewInTransaction(deps.db, applicationId, version, async (tx, t) => {
    effectiveAt = formatIsoDate(coverageStartOnApproval(t, now));
    await storeReview(tx, t.id, {
      reviewStatus: 'approved',
      reviewReason: null,
      reviewFields: [],
      reviewedByAccountId: actor.accountId,
      reviewedAt: now,
      effectiveAt,
      version: t.version + 1,
    });
    await writeAudit(tx, {
      accountId: actor.accountId,
      sessionId: actor.sessionId,
      companyId: t.companyId,
      action: 'application.approved',
      subjectType: 'employee_policy',
      subjectId: t.id,
      details: { effectiveAt },
    });
  });
  await invalidateCompanyPeople(deps.db, [target.companyId]);
  if (target.employeeEmail)
    await deps.mailer.sendMail('applicationApproved', target.employeeEmail, {
      employeeFirstName: target.employeeFirstName,
      companyName: target.companyName,
      effectiveOn: formatLongIsoDate(effectiveAt),
      dashboardUrl: `${deps.publicUrl}/employee-dashboard`,
    });
  return readApplication(deps.db, applicationId);
}

/** The fields a return may name for this person now (the field rule's listReturnableFields). */
async function readReturnableFields(
  db: Db,
  employeeFormId: string,
  lock = false,
): Promise<ApplicationField[]> {
  const values = await findApplicationFieldValues(db, employeeFormId, lock);
  // The rule reads the stored form by the application's field names (the salary in dollars).
  return values
    ? listReturnableFields({ ...values, stored: withDollars(values.stored, ['annualSalary']) })
    : [];
}

/**
 * Returns a submitted application with a reason and the fields the employee should change: its signature is
 * withdrawn so the employee corrects and signs again. A field this employee cannot change (the employer's, the
 * partner's) is refused at `fields`, every one named at once.
 */
export async function returnApplication(
  deps: ReviewDeps,
  actor: Actor,
  applicationId: string,
  body: { version: number; reason: string; fields: readonly ApplicationField[] },
  now: Date = clock.now(),
): Promise<AdminApplication> {
  const named = describeApplicationFields(body.fields).map((f) => f.field);
  const target = await reviewInTransaction(deps.db, applicationId, body.version, async (tx, t) => {
    // The person's row is held for share: a class or salary set meanwhile waits for the return's commit.
    const returnable = new Set(await readReturnableFields(tx, t.employeeFormId, true));
    const refused = named.filter((f) => !returnable.has(f));
    if (refused.length > 0)
      throw validationFailed({
        fields: RETURN_FIELD_MESSAGES.notChangeable(
          joinWithAnd(refused.map((f) => APPLICATION_FIELDS[f].label)),
        ),
      });
    await clearSignature(tx, t.id);
    await storeReview(tx, t.id, {
      reviewStatus: 'returned',
      reviewReason: body.reason,
      reviewFields: named,
      reviewedByAccountId: actor.accountId,
      reviewedAt: now,
      version: t.version + 1,
    });
    // The reason may describe the person's situation: the log keeps its length, not its words.
    await writeAudit(tx, {
      accountId: actor.accountId,
      sessionId: actor.sessionId,
      companyId: t.companyId,
      action: 'application.returned',
      subjectType: 'employee_policy',
      subjectId: t.id,
      details: { reasonLength: body.reason.length, fields: named },
    });
  });
  await invalidateCompanyPeople(deps.db, [target.companyId]);
  if (target.employeeEmail)
    await deps.mailer.sendMail('applicationReturned', target.employeeEmail, {
      employeeFirstName: target.employeeFirstName,
      companyName: target.companyName,
      reason: body.reason,
      fieldLabels: named.map((f) => APPLICATION_FIELDS[f].label),
      applicationUrl: `${deps.publicUrl}/employee-application`,
    });
  return readApplication(deps.db, applicationId);
}

const joinWithAnd = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

const sumOf = (values: ReadonlyArray<number | null>) => values.reduce<number>((t, v) => t + (v ?? 0), 0);

/**
 * GET …/applications/{id}/review: what operations approve (decision 0078). The people with their ages on the
 * pricing day (SSNs masked), each line priced as the employee's summary prices it with the employer's share,
 * the eligibility and waiting-period checks, the signed PDF and the fields a return may name. Only an
 * application in review (signed at least once) has one: any other answers 404.
 */
export async function getApplicationReview(
  db: Db,
  applicationId: string,
  now: Date = clock.now(),
): Promise<AdminApplicationReview> {
  const [application, target] = await Promise.all([
    readApplication(db, applicationId),
    findReviewTarget(db, applicationId),
  ]);
  if (!target) throw notFound('That application');
  const [{ rows, summary, costs, signedApplicationUrl }, returnable] = await Promise.all([
    readApplicationForReview(db, applicationId),
    readReturnableFields(db, target.employeeFormId),
  ]);
  const { form } = rows;
  const agesOn = resolveAgesOn(
    { policyEffectiveAt: rows.policy.effectiveAt, planYearEffectiveAt: rows.companyPolicy.effectiveAt },
    clock.today(target.companyTimeZone),
  );
  const className = rows.roles.find((r) => r.id === form.employeeRoleId)?.name ?? null;
  const person = (
    name: string,
    relationship: string,
    bornAt: string | null,
    ssnLast4: string | null,
  ): AdminApplicationReview['people'][number] => ({
    name,
    relationship,
    bornAt,
    age: computeAgeOnCoverageDate(bornAt, agesOn),
    ssnMasked: maskFromLast4(ssnLast4),
  });
  const lines = summary.lines.map((line) => {
    const cost = line.status === 'enrolled' ? (costs.get(line.coverageType) ?? null) : null;
    const answer = rows.coverages.find((c) => c.coverageType === line.coverageType);
    const covered = new Set(
      rows.enrollments
        .filter((e) => e.coverageType === line.coverageType && e.isEnrolling)
        .map((e) => e.dependentId),
    );
    const tier =
      line.status === 'enrolled'
        ? (answer?.segment ??
          selectSegment(
            rows.dependents.filter((d) => covered.has(d.id)).map((d) => ({ relationship: d.dependentType })),
          ))
        : null;
    return {
      coverageType: line.coverageType,
      label: line.label,
      statusLabel: line.statusLabel,
      planName: line.planName,
      carrierName: line.carrierName,
      tier: tier ? NEW_HIRE_FAMILY_LABELS[tier] : null,
      coveredPeople: line.coveredPeople,
      coverageAmount: line.coverageAmount,
      premiumCents: cost?.premiumCents ?? null,
      employerCents: cost?.companyCents ?? null,
      employeeCents: cost?.employeeCents ?? null,
    };
  });
  const coverageStartsOn =
    application.reviewStatus === 'approved' && application.effectiveAt
      ? parseIsoDate(application.effectiveAt)!
      : coverageStartOnApproval(target, now);
  return {
    application,
    people: [
      person(
        [form.firstName, form.middleInitial, form.lastName].filter(Boolean).join(' '),
        'Employee',
        form.bornAt,
        form.ssnLast4,
      ),
      ...rows.dependents.map((d) =>
        person(`${d.firstName} ${d.lastName}`, DEPENDENT_TYPE_LABELS[d.dependentType], d.bornAt, d.ssnLast4),
      ),
    ],
    employment: {
      employeeType: form.employeeType ? EMPLOYEE_TYPE_LABELS[form.employeeType] : null,
      className,
      hiredAt: form.hiredAt,
    },
    lines,
    healthAccount: summary.healthAccount
      ? {
          label: summary.healthAccount.label,
          employeeMonthlyCents: summary.healthAccount.monthlyCents,
          employerYearlyCents: summary.healthAccount.employerYearlyCents,
        }
      : null,
    totals: {
      premiumCents: sumOf(lines.map((l) => l.premiumCents)),
      employerCents: sumOf(lines.map((l) => l.employerCents)),
      employeeCents: sumOf(lines.map((l) => l.employeeCents)),
    },
    coverageStartsOn: formatIsoDate(coverageStartsOn),
    eligibility: checkEligibility({
      isEligible: form.isEligible,
      employmentStatus: form.employmentStatus,
      employeeType: form.employeeType,
      className,
    }),
    waitingPeriod: checkWaitingPeriod({
      hiredAt: target.hiredAt ? parseIsoDate(target.hiredAt) : null,
      waitingPeriod: target.waitingPeriod,
      policyEffectiveAt: target.policyEffectiveAt ? parseIsoDate(target.policyEffectiveAt) : null,
      coverageStartsOn,
    }),
    signedApplicationUrl,
    returnableFields: describeApplicationFields(returnable).map(({ field, label }) => ({ field, label })),
  };
}

function toAdminApplication(
  row: Awaited<ReturnType<typeof listReviewApplications>>[number],
): AdminApplication {
  const lines = jsonOf<string[]>(row.enrolledLines) ?? [];
  return {
    id: row.id,
    companyId: row.companyId,
    companyName: row.companyName,
    employeeName: `${row.firstName} ${row.lastName}`,
    employeeEmail: row.email,
    isRenewal: row.isRenewal,
    reviewStatus: row.reviewStatus,
    reviewReason: row.reviewReason,
    reviewFields: describeApplicationFields(jsonOf<string[]>(row.reviewFields) ?? []).map(
      ({ field, label }) => ({ field, label }),
    ),
    reviewedAt: iso(row.reviewedAt),
    signedAt: iso(row.signedAt),
    effectiveAt: row.effectiveAt,
    planYearEffectiveAt: row.planYearEffectiveAt,
    enrolledLines: lines.map((l) => COVERAGE_LINE_LABELS[l as CoverageType] ?? l),
    version: row.version,
  };
}

async function readApplication(db: Db, applicationId: string): Promise<AdminApplication> {
  const [row] = await listReviewApplications(db, { status: 'all', id: applicationId });
  if (!row) throw notFound('That application');
  return toAdminApplication(row);
}

export async function listApplicationsForReview(
  db: Db,
  query: AdminApplicationQuery,
): Promise<AdminApplicationList> {
  const [rows, counts] = await Promise.all([
    listReviewApplications(db, query),
    countReviewApplications(db, query.companyId),
  ]);
  const countOf = (s: string) => num(counts.find((c) => c.status === s)?.count ?? 0);
  return {
    applications: rows.map(toAdminApplication),
    counts: { submitted: countOf('submitted'), approved: countOf('approved'), returned: countOf('returned') },
  };
}

/** Each queue's statuses in order, their labels, and which of them wait on operations. */
const QUEUE_STATUSES: Record<
  Exclude<QueueSummary['key'], 'applications' | 'data_requests'>,
  { label: string; path: string | null; statuses: Array<[string, string, boolean]> }
> = {
  open_enrollment_setups: {
    label: 'Open enrollment setups',
    path: '/admin/open-enrollment',
    statuses: [
      ['processing', 'To process', true],
      ['launched', 'Launched', false],
    ],
  },
  broker_of_record: {
    label: 'Broker of record: carrier changes',
    path: '/admin/broker-of-record',
    statuses: (Object.entries(CARRIER_CHANGE_STATUS_LABELS) as Array<[CarrierChangeStatus, string]>).map(
      ([status, label]) => [status, label, status !== 'effective' && status !== 'rejected'],
    ),
  },
  registration_leads: {
    label: 'Registration leads',
    path: '/admin/registration-leads',
    statuses: [
      ['payment', 'At payment', true],
      ['additional_information', 'At additional information', true],
      ['done', 'Registered', false],
    ],
  },
  large_group_quotes: {
    label: 'Large group quote requests',
    path: '/admin/large-group-quotes',
    statuses: [
      ['new', 'New', true],
      ['in_review', 'In review', true],
      ['quoted', 'Quoted', false],
      ['declined', 'Declined', false],
    ],
  },
  claims_help: {
    label: 'Claims help requests',
    path: '/admin/claims-help',
    statuses: [
      ['open', 'Open', true],
      ['in_review', 'In review', true],
      ['resolved', 'Resolved', false],
      ['closed', 'Closed', false],
    ],
  },
};

/** Every queue with what waits on operations and its counts per status (GET /api/v2/admin/queues). */
export async function summarizeQueues(db: Db, now: Date = clock.now()): Promise<QueueSummaryList> {
  const [applications, statuses, dataRequests] = await Promise.all([
    countReviewApplications(db),
    countQueueStatuses(db),
    countDataRequestsForOperations(db, now),
  ]);
  const appCount = (s: string) => num(applications.find((c) => c.status === s)?.count ?? 0);
  const queues: QueueSummary[] = [
    {
      key: 'applications',
      label: 'Applications to review',
      path: '/admin/applications',
      waiting: appCount('submitted'),
      counts: [
        { status: 'submitted', label: 'Submitted', count: appCount('submitted') },
        { status: 'approved', label: 'Approved', count: appCount('approved') },
        { status: 'returned', label: 'Returned', count: appCount('returned') },
      ],
    },
  ];
  for (const [key, def] of Object.entries(QUEUE_STATUSES) as Array<
    [keyof typeof QUEUE_STATUSES, (typeof QUEUE_STATUSES)[keyof typeof QUEUE_STATUSES]]
  >) {
    const countOf = (s: string) => num(statuses.find((r) => r.queue === key && r.status === s)?.count ?? 0);
    queues.push({
      key,
      label: def.label,
      path: def.path,
      waiting: def.statuses.reduce((sum, [s, , waits]) => sum + (waits ? countOf(s) : 0), 0),
      counts: def.statuses.map(([status, label]) => ({ status, label, count: countOf(status) })),
    });
  }
  queues.push({
    key: 'data_requests',
    label: 'Data requests',
    path: '/admin/data-requests',
    waiting: dataRequests.open,
    counts: [
      { status: 'open', label: 'Open', count: dataRequests.open },
      { status: 'overdue', label: 'Overdue', count: dataRequests.overdue },
      { status: 'completed', label: 'Completed', count: dataRequests.completed },
    ],
  });
  return { queues };
}

export async function searchCompanies(db: Db, q: string): Promise<AdminCompanyList> {
  const rows = await listCompanies(db, q);
  return {
    total: rows.length > 0 ? num(rows[0]!.total) : 0,
    companies: rows.map((r) => {
      const carriers = jsonOf<Array<{ carrierName: string; status: string }>>(r.borCarriers) ?? [];
      return {
        id: r.id,
        name: r.name,
        policy: r.policyStatus
          ? { status: r.policyStatus, effectiveAt: r.policyEffectiveAt, renewalAt: r.policyRenewalAt }
          : null,
        renewal: r.renewalStatus ? { status: r.renewalStatus, setupStatus: r.setupStatus } : null,
        brokerOfRecord:
          r.borSignedAt || carriers.length > 0 ? { signedAt: iso(r.borSignedAt), carriers } : null,
      };
    }),
  };
}

export async function searchAuditLog(db: Db, query: AdminAuditQuery): Promise<AdminAuditPage> {
  const rows = await searchAudit(db, query);
  return {
    page: query.page,
    pageSize: AUDIT_PAGE_SIZE,
    total: rows.length > 0 ? num(rows[0]!.total) : 0,
    entries: rows.map((r) => ({
      id: num(r.id),
      at: iso(r.at)!,
      action: r.action,
      companyId: r.companyId,
      companyName: r.companyName,
      personEmail: r.personEmail,
      personName: r.personName,
      subjectType: r.subjectType,
      subjectId: r.subjectId,
      adminMode: r.adminMode,
      details: jsonOf<Record<string, unknown>>(r.details) ?? {},
    })),
  };
}

const CLAIM_LINE_LABELS: Record<string, string> = { medical: 'Medical', dental: 'Dental', vision: 'Vision' };

/** A queue without a page elsewhere, by status, with its counts (decision 0064). */
export async function listQueue(db: Db, key: QueueListKey, status: string): Promise<AdminQueueList> {
  const def = QUEUE_STATUSES[key];
  if (status !== 'all' && !QUEUE_LIST_STATUSES[key].includes(status))
    throw validationFailed({ status: 'Unknown status filter.' });
  const labelOf = (s: string) => def.statuses.find(([v]) => v === s)?.[1] ?? s;
  const statuses = await countQueueStatuses(db);
  const counts = def.statuses.map(([s, label]) => ({
    status: s,
    label,
    count: num(statuses.find((r) => r.queue === key && r.status === s)?.count ?? 0),
  }));
  const filter = status === 'all' ? null : status;
  if (key === 'registration_leads') {
    const rows = await listRegistrationLeads(db, filter);
    return {
      counts,
      items: rows.map((r) => ({
        id: r.id,
        title: r.companyName,
        status: r.status,
        statusLabel: labelOf(r.status),
        at: iso(r.createdAt)!,
        facts: [
          ['Reference', r.externalId],
          ['Employees', String(r.employeeCount)],
        ],
      })),
    };
  }
  const rows = await listClaimsHelp(db, filter);
  return {
    counts,
    items: rows.map((r) => ({
      id: r.id,
      title: `${r.firstName} ${r.lastName}`,
      status: r.status,
      statusLabel: labelOf(r.status),
      at: iso(r.createdAt)!,
      facts: [
        ['Company', r.companyName],
        ['Coverage', CLAIM_LINE_LABELS[r.coverageType] ?? r.coverageType],
      ],
    })),
  };
}

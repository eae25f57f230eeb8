import type { ApplicationReviewStatus } from '@shared/domain/application-review/application-review';
import { APPLICATION_FIELD_KEYS } from '@shared/domain/employment/field-rights';
import type { WaitingPeriod } from '@shared/domain/enums';
import type { AdminApplicationQuery, AdminAuditQuery } from '@shared/schemas/operations';
import { AUDIT_PAGE_SIZE } from '@shared/schemas/operations';
import { eq, getTableColumns, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../db/client';
import { employeeForms } from '../../../db/schema';

/**
 * The operations console's reads across companies (decision 0064) and the review columns of employee policies,
 * which this module owns. Reads only what operations are shown; never an SSN, a tax id or a bank number.
 */

export type ReviewTarget = {
  id: string;
  version: number;
  reviewStatus: ApplicationReviewStatus | null;
  employeeFormId: string;
  companyId: string;
  companyName: string;
  /** The company's time zone: its calendar date is the approval's day (decision 0084). */
  companyTimeZone: string;
  employeeFirstName: string;
  employeeEmail: string | null;
  hiredAt: string | null;
  policyEffectiveAt: string | null;
  waitingPeriod: WaitingPeriod | null;
};

function selectReviewTarget(db: Db, applicationId: string, lock: boolean) {
  return queryRows<ReviewTarget>(
    db,
    sql`select p.id, p.version, p.review_status as "reviewStatus", p.employee_form_id as "employeeFormId",
        f.company_id as "companyId", c.name as "companyName",
        c.time_zone as "companyTimeZone", f.first_name as "employeeFirstName",
        f.email as "employeeEmail", f.hired_at::text as "hiredAt", cp.effective_at::text as "policyEffectiveAt",
        cp.waiting_period as "waitingPeriod"
      from employee_policies p
      join employee_forms f on f.id = p.employee_form_id
      join companies c on c.id = f.company_id
      join company_policies cp on cp.id = p.company_policy_id
      where p.id = ${applicationId}
      ${lock ? sql`for update of p` : sql``}`,
  );
}

/** The application and what its review needs, the policy row locked (the application's writes lock it too). */
export async function lockReviewTarget(tx: Db, applicationId: string): Promise<ReviewTarget | null> {
  const [row] = await selectReviewTarget(tx, applicationId, true);
  return row ?? null;
}

/** The same facts, read without a lock (the review screen). */
export async function findReviewTarget(db: Db, applicationId: string): Promise<ReviewTarget | null> {
  const [row] = await selectReviewTarget(db, applicationId, false);
  return row ?? null;
}

/** The application fields' stored values of the person and the fields their payroll partner sent (field rights). */
const { syncedFields: syncedFieldsColumn, ...formColumns } = getTableColumns(employeeForms);
const applicationFieldColumns = Object.fromEntries(
  // A money field is stored as its cents column (the salary: annualSalaryCents).
  Object.entries(formColumns).filter(([key]) =>
    (APPLICATION_FIELD_KEYS as readonly string[]).includes(key.replace(/Cents$/, '')),
  ),
);
/** The person's field values the return rule reads; `lock` holds the row for share in a return's transaction. */
export async function findApplicationFieldValues(
  db: Db,
  employeeFormId: string,
  lock = false,
): Promise<{ stored: Record<string, unknown>; partnerSentFields: string[] } | null> {
  const query = db
    .select({ syncedFields: syncedFieldsColumn, ...applicationFieldColumns })
    .from(employeeForms)
    .where(eq(employeeForms.id, employeeFormId));
  const [row] = await (lock ? query.for('share') : query);
  if (!row) return null;
  const { syncedFields, ...stored } = row as Record<string, unknown> & { syncedFields: string[] };
  return { stored, partnerSentFields: syncedFields };
}

type ApplicationRow = {
  id: string;
  companyId: string;
  companyName: string;
  firstName: string;
  lastName: string;
  email: string | null;
  isRenewal: boolean;
  reviewStatus: ApplicationReviewStatus;
  reviewReason: string | null;
  reviewFields: string[] | string | null;
  reviewedAt: Date | string | null;
  signedAt: Date | string | null;
  effectiveAt: string | null;
  planYearEffectiveAt: string | null;
  enrolledLines: string[] | string | null;
  version: number;
};

/** The applications in review (submitted first, oldest first), at most 500. */
export function listReviewApplications(db: Db, query: AdminApplicationQuery & { id?: string }) {
  const status =
    query.status === 'all' ? sql`p.review_status is not null` : sql`p.review_status = ${query.status}`;
  const company = query.companyId ? sql`and f.company_id = ${query.companyId}` : sql``;
  const one = query.id ? sql`and p.id = ${query.id}` : sql``;
  return queryRows<ApplicationRow>(
    db,
    sql`select p.id, f.company_id as "companyId", c.name as "companyName", f.first_name as "firstName",
        f.last_name as "lastName", f.email, p.is_renewal as "isRenewal", p.review_status as "reviewStatus",
        p.review_reason as "reviewReason", p.review_fields as "reviewFields", p.reviewed_at as "reviewedAt", p.signed_at as "signedAt",
        p.effective_at::text as "effectiveAt", cp.effective_at::text as "planYearEffectiveAt", p.version,
        coalesce((select json_agg(pc.coverage_type order by pc.coverage_type)
          from employee_policy_coverages pc
          where pc.employee_policy_id = p.id and pc.is_enrolling = 'Yes'), '[]'::json) as "enrolledLines"
      from employee_policies p
      join employee_forms f on f.id = p.employee_form_id
      join companies c on c.id = f.company_id
      join company_policies cp on cp.id = p.company_policy_id
      where ${status} ${company} ${one}
      order by (p.review_status = 'submitted') desc, p.signed_at asc nulls last, p.reviewed_at desc nulls last, p.id
      limit 500`,
  );
}

export async function countReviewApplications(db: Db, companyId?: string) {
  const company = companyId ? sql`and f.company_id = ${companyId}` : sql``;
  return queryRows<{ status: ApplicationReviewStatus; count: number | string }>(
    db,
    sql`select p.review_status as status, count(*) as count
      from employee_policies p join employee_forms f on f.id = p.employee_form_id
      where p.review_status is not null ${company}
      group by p.review_status`,
  );
}

/** Counts per status of the queues whose tables have a status column (the console's overview). */
export async function countQueueStatuses(db: Db) {
  return queryRows<{ queue: string; status: string; count: number | string }>(
    db,
    sql`select 'open_enrollment_setups' as queue, status::text, count(*) as count from open_enrollment_setups group by status
      union all select 'broker_of_record', status, count(*) from bor_carrier_changes group by status
      union all select 'registration_leads', status::text, count(*) from ben_admin_leads group by status
      union all select 'large_group_quotes', status::text, count(*) from large_group_quote_requests group by status
      union all select 'claims_help', status::text, count(*) from claim_requests group by status`,
  );
}

/** A text searched for as it is: LIKE's wildcards and escape character escaped. */
const escapeLike = (v: string) => v.replaceAll('\\', '\\\\').replaceAll('%', '\\%').replaceAll('_', '\\_');

type CompanyRow = {
  id: string;
  name: string;
  policyStatus: string | null;
  policyEffectiveAt: string | null;
  policyRenewalAt: string | null;
  renewalStatus: string | null;
  setupStatus: string | null;
  borSignedAt: Date | string | null;
  borCarriers: Array<{ carrierName: string; status: string }> | string | null;
  total: number | string;
};

/** Companies by name (a part of the legal or trade name), at most 100, with their latest policy and renewal. */
export function listCompanies(db: Db, q: string) {
  const like = `%${escapeLike(q)}%`;
  return queryRows<CompanyRow>(
    db,
    sql`select c.id, c.name, cp.status::text as "policyStatus", cp.effective_at::text as "policyEffectiveAt",
        cp.renewal_at::text as "policyRenewalAt", r.status::text as "renewalStatus", s.status::text as "setupStatus",
        b.signed_at as "borSignedAt",
        (select json_agg(json_build_object('carrierName', bc.carrier_name, 'status', bc.status) order by bc.carrier_name)
           from bor_carrier_changes bc where bc.application_id = b.id) as "borCarriers",
        count(*) over () as total
      from companies c
      left join lateral (select * from company_policies x where x.company_id = c.id
        order by (x.status = 'enrolled') desc, x.effective_at desc nulls last limit 1) cp on true
      left join lateral (select * from renewals x where x.company_id = c.id order by x.created_at desc limit 1) r on true
      left join lateral (select * from open_enrollment_setups x where x.renewal_id = r.id limit 1) s on true
      left join lateral (select * from bor_applications x where x.company_id = c.id
        order by x.signed_at desc nulls last, x.created_at desc limit 1) b on true
      where ${q === '' ? sql`true` : sql`(c.name ilike ${like} or coalesce(c.dba_name, '') ilike ${like})`}
      order by c.name, c.id
      limit 100`,
  );
}

type AuditRow = {
  id: number | string;
  at: Date | string;
  action: string;
  companyId: string | null;
  companyName: string | null;
  personEmail: string | null;
  personName: string | null;
  subjectType: string | null;
  subjectId: string | null;
  adminMode: boolean;
  details: Record<string, unknown> | string;
  total: number | string;
};

/** The audit log, newest first, by company, person (the acting account's e-mail or name) and action. */
export function searchAudit(db: Db, query: AdminAuditQuery) {
  const filters = [sql`true`];
  if (query.companyId) filters.push(sql`a.company_id = ${query.companyId}`);
  if (query.person) {
    const like = `%${escapeLike(query.person)}%`;
    filters.push(sql`(acc.email ilike ${like} or coalesce(acc.name, '') ilike ${like})`);
  }
  if (query.action) filters.push(sql`a.action ilike ${`${escapeLike(query.action)}%`}`);
  return queryRows<AuditRow>(
    db,
    sql`select a.id, a.at, a.action, a.company_id as "companyId", c.name as "companyName",
        acc.email as "personEmail", acc.name as "personName", a.subject_type as "subjectType",
        a.subject_id as "subjectId", a.admin_mode as "adminMode", a.details, count(*) over () as total
      from audit_log a
      left join accounts acc on acc.id = a.account_id
      left join companies c on c.id = a.company_id
      where ${sql.join(filters, sql` and `)}
      order by a.at desc, a.id desc
      limit ${AUDIT_PAGE_SIZE} offset ${(query.page - 1) * AUDIT_PAGE_SIZE}`,
  );
}

/** Registration leads, newest first, at most 500 (never their payment details). */
export function listRegistrationLeads(db: Db, status: string | null) {
  return queryRows<{
    id: string;
    companyName: string;
    externalId: string;
    employeeCount: number;
    status: string;
    createdAt: Date | string;
  }>(
    db,
    sql`select l.id, l.company_name as "companyName", l.external_id as "externalId",
        l.employee_count as "employeeCount", l.status::text as status, l.created_at as "createdAt"
      from ben_admin_leads l
      where ${status ? sql`l.status::text = ${status}` : sql`true`}
      order by l.created_at desc, l.id limit 500`,
  );
}

/** Claims help requests, open ones first then newest, at most 500 (never their description or files). */
export function listClaimsHelp(db: Db, status: string | null) {
  return queryRows<{
    id: string;
    companyName: string;
    firstName: string;
    lastName: string;
    coverageType: string;
    status: string;
    createdAt: Date | string;
  }>(
    db,
    sql`select r.id, c.name as "companyName", f.first_name as "firstName", f.last_name as "lastName",
        r.coverage_type::text as "coverageType", r.status::text as status, r.created_at as "createdAt"
      from claim_requests r
      join companies c on c.id = r.company_id
      join employee_forms f on f.id = r.employee_form_id
      where ${status ? sql`r.status::text = ${status}` : sql`true`}
      order by (r.status in ('open', 'in_review')) desc, r.created_at desc, r.id limit 500`,
  );
}

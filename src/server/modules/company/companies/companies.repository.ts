import type { EmployeeTab } from '@shared/domain/enums';
import type { EmployeeListQuery, EmployeeSort } from '@shared/schemas/employees';
import { type AnyColumn, and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { type Db, perDatabase } from '../../../db/client';
import {
  companies,
  companyPolicies,
  employeeForms,
  employeePolicies,
  employeePolicyCoverages,
  employeePolicySteps,
  employeeRoles,
} from '../../../db/schema';
import { clock } from '../../../lib/clock';
import { firstRow } from '../../../lib/first-row';
import { qualified } from '../../../lib/qualified-column';
import { latestEmployeeInvitationOf } from '../invitations/invitations.service';

/** The people each Manage employees tab holds (decision 0020: derived, not stored). */
const TAB_CONDITIONS: Record<EmployeeTab, SQL> = {
  active: sql`${employeeForms.employmentStatus} = 'active' and ${employeeForms.accountId} is not null`,
  invited: sql`${employeeForms.employmentStatus} = 'active' and ${employeeForms.accountId} is null`,
  terminated: sql`${employeeForms.employmentStatus} = 'terminated'`,
};

/** The search's LIKE pattern: part of the name or email, whatever the case; LIKE's wildcards taken literally. */
export function searchPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The search's condition, on the `pattern` placeholder ("Emily Car", "Car Emily" or part of the email). */
function searchCondition(searched: boolean): SQL {
  if (!searched) return sql`true`;
  const pattern = sql.placeholder('pattern');
  return sql`(${employeeForms.firstName} || ' ' || ${employeeForms.lastName} ilike ${pattern}
    or ${employeeForms.lastName} || ' ' || ${employeeForms.firstName} ilike ${pattern}
    or ${employeeForms.email} ilike ${pattern})`;
}

/**
 * The current application's status as a number in APPLICATION_STATUSES order (not started, in progress,
 * completed, declined), for sorting by status in SQL: deriveApplicationStatus's rule on the application
 * currentApplication reads (the plan year in force first, else the upcoming one).
 */
const statusOrder = sql`coalesce((select case
    when p.completed_at is not null then
      case when exists (select 1 from ${employeePolicyCoverages} c where c.employee_policy_id = p.id and c.is_enrolling = 'Yes')
        or not exists (select 1 from ${employeePolicyCoverages} c where c.employee_policy_id = p.id) then 2 else 3 end
    when exists (select 1 from ${employeePolicySteps} s where s.employee_policy_id = p.id) then 1
    else 0 end
  from ${employeePolicies} p join ${companyPolicies} cp on cp.id = p.company_policy_id
  where p.employee_form_id = ${qualified(employeeForms.id)} and cp.status <> 'cancelled'
  order by (cp.status = 'enrolled') desc, p.created_at desc limit 1), 0)`;

function orderOf(sort: EmployeeSort, direction: 'asc' | 'desc'): SQL[] {
  const by = (column: SQL | AnyColumn) => (direction === 'asc' ? asc(column) : desc(column));
  const name = [by(employeeForms.lastName), by(employeeForms.firstName), by(employeeForms.id)];
  switch (sort) {
    case 'email':
      return [by(sql`lower(${employeeForms.email})`), by(employeeForms.id)];
    case 'hiredAt':
      return [by(employeeForms.hiredAt), ...name];
    case 'status':
      return [by(statusOrder), ...name];
    default:
      return name;
  }
}

const listColumns = {
  employeeFormId: employeeForms.id,
  firstName: employeeForms.firstName,
  lastName: employeeForms.lastName,
  email: employeeForms.email,
  employeeType: employeeForms.employeeType,
  employeeRoleId: employeeForms.employeeRoleId,
  className: employeeRoles.name,
  isEligible: employeeForms.isEligible,
  hiredAt: employeeForms.hiredAt,
  employmentStatus: employeeForms.employmentStatus,
  lastDayAt: employeeForms.lastDayAt,
  coverageEndsAt: employeeForms.coverageEndsAt,
  continuationNoticeDue: employeeForms.continuationNoticeDue,
  accountId: employeeForms.accountId,
  benefitsDecision: employeeForms.benefitsDecision,
  version: employeeForms.version,
};

/**
 * The current application of the outer query's employee form, for a lateral join: its latest policy on the plan
 * year in force (enrolled), else on the upcoming one (a company not yet enrolled) — never a signed renewal's
 * application while the plan year it renews runs (decision 0040; the renewal status page shows those): when it
 * was completed, how many steps it records and its coverage answers.
 * The status is a literal, not a parameter: under the generic plans every statement gets (decision 0011), a
 * parameter there is estimated to match one plan year, and PostgreSQL walked every company's plan years.
 */
function currentApplication(db: Db) {
  return db
    .select({
      completedAt: employeePolicies.completedAt,
      signedAt: employeePolicies.signedAt,
      reviewStatus: employeePolicies.reviewStatus,
      steps:
        sql<number>`(select count(*)::int from ${employeePolicySteps} s where s.employee_policy_id = ${employeePolicies.id})`.as(
          'steps',
        ),
      answers: sql<
        Array<'Yes' | 'No'>
      >`(select coalesce(json_agg(c.is_enrolling), '[]'::json) from ${employeePolicyCoverages} c where c.employee_policy_id = ${employeePolicies.id})`.as(
        'answers',
      ),
    })
    .from(employeePolicies)
    .innerJoin(companyPolicies, eq(companyPolicies.id, employeePolicies.companyPolicyId))
    .where(
      and(
        eq(employeePolicies.employeeFormId, qualified(employeeForms.id)),
        sql`${companyPolicies.status} <> 'cancelled'`,
      ),
    )
    .orderBy(sql`(${companyPolicies.status} = 'enrolled') desc`, desc(employeePolicies.createdAt))
    .limit(1)
    .as('current_application');
}

/** A person's row as the list reads it: the form, its class, its current application and latest invitation. */
function rowSelection(db: Db) {
  const application = currentApplication(db);
  const invitation = latestEmployeeInvitationOf(db, qualified(employeeForms.id));
  const columns = {
    ...listColumns,
    completedAt: application.completedAt,
    signedAt: application.signedAt,
    reviewStatus: application.reviewStatus,
    steps: application.steps,
    answers: application.answers,
    invitationSentAt: invitation.sentAt,
    invitationExpiresAt: invitation.expiresAt,
    invitationAcceptedAt: invitation.acceptedAt,
  };
  return { application, invitation, columns };
}

/**
 * The list's header in one statement: the company, its active classes (employee roles) for the class field,
 * and how many people each tab holds (one pass over the company's people).
 */
function prepareListHeader(db: Db) {
  const companyId = sql.placeholder('companyId');
  return db
    .select({
      id: companies.id,
      name: companies.name,
      idToken: companies.idToken,
      state: companies.state,
      classes: sql<
        Array<{ id: string; name: string }>
      >`(select coalesce(json_agg(json_build_object('id', r.id, 'name', r.name) order by r.sort_order, r.name), '[]'::json)
          from ${employeeRoles} r where r.company_id = ${companyId} and r.active)`,
      counts: sql<Record<EmployeeTab, number>>`(select json_build_object(
          'active', count(*) filter (where ${TAB_CONDITIONS.active}),
          'invited', count(*) filter (where ${TAB_CONDITIONS.invited}),
          'terminated', count(*) filter (where ${TAB_CONDITIONS.terminated}))
        from ${employeeForms} where ${employeeForms.companyId} = ${companyId})`,
    })
    .from(companies)
    .where(eq(companies.id, companyId))
    .prepare('employee_list_header');
}

/**
 * One page of a tab, searched and sorted in SQL: the page's ids first (LIMIT/OFFSET), each with how many people
 * the tab and search match, then each one's class, application and invitation, so that the lateral reads run
 * for the page's rows only.
 */
function prepareListPage(db: Db, query: ListShape, name: string) {
  const order = orderOf(query.sort, query.direction);
  const page = db
    .select({
      id: employeeForms.id,
      position: sql<number>`row_number() over (order by ${sql.join(order, sql`, `)})`.as('position'),
      total: sql<number>`count(*) over ()`.mapWith(Number).as('total'),
    })
    .from(employeeForms)
    .where(
      and(
        eq(employeeForms.companyId, sql.placeholder('companyId')),
        TAB_CONDITIONS[query.tab],
        searchCondition(query.searched),
      ),
    )
    .orderBy(...order)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('page');
  const { application, invitation, columns } = rowSelection(db);
  return db
    .select({ ...columns, total: page.total })
    .from(page)
    .innerJoin(employeeForms, eq(employeeForms.id, page.id))
    .leftJoin(employeeRoles, eq(employeeRoles.id, employeeForms.employeeRoleId))
    .leftJoinLateral(application, sql`true`)
    .leftJoinLateral(invitation, sql`true`)
    .orderBy(page.position)
    .prepare(name);
}

/** What makes one list statement differ from another: the values (company, search, page) are its parameters. */
type ListShape = { tab: EmployeeTab; sort: EmployeeSort; direction: 'asc' | 'desc'; searched: boolean };

/**
 * The list's statements, prepared once per database (the header) and per shape (at most 48 pages), so that a
 * page costs two planned-once statements instead of building and planning five (decision 0025).
 */
const listStatements = perDatabase((db: Db) => ({
  header: prepareListHeader(db),
  pages: new Map<string, ReturnType<typeof prepareListPage>>(),
}));

/** The list's header (company, classes, every tab's count), or null for an unknown company. */
export async function findEmployeeListHeader(db: Db, companyId: string) {
  const [row] = await listStatements(db).header.execute({ companyId });
  return row ?? null;
}

/** How many people a tab and search match (when a page past the end holds nobody to say it). */
export async function countMatchingEmployees(db: Db, companyId: string, tab: EmployeeTab, search: string) {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(employeeForms)
    .where(and(eq(employeeForms.companyId, companyId), TAB_CONDITIONS[tab], searchCondition(search !== '')))
    // Prepared so the search condition's `pattern` placeholder gets its value.
    .prepare(`employee_list_count_${tab}_${search ? 'searched' : 'all'}`)
    .execute({ pattern: searchPattern(search) });
  return row?.total ?? 0;
}

/** One page of a tab, searched and sorted. */
export async function findEmployeePage(db: Db, companyId: string, query: EmployeeListQuery) {
  const { pages } = listStatements(db);
  const shape: ListShape = { ...query, searched: query.search !== '' };
  const name = `employee_list_page_${shape.tab}_${shape.sort}_${shape.direction}_${shape.searched ? 'searched' : 'all'}`;
  let statement = pages.get(name);
  if (!statement) {
    statement = prepareListPage(db, shape, name);
    pages.set(name, statement);
  }
  return statement.execute({
    companyId,
    pattern: searchPattern(query.search),
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
}

/** One person of a company as the list shows them (after a write). */
export function findEmployeeRow(db: Db, companyId: string, employeeFormId: string) {
  const { application, invitation, columns } = rowSelection(db);
  return firstRow(
    db
      .select(columns)
      .from(employeeForms)
      .leftJoin(employeeRoles, eq(employeeRoles.id, employeeForms.employeeRoleId))
      .leftJoinLateral(application, sql`true`)
      .leftJoinLateral(invitation, sql`true`)
      .where(and(eq(employeeForms.companyId, companyId), eq(employeeForms.id, employeeFormId))),
  );
}

/** Renames one of a company's employee roles; false when the company has no such role. */
export async function updateEmployeeRoleName(
  db: Db,
  companyId: string,
  roleId: string,
  name: string,
): Promise<boolean> {
  const rows = await db
    .update(employeeRoles)
    .set({ name })
    .where(and(eq(employeeRoles.id, roleId), eq(employeeRoles.companyId, companyId)))
    .returning({ id: employeeRoles.id });
  return rows.length > 0;
}

/** Every plan year (company policy) of a company. */
export async function findCompanyPolicyIds(db: Db, companyId: string): Promise<string[]> {
  const rows = await db
    .select({ id: companyPolicies.id })
    .from(companyPolicies)
    .where(eq(companyPolicies.companyId, companyId));
  return rows.map((r) => r.id);
}

/** A new company (registration): its name, state and primary contact; the rest is filled in later. */
export async function insertCompany(
  tx: Db,
  values: {
    idToken: string;
    name: string;
    state: string;
    timeZone: string;
    contactFirstName: string;
    contactLastName: string;
    contactEmail: string;
  },
): Promise<{ id: string; idToken: string }> {
  const [row] = await tx
    .insert(companies)
    .values(values)
    .returning({ id: companies.id, idToken: companies.idToken });
  return row!;
}

/** A company a partner brings at its user's first sign-in. */
export async function insertPartnerCompany(tx: Db, values: typeof companies.$inferInsert): Promise<string> {
  const [row] = await tx.insert(companies).values(values).returning({ id: companies.id });
  return row!.id;
}

/** The fields of the company its information forms save (company-settings, decision 0028). */
export type CompanySettingsValues = Partial<
  Pick<
    typeof companies.$inferInsert,
    | 'name'
    | 'dbaName'
    | 'entityType'
    | 'industryCode'
    | 'address1'
    | 'address2'
    | 'city'
    | 'zip'
    | 'phone'
    | 'taxIdEncrypted'
    | 'taxIdLast4'
    | 'contactFirstName'
    | 'contactLastName'
    | 'contactTitle'
    | 'contactEmail'
    | 'contactPhone'
    | 'bankName'
    | 'bankAccountType'
    | 'bankRoutingEncrypted'
    | 'bankRoutingLast4'
    | 'bankAccountEncrypted'
    | 'bankAccountLast4'
    | 'bankUpdatedAt'
  >
>;

/** Writes the company's fields and raises its version (the row is locked by the caller). */
export async function updateCompanyFields(
  tx: Db,
  companyId: string,
  version: number,
  values: CompanySettingsValues,
): Promise<void> {
  await tx
    .update(companies)
    .set({ ...values, version: version + 1, updatedAt: clock.now() })
    .where(eq(companies.id, companyId));
}

/** A new contribution class of the company (a renewal adds one). */
export async function insertEmployeeRole(tx: Db, companyId: string, name: string, sortOrder: number) {
  const [row] = await tx
    .insert(employeeRoles)
    .values({ companyId, name, sortOrder })
    .returning({ id: employeeRoles.id });
  return row!.id;
}

/** Makes the classes active again (a renewal uses them). */
export async function activateEmployeeRoles(tx: Db, roleIds: readonly string[]) {
  if (roleIds.length > 0)
    await tx
      .update(employeeRoles)
      .set({ active: true })
      .where(inArray(employeeRoles.id, [...roleIds]));
}

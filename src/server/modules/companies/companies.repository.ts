import type { EmployeeTab } from '@shared/domain/enums';
import type { EmployeeListQuery, EmployeeSort } from '@shared/schemas/employees';
import { type AnyColumn, and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  companies,
  companyPolicies,
  employeeForms,
  employeePolicies,
  employeePolicyCoverages,
  employeePolicySteps,
  employeeRoles,
} from '../../db/schema';
import { firstRow } from '../../lib/first-row';

/** The company header of the employee list, with its active classes (employee roles) for the class field. */
export function findCompanyWithClasses(db: Db, companyId: string) {
  return firstRow(
    db
      .select({
        id: companies.id,
        name: companies.name,
        idToken: companies.idToken,
        state: companies.state,
        classes: sql<
          Array<{ id: string; name: string }>
        >`(select coalesce(json_agg(json_build_object('id', r.id, 'name', r.name) order by r.sort_order, r.name), '[]'::json)
          from ${employeeRoles} r where r.company_id = ${companyId} and r.active)`,
      })
      .from(companies)
      .where(eq(companies.id, companyId)),
  );
}

/** The people each Manage employees tab holds (decision 0020: derived, not stored). */
const TAB_CONDITIONS: Record<EmployeeTab, SQL> = {
  active: sql`${employeeForms.employmentStatus} = 'active' and ${employeeForms.accountId} is not null`,
  invited: sql`${employeeForms.employmentStatus} = 'active' and ${employeeForms.accountId} is null`,
  terminated: sql`${employeeForms.employmentStatus} = 'terminated'`,
};

/** Part of the name ("Emily Car") or of the email, whatever the case; LIKE's wildcards are taken literally. */
function searchCondition(search: string): SQL {
  if (!search) return sql`true`;
  const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql`(${employeeForms.firstName} || ' ' || ${employeeForms.lastName} ilike ${pattern}
    or ${employeeForms.lastName} || ' ' || ${employeeForms.firstName} ilike ${pattern}
    or ${employeeForms.email} ilike ${pattern})`;
}

/**
 * The current application's status as a number in APPLICATION_STATUSES order (not started, in progress,
 * completed, declined), for sorting by status in SQL: deriveApplicationStatus's rule on the latest policy of a
 * plan year that is not cancelled.
 */
const statusOrder = sql`coalesce((select case
    when p.completed_at is not null then
      case when exists (select 1 from ${employeePolicyCoverages} c where c.employee_policy_id = p.id and c.is_enrolling = 'Yes')
        or not exists (select 1 from ${employeePolicyCoverages} c where c.employee_policy_id = p.id) then 2 else 3 end
    when exists (select 1 from ${employeePolicySteps} s where s.employee_policy_id = p.id) then 1
    else 0 end
  from ${employeePolicies} p join ${companyPolicies} cp on cp.id = p.company_policy_id
  where p.employee_form_id = ${employeeForms.id} and cp.status <> 'cancelled'
  order by p.created_at desc limit 1), 0)`;

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

/**
 * How many people each tab holds, and how many the tab and search match: one pass over the company's people
 * (its index), whatever the page.
 */
export async function countEmployees(db: Db, companyId: string, tab: EmployeeTab, search: string) {
  const [row] = await db
    .select({
      active: sql<number>`count(*) filter (where ${TAB_CONDITIONS.active})::int`,
      invited: sql<number>`count(*) filter (where ${TAB_CONDITIONS.invited})::int`,
      terminated: sql<number>`count(*) filter (where ${TAB_CONDITIONS.terminated})::int`,
      total: sql<number>`count(*) filter (where ${TAB_CONDITIONS[tab]} and ${searchCondition(search)})::int`,
    })
    .from(employeeForms)
    .where(eq(employeeForms.companyId, companyId));
  return row!;
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

/** One page of a tab, searched and sorted in SQL (LIMIT/OFFSET on the company's name index). */
export function findEmployeePage(db: Db, companyId: string, query: EmployeeListQuery) {
  return db
    .select(listColumns)
    .from(employeeForms)
    .leftJoin(employeeRoles, eq(employeeRoles.id, employeeForms.employeeRoleId))
    .where(
      and(eq(employeeForms.companyId, companyId), TAB_CONDITIONS[query.tab], searchCondition(query.search)),
    )
    .orderBy(...orderOf(query.sort, query.direction))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
}

/** One person of a company as the list shows them (after a write). */
export function findEmployeeRow(db: Db, companyId: string, employeeFormId: string) {
  return firstRow(
    db
      .select(listColumns)
      .from(employeeForms)
      .leftJoin(employeeRoles, eq(employeeRoles.id, employeeForms.employeeRoleId))
      .where(and(eq(employeeForms.companyId, companyId), eq(employeeForms.id, employeeFormId))),
  );
}

/**
 * The current application (the latest policy of a plan year that is not cancelled) of each of these forms:
 * when it was completed, how many steps it records and its coverage answers. Only the page's rows.
 */
export function findCurrentApplications(db: Db, employeeFormIds: readonly string[]) {
  if (employeeFormIds.length === 0) return Promise.resolve([]);
  return db
    .selectDistinctOn([employeePolicies.employeeFormId], {
      employeeFormId: employeePolicies.employeeFormId,
      completedAt: employeePolicies.completedAt,
      steps: sql<number>`(select count(*)::int from ${employeePolicySteps} s where s.employee_policy_id = ${employeePolicies.id})`,
      answers: sql<
        Array<'Yes' | 'No'>
      >`(select coalesce(json_agg(c.is_enrolling), '[]'::json) from ${employeePolicyCoverages} c where c.employee_policy_id = ${employeePolicies.id})`,
    })
    .from(employeePolicies)
    .innerJoin(companyPolicies, eq(companyPolicies.id, employeePolicies.companyPolicyId))
    .where(
      and(
        inArray(employeePolicies.employeeFormId, [...employeeFormIds]),
        // A literal, not a parameter: under the generic plans every statement gets (decision 0011), a
        // parameter here is estimated to match one plan year, and PostgreSQL walked every company's plan years
        // to find the page's 25 people (170 ms at 10,000 companies; with the literal, 1 ms).
        sql`${companyPolicies.status} <> 'cancelled'`,
      ),
    )
    .orderBy(employeePolicies.employeeFormId, desc(employeePolicies.createdAt));
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

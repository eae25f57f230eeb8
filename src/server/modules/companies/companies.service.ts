import { deriveInvitationState } from '@shared/domain/employment/employment';
import type { EmployeeRoleRequest } from '@shared/schemas/company';
import type { EmployeeListQuery } from '@shared/schemas/employees';
import type { EmployeeListResponse, EmployeeListRow } from '@shared/schemas/manage-employees';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { invalidateCompanyContext } from '../employee-applications/employee-applications.service';
import { findLatestEmployeeInvitations } from '../invitations/invitations.service';
import { deriveApplicationStatus } from './application-status';
import {
  countEmployees,
  findCompanyPolicyIds,
  findCompanyWithClasses,
  findCurrentApplications,
  findEmployeePage,
  findEmployeeRow,
  updateEmployeeRoleName,
} from './companies.repository';

type EmployeeRow = NonNullable<Awaited<ReturnType<typeof findEmployeeRow>>>;

/** The rows as the list answers them: each with its application's status and its invitation's state. */
async function toListRows(db: Db, rows: readonly EmployeeRow[]): Promise<EmployeeListRow[]> {
  const ids = rows.map((row) => row.employeeFormId);
  const [applications, invitations] = await Promise.all([
    findCurrentApplications(db, ids),
    findLatestEmployeeInvitations(db, ids),
  ]);
  const applicationOf = new Map(applications.map((a) => [a.employeeFormId, a]));
  const now = new Date();
  return rows.map(({ accountId, ...row }) => {
    const application = applicationOf.get(row.employeeFormId);
    const invitation = invitations.get(row.employeeFormId) ?? null;
    return {
      ...row,
      applicationStatus: deriveApplicationStatus({
        completedAt: application?.completedAt ?? null,
        completedSteps: application?.steps ?? 0,
        enrollingAnswers: application?.answers ?? [],
      }),
      hasAccount: accountId !== null,
      invitation: {
        state: deriveInvitationState({ hasAccount: accountId !== null, latest: invitation, now }),
        sentAt: invitation?.sentAt.toISOString() ?? null,
        expiresAt: invitation?.expiresAt.toISOString() ?? null,
      },
    };
  });
}

/**
 * One page of a company's people for Manage employees (decision 0021): a tab, a search, a sort and a page, done
 * in SQL; the counts of every tab in one query; the applications and invitations of the page's rows only.
 */
export async function listEmployeePage(
  db: Db,
  companyId: string,
  query: EmployeeListQuery,
): Promise<EmployeeListResponse> {
  const [company, counts, rows] = await Promise.all([
    findCompanyWithClasses(db, companyId),
    countEmployees(db, companyId, query.tab, query.search),
    findEmployeePage(db, companyId, query),
  ]);
  if (!company) throw notFound('That company');
  const { classes, ...header } = company;
  const { total, ...tabs } = counts;
  return {
    company: header,
    classes,
    employees: await toListRows(db, rows),
    total,
    counts: tabs,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** One person of a company as the list shows them (the answer of an employment write); 404 when unknown. */
export async function loadEmployeeListRow(
  db: Db,
  companyId: string,
  employeeFormId: string,
): Promise<EmployeeListRow> {
  const row = await findEmployeeRow(db, companyId, employeeFormId);
  if (!row) throw notFound('That employee');
  const [listRow] = await toListRows(db, [row]);
  return listRow!;
}

/**
 * Renames one of a company's employee roles (company settings will call it, under the company scope, with the
 * request the shared schema validated). Employees see the roles in their application, whose company side is
 * cached: once the name is stored, it is forgotten for every plan year of the company in every process.
 */
export async function renameEmployeeRole(
  db: Db,
  companyId: string,
  roleId: string,
  request: EmployeeRoleRequest,
): Promise<void> {
  const companyPolicyIds = await db.transaction(async (tx) => {
    if (!(await updateEmployeeRoleName(tx, companyId, roleId, request.name))) throw notFound('That role');
    return findCompanyPolicyIds(tx, companyId);
  });
  await invalidateCompanyContext(db, companyPolicyIds);
}

import { enrollmentStateOf } from '@shared/domain/application-review/application-review';
import { timeZoneForState } from '@shared/domain/dates/time-zones';
import { deriveInvitationState } from '@shared/domain/employment/employment';
import type { EmployeeRoleRequest } from '@shared/schemas/company';
import type { EmployeeListQuery } from '@shared/schemas/employees';
import type { EmployeeListResponse, EmployeeListRow } from '@shared/schemas/manage-employees';
import type { Db } from '../../../db/client';
import { notFound } from '../../../lib/app-error';
import { invalidateCompanyContext } from '../../../lib/application-context';
import { clock } from '../../../lib/clock';
import { invalidateCompanyPeople } from '../../../lib/company-people';
import { randomToken } from '../../../lib/field-crypto';

import { deriveApplicationStatus } from './application-status';

export type { CompanySettingsValues } from './companies.repository';

import {
  activateEmployeeRoles,
  type CompanySettingsValues,
  countMatchingEmployees,
  findCompanyPolicyIds,
  findEmployeeListHeader,
  findEmployeePage,
  findEmployeeRow,
  insertCompany,
  insertEmployeeRole,
  insertPartnerCompany,
  updateCompanyFields,
  updateEmployeeRoleName,
} from './companies.repository';
import { readEmployeeListPage } from './employee-list-cache';

type EmployeeRow = NonNullable<Awaited<ReturnType<typeof findEmployeeRow>>>;

/** A row as the list answers it: with its application's status and its invitation's state. */
function toListRow(
  {
    accountId,
    completedAt,
    signedAt,
    reviewStatus,
    steps,
    answers,
    invitationSentAt,
    invitationExpiresAt,
    invitationAcceptedAt,
    ...row
  }: EmployeeRow,
  now: Date,
): EmployeeListRow {
  const latest =
    invitationSentAt && invitationExpiresAt
      ? { sentAt: invitationSentAt, expiresAt: invitationExpiresAt, acceptedAt: invitationAcceptedAt }
      : null;
  const applicationStatus = deriveApplicationStatus({
    completedAt,
    completedSteps: steps ?? 0,
    enrollingAnswers: answers ?? [],
  });
  const enrollment = enrollmentStateOf({ signedAt: signedAt ?? null, reviewStatus: reviewStatus ?? null });
  return {
    ...row,
    applicationStatus,
    // A completed application's enrollment, as billing, payroll and the carrier file read it (decision 0071).
    enrollment: applicationStatus === 'completed' && enrollment !== 'not_signed' ? enrollment : null,
    hasAccount: accountId !== null,
    invitation: {
      state: deriveInvitationState({ hasAccount: accountId !== null, latest, now }),
      sentAt: latest?.sentAt.toISOString() ?? null,
      expiresAt: latest?.expiresAt.toISOString() ?? null,
    },
  };
}

/**
 * One page of a company's people for Manage employees (decision 0021): a tab, a search, a sort and a page, done
 * in SQL in two prepared statements (decision 0025), the header with every tab's count and the page's rows with
 * their applications and invitations; kept a few seconds per company, and forgotten by the writes that change it.
 */
export function listEmployeePage(
  db: Db,
  companyId: string,
  query: EmployeeListQuery,
): Promise<EmployeeListResponse> {
  const pageKey = JSON.stringify([
    query.tab,
    query.search,
    query.sort,
    query.direction,
    query.page,
    query.pageSize,
  ]);
  return readEmployeeListPage(db, companyId, pageKey, () => readEmployeePage(db, companyId, query));
}

async function readEmployeePage(
  db: Db,
  companyId: string,
  query: EmployeeListQuery,
): Promise<EmployeeListResponse> {
  const [header, rows] = await Promise.all([
    findEmployeeListHeader(db, companyId),
    findEmployeePage(db, companyId, query),
  ]);
  if (!header) throw notFound('That company');
  const { classes, counts, ...company } = header;
  const total =
    rows[0]?.total ??
    (query.page > 1 ? await countMatchingEmployees(db, companyId, query.tab, query.search) : 0);
  const now = clock.now();
  return {
    company,
    classes,
    employees: rows.map(({ total: _, ...row }) => toListRow(row, now)),
    total,
    counts,
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
  return toListRow(row, clock.now());
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
  await invalidateCompanyPeople(db, [companyId]);
}

/**
 * Creates a registering employer's company inside the caller's transaction (decision 0052): a fresh link
 * token, the legal name and state (rating needs the state), and the person registering as primary contact.
 */
export async function createRegisteredCompany(
  tx: Db,
  input: { name: string; state: string; contactName: string; contactEmail: string },
): Promise<{ id: string; idToken: string }> {
  const [first, ...rest] = input.contactName.trim().split(/\s+/);
  return insertCompany(tx, {
    idToken: randomToken(24),
    name: input.name,
    state: input.state,
    timeZone: timeZoneForState(input.state),
    contactFirstName: first ?? '',
    contactLastName: rest.join(' '),
    contactEmail: input.contactEmail.trim().toLowerCase(),
  });
}

/**
 * Creates the company a partner brings at its user's first sign-in, inside the caller's transaction: a fresh link
 * token and what the partner knows (the legal and trade names, the state, the sealed tax id, the partner).
 */
export function createPartnerCompany(
  tx: Db,
  values: {
    name: string;
    dbaName: string | null;
    state: string;
    taxIdEncrypted: string;
    taxIdLast4: string;
    partnerId: string;
  },
): Promise<string> {
  return insertPartnerCompany(tx, {
    idToken: randomToken(24),
    timeZone: timeZoneForState(values.state),
    ...values,
  });
}

/**
 * Saves the fields of the company its information forms change (company-settings locks the row and checks the
 * version first): the companies are this module's to write.
 */
export function saveCompanyFields(
  tx: Db,
  companyId: string,
  version: number,
  values: CompanySettingsValues,
): Promise<void> {
  return updateCompanyFields(tx, companyId, version, values);
}

/** Adds a contribution class to the company (a renewal's new class); its id. */
export function addEmployeeRole(tx: Db, companyId: string, name: string, sortOrder: number): Promise<string> {
  return insertEmployeeRole(tx, companyId, name, sortOrder);
}

/** Makes the company's classes active again (a renewal uses them). */
export function reactivateEmployeeRoles(tx: Db, roleIds: readonly string[]): Promise<void> {
  return activateEmployeeRoles(tx, roleIds);
}

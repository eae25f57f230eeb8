import type { CompanyEmployeesResponse, EmployeeRoleRequest } from '@shared/schemas/company';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { invalidateCompanyContext } from '../employee-applications/employee-applications.service';
import { deriveApplicationStatus } from './application-status';
import {
  findCompany,
  findCompanyPolicyIds,
  listEmployeesWithApplications,
  updateEmployeeRoleName,
} from './companies.repository';

/** A company's employees with their application status (the employer's list). */
export async function listCompanyEmployees(db: Db, companyId: string): Promise<CompanyEmployeesResponse> {
  const company = await findCompany(db, companyId);
  if (!company) throw notFound('That company');
  const { employees, answers } = await listEmployeesWithApplications(db, company.id);
  return {
    company,
    employees: employees.map((e) => ({
      employeeFormId: e.employeeFormId,
      firstName: e.firstName,
      lastName: e.lastName,
      email: e.email,
      employeeType: e.employeeType,
      isEligible: e.isEligible,
      completedSteps: e.steps ?? 0,
      applicationStatus: deriveApplicationStatus({
        completedAt: e.completedAt,
        completedSteps: e.steps ?? 0,
        enrollingAnswers: answers.filter((a) => a.policyId === e.policyId).map((a) => a.isEnrolling),
      }),
      updatedAt: e.updatedAt.toISOString(),
    })),
  };
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

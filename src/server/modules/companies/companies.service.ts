import type { CompanyEmployeesResponse } from '@shared/schemas/company';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { deriveApplicationStatus } from './application-status';
import { findCompany, listEmployeesWithApplications } from './companies.repository';

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

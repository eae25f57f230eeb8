/**
 * Helpers for the employee-application API tests: the stored state of an application (to assert that a
 * refused request wrote nothing) and request bodies built from a loaded application.
 */

import type { Db } from '@server/db/client';
import {
  auditLog,
  beneficiaryPairs,
  companyEligibilityAnswers,
  employeeDependents,
  employeeForms,
  employeeHealthAccounts,
  employeePolicies,
  employeePolicyCoverages,
  employeePolicyDependentEnrollments,
  employeePolicySteps,
} from '@server/db/schema';
import type { ApplicationResponse } from '@shared/schemas/application';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Agent } from './test-app';

/** An employee form's stored row, as the database holds it. */
export async function findStoredForm(db: Db, employeeFormId: string) {
  const [row] = await db.select().from(employeeForms).where(eq(employeeForms.id, employeeFormId));
  return row;
}

/** An employee policy's stored row (the application's answers, status and signature). */
export async function findStoredPolicy(db: Db, employeePolicyId: string) {
  const [row] = await db.select().from(employeePolicies).where(eq(employeePolicies.id, employeePolicyId));
  return row;
}

/** Every stored row of an application (form, dependents, policy, answers, steps, beneficiaries, HSA, audit count). */
export async function snapshotApplication(db: Db, employeePolicyId: string): Promise<string> {
  const [policy] = await db.select().from(employeePolicies).where(eq(employeePolicies.id, employeePolicyId));
  if (!policy) throw new Error(`No policy ${employeePolicyId}`);
  const formId = policy.employeeFormId;
  const [form] = await db.select().from(employeeForms).where(eq(employeeForms.id, formId));
  const [dependents, coverages, enrollments, steps, pair, hsa, eligibility, audit] = await Promise.all([
    db
      .select()
      .from(employeeDependents)
      .where(eq(employeeDependents.employeeFormId, formId))
      .orderBy(asc(employeeDependents.id)),
    db
      .select()
      .from(employeePolicyCoverages)
      .where(eq(employeePolicyCoverages.employeePolicyId, employeePolicyId))
      .orderBy(asc(employeePolicyCoverages.coverageType)),
    db
      .select()
      .from(employeePolicyDependentEnrollments)
      .where(eq(employeePolicyDependentEnrollments.employeePolicyId, employeePolicyId))
      .orderBy(
        asc(employeePolicyDependentEnrollments.dependentId),
        asc(employeePolicyDependentEnrollments.coverageType),
      ),
    db
      .select()
      .from(employeePolicySteps)
      .where(eq(employeePolicySteps.employeePolicyId, employeePolicyId))
      .orderBy(asc(employeePolicySteps.step)),
    db.select().from(beneficiaryPairs).where(eq(beneficiaryPairs.employeeFormId, formId)),
    db
      .select()
      .from(employeeHealthAccounts)
      .where(eq(employeeHealthAccounts.employeePolicyId, employeePolicyId)),
    db
      .select()
      .from(companyEligibilityAnswers)
      .where(eq(companyEligibilityAnswers.companyId, form!.companyId)),
    db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(inArray(auditLog.subjectId, [formId, employeePolicyId, form!.companyId])),
  ]);
  return JSON.stringify({
    form,
    dependents,
    policy,
    coverages,
    enrollments,
    steps,
    pair,
    hsa,
    eligibility,
    audit,
  });
}

/** The signed-in employee's application. */
export async function loadOwnApplication(agent: Agent): Promise<ApplicationResponse> {
  const res = await agent.get('/api/v1/employee_applications/current');
  if (res.statusCode !== 200) throw new Error(`Load failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** An employee's application in admin mode. */
export async function loadApplicationAsAdmin(
  agent: Agent,
  employeeFormId: string,
): Promise<ApplicationResponse> {
  const res = await agent.get(`/api/v1/employee_applications/${employeeFormId}`);
  if (res.statusCode !== 200) throw new Error(`Load failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** The contact form as the client would send it back unchanged (salary as typed text). */
export function contactBody(app: ApplicationResponse, overrides: Record<string, unknown> = {}) {
  const f = app.employeeForm;
  return {
    firstName: f.firstName,
    middleInitial: f.middleInitial ?? '',
    lastName: f.lastName,
    homeAddress: f.homeAddress ?? '',
    city: f.city ?? '',
    state: f.state ?? '',
    zipCode: f.zipCode ?? '',
    homePhoneNumber: f.homePhoneNumber ?? '',
    workPhoneNumber: f.workPhoneNumber ?? '',
    bornAt: f.bornAt ?? '',
    gender: f.gender,
    maritalStatus: f.maritalStatus,
    annualSalary: f.annualSalary === null ? '' : `$${f.annualSalary.toLocaleString('en-US')}`,
    tobaccoUser: f.tobaccoUser,
    employeeRole: f.employeeRoleId,
    ...overrides,
  };
}

/** The family form of the application's dependents, unchanged. */
export function familyBody(app: ApplicationResponse) {
  return {
    dependents: app.employeeDependents.map((d) => ({
      id: d.id,
      firstName: d.firstName,
      lastName: d.lastName,
      bornAt: d.bornAt,
      gender: d.gender,
      dependentType: d.dependentType,
    })),
  };
}

/** A signature that passes the spec's rule (a stroke of 6 points spread over 49 × 34). */
export const GOOD_STROKES = [
  [
    { x: 1, y: 1 },
    { x: 10, y: 10 },
    { x: 20, y: 15 },
    { x: 30, y: 20 },
    { x: 40, y: 30 },
    { x: 50, y: 35 },
  ],
];
export const SIGNATURE_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** A beneficiary pair that passes validation (one primary beneficiary at 100%). */
export function beneficiaryPairBody(overrides: Record<string, unknown> = {}) {
  return {
    beneficiary1Name: 'Michael Carter',
    beneficiary1Relationship: 'Spouse',
    beneficiary1Percentage: 100,
    beneficiary1BirthDate: '02/03/1987',
    beneficiary1SocialSecurityNumber: '234-56-7890',
    beneficiary1PhoneNumber: '(415) 555-0123',
    beneficiary1Address: '12 Valencia St',
    beneficiary1City: 'San Francisco',
    beneficiary1State: 'CA',
    beneficiary1ZipCode: '94110',
    beneficiary2Type: 'none',
    ...overrides,
  };
}

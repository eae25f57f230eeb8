import { convertIsoDateToUs } from '@shared/domain/dates/dates';
import {
  describeClosedApplicationRefusal,
  type EndedEmployment,
  isApplicationClosed,
} from '@shared/domain/employment/employment';
import { describeApplicationFields, lockedFieldsOfForm } from '@shared/domain/employment/field-rights';
import {
  COVERAGE_TYPES,
  type CoverageType,
  DECLINATION_REASONS,
  type DeclinationReason,
} from '@shared/domain/enums';
import { fromCentsOrNull } from '@shared/domain/money/money';
import type { ApplicationResponse, CoverageEnrollment } from '@shared/schemas/application';
import type { Db } from '../../../db/client';
import { AppError, forbidden, notFound } from '../../../lib/app-error';
import { clock } from '../../../lib/clock';
import { withDollars } from '../../../lib/money-row';
import { deriveApplicationStatus } from '../../company';
import {
  type ApplicationRows,
  findCurrentPolicyForAccount,
  findCurrentPolicyId,
  findFormPolicyId,
  loadApplicationRows,
} from './employee-applications.repository';

export type { ApplicationRows } from './employee-applications.repository';

/** Coverage lines whose enrolment requires naming beneficiaries (docs/spec/1 §2, additional information). */
export const BENEFICIARY_COVERAGE_TYPES = [
  'life',
  'term_life',
  'whole_life',
] as const satisfies readonly CoverageType[];

/** XXX-XX-1234 from a stored last four; null when no number is on file. */
export function maskFromLast4(last4: string | null | undefined): string | null {
  return last4 && /^\d{4}$/.test(last4) ? `XXX-XX-${last4}` : null;
}

const usDate = (iso: string | null) => (iso ? convertIsoDateToUs(iso) : null);

/** Declined and completed: signed with every answered coverage No (the app then shows only /done). */
export function isDeclinedAndCompleted(input: {
  completedAt: Date | null;
  coverages: ReadonlyArray<{ isEnrolling: 'Yes' | 'No' }>;
}): boolean {
  return (
    deriveApplicationStatus({
      completedAt: input.completedAt,
      completedSteps: 0,
      enrollingAnswers: input.coverages.map((c) => c.isEnrolling),
    }) === 'declined'
  );
}

/**
 * The redirect rules on the server (docs/spec/1 §2): a terminated person's application (decision 0026) and a form
 * that is not eligible may not be written (403), and a declined and completed application accepts no more
 * writes (409).
 */
export function assertApplicationWritable(input: {
  isEligible: boolean;
  completedAt: Date | null;
  coverages: ReadonlyArray<{ isEnrolling: 'Yes' | 'No' }>;
  employment: EndedEmployment;
  adminMode: boolean;
}): void {
  // A terminated person's application is read-only until a rehire (decision 0026), whoever writes.
  if (isApplicationClosed(input.employment))
    throw forbidden(
      describeClosedApplicationRefusal(input.employment, {
        today: clock.today(),
        adminMode: input.adminMode,
      }),
    );
  if (!input.isEligible) throw forbidden('This employee is not eligible for benefits at this time.');
  if (isDeclinedAndCompleted(input)) throw new AppError('conflict', 'This application is complete.');
}

/** The current application of an employee form (the one its writes go to); 404 when it has none. */
export async function requireCurrentPolicyId(db: Db, employeeFormId: string): Promise<string> {
  const policyId = await findCurrentPolicyId(db, employeeFormId);
  if (!policyId) throw notFound('A benefits application for this employee');
  return policyId;
}

/**
 * The application of an employee form that a form-level write (contact, family, beneficiaries) goes to: the one
 * the page shows when it names it (`?employeePolicyId=`: the renewal application, decision 0038), else the
 * current one. A named policy that is not this form's, or is on a cancelled plan year, answers 404.
 */
export async function requireApplicationPolicyId(
  db: Db,
  employeeFormId: string,
  employeePolicyId: string | undefined,
): Promise<string> {
  if (employeePolicyId === undefined) return requireCurrentPolicyId(db, employeeFormId);
  const policyId = await findFormPolicyId(db, employeeFormId, employeePolicyId);
  if (!policyId) throw notFound('A benefits application for this employee');
  return policyId;
}

/**
 * The stored rows of an application (null when there is none): for other modules that read beside the
 * application response (health account, individual plans) and for the writes (application-writes.ts).
 */
export function readApplicationRows(db: Db, employeePolicyId: string): Promise<ApplicationRows | null> {
  return loadApplicationRows(db, employeePolicyId);
}

/** The signed-in employee's own current application (docs/spec/1 §7 "Load application"). */
export async function loadCurrentApplication(db: Db, accountId: string): Promise<ApplicationResponse> {
  const policyId = await findCurrentPolicyForAccount(db, accountId);
  if (!policyId) throw notFound('Your benefits application');
  return loadApplication(db, policyId, false);
}

/** The current application of an employee form, as the caller may see it (admin mode or not). */
export async function loadApplicationOfForm(
  db: Db,
  employeeFormId: string,
  adminMode: boolean,
): Promise<ApplicationResponse> {
  return loadApplication(db, await requireCurrentPolicyId(db, employeeFormId), adminMode);
}

/** The application response of one employee policy (docs/spec/1 §3 "Application response"). */
export async function loadApplication(
  db: Db,
  employeePolicyId: string,
  adminMode: boolean,
): Promise<ApplicationResponse> {
  const rows = await loadApplicationRows(db, employeePolicyId);
  if (!rows) throw notFound('A benefits application for this employee');
  return toApplicationResponse(rows, adminMode);
}

/** Each stored line's choice, with the answers of the dependents still on the application. */
export function toCoverageEnrollments(
  rows: Pick<ApplicationRows, 'dependents' | 'coverages' | 'enrollments'>,
): Partial<Record<CoverageType, CoverageEnrollment>> {
  const activeDependentIds = new Set(rows.dependents.map((d) => d.id));
  const coverages: Partial<Record<CoverageType, CoverageEnrollment>> = {};
  for (const c of rows.coverages) {
    const dependentsEnrolling: Record<string, boolean> = {};
    for (const e of rows.enrollments)
      if (e.coverageType === c.coverageType && activeDependentIds.has(e.dependentId))
        dependentsEnrolling[e.dependentId] = e.isEnrolling;
    coverages[c.coverageType] = {
      isEnrolling: c.isEnrolling,
      planId: c.planId,
      planName: c.planName ?? null,
      segment: c.segment,
      coverageAmount: c.coverageAmount,
      spouseCoverageAmount: c.spouseCoverageAmount,
      childCoverageAmount: c.childCoverageAmount,
      dependentsEnrolling,
    };
  }
  return coverages;
}

/** Maps the stored rows to the response: dates MM/DD/YYYY for form fields, SSNs only as masks. */
export function toApplicationResponse(rows: ApplicationRows, adminMode: boolean): ApplicationResponse {
  const { form, company, partner, policy } = rows;
  const coverages = toCoverageEnrollments(rows);
  const beneficiaryLines = BENEFICIARY_COVERAGE_TYPES.filter((t) => coverages[t]?.isEnrolling === 'Yes');
  const writer = adminMode ? 'administrator' : 'employee';

  return {
    adminMode,
    companyIDToken: company.idToken,
    companyName: company.name,
    linkedAccount: form.accountId !== null,
    availablePlans: COVERAGE_TYPES.filter((t) => rows.offeredTypes.includes(t)),
    company: {
      id: company.id,
      state: company.state,
      asksTobaccoUse: company.asksTobaccoUse,
      beneficiaryLastFieldOptional: company.beneficiaryLastFieldOptional,
      renewalDate: rows.companyPolicy.renewalAt,
      supportEmail: rows.supportEmail ?? partner?.supportEmail ?? null,
    },
    employeeRoles: rows.roles,
    employeeForm: {
      id: form.id,
      hashID: form.hashId,
      firstName: form.firstName,
      middleInitial: form.middleInitial,
      lastName: form.lastName,
      email: form.email,
      homeAddress: form.homeAddress,
      city: form.city,
      state: form.state,
      zipCode: form.zipCode,
      homePhoneNumber: form.homePhoneNumber,
      workPhoneNumber: form.workPhoneNumber,
      bornAt: usDate(form.bornAt),
      gender: form.gender,
      tobaccoUser: form.tobaccoUser,
      maritalStatus: form.maritalStatus,
      annualSalary: fromCentsOrNull(form.annualSalaryCents),
      payFrequency: form.payFrequency,
      jobTitle: form.jobTitle,
      hiredAt: usDate(form.hiredAt),
      employeeType: form.employeeType,
      employeeRoleId: form.employeeRoleId,
      socialSecurityNumberMasked: maskFromLast4(form.ssnLast4),
      isEligible: form.isEligible,
      employmentStatus: form.employmentStatus,
      lastDayAt: form.lastDayAt,
      coverageEndsAt: form.coverageEndsAt,
      benefitsAdmin: form.benefitsAdmin,
      hideIndividualApplications: form.hideIndividualApplications,
      individualApplicationsAvailable: form.individualApplicationsAvailable,
      individualApplicationStatus: form.individualApplicationStatus,
      syncedFields: form.syncedFields,
      lockedFields: lockedFieldsOfForm(writer, withDollars(form, ['annualSalary']), form.syncedFields),
    },
    employeeDependents: rows.dependents.map((d) => ({
      id: d.id,
      firstName: d.firstName,
      lastName: d.lastName,
      bornAt: usDate(d.bornAt) ?? '',
      gender: d.gender,
      dependentType: d.dependentType,
      socialSecurityNumberMasked: maskFromLast4(d.ssnLast4),
    })),
    employeePolicy: {
      id: policy.id,
      status: policy.status,
      isRenewal: policy.isRenewal,
      effectiveAt: policy.effectiveAt,
      planYearEffectiveAt: rows.companyPolicy.effectiveAt,
      completedSteps: rows.steps,
      completedAt: policy.completedAt?.toISOString() ?? null,
      signedAt: policy.signedAt?.toISOString() ?? null,
      version: policy.version,
      isDeclinedAndCompleted: isDeclinedAndCompleted({
        completedAt: policy.completedAt,
        coverages: rows.coverages,
      }),
      returned:
        policy.reviewStatus === 'returned'
          ? { reason: policy.reviewReason ?? '', fields: describeApplicationFields(policy.reviewFields) }
          : null,
      coverages,
      declinationReason: toDeclinationReason(policy.declinationReason),
      declinationReason1CarrierName: policy.declinationReason1CarrierName,
      declinationReason1IDNumber: policy.declinationReason1IdNumber,
      declinationReason4Explanation: policy.declinationReason4Explanation,
      isBeneficiariesRequired: beneficiaryLines.length > 0,
      insurancesWithBeneficiariesCategories: beneficiaryLines,
    },
    healthAccount: { benefitStatus: rows.healthAccountStatus ?? 'not_offered' },
    partner: {
      partnerName: partner?.name ?? null,
      supportEmail: partner?.supportEmail ?? null,
      editEmployeeLink: partner?.editEmployeeLink ?? null,
      syncedEmployeeFields: partner?.syncedEmployeeFields ?? [],
    },
  };
}

const DECLINATION_REASON_SET: ReadonlySet<string> = new Set(DECLINATION_REASONS);
function toDeclinationReason(value: string | null): DeclinationReason | null {
  return value && DECLINATION_REASON_SET.has(value) ? (value as DeclinationReason) : null;
}

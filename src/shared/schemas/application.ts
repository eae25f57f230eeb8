import { z } from 'zod';
import {
  COVERAGE_TYPES,
  DECLINATION_REASONS,
  DEPENDENT_TYPES,
  EMPLOYEE_TYPES,
  EMPLOYMENT_STATUSES,
  GENDERS,
  HEALTH_ACCOUNT_STATUSES,
  INDIVIDUAL_APPLICATION_STATUSES,
  MARITAL_STATUSES,
  PAY_FREQUENCIES,
  POLICY_STATES,
  SEGMENTS,
  YES_NO,
} from '../domain/enums';
import { APPLICATION_STEPS } from '../domain/steps/steps';
import { employeeContactShape } from './read-shapes';

/**
 * The API of the employee application (docs/spec/1 §7). Every call is scoped by the employee form or policy id, so
 * the employee and an administrator in admin mode use the same paths; the server decides which it is.
 *
 *   GET  /api/v1/employee_applications/current            the signed-in employee's application
 *   GET  /api/v1/employee_applications/{employeeFormId}   (admin mode for administrators and brokers)
 *   PUT  /api/v1/employee_forms/{employeeFormId}                        contact information → basicInformation
 *   PUT  /api/v1/employee_forms/{employeeFormId}/family_information     dependents → familyInformation
 *   GET  /api/v1/employee_policies/{employeePolicyId}/plans?type=
 *   GET  /api/v1/employee_policies/{employeePolicyId}/plan_costs?type=&dependentIDs=&coverageAmount=&spouseCoverageAmount=
 *   PUT  /api/v1/employee_policies/{employeePolicyId}/coverages/{coverageType}   enroll or decline → choose{Type}Plan
 *   PUT  /api/v1/employee_policies/{employeePolicyId}/additional_information     → additionalInformation
 *   GET/PUT /api/v2/employee_forms/{employeeFormId}/beneficiary_pairs
 *   GET  /api/v2/employee_policies/{employeePolicyId}/health_account_benefit_overview
 *   GET/PUT /api/v2/employee_policies/{employeePolicyId}/employee_health_accounts  → healthAccountInformation
 *   PUT  /api/v1/employee_policies/{employeePolicyId}/signature                  SSNs + signature → sign, completes
 *   GET/PUT /api/v1/employee_policies/{employeePolicyId}/eligibility             the small-group eligibility quiz
 *   GET  /api/v1/employee_forms/{employeeFormId}/individual_plans                individual dental/vision upsell
 *
 * Every PUT that saves a step answers with the whole ApplicationResponse, so the client replaces its cache.
 * Dates travel as MM/DD/YYYY (form fields) except `effectiveAt`, `completedAt`, `signedAt` (ISO).
 * SSNs never leave the server: only masks (XXX-XX-1234).
 */

const usDate = z.string().nullable();

export const coverageEnrollmentSchema = z.object({
  isEnrolling: z.enum(YES_NO),
  planId: z.string().nullable(),
  /** The enrolled plan's display name, for the review. */
  planName: z.string().nullable(),
  segment: z.enum(SEGMENTS).nullable(),
  /** Dollars: the chosen life / whole life amount (0 never stored: a 0 amount is a decline). */
  coverageAmount: z.number().nullable(),
  spouseCoverageAmount: z.number().nullable(),
  childCoverageAmount: z.number().nullable(),
  /** dependentsEnrolling{Type}: dependent id → enrolling. */
  dependentsEnrolling: z.record(z.string(), z.boolean()),
});
export type CoverageEnrollment = z.infer<typeof coverageEnrollmentSchema>;

export const applicationDependentSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  bornAt: z.string(),
  gender: z.enum(GENDERS),
  dependentType: z.enum(DEPENDENT_TYPES),
  /** XXX-XX-1234 when an SSN is on file. */
  socialSecurityNumberMasked: z.string().nullable(),
});
export type ApplicationDependent = z.infer<typeof applicationDependentSchema>;

export const applicationResponseSchema = z.object({
  adminMode: z.boolean(),
  companyIDToken: z.string(),
  companyName: z.string(),
  linkedAccount: z.boolean(),
  /** Offered coverage types, in step order. */
  availablePlans: z.array(z.enum(COVERAGE_TYPES)),
  company: z.object({
    id: z.string(),
    state: z.string(),
    asksTobaccoUse: z.boolean(),
    beneficiaryLastFieldOptional: z.boolean(),
    /** ISO date of the next renewal, for the upsell card's 90-day warning. */
    renewalDate: z.string().nullable(),
    supportEmail: z.string().nullable(),
  }),
  /** Active employee roles in their set order. */
  employeeRoles: z.array(z.object({ id: z.string(), name: z.string() })),
  employeeForm: z.object({
    id: z.string(),
    hashID: z.string(),
    ...employeeContactShape,
    bornAt: usDate,
    gender: z.enum(GENDERS).nullable(),
    tobaccoUser: z.enum(YES_NO).nullable(),
    maritalStatus: z.enum(MARITAL_STATUSES).nullable(),
    annualSalary: z.number().nullable(),
    payFrequency: z.enum(PAY_FREQUENCIES),
    jobTitle: z.string().nullable(),
    hiredAt: usDate,
    employeeType: z.enum(EMPLOYEE_TYPES).nullable(),
    employeeRoleId: z.string().nullable(),
    socialSecurityNumberMasked: z.string().nullable(),
    isEligible: z.boolean(),
    /** A terminated person's application is read-only until a rehire (decision 0026); dates ISO. */
    employmentStatus: z.enum(EMPLOYMENT_STATUSES),
    lastDayAt: z.string().nullable(),
    coverageEndsAt: z.string().nullable(),
    benefitsAdmin: z.boolean(),
    hideIndividualApplications: z.boolean(),
    individualApplicationsAvailable: z.boolean(),
    individualApplicationStatus: z.enum(INDIVIDUAL_APPLICATION_STATUSES),
    /** The fields the partner really sent for this person (decision 0077). */
    syncedFields: z.array(z.string()),
    /**
     * The fields this reader cannot change, with why (the shared field-rights rule): 'partner' for a filled field
     * the partner sent, 'employer' for an employer's field the employee sees read-only. The server ignores them.
     */
    lockedFields: z.record(z.string(), z.enum(['partner', 'employer'])),
  }),
  employeeDependents: z.array(applicationDependentSchema),
  employeePolicy: z.object({
    id: z.string(),
    status: z.enum(POLICY_STATES),
    isRenewal: z.boolean(),
    effectiveAt: z.string().nullable(),
    /** The plan year's start (ISO): ages are counted on effectiveAt, else on this, else today (resolveAgesOn). */
    planYearEffectiveAt: z.string().nullable(),
    completedSteps: z.array(z.string()),
    completedAt: z.string().nullable(),
    signedAt: z.string().nullable(),
    /** Raised by every write; a write names the version it was based on (If-Match) and a stale one is refused. */
    version: z.number().int().min(1),
    isDeclinedAndCompleted: z.boolean(),
    /**
     * Operations returned the application (decision 0078): their reason and the fields they named, each with its
     * label and the step it is on. Null unless it waits on the employee to correct it and sign again.
     */
    returned: z
      .object({
        reason: z.string(),
        fields: z.array(z.object({ field: z.string(), label: z.string(), step: z.enum(APPLICATION_STEPS) })),
      })
      .nullable(),
    /** One entry per answered coverage line. */
    coverages: z.partialRecord(z.enum(COVERAGE_TYPES), coverageEnrollmentSchema),
    declinationReason: z.enum(DECLINATION_REASONS).nullable(),
    declinationReason1CarrierName: z.string().nullable(),
    declinationReason1IDNumber: z.string().nullable(),
    declinationReason4Explanation: z.string().nullable(),
    /** Beneficiaries are required when life, term life or whole life coverage is enrolled. */
    isBeneficiariesRequired: z.boolean(),
    insurancesWithBeneficiariesCategories: z.array(z.enum(COVERAGE_TYPES)),
  }),
  healthAccount: z.object({ benefitStatus: z.enum(HEALTH_ACCOUNT_STATUSES) }),
  partner: z.object({
    partnerName: z.string().nullable(),
    supportEmail: z.string().nullable(),
    editEmployeeLink: z.string().nullable(),
    syncedEmployeeFields: z.array(z.string()),
  }),
});
export type ApplicationResponse = z.infer<typeof applicationResponseSchema>;

import { z } from 'zod';
import {
  BENEFICIARY2_TYPES,
  ELIGIBILITY_RESULTS,
  HEALTH_ACCOUNT_TYPES,
  SEGMENTS,
  YES_NO,
} from '../domain/enums';
import { amountNumberSchema, MESSAGES, textSchema } from './fields';
import { paycheckBasisSchema } from './payroll';

/**
 * PUT /api/v1/employee_policies/{id}/coverages/{coverageType}: enroll in or decline one coverage line.
 * The server checks the plan is offered, the dependents are the employee's, a segment is chosen for
 * segment-priced plans ('Please select who is enrolling first.'), the amount fits the slider, and whole life's
 * maximum issue age; a decline forces every dependent to No.
 */
export const coverageChoiceRequestSchema = z.object({
  isEnrolling: z.enum(YES_NO, { error: MESSAGES.required }),
  planId: z.uuid('Choose a plan.').nullable().default(null),
  segment: z.enum(SEGMENTS, { error: 'Please select who is enrolling first.' }).nullable().default(null),
  dependentsEnrolling: z.record(textSchema, z.boolean()).default({}),
  coverageAmount: amountNumberSchema.nullable().default(null),
  spouseCoverageAmount: amountNumberSchema.nullable().default(null),
  childCoverageAmount: amountNumberSchema.nullable().default(null),
});
export type CoverageChoiceRequest = z.infer<typeof coverageChoiceRequestSchema>;

/** PUT /api/v1/employee_forms/{id}/family_information. */
export { familyInformationSchema as familyInformationRequestSchema } from './family-information';

/** GET .../health_account_benefit_overview (docs/spec/1 §3 "Health account"); money in cents. */
export const healthAccountOverviewSchema = z.object({
  employerHealthAccountType: z.enum(HEALTH_ACCOUNT_TYPES),
  employerHealthAccountTypeFormatted: z.string(),
  employerYearlyContributionAmount: z.number(),
  yearlyMaximums: z.object({ individual: z.number(), family: z.number() }),
  /** Whether dependents are enrolled in medical (the family maximum applies). */
  hasCoveredDependents: z.boolean(),
  enrollmentData: z.object({ employee_maximum: z.number() }),
  /** False for an HSA while the employee's medical plan is not HSA-eligible (canContributeToHealthAccount). */
  canContribute: z.boolean(),
  /** The paychecks the employee's amount is spread over (the company's pay dates in their coverage). */
  paychecks: paycheckBasisSchema,
});
export type HealthAccountOverview = z.infer<typeof healthAccountOverviewSchema>;

/** GET/PUT .../employee_health_accounts; yearlyContributionAmount in dollars, null when none. */
export const employeeHealthAccountResponseSchema = z.object({
  employeeHealthAccount: z.object({ yearlyContributionAmount: z.number().nullable() }),
});
export const employeeHealthAccountRequestSchema = z.object({
  employeeHealthAccount: z.object({ yearlyContributionAmount: z.unknown() }),
});

/** PUT .../signature (docs/spec/1 §7 "Update signature"). */
export const signatureRequestSchema = z.object({
  employeeForm: z.object({ id: textSchema, socialSecurityNumber: textSchema.optional() }),
  employeePolicy: z.object({
    id: textSchema,
    signatureImageDataUrl: textSchema.max(1_500_000),
    signatureStrokes: z.array(z.array(z.object({ x: z.number(), y: z.number() }))).max(200),
  }),
  employeeDependents: z
    .array(z.object({ id: textSchema, socialSecurityNumber: textSchema }))
    .max(20)
    .default([]),
});
export type SignatureRequest = z.infer<typeof signatureRequestSchema>;

/** The eligibility quiz answers (docs/spec/1 §2 "Eligibility modal"); null = unanswered. */
export const eligibilityAnswersSchema = z.object({
  isEnrollingW2: z.boolean().nullable(),
  spouseOnlyGroup: z.boolean().nullable(),
  partnershipWithSpouses: z.boolean().nullable(),
  decliningEmployee: z.boolean().nullable(),
});
export type EligibilityAnswers = z.infer<typeof eligibilityAnswersSchema>;
export const eligibilityResponseSchema = z.object({
  answers: eligibilityAnswersSchema,
  result: z.enum(ELIGIBILITY_RESULTS),
  /** The result sentence of docs/spec/1 §8, null while unknown. */
  message: z.string().nullable(),
  /** Non-owner full-time W-2 employees at the company. */
  employeeCount: z.number().int(),
});

/**
 * GET/PUT /api/v2/employee_forms/{id}/beneficiary_pairs: the pair as the form holds it. Texts are '' when
 * empty, dates MM/DD/YYYY, SSNs only masked (XXX-XX-1234); sending a mask back keeps the stored number.
 */
export const beneficiaryPairViewSchema = z.object({
  beneficiary1Name: z.string(),
  beneficiary1Relationship: z.string(),
  beneficiary1Percentage: z.number().nullable(),
  beneficiary1BirthDate: z.string(),
  beneficiary1SocialSecurityNumber: z.string(),
  beneficiary1PhoneNumber: z.string(),
  beneficiary1Address: z.string(),
  beneficiary1City: z.string(),
  beneficiary1State: z.string(),
  beneficiary1ZipCode: z.string(),
  beneficiary2Type: z.enum(BENEFICIARY2_TYPES),
  beneficiary2Name: z.string(),
  beneficiary2Relationship: z.string(),
  beneficiary2Percentage: z.number().nullable(),
  beneficiary2BirthDate: z.string(),
  beneficiary2SocialSecurityNumber: z.string(),
  beneficiary2PhoneNumber: z.string(),
  beneficiary2Address: z.string(),
  beneficiary2City: z.string(),
  beneficiary2State: z.string(),
  beneficiary2ZipCode: z.string(),
});
export type BeneficiaryPairView = z.infer<typeof beneficiaryPairViewSchema>;
/** The stored pair; null before one is saved. */
export const beneficiaryPairResponseSchema = z.object({
  beneficiaryPair: beneficiaryPairViewSchema.nullable(),
});
/** Validated on the server with the company's option (createBeneficiaryPairSchema). */
export const beneficiaryPairRequestSchema = z.object({ beneficiaryPair: z.unknown() });

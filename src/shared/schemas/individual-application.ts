import { z } from 'zod';
import { listMissingBankNumbers } from '../domain/company-settings/company-settings';
import { INDIVIDUAL_ENROLLMENT_STATUSES, INDIVIDUAL_SEGMENTS, type IndividualSegment } from '../domain/enums';
import { isMaskedSsn, isValidAbaRoutingNumber, isValidSsnOrTaxId } from '../domain/identifiers';
import { MESSAGES, requiredTextSchema, textSchema, trimmedTextSchema } from './fields';
import { individualPlanSchema } from './plans';

/** The individual plan's coverage options: spouse only with a spouse, children only with children, family only with both (docs/spec/3 §5). */
export function listIndividualCoverageOptions(hasSpouse: boolean, hasChildren: boolean): IndividualSegment[] {
  return INDIVIDUAL_SEGMENTS.filter(
    (s) =>
      s === 'ee_self' ||
      (s === 'ee_spouse' && hasSpouse) ||
      (s === 'ee_children' && hasChildren) ||
      (s === 'ee_family' && hasSpouse && hasChildren),
  );
}

/** Labels of the individual coverage options (docs/spec/3 §3). */
export const INDIVIDUAL_SEGMENT_LABELS: Record<IndividualSegment, string> = {
  ee_self: 'Just Me',
  ee_spouse: 'Me and my Spouse',
  ee_children: 'Me and my Children',
  ee_family: 'My Whole Family',
};

const ssnOrOnFile = requiredTextSchema.refine((v) => isMaskedSsn(v) || isValidSsnOrTaxId(v), MESSAGES.ssn);

export interface IndividualApplicationOptions {
  hasSpouse: boolean;
  hasChildren: boolean;
  /** A dental / vision plan was chosen, so its coverage selection is required. */
  hasDentalPlan: boolean;
  hasVisionPlan: boolean;
  /** Bank numbers are on file: an empty routing / account number keeps them (decision 0028's rule). */
  hasBankOnFile?: boolean;
}

/** The individual application's Enter Information form: selection, SSN or tax id (masked when on file), bank details. */
export function createIndividualApplicationSchema(options: IndividualApplicationOptions) {
  const allowed = listIndividualCoverageOptions(options.hasSpouse, options.hasChildren);
  const selection = (required: boolean) =>
    z
      .enum(INDIVIDUAL_SEGMENTS, { error: MESSAGES.required })
      .nullable()
      .optional()
      .superRefine((value, ctx) => {
        if (!value) {
          if (required) ctx.addIssue({ code: 'custom', message: MESSAGES.required });
        } else if (!allowed.includes(value)) {
          ctx.addIssue({ code: 'custom', message: MESSAGES.required });
        }
      });
  return z
    .object({
      dependentEnrollmentDental: selection(options.hasDentalPlan),
      dependentEnrollmentVision: selection(options.hasVisionPlan),
      socialSecurityNumber: ssnOrOnFile,
      employeeDependents: z
        .array(z.object({ id: textSchema, socialSecurityNumber: ssnOrOnFile }))
        .default([]),
      bankName: requiredTextSchema.max(100, 'Please use 100 characters or fewer.'),
      bankRoutingNumber: trimmedTextSchema.refine(
        (v) => v === '' || isValidAbaRoutingNumber(v),
        MESSAGES.routingNumber,
      ),
      bankAccountNumber: trimmedTextSchema.refine(
        (v) => v === '' || /^\d{4,17}$/.test(v),
        MESSAGES.accountNumber,
      ),
    })
    .superRefine((value, ctx) => {
      const missing = listMissingBankNumbers({
        hasAccountOnFile: options.hasBankOnFile ?? false,
        routingNumber: value.bankRoutingNumber,
        accountNumber: value.bankAccountNumber,
      });
      for (const field of missing)
        ctx.addIssue({
          code: 'custom',
          path: [field === 'routingNumber' ? 'bankRoutingNumber' : 'bankAccountNumber'],
          message: MESSAGES.required,
        });
    });
}
export type IndividualApplication = z.infer<ReturnType<typeof createIndividualApplicationSchema>>;

/** The lines of the individual application (docs/spec/3 §4: dental, then vision). */
export const INDIVIDUAL_LINES = ['dental', 'vision'] as const;
export type IndividualLine = (typeof INDIVIDUAL_LINES)[number];

/** A plan page's save: the chosen plan's id, or null for "Continue Without Dental / Vision". */
export const individualPlanChoiceRequestSchema = z.object({ individualPlanID: z.unknown() });
export const individualPlanChoiceSchema = z.object({
  individualPlanID: z.uuid({ error: 'Please choose one of the plans shown.' }).nullable(),
});

/** Enter Information's save: checked in the service against the family and plans on file. */
export const individualInformationRequestSchema = z.object({ individualApplication: z.unknown() });

/** A dependent of the individual application: masked SSN when on file (then not re-sent), '' when not. */
export const individualDependentViewSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  dependentType: z.enum(['spouse', 'child']),
  socialSecurityNumber: z.string(),
});

/**
 * The individual application as the screens read it (docs/spec/3 §3; decision 0043): the lines it offers, the
 * plans of each, what was chosen, the family, SSNs masked (XXX-XX-last four) and bank numbers only as their
 * last four; `version` is what the next write names in If-Match.
 */
export const individualApplicationResponseSchema = z.object({
  employeeFormId: z.string(),
  status: z.enum(['not_started', ...INDIVIDUAL_ENROLLMENT_STATUSES]),
  version: z.number().int(),
  /** The lines this employee may apply for (the offer rules of docs/spec/2 §5). */
  lines: z.object({ dental: z.boolean(), vision: z.boolean() }),
  plans: z.array(individualPlanSchema),
  individualDentalPlanID: z.string().nullable(),
  individualVisionPlanID: z.string().nullable(),
  dependentEnrollmentDental: z.enum(INDIVIDUAL_SEGMENTS).nullable(),
  dependentEnrollmentVision: z.enum(INDIVIDUAL_SEGMENTS).nullable(),
  individualHasSpouse: z.boolean(),
  individualHasChildren: z.boolean(),
  socialSecurityNumber: z.string(),
  employeeDependents: z.array(individualDependentViewSchema),
  bankName: z.string(),
  bankRoutingNumberLast4: z.string().nullable(),
  bankAccountNumberLast4: z.string().nullable(),
  submittedAt: z.string().nullable(),
});
export type IndividualApplicationResponse = z.infer<typeof individualApplicationResponseSchema>;

/** The done page's status text once Enter Information is submitted (docs/spec/3). */
export const INDIVIDUAL_PENDING_TEXT = 'Pending Digital Signature';

/** What happens next, as docs/spec/3 says it (issue 34 item 7): the spec's words, then what the text message is for. */
export const INDIVIDUAL_NEXT_STEP_TEXT =
  'What happens next: a text message arrives in 1-3 days from the carrier, with the link to sign your application digitally. Your coverage starts once it is signed and accepted.';

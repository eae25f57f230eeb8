import { z } from 'zod';
import { INDIVIDUAL_SEGMENTS, type IndividualSegment } from '../domain/enums';
import { isMaskedSsn, isValidSsnOrTaxId } from '../domain/identifiers';
import { accountNumberSchema, MESSAGES, requiredTextSchema, routingNumberSchema, textSchema } from './fields';

/** The individual plan's coverage options: spouse only with a spouse, children only with children, family only with both (spec 3 §5). */
export function listIndividualCoverageOptions(hasSpouse: boolean, hasChildren: boolean): IndividualSegment[] {
  return INDIVIDUAL_SEGMENTS.filter(
    (s) =>
      s === 'ee_self' ||
      (s === 'ee_spouse' && hasSpouse) ||
      (s === 'ee_children' && hasChildren) ||
      (s === 'ee_family' && hasSpouse && hasChildren),
  );
}

/** Labels of the individual coverage options (spec 3 §3). */
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
  return z.object({
    dependentEnrollmentDental: selection(options.hasDentalPlan),
    dependentEnrollmentVision: selection(options.hasVisionPlan),
    socialSecurityNumber: ssnOrOnFile,
    employeeDependents: z.array(z.object({ id: textSchema, socialSecurityNumber: ssnOrOnFile })).default([]),
    bankName: requiredTextSchema.max(100),
    bankRoutingNumber: routingNumberSchema,
    bankAccountNumber: accountNumberSchema,
  });
}
export type IndividualApplication = z.infer<ReturnType<typeof createIndividualApplicationSchema>>;

import { z } from 'zod';
import { SEGMENTS, YES_NO } from '../domain/enums';
import { hasWholeCents } from '../domain/money/money';
import { ALWAYS_REFINE, MESSAGES } from './fields';

export const ENROLLMENT_MESSAGES = {
  segment: 'Please select who is enrolling first.',
  dependent: 'Please choose whether this dependent is enrolling.',
  coverageIncrement: (increment: number) =>
    `Please choose an amount in steps of $${increment.toLocaleString('en-US')}.`,
  coverageMax: (max: number) => `The most you can choose is $${max.toLocaleString('en-US')}.`,
  coverageMin: 'The amount must be $0 or more.',
} as const;

/** The segment modal's choices: a tier, or none to decline all. */
export const SEGMENT_CHOICES = [...SEGMENTS, 'none'] as const;

/** The segment modal: a selection is required (docs/spec/1 §5). */
export const segmentEnrollmentSchema = z.object({
  segment: z.enum(SEGMENT_CHOICES, { error: ENROLLMENT_MESSAGES.segment }),
});
export type SegmentEnrollment = z.infer<typeof segmentEnrollmentSchema>;

/** The age-priced Enroll or Decline modal: Yes/No required; with Yes, a choice for every dependent listed. */
export function createAgeEnrollmentSchema(dependentIds: readonly string[]) {
  return z
    .object({
      isEnrolling: z.enum(YES_NO, { error: MESSAGES.required }),
      dependentsEnrolling: z.record(z.string(), z.boolean().nullable()).default({}),
    })
    .superRefine((form, ctx) => {
      if (form.isEnrolling !== 'Yes') return;
      for (const id of dependentIds) {
        const choice = form.dependentsEnrolling?.[id];
        if (choice !== true && choice !== false) {
          ctx.addIssue({
            code: 'custom',
            path: ['dependentsEnrolling', id],
            message: ENROLLMENT_MESSAGES.dependent,
          });
        }
      }
    }, ALWAYS_REFINE);
}
export const ageEnrollmentSchema = createAgeEnrollmentSchema([]);
export type AgeEnrollment = z.infer<typeof ageEnrollmentSchema>;

/** A variable coverage amount: 0 (decline) up to the slider maximum, in steps of the increment. */
export function createCoverageAmountSchema(maxDollars: number, incrementDollars: number) {
  return z.object({
    coverageAmount: z
      .number({ error: MESSAGES.number })
      .min(0, ENROLLMENT_MESSAGES.coverageMin)
      .max(maxDollars, ENROLLMENT_MESSAGES.coverageMax(maxDollars))
      .refine(
        (v) => incrementDollars <= 0 || Number.isInteger(v / incrementDollars),
        ENROLLMENT_MESSAGES.coverageIncrement(incrementDollars),
      )
      .refine(hasWholeCents, MESSAGES.amount),
  });
}
export type CoverageAmount = z.infer<ReturnType<typeof createCoverageAmountSchema>>;

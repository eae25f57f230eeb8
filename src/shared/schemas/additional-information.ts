import { z } from 'zod';
import {
  COVERED_ELSEWHERE_REASONS,
  DECLINATION_REASONS,
  type DeclinationReason,
  EMPLOYEE_TYPES,
} from '../domain/enums';
import { type BeneficiaryOptions, createBeneficiaryPairSchema } from './beneficiary';
import {
  ALWAYS_REFINE,
  MESSAGES,
  multilineTextSchema,
  requiredTextSchema,
  trimmedTextSchema,
  usDateSchema,
} from './fields';

export const ADDITIONAL_MESSAGES = {
  explanationLetters: 'Please explain in words why you are declining coverage.',
  explanationLength: 'Please keep the explanation under 500 characters.',
} as const;

/** The declination reason means the person is covered elsewhere: carrier name and id number are required. */
export function isCoveredElsewhereReason(reason: DeclinationReason | null | undefined): boolean {
  return reason != null && (COVERED_ELSEWHERE_REASONS as readonly string[]).includes(reason);
}

export interface AdditionalInformationOptions {
  /** The employee declines medical coverage: the declination section shows and a reason is required. */
  isDeclining?: boolean;
  /** Beneficiaries are required by an enrolled life coverage: the beneficiary section shows. */
  isBeneficiariesRequired?: boolean;
  beneficiary?: BeneficiaryOptions;
}

/** The Additional (Employment) Information form (docs/spec/1 §5). */
export function createAdditionalInformationSchema(options: AdditionalInformationOptions = {}) {
  const beneficiaryPair = createBeneficiaryPairSchema(options.beneficiary);
  return z
    .object({
      jobTitle: requiredTextSchema.max(100),
      hiredAt: usDateSchema,
      employeeType: z.enum(EMPLOYEE_TYPES, { error: MESSAGES.required }),
      declinationReason: z.enum(DECLINATION_REASONS, { error: MESSAGES.required }).nullable().optional(),
      declinationReason1CarrierName: trimmedTextSchema.max(100).optional().default(''),
      declinationReason1IDNumber: trimmedTextSchema.max(50).optional().default(''),
      // Capped whether or not it is asked for: an ignored field is no place for a megabyte.
      declinationReason4Explanation: multilineTextSchema
        .max(500, ADDITIONAL_MESSAGES.explanationLength)
        .optional()
        .default(''),
      beneficiaryPair: z.unknown().optional(),
    })
    .superRefine((form, ctx) => {
      if (options.isDeclining) {
        const reason = form.declinationReason;
        if (!reason || !(DECLINATION_REASONS as readonly unknown[]).includes(reason)) {
          ctx.addIssue({ code: 'custom', path: ['declinationReason'], message: MESSAGES.required });
        } else if (isCoveredElsewhereReason(reason)) {
          if (!form.declinationReason1CarrierName) {
            ctx.addIssue({
              code: 'custom',
              path: ['declinationReason1CarrierName'],
              message: MESSAGES.required,
            });
          }
          if (!form.declinationReason1IDNumber) {
            ctx.addIssue({
              code: 'custom',
              path: ['declinationReason1IDNumber'],
              message: MESSAGES.required,
            });
          }
        } else if (reason === 'other') {
          const text =
            typeof form.declinationReason4Explanation === 'string' ? form.declinationReason4Explanation : '';
          const path = ['declinationReason4Explanation'];
          if (!text) ctx.addIssue({ code: 'custom', path, message: MESSAGES.required });
          else if (!/\p{L}{2,}/u.test(text))
            ctx.addIssue({ code: 'custom', path, message: ADDITIONAL_MESSAGES.explanationLetters });
          else if (text.length > 500)
            ctx.addIssue({ code: 'custom', path, message: ADDITIONAL_MESSAGES.explanationLength });
        }
      }
      if (options.isBeneficiariesRequired) {
        const result = beneficiaryPair.safeParse(form.beneficiaryPair ?? {});
        if (!result.success) {
          for (const issue of result.error.issues) {
            ctx.addIssue({
              code: 'custom',
              path: ['beneficiaryPair', ...issue.path],
              message: issue.message,
            });
          }
        }
      }
    }, ALWAYS_REFINE);
}

export const additionalInformationSchema = createAdditionalInformationSchema();
export type AdditionalInformation = z.infer<typeof additionalInformationSchema>;

/**
 * PUT /api/v1/employee_policies/{id}/additional_information: the Additional Information form as the client
 * sends it. Only its shape is checked with the request (every field optional, as partner-synced fields may be
 * left out; a value of another type answers the message the full schema gives it). The server overlays the
 * synced fields and validates the content with createAdditionalInformationSchema and the options that follow
 * from the application (declining medical, beneficiaries required). `beneficiaryPair` is validated as on
 * beneficiary_pairs, with the company's option and the stored SSNs a mask may stand for.
 */
export const additionalInformationRequestSchema = z.object({
  jobTitle: z.string({ error: MESSAGES.required }).optional(),
  hiredAt: z.string({ error: MESSAGES.required }).optional(),
  employeeType: z.string({ error: MESSAGES.required }).optional(),
  declinationReason: z.string({ error: MESSAGES.required }).nullable().optional(),
  declinationReason1CarrierName: z.string().optional(),
  declinationReason1IDNumber: z.string().optional(),
  declinationReason4Explanation: z.string().optional(),
  beneficiaryPair: z.unknown().optional(),
});
export type AdditionalInformationRequest = z.infer<typeof additionalInformationRequestSchema>;

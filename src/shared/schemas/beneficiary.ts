import { z } from 'zod';
import type { CalendarDate } from '../domain/dates/dates';
import { BENEFICIARY2_TYPES } from '../domain/enums';
import {
  ALWAYS_REFINE,
  createBirthDateSchema,
  isValidPhone,
  isValidZip,
  MESSAGES,
  nameSchema,
  physicalAddressSchema,
  readToday,
  requiredTextSchema,
  ssnSchema,
  textSchema,
  trimmedTextSchema,
  usStateSchema,
} from './fields';

export const BENEFICIARY_MESSAGES = {
  percentage: 'Please enter a percentage from 1 to 100.',
  primaryTotal: 'The two primary beneficiaries must add up to 100%.',
} as const;

/** The fields of one beneficiary in form order; the last one (zip) is optional for one configured company. */
export const BENEFICIARY_FIELDS = [
  'Name',
  'Relationship',
  'Percentage',
  'BirthDate',
  'SocialSecurityNumber',
  'PhoneNumber',
  'Address',
  'City',
  'State',
  'ZipCode',
] as const;

const percentage = z
  .number({ error: BENEFICIARY_MESSAGES.percentage })
  .int(BENEFICIARY_MESSAGES.percentage)
  .min(1, BENEFICIARY_MESSAGES.percentage)
  .max(100, BENEFICIARY_MESSAGES.percentage);

function createPersonSchemas(today: () => CalendarDate, zipOptional: boolean) {
  return {
    name: nameSchema,
    relationship: requiredTextSchema.max(50),
    percentage,
    birthDate: createBirthDateSchema(today),
    ssn: ssnSchema,
    phone: requiredTextSchema.refine(isValidPhone, MESSAGES.phone),
    address: physicalAddressSchema,
    city: requiredTextSchema.max(60),
    state: usStateSchema,
    zip: zipOptional
      ? trimmedTextSchema.refine((v) => v === '' || isValidZip(v), MESSAGES.zip)
      : requiredTextSchema.refine(isValidZip, MESSAGES.zip),
  };
}

export interface BeneficiaryOptions {
  /** One configured company makes the last beneficiary field (zip) optional (docs/spec/1 §5). */
  isLastFieldOptional?: boolean;
  today?: () => CalendarDate;
}

/**
 * The beneficiary pair (docs/spec/1 §3, §5). The second beneficiary is validated only when its type is primary or
 * contingent; two primaries must add up to 100%.
 */
export function createBeneficiaryPairSchema(options: BeneficiaryOptions = {}) {
  const p = createPersonSchemas(options.today ?? readToday, options.isLastFieldOptional === true);
  const second = z.object({
    beneficiary2Name: p.name,
    beneficiary2Relationship: p.relationship,
    beneficiary2Percentage: p.percentage,
    beneficiary2BirthDate: p.birthDate,
    beneficiary2SocialSecurityNumber: p.ssn,
    beneficiary2PhoneNumber: p.phone,
    beneficiary2Address: p.address,
    beneficiary2City: p.city,
    beneficiary2State: p.state,
    beneficiary2ZipCode: p.zip,
  });
  return z
    .object({
      beneficiary1Name: p.name,
      beneficiary1Relationship: p.relationship,
      beneficiary1Percentage: p.percentage,
      beneficiary1BirthDate: p.birthDate,
      beneficiary1SocialSecurityNumber: p.ssn,
      beneficiary1PhoneNumber: p.phone,
      beneficiary1Address: p.address,
      beneficiary1City: p.city,
      beneficiary1State: p.state,
      beneficiary1ZipCode: p.zip,
      beneficiary2Type: z.enum(BENEFICIARY2_TYPES, { error: MESSAGES.required }),
      beneficiary2Name: textSchema.optional(),
      beneficiary2Relationship: textSchema.optional(),
      beneficiary2Percentage: z.number().nullable().optional(),
      beneficiary2BirthDate: textSchema.optional(),
      beneficiary2SocialSecurityNumber: textSchema.optional(),
      beneficiary2PhoneNumber: textSchema.optional(),
      beneficiary2Address: textSchema.optional(),
      beneficiary2City: textSchema.optional(),
      beneficiary2State: textSchema.optional(),
      beneficiary2ZipCode: textSchema.optional(),
    })
    .superRefine((form, ctx) => {
      if (form.beneficiary2Type !== 'primary' && form.beneficiary2Type !== 'contingent') return;
      const result = second.safeParse(form);
      if (!result.success) {
        for (const issue of result.error.issues) {
          ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
        }
        return;
      }
      if (
        form.beneficiary2Type === 'primary' &&
        Number(form.beneficiary1Percentage) + result.data.beneficiary2Percentage !== 100
      ) {
        ctx.addIssue({
          code: 'custom',
          path: ['beneficiary2Percentage'],
          message: BENEFICIARY_MESSAGES.primaryTotal,
        });
      }
    }, ALWAYS_REFINE);
}

export const beneficiaryPairSchema = createBeneficiaryPairSchema();
export type BeneficiaryPair = z.infer<typeof beneficiaryPairSchema>;

import { z } from 'zod';
import type { CalendarDate } from '../domain/dates/dates';
import { type CoverageType, GENDERS, MARITAL_STATUSES, YES_NO } from '../domain/enums';
import { parseAmountInput } from '../domain/money/money';
import {
  ALWAYS_REFINE,
  amountTextSchema,
  createBirthDateSchema,
  MESSAGES,
  middleInitialSchema,
  nameSchema,
  optionalPhoneSchema,
  phoneSchema,
  physicalAddressSchema,
  readToday,
  requiredTextSchema,
  textSchema,
  usStateSchema,
  zipSchema,
} from './fields';

/** Coverage types whose pricing needs the annual salary (docs/spec/1 §5). */
export const SALARY_COVERAGE_TYPES = [
  'life',
  'term_life',
  'whole_life',
  'long_term_disability',
  'short_term_disability',
] as const satisfies readonly CoverageType[];

/** Annual salary is required when the company offers life, term life, whole life or disability coverage. */
export function isSalaryRequired(offeredCoverageTypes: readonly CoverageType[]): boolean {
  return offeredCoverageTypes.some((t) => (SALARY_COVERAGE_TYPES as readonly string[]).includes(t));
}

/** Annual salary input in dollars ("$52,000" → 52000, parseAmountInput); null when empty or not an amount. */
export function parseSalaryInput(raw: string): number | null {
  const amount = parseAmountInput(raw);
  return typeof amount === 'number' ? amount : null;
}

export const CONTACT_MESSAGES = {
  salary: 'Please enter your annual salary.',
} as const;

export interface ContactInformationOptions {
  /** The company offers a coverage priced on salary (see isSalaryRequired). */
  requiresSalary?: boolean;
  /** The tobacco question is shown (one configured company asks it). */
  asksTobaccoUse?: boolean;
  today?: () => CalendarDate;
}

/** The Contact Information form (docs/spec/1 §5); salary and tobacco use are required only when asked. */
export function createContactInformationSchema(options: ContactInformationOptions = {}) {
  return z
    .object({
      firstName: nameSchema,
      middleInitial: middleInitialSchema,
      lastName: nameSchema,
      homeAddress: physicalAddressSchema,
      city: requiredTextSchema.max(60),
      state: usStateSchema,
      zipCode: zipSchema,
      homePhoneNumber: phoneSchema,
      workPhoneNumber: optionalPhoneSchema,
      bornAt: createBirthDateSchema(options.today ?? readToday),
      gender: z.enum(GENDERS, { error: MESSAGES.required }),
      maritalStatus: z.enum(MARITAL_STATUSES, { error: MESSAGES.required }),
      annualSalary: amountTextSchema.optional().default(''),
      tobaccoUser: z.enum(YES_NO, { error: MESSAGES.required }).nullable().optional(),
      employeeRole: textSchema.nullable().optional(),
    })
    .superRefine((form, ctx) => {
      if (options.requiresSalary) {
        // A salary that is not an amount is reported by its field; here only a missing one.
        const salary = typeof form.annualSalary === 'string' ? parseAmountInput(form.annualSalary) : null;
        if (salary === '' || salary === 0) {
          ctx.addIssue({ code: 'custom', path: ['annualSalary'], message: CONTACT_MESSAGES.salary });
        }
      }
      if (options.asksTobaccoUse && !form.tobaccoUser) {
        ctx.addIssue({ code: 'custom', path: ['tobaccoUser'], message: MESSAGES.required });
      }
    }, ALWAYS_REFINE);
}

export const contactInformationSchema = createContactInformationSchema();
export type ContactInformation = z.infer<typeof contactInformationSchema>;

/**
 * PUT /api/v1/employee_forms/{id}: the Contact Information form as the client sends it. Only its shape is
 * checked with the request: every field is optional (a partner-synced field may be left out; the stored value
 * stands in for it) and holds what its input holds, a value of another type answering the message the full
 * schema gives it. The server then overlays the synced fields and validates the content with
 * createContactInformationSchema and the company's options, so every content error comes back at once.
 */
export const contactInformationRequestSchema = z.object({
  firstName: z.string({ error: MESSAGES.required }).optional(),
  middleInitial: z.string().optional(),
  lastName: z.string({ error: MESSAGES.required }).optional(),
  homeAddress: z.string({ error: MESSAGES.required }).optional(),
  city: z.string({ error: MESSAGES.required }).optional(),
  state: z.string({ error: MESSAGES.state }).optional(),
  zipCode: z.string({ error: MESSAGES.required }).optional(),
  homePhoneNumber: z.string({ error: MESSAGES.required }).optional(),
  workPhoneNumber: z.string().optional(),
  bornAt: z.string({ error: MESSAGES.required }).optional(),
  gender: z.string({ error: MESSAGES.required }).optional(),
  maritalStatus: z.string({ error: MESSAGES.required }).optional(),
  annualSalary: z.string().optional(),
  tobaccoUser: z.string({ error: MESSAGES.required }).nullable().optional(),
  employeeRole: z.string().nullable().optional(),
});
export type ContactInformationRequest = z.infer<typeof contactInformationRequestSchema>;

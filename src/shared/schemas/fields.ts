import { z } from 'zod';
import { CHANGE_EFFECTIVE_DATE_MESSAGES } from '../domain/changes/effective-dates';
import { type CalendarDate, compareDates, parseUsDate } from '../domain/dates/dates';
import { US_STATES } from '../domain/enums';
import { isValidAbaRoutingNumber, isValidEin, isValidSsnOrTaxId } from '../domain/identifiers';
import {
  formatWholeDollars,
  hasWholeCents,
  MAX_AMOUNT_DOLLARS,
  parseAmountInput,
} from '../domain/money/money';
import { isHttpsAddress } from '../domain/plans/plan-documents';
import {
  isSignatureDataUrl,
  SIGNATURE_IMAGE_MESSAGES,
  signatureImageProblem,
} from '../domain/signature/signature';
import { hasSpecialCharacters, SPECIAL_CHARACTERS_MESSAGE } from '../domain/text/text';

/**
 * Field schemas shared by every form. Form values are what the inputs hold: text as strings (dates MM/DD/YYYY,
 * masked numbers with their dashes), selects as enum strings, checkboxes as booleans. Messages are written to
 * be shown at the field; the spec's own wording is used where it gives one.
 */

export const MESSAGES = {
  required: 'Required',
  name: 'Please enter a valid name (letters, spaces, hyphens, apostrophes and periods).',
  middleInitial: 'Middle initial must be a single letter.',
  zip: 'Please enter a valid 5-digit zip code.',
  phone: 'Please enter a valid 10-digit phone number.',
  email: 'Please enter a valid email address.',
  dateFormat: 'Please enter the date as MM/DD/YYYY.',
  dateInvalid: 'Please enter a real date.',
  birthDateFuture: 'Date of birth cannot be in the future.',
  birthDateTooOld: 'Please check the date of birth; it is more than 120 years ago.',
  poBox: 'Please enter a physical address. PO boxes are not accepted.',
  ssn: 'Please enter a valid Social Security number or tax ID (9 digits).',
  ein: 'Please enter a valid tax ID (EIN) as XX-XXXXXXX.',
  routingNumber: 'Please enter a valid 9-digit bank routing number.',
  accountNumber: 'Please enter a valid bank account number (4 to 17 digits).',
  percentage: 'Please enter a percentage from 0 to 100.',
  fixedAmount: 'Please enter an amount of $0 or more.',
  number: 'Please enter a number.',
  employeeCount: 'Please enter a number of employees from 1 to 9999.',
  state: 'Please choose a state.',
  agreed: 'Please read and acknowledge the notification before moving forward',
  signatureRequired: 'Signature is required.',
  specialCharacters: SPECIAL_CHARACTERS_MESSAGE,
  amount: 'Please enter an amount in dollars, like 96,000 or $96,000.00.',
  amountMinimum: 'The amount must be $0 or more.',
  amountTooLarge: `Please enter an amount of ${formatWholeDollars(MAX_AMOUNT_DOLLARS)} or less.`,
  httpsUrl: 'Please enter a web address that starts with https://, like https://www.carrier.com/sbc.pdf.',
  urlTooLong: 'Please use a web address of 2,000 characters or fewer.',
} as const;

/** Refuses control characters and lone surrogates (src/shared/domain/text); multi-line text may hold tab, CR, LF. */
function refuseSpecialCharacters(schema: z.ZodString, options: { multiline?: boolean } = {}): z.ZodString {
  return schema.refine((v) => !hasSpecialCharacters(v, options), MESSAGES.specialCharacters);
}

/** Any text input that is not trimmed (ids, passwords): no control characters. */
export const textSchema = refuseSpecialCharacters(z.string());

/** A one-line text, trimmed first (a pasted trailing newline goes), then without control characters. */
export const trimmedTextSchema = refuseSpecialCharacters(z.string().trim());

/** A multi-line text (an explanation): trimmed; tab and line breaks allowed, other control characters not. */
export const multilineTextSchema = refuseSpecialCharacters(z.string().trim(), { multiline: true });

/** A required text: trimmed, not empty ("Required"), no control characters. */
export const requiredTextSchema = refuseSpecialCharacters(z.string({ error: MESSAGES.required }).trim()).min(
  1,
  MESSAGES.required,
);

/** An optional text: empty allowed, trimmed, no control characters. */
export const optionalTextSchema = trimmedTextSchema.max(500).optional().default('');

/**
 * An optional https web address (a plan's documents, decision 0070): trimmed, no control characters, at most
 * 2,000 characters; empty means none (null).
 */
export const optionalHttpsUrlSchema = trimmedTextSchema
  .max(2000, MESSAGES.urlTooLong)
  .refine((v) => v === '' || isHttpsAddress(v), MESSAGES.httpsUrl)
  .transform((v) => (v === '' ? null : v));

const NAME = /^\p{L}[\p{L}\p{M} .'-]*$/u;

/** A person's name: letters with spaces, hyphens, apostrophes and periods, up to 50 characters. */
export const nameSchema = requiredTextSchema
  .max(50, 'Please use 50 characters or fewer.')
  .regex(NAME, MESSAGES.name);

/** The middle initial: empty or one letter (docs/spec/1 §9: max 1 character). */
export const middleInitialSchema = trimmedTextSchema
  .max(1, MESSAGES.middleInitial)
  .regex(/^\p{L}?$/u, MESSAGES.middleInitial)
  .optional()
  .default('');

const ZIP = /^\d{5}(?:-\d{4})?$/;
/** A US zip code: 5 digits, optionally ZIP+4. */
export const zipSchema = requiredTextSchema.regex(ZIP, MESSAGES.zip);

/** A zip code is well formed (5 digits or ZIP+4). */
export function isValidZip(value: string): boolean {
  return ZIP.test(value.trim());
}

/** A US phone number: 10 digits (an optional leading 1), area code and exchange not starting with 0 or 1. */
export function isValidPhone(value: string): boolean {
  if (!/^[\d\s().+-]+$/.test(value)) return false;
  let digits = value.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  return /^[2-9]\d{2}[2-9]\d{6}$/.test(digits);
}

/** A required phone number. */
export const phoneSchema = requiredTextSchema.refine(isValidPhone, MESSAGES.phone);

/** An optional phone number: empty, or format-checked. */
export const optionalPhoneSchema = trimmedTextSchema
  .refine((v) => v === '' || isValidPhone(v), MESSAGES.phone)
  .optional()
  .default('');

/** A required email address. */
export const emailSchema = requiredTextSchema.max(254).pipe(z.email(MESSAGES.email));

/** An optional email address: empty, or format-checked. */
export const optionalEmailSchema = trimmedTextSchema
  .refine((v) => v === '' || z.email().safeParse(v).success, MESSAGES.email)
  .optional()
  .default('');

/** A US state or DC, chosen from the list. */
export const usStateSchema = z.enum(US_STATES, { error: MESSAGES.state });

/** A form date MM/DD/YYYY that exists on the calendar. */
export const usDateSchema = requiredTextSchema
  .regex(/^\d{2}\/\d{2}\/\d{4}$/, MESSAGES.dateFormat)
  .refine((v) => parseUsDate(v) !== null, MESSAGES.dateInvalid);

/** The browser's today: the calendar date of the local clock (the person's own day). */
function localToday(): CalendarDate {
  const now = new Date();
  return { year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() };
}

let todayProvider: () => CalendarDate = localToday;

/**
 * Where readToday reads: the server hands it its clock's today in the company's zone (decision 0084); the
 * browser keeps the local clock.
 */
export function setTodayProvider(provider: () => CalendarDate): void {
  todayProvider = provider;
}

/** Today's calendar date from the clock (validation of birth dates needs it). */
export function readToday(): CalendarDate {
  return todayProvider();
}

/** A birth date MM/DD/YYYY: a real date, not in the future, not more than 120 years ago. */
export function createBirthDateSchema(today: () => CalendarDate = readToday) {
  return usDateSchema.superRefine((value, ctx) => {
    const date = parseUsDate(value);
    if (!date) return;
    const now = today();
    if (compareDates(date, now) > 0) ctx.addIssue({ code: 'custom', message: MESSAGES.birthDateFuture });
    else if (now.year - date.year > 120) ctx.addIssue({ code: 'custom', message: MESSAGES.birthDateTooOld });
  });
}
export const birthDateSchema = createBirthDateSchema();

const PO_BOX = /\b(?:p\.?\s*o\.?\s*b(?:ox|x)?|post\s*office\s*box|pob)\b|^\s*box\s*#?\s*\d/i;

/** An address is a PO box ("PO Box 12", "P.O. Box", "Post Office Box", "POB", "Box 4"). */
export function isPoBox(value: string): boolean {
  return PO_BOX.test(value);
}

/** A physical street address: required, no PO box (docs/spec/1 §5). */
export const physicalAddressSchema = requiredTextSchema
  .max(100, 'Please use 100 characters or fewer.')
  .refine((v) => !isPoBox(v), MESSAGES.poBox);

/** An SSN or individual tax id (ITIN), with or without dashes. */
export const ssnSchema = requiredTextSchema.refine(isValidSsnOrTaxId, MESSAGES.ssn);

/** A company tax id (EIN). */
export const einSchema = requiredTextSchema.refine(isValidEin, MESSAGES.ein);

/** An ABA routing number with a valid checksum. */
export const routingNumberSchema = requiredTextSchema.refine(isValidAbaRoutingNumber, MESSAGES.routingNumber);

/** A bank account number: 4 to 17 digits. */
export const accountNumberSchema = requiredTextSchema.regex(/^\d{4,17}$/, MESSAGES.accountNumber);

/**
 * A typed amount kept as text (the salary): empty, or an amount as parseAmountInput reads it ("96,000",
 * "$96,000.00"); anything else is refused rather than stripped to its digits. The server reads the text
 * with the same parser.
 */
export const amountTextSchema = trimmedTextSchema.superRefine((value, ctx) => {
  const amount = parseAmountInput(value);
  if (amount === null) ctx.addIssue({ code: 'custom', message: MESSAGES.amount });
  else if (amount !== '' && amount > MAX_AMOUNT_DOLLARS)
    ctx.addIssue({ code: 'custom', message: MESSAGES.amountTooLarge });
});

/** An amount sent as a number (a slider, a parsed field): $0 or more, whole cents, at most the ceiling. */
export const amountNumberSchema = z
  .number({ error: MESSAGES.amount })
  .min(0, MESSAGES.amountMinimum)
  .max(MAX_AMOUNT_DOLLARS, MESSAGES.amountTooLarge)
  .refine(hasWholeCents, MESSAGES.amount);

/**
 * The company a call names in its query or body (decision 0036): its token or the token's 16-character prefix;
 * absent, the caller's active company.
 */
export const companyIdTokenSchema = trimmedTextSchema.max(64).optional();

/** A query naming the company that way (every company-token call's query). */
export const companyTokenQuerySchema = z.object({ company_id_token: companyIdTokenSchema });

/**
 * The version a write read (optimistic concurrency: a stale one answers 409): a whole number from 1. The message,
 * shown when it is missing, tells the person to reload.
 */
export function versionSchema(message = 'Reload to get the latest version.') {
  return z.number({ error: message }).int(message).min(1, message);
}

/** A percentage 0 to 100 (contribution percentages; docs/spec/2 §5, docs/spec/3 §5). */
export const percentageSchema = z
  .number({ error: MESSAGES.percentage })
  .min(0, MESSAGES.percentage)
  .max(100, MESSAGES.percentage);

/** A fixed dollar amount of 0 or more. */
export const fixedAmountSchema = z
  .number({ error: MESSAGES.fixedAmount })
  .min(0, MESSAGES.fixedAmount)
  .max(1_000_000, 'Please enter an amount under $1,000,000.')
  .refine(hasWholeCents, MESSAGES.amount);

/** The employee count of the benefits-administration landing: a whole number 1 to 9999 (docs/spec/3 §5). */
export const employeeCountSchema = z
  .number({ error: MESSAGES.employeeCount })
  .int(MESSAGES.employeeCount)
  .min(1, MESSAGES.employeeCount)
  .max(9999, MESSAGES.employeeCount);

/** The "agreed" checkbox must be ticked (docs/spec/3 §5). */
export const agreedSchema = z.literal(true, { error: MESSAGES.agreed });

/**
 * A required signature image: a PNG data URL from the signature pad, whose header names a PNG within the
 * limits (`signatureImageProblem`, read before anything decodes it). Every signature route takes it.
 */
export const signatureImageSchema = z
  .string({ error: MESSAGES.signatureRequired })
  .superRefine((value, ctx) => {
    if (!isSignatureDataUrl(value)) {
      ctx.addIssue({ code: 'custom', message: MESSAGES.signatureRequired });
      return;
    }
    const problem = signatureImageProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: SIGNATURE_IMAGE_MESSAGES[problem] });
  });

/** Contribution percentage input (docs/spec/2 §5): empty → '' (blank); negative or non-numeric → null; else the number. */
export function parsePercentageInput(raw: string): number | '' | null {
  const trimmed = raw.trim();
  if (trimmed === '') return '';
  // Plain decimals only: Number() would also read '1e2', '0x10' and 'Infinity'.
  return /^\d+(?:\.\d+)?$/.test(trimmed) ? Number(trimmed) : null;
}

/** Employee count input (docs/spec/3 §5): an integer clamped to 1–9999; negative or non-numeric input is empty (null). */
export function parseEmployeeCountInput(raw: string): number | null {
  const trimmed = raw.trim();
  if (!/^-?\d+(?:\.\d+)?$/.test(trimmed)) return null;
  const value = Math.trunc(Number(trimmed));
  if (value < 0) return null;
  return Math.min(9999, Math.max(1, value));
}

/**
 * Cross-field refinements run even when other fields already failed, so a form shows every error at once
 * (zod skips object refinements after any field error by default). Refinements using it must read values
 * defensively: a field that failed its own check may hold anything.
 */
export const ALWAYS_REFINE = {
  when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null,
};

/**
 * The first of the month a change of a plan year's terms takes effect (contributions, decision 0072; the pay
 * schedule, decision 0076); the server checks the month with changeEffectiveDateError.
 */
export const changeEffectiveOnSchema = z
  .string({ error: CHANGE_EFFECTIVE_DATE_MESSAGES.notFirst })
  .regex(/^\d{4}-\d{2}-01$/, CHANGE_EFFECTIVE_DATE_MESSAGES.notFirst);

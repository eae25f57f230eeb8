import { z } from 'zod';
import {
  BANK_ACCOUNT_TYPES,
  COMPANY_SETTINGS_MESSAGES,
  ENTITY_TYPES,
  isValidBankAccountNumber,
  isValidNaicsCode,
  listMissingBankNumbers,
} from '../domain/company-settings/company-settings';
import { hasIrsCampusPrefix, isValidAbaRoutingNumber } from '../domain/identifiers';
import {
  emailSchema,
  MESSAGES,
  nameSchema,
  phoneSchema,
  physicalAddressSchema,
  requiredTextSchema,
  trimmedTextSchema,
  usStateSchema,
  versionSchema,
  zipSchema,
} from './fields';

/**
 * Company information (issue 12 item 6, decision 0028): company details, primary contact, banking. Each save
 * names the company's `version` it was based on (a stale one answers 409 version_conflict). A secret number
 * already on file (FEIN, routing and account numbers) is never sent back: the form holds '' for it, and an
 * empty value keeps the stored one. The forms validate with the `create…Schema` functions given what is on
 * file; the server checks the request's shape with the lenient variant, then again with what it has stored.
 */

export const COMPANY_VERSION_MESSAGE = 'Please reload the page: the version of this company is missing.';
const versionOf = versionSchema(COMPANY_VERSION_MESSAGE);

const EIN_SHAPE = /^\d{2}-?\d{7}$/;

/** A FEIN typed as XX-XXXXXXX; empty keeps the one on file (required when none is). */
function feinSchema(hasFeinOnFile: boolean) {
  return trimmedTextSchema.superRefine((value, ctx) => {
    if (value === '') {
      if (!hasFeinOnFile) ctx.addIssue({ code: 'custom', message: MESSAGES.required });
    } else if (!EIN_SHAPE.test(value) || /^0+-?0+$/.test(value))
      ctx.addIssue({ code: 'custom', message: MESSAGES.ein });
    else if (!hasIrsCampusPrefix(value))
      ctx.addIssue({ code: 'custom', message: COMPANY_SETTINGS_MESSAGES.einPrefix });
  });
}

export function createCompanyDetailsSchema(options: { hasFeinOnFile: boolean }) {
  return z.object({
    legalName: requiredTextSchema.max(150, 'Please use 150 characters or fewer.'),
    dbaName: trimmedTextSchema.max(150, 'Please use 150 characters or fewer.'),
    fein: feinSchema(options.hasFeinOnFile),
    entityType: z.enum(ENTITY_TYPES, { error: 'Please choose the legal form of the company.' }),
    industryCode: requiredTextSchema.refine(isValidNaicsCode, COMPANY_SETTINGS_MESSAGES.naics),
    address1: physicalAddressSchema,
    address2: trimmedTextSchema.max(100, 'Please use 100 characters or fewer.'),
    city: requiredTextSchema.max(60, 'Please use 60 characters or fewer.'),
    state: usStateSchema,
    zip: zipSchema,
    phone: phoneSchema,
    version: versionOf,
  });
}
/** `PUT …/company_information/company_details`: the shape (a FEIN may be left out: the one on file stays). */
export const companyDetailsRequestSchema = createCompanyDetailsSchema({ hasFeinOnFile: true });
export type CompanyDetailsInput = z.input<typeof companyDetailsRequestSchema>;
export type CompanyDetailsRequest = z.output<typeof companyDetailsRequestSchema>;

/** `PUT …/company_information/primary_contact`. */
export const primaryContactRequestSchema = z.object({
  firstName: nameSchema,
  lastName: nameSchema,
  title: requiredTextSchema.max(100, 'Please use 100 characters or fewer.'),
  email: emailSchema,
  phone: phoneSchema,
  version: versionOf,
});
export type PrimaryContactInput = z.input<typeof primaryContactRequestSchema>;
export type PrimaryContactRequest = z.output<typeof primaryContactRequestSchema>;

const digitsOrEmpty = (valid: (value: string) => boolean, message: string) =>
  trimmedTextSchema.refine((value) => value === '' || valid(value), message);

/**
 * Banking information: the bank, the account type and the two numbers. With no account on file both numbers
 * are required; a new routing number needs its account number; an account number is typed twice alike.
 */
export function createBankingSchema(options: { hasAccountOnFile: boolean }) {
  return z
    .object({
      bankName: requiredTextSchema.max(100, 'Please use 100 characters or fewer.'),
      accountType: z.enum(BANK_ACCOUNT_TYPES, { error: 'Please choose checking or savings.' }),
      routingNumber: digitsOrEmpty(isValidAbaRoutingNumber, MESSAGES.routingNumber),
      accountNumber: digitsOrEmpty(isValidBankAccountNumber, MESSAGES.accountNumber),
      confirmAccountNumber: trimmedTextSchema,
      version: versionOf,
    })
    .superRefine((value, ctx) => {
      for (const field of listMissingBankNumbers({ ...options, ...value }))
        ctx.addIssue({
          code: 'custom',
          path: [field],
          message:
            field === 'accountNumber' && options.hasAccountOnFile
              ? COMPANY_SETTINGS_MESSAGES.accountNumberForNewBank
              : MESSAGES.required,
        });
      if (value.accountNumber !== '' && value.confirmAccountNumber !== value.accountNumber)
        ctx.addIssue({
          code: 'custom',
          path: ['confirmAccountNumber'],
          message: COMPANY_SETTINGS_MESSAGES.confirmAccountNumber,
        });
    });
}
/** `PUT …/company_information/banking_information`: the shape; the server checks again with what is on file. */
export const bankingRequestSchema = createBankingSchema({ hasAccountOnFile: true });
export type BankingInput = z.input<typeof bankingRequestSchema>;
export type BankingRequest = z.output<typeof bankingRequestSchema>;

/** `GET …/company_information`: the three forms' stored values; secret numbers by their last four only. */
export const companyInformationResponseSchema = z.object({
  companyId: z.string(),
  version: z.number().int(),
  details: z.object({
    legalName: z.string(),
    dbaName: z.string().nullable(),
    /** **-***1234, or null when no FEIN is on file. */
    feinMasked: z.string().nullable(),
    entityType: z.enum(ENTITY_TYPES).nullable(),
    industryCode: z.string().nullable(),
    address1: z.string().nullable(),
    address2: z.string().nullable(),
    city: z.string().nullable(),
    state: z.string(),
    zip: z.string().nullable(),
    phone: z.string().nullable(),
  }),
  primaryContact: z.object({
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    title: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
  }),
  /** Null until an account is on file. */
  banking: z
    .object({
      bankName: z.string(),
      accountType: z.enum(BANK_ACCOUNT_TYPES),
      routingNumberLast4: z.string(),
      accountNumberLast4: z.string(),
      updatedAt: z.string().nullable(),
    })
    .nullable(),
});
export type CompanyInformation = z.infer<typeof companyInformationResponseSchema>;

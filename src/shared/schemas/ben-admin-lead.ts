import { z } from 'zod';
import { BEN_ADMIN_LEAD_STATUSES } from '../domain/ben-admin/flow';
import {
  BENEFIT_INVOICE_TYPES,
  CONTRIBUTION_FREQUENCIES,
  HEALTH_ACCOUNT_PROVIDERS,
  HEALTH_ACCOUNT_TYPES,
  hasHealthAccount,
  LEAD_FILE_STORAGE_KEYS,
  MAX_LEAD_FILES_PER_KEY,
} from '../domain/ben-admin/lead-rules';
import {
  CONTRIBUTION_TYPE_CHOICES,
  contributionFigureError,
  contributionFigureKind,
} from '../domain/contributions/contribution-types';
import { WAITING_PERIODS } from '../domain/enums';
import { isValidAbaRoutingNumber } from '../domain/identifiers';
import {
  ALWAYS_REFINE,
  companyIdTokenSchema,
  companyTokenQuerySchema,
  employeeCountSchema,
  MESSAGES,
  multilineTextSchema,
  nameSchema,
  optionalEmailSchema,
  optionalPhoneSchema,
  percentageSchema,
  requiredTextSchema,
  signatureImageSchema,
  trimmedTextSchema,
  versionSchema,
} from './fields';
import { paymentWidgetConfigSchema } from './payments';

/*
 * Benefits-administration registration (docs/spec/3 §3 "Benefits-administration lead", §5, §7; decision 0052): the
 * calls under /api/v1/ben_admin_leads. One schema per body, shared by the forms and the server.
 */

export const benAdminLeadQuerySchema = companyTokenQuerySchema;

export const LEAD_MESSAGES = {
  chooseOption: 'Please choose an option.',
  providerAccountNumber: 'Please enter the account number (4 to 30 letters or digits).',
  contributionsRequired: 'At least one contribution is required.',
  providerOther: "Please enter the provider's name.",
  yearlyAmount: 'Please enter an amount of $0 or more.',
  fundingBank: "Please enter the bank's name.",
} as const;

/** What the server answers when a call does not fit the lead's state (409) or its payment setup failed. */
export const LEAD_SERVER_MESSAGES = {
  staleVersion: 'This registration was changed since you opened it. Reload the page to see the latest.',
  alreadyStarted: 'A subscription was already started for this company. Reload the page to continue it.',
  noSubscription: 'Choose the number of employees and select Get Started first.',
  subscriptionSetUp: 'Your subscription is already set up.',
  notAtThisStep: 'Set up your payment method first.',
  alreadyDone: 'This registration is complete and can no longer be changed.',
  tooManyFiles: `You can upload at most ${MAX_LEAD_FILES_PER_KEY} files here.`,
  filesField: 'Send the files in fields named "files".',
  tokenMismatch: 'The company_id_token field names another company than the address.',
  invoiceTypeInsuranceOnly: 'Only an insurance invoice has an invoice type.',
  paymentNeedsAction: 'Your bank or card needs you to finish confirming it.',
  paymentProcessing:
    'Your payment method is being verified. This can take a few days; we will continue your registration as soon as it is done.',
  paymentDeclined: 'Your payment method could not be set up. Please try another one.',
  paymentCanceled: 'This payment setup was cancelled. Please try again.',
} as const;

const chooseOne = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: LEAD_MESSAGES.chooseOption });

/** A contribution row as sent (docs/spec/3 §3 contributions list); which values it needs depends on the type. */
export const leadContributionSchema = z.object({
  name: requiredTextSchema.max(100),
  employeePercentage: percentageSchema.nullable(),
  dependentPercentage: percentageSchema.nullable(),
  employeeFixedAmount: z
    .number({ error: MESSAGES.fixedAmount })
    .min(0, MESSAGES.fixedAmount)
    .max(1_000_000, MESSAGES.fixedAmount)
    .nullable(),
  dependentFixedAmount: z
    .number({ error: MESSAGES.fixedAmount })
    .min(0, MESSAGES.fixedAmount)
    .max(1_000_000, MESSAGES.fixedAmount)
    .nullable(),
});

const PROVIDER_ACCOUNT = /^[A-Za-z0-9-]{4,30}$/;
const ACCOUNT_NUMBER = /^\d{4,17}$/;

/** What is already on file, so the form may leave a number empty to keep it (the server says which). */
export type LeadNumbersOnFile = {
  providerAccountNumber: boolean;
  fundingAccountNumber: boolean;
  fundingRoutingNumber: boolean;
};

const additionalInformationShape = {
  companyName: requiredTextSchema.max(200),
  contactName: nameSchema,
  contactPhoneNumber: optionalPhoneSchema,
  brokerName: trimmedTextSchema.max(200),
  brokerEmail: optionalEmailSchema,
  brokerPhone: optionalPhoneSchema,
  contributionType: chooseOne(CONTRIBUTION_TYPE_CHOICES),
  contributions: z.array(leadContributionSchema).max(20),
  otherContributionInformation: multilineTextSchema.max(2000),
  // The spec's waiting periods, the renewal's and the company policy's (issue 34 item 7).
  probationaryPeriod: chooseOne(WAITING_PERIODS),
  accountType: chooseOne(HEALTH_ACCOUNT_TYPES),
  yearlyContributionAmount: z
    .number({ error: LEAD_MESSAGES.yearlyAmount })
    .min(0, LEAD_MESSAGES.yearlyAmount)
    .max(1_000_000, LEAD_MESSAGES.yearlyAmount)
    .nullable(),
  contributionFrequency: chooseOne(CONTRIBUTION_FREQUENCIES).nullable(),
  provider: chooseOne(HEALTH_ACCOUNT_PROVIDERS).nullable(),
  providerOther: trimmedTextSchema.max(100),
  providerAccountNumber: trimmedTextSchema.refine(
    (v) => v === '' || PROVIDER_ACCOUNT.test(v),
    LEAD_MESSAGES.providerAccountNumber,
  ),
  fundingBank: trimmedTextSchema.max(100),
  fundingRoutingNumber: trimmedTextSchema.refine(
    (v) => v === '' || isValidAbaRoutingNumber(v),
    MESSAGES.routingNumber,
  ),
  fundingAccountNumber: trimmedTextSchema.refine(
    (v) => v === '' || ACCOUNT_NUMBER.test(v),
    MESSAGES.accountNumber,
  ),
  signature: signatureImageSchema,
};

type AdditionalInformationShape = z.infer<z.ZodObject<typeof additionalInformationShape>>;

/**
 * The form's rules across fields (contributions by type; the health account's details only with an HSA or FSA;
 * a number may be left empty when one is on file). Written defensively: a field that failed its own check may
 * hold anything (ALWAYS_REFINE).
 */
function refineAdditionalInformation(onFile: LeadNumbersOnFile) {
  return (value: AdditionalInformationShape, ctx: z.RefinementCtx) => {
    const at = (path: Array<string | number>, message: string) =>
      ctx.addIssue({ code: 'custom', path, message });
    const rows = Array.isArray(value.contributions) ? value.contributions : [];
    if (rows.length === 0) at(['contributions'], LEAD_MESSAGES.contributionsRequired);
    const type = value.contributionType;
    const kind = contributionFigureKind(type);
    if (kind !== null) {
      rows.forEach((row, index) => {
        if (!row || typeof row !== 'object') return;
        for (const field of [`employee${kind}`, `dependent${kind}`] as const) {
          const error = contributionFigureError(type, row[field]);
          if (error) at(['contributions', index, field], MESSAGES[error]);
        }
      });
    }
    if (!hasHealthAccount(value.accountType)) return;
    if (value.provider === null || value.provider === undefined) at(['provider'], LEAD_MESSAGES.chooseOption);
    if (value.provider === 'other' && !value.providerOther)
      at(['providerOther'], LEAD_MESSAGES.providerOther);
    if (!value.providerAccountNumber && !onFile.providerAccountNumber)
      at(['providerAccountNumber'], LEAD_MESSAGES.providerAccountNumber);
    if (value.yearlyContributionAmount === null || value.yearlyContributionAmount === undefined)
      at(['yearlyContributionAmount'], LEAD_MESSAGES.yearlyAmount);
    if (value.contributionFrequency === null || value.contributionFrequency === undefined)
      at(['contributionFrequency'], LEAD_MESSAGES.chooseOption);
    if (!value.fundingBank) at(['fundingBank'], LEAD_MESSAGES.fundingBank);
    if (!value.fundingRoutingNumber && !onFile.fundingRoutingNumber)
      at(['fundingRoutingNumber'], MESSAGES.routingNumber);
    if (!value.fundingAccountNumber && !onFile.fundingAccountNumber)
      at(['fundingAccountNumber'], MESSAGES.accountNumber);
  };
}

/**
 * The additional-information form (docs/spec/3 §2, §5): contact, broker (optional, format-checked), contribution type
 * and rows, waiting period, health account and its funding bank (required only with an HSA or FSA; the numbers
 * may be left empty when on file), and the signature. Every error at its field at once.
 */
export function createAdditionalInformationSchema(onFile: LeadNumbersOnFile) {
  return z.object(additionalInformationShape).superRefine(refineAdditionalInformation(onFile), ALWAYS_REFINE);
}
export type AdditionalInformation = z.infer<ReturnType<typeof createAdditionalInformationSchema>>;

/** The request's shape before the server knows what is on file (it re-checks with what is). */
export const additionalInformationRequestSchema = createAdditionalInformationSchema({
  providerAccountNumber: true,
  fundingAccountNumber: true,
  fundingRoutingNumber: true,
});

/**
 * PUT /api/v1/ben_admin_leads (docs/spec/3 §7: body benAdminLead and company_id_token). The lead's `section` says
 * which step saves: the subscription (the landing's count; creates the lead) or the additional information
 * (the signature; the lead is then done). `version` is the lead's as read (409 when stale); none for a new lead.
 */
export const benAdminLeadUpdateRequestSchema = z.object({
  benAdminLead: z.discriminatedUnion('section', [
    z.object({
      section: z.literal('subscription'),
      version: versionSchema().nullable(),
      employeeCount: employeeCountSchema,
    }),
    // The form's cross-field rules here too (a spread shape alone would drop them), so the first answer has
    // every error; the server checks again with what is on file.
    z
      .object({
        section: z.literal('additional_information'),
        version: versionSchema(),
        ...additionalInformationShape,
      })
      .superRefine(
        refineAdditionalInformation({
          providerAccountNumber: true,
          fundingAccountNumber: true,
          fundingRoutingNumber: true,
        }),
        ALWAYS_REFINE,
      ),
  ]),
  company_id_token: companyIdTokenSchema,
});
export type BenAdminLeadUpdateRequest = z.infer<typeof benAdminLeadUpdateRequestSchema>;

/** The payment widget the page renders (decision 0053's shape). */
export const leadPaymentWidgetSchema = paymentWidgetConfigSchema;

export const leadFileSchema = z.object({
  id: z.uuid(),
  storageKey: z.enum(LEAD_FILE_STORAGE_KEYS),
  invoiceType: z.enum(BENEFIT_INVOICE_TYPES).nullable(),
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number(),
  uploadedAt: z.string(),
});
export type LeadFile = z.infer<typeof leadFileSchema>;

/** A lead as the pages read it (docs/spec/3 §3): the numbers masked, never whole. */
export const benAdminLeadSchema = z.object({
  id: z.uuid(),
  version: z.number(),
  companyIdToken: z.string(),
  employeeCount: z.number(),
  /** The monthly subscription the count buys, in cents. */
  monthlyPriceCents: z.number(),
  companyName: z.string(),
  externalID: z.string(),
  status: z.enum(BEN_ADMIN_LEAD_STATUSES),
  stripeSetupComplete: z.boolean(),
  maskedProviderAccountNumber: z.string().nullable(),
  maskedFundingAccountNumber: z.string().nullable(),
  maskedFundingRoutingNumber: z.string().nullable(),
  contactName: z.string(),
  contactPhoneNumber: z.string(),
  brokerName: z.string(),
  brokerEmail: z.string(),
  brokerPhone: z.string(),
  contributionType: z.enum(CONTRIBUTION_TYPE_CHOICES),
  contributions: z.array(leadContributionSchema),
  otherContributionInformation: z.string(),
  probationaryPeriod: z.enum(WAITING_PERIODS).nullable(),
  accountType: z.enum(HEALTH_ACCOUNT_TYPES).nullable(),
  yearlyContributionAmount: z.number().nullable(),
  contributionFrequency: z.enum(CONTRIBUTION_FREQUENCIES).nullable(),
  provider: z.enum(HEALTH_ACCOUNT_PROVIDERS).nullable(),
  providerOther: z.string(),
  fundingBank: z.string(),
  /** Whether a signature is on file (the image is not sent back). */
  signed: z.boolean(),
  files: z.array(leadFileSchema),
  employeeHealthAccountFiles: z.array(leadFileSchema),
  paymentWidget: leadPaymentWidgetSchema,
});
export type BenAdminLead = z.infer<typeof benAdminLeadSchema>;

/** GET /api/v1/ben_admin_leads: the company's lead, or null before the landing's Get Started. */
export const benAdminLeadResponseSchema = z.object({
  benAdminLead: benAdminLeadSchema.nullable(),
  companyIdToken: z.string(),
  companyName: z.string(),
  paymentWidget: leadPaymentWidgetSchema,
});
export type BenAdminLeadResponse = z.infer<typeof benAdminLeadResponseSchema>;

/** GET /api/v1/ben_admin_leads/files (docs/spec/3 §7: with storage_key). */
export const leadFilesQuerySchema = z.object({
  storage_key: z.enum(LEAD_FILE_STORAGE_KEYS, { error: 'Unknown storage key.' }),
  company_id_token: companyIdTokenSchema,
});
export const leadFilesResponseSchema = z.object({ files: z.array(leadFileSchema) });

/** PATCH /api/v1/ben_admin_leads/files: the multipart's text fields (the files are its file parts). */
export const leadFilesUploadFieldsSchema = z.object({
  storage_key: z.enum(LEAD_FILE_STORAGE_KEYS, { error: 'Unknown storage key.' }),
  invoice_type: z.enum(BENEFIT_INVOICE_TYPES, { error: 'Unknown invoice type.' }).optional(),
  company_id_token: companyIdTokenSchema,
});

/** POST payment_setup_intent: the client secret the widget confirms with (docs/spec/3 §7 reads clientSecret). */
export const paymentSetupIntentRequestSchema = z.object({ company_id_token: companyIdTokenSchema });
export const paymentSetupIntentResponseSchema = z.object({ clientSecret: z.string() });

/** POST payment_setup_intent_confirmation (docs/spec/3 §7: body setupIntent, reads redirectPath). */
export const paymentSetupConfirmationRequestSchema = z.object({
  setupIntent: z
    .string()
    .trim()
    .regex(/^seti_[A-Za-z0-9_]{4,100}$/, 'Unknown payment setup.'),
  company_id_token: companyIdTokenSchema,
});
export const paymentSetupConfirmationResponseSchema = z.object({ redirectPath: z.string() });

import { z } from 'zod';
import {
  BOR_MESSAGES,
  BOR_MODES,
  BOR_SECTIONS,
  MEASUREMENT_METHODS,
} from '../domain/broker-of-record/application';
import { isKnownCarrier, OTHER_CARRIER_ID } from '../domain/broker-of-record/carriers';
import { INSURANCE_TYPES, type InsuranceType } from '../domain/broker-of-record/insurance-types';
import { CARRIER_CHANGE_STATUSES } from '../domain/broker-of-record/letter';
import { BOR_CONTRIBUTION_TYPES, contributionFigureError } from '../domain/contributions/contribution-types';
import { parseIsoDate } from '../domain/dates/dates';
import { US_STATES } from '../domain/enums';
import { carrierGroupNumberSchema } from './carrier-identifiers';
import {
  ALWAYS_REFINE,
  companyIdTokenSchema,
  companyTokenQuerySchema,
  emailSchema,
  MESSAGES,
  multilineTextSchema,
  nameSchema,
  optionalEmailSchema,
  optionalPhoneSchema,
  percentageSchema,
  phoneSchema,
  requiredTextSchema,
  signatureImageSchema,
  textSchema,
  trimmedTextSchema,
  versionSchema,
  zipSchema,
} from './fields';

/*
 * Broker of record (docs/spec/3 §3, §5, §7; decision 0048): the calls under /api/v1/broker_of_record, the partner
 * account items and preferences. One schema per body, shared by the forms and the server; every error at its
 * field, the spec's words where it gives them.
 */

/** The company's token or its 16-character prefix; without it, the caller's active company (decision 0036). */
export const borCompanyTokenQuerySchema = companyTokenQuerySchema;

// ---------------------------------------------------------------------------------------------------------
// The company profile (company information / basic information)
// ---------------------------------------------------------------------------------------------------------

const FEIN = /^\d{2}-?\d{7}$/;
/** The FEIN typed as XX-XXXXXXX; empty keeps the one on file (the server requires one when none is). */
export const borFeinSchema = trimmedTextSchema.refine((v) => v === '' || FEIN.test(v), MESSAGES.ein);

/** The authorized representative and company address (docs/spec/3 §3, §5): every field required but the partner's. */
export const borCompanyProfileFieldsSchema = z.object({
  name: requiredTextSchema.max(120, 'Please use 120 characters or fewer.'),
  contactName: requiredTextSchema.max(100).regex(/^\p{L}[\p{L}\p{M} .'-]*$/u, MESSAGES.name),
  contactTitle: requiredTextSchema.max(100, 'Please use 100 characters or fewer.'),
  email: emailSchema,
  address1: requiredTextSchema.max(100, 'Please use 100 characters or fewer.'),
  city: requiredTextSchema.max(60, 'Please use 60 characters or fewer.'),
  state: z.enum(US_STATES, { error: MESSAGES.state }),
  zip: zipSchema,
  contactPhoneNumber: phoneSchema,
  partnerPrimaryPhoneNumber: optionalPhoneSchema,
  partnerPrimaryEmail: optionalEmailSchema,
  fein: borFeinSchema.optional().default(''),
});
export type BorCompanyProfileFields = z.infer<typeof borCompanyProfileFieldsSchema>;
export const BOR_PROFILE_KEYS = Object.keys(borCompanyProfileFieldsSchema.shape) as Array<
  keyof BorCompanyProfileFields
>;

// ---------------------------------------------------------------------------------------------------------
// Intake plans
// ---------------------------------------------------------------------------------------------------------

const percentOrAmount = z.number({ error: MESSAGES.number }).nullable().optional();

export const borPlanContributionsSchema = z.object({
  typeOfContribution: z.enum(BOR_CONTRIBUTION_TYPES, { error: 'Please choose a contribution type.' }),
  employee: percentOrAmount,
  dependent: percentOrAmount,
});

export const borPlanRowSchema = z.object({
  /** The row's id as the client made it (docs/spec/3 §9: the first segment of a generated unique id). */
  id: textSchema.regex(/^[A-Za-z0-9_-]{1,40}$/, 'Unknown plan row.'),
  planName: trimmedTextSchema.max(120, 'Please use 120 characters or fewer.').optional().default(''),
  insuranceCompany: trimmedTextSchema.max(80).optional().default(''),
  otherInsuranceCompany: trimmedTextSchema
    .max(120, 'Please use 120 characters or fewer.')
    .optional()
    .default(''),
  /** The same rule as wherever a group number is entered (decision 0069): it goes on record for the carrier. */
  groupIDNumber: carrierGroupNumberSchema.optional().default(''),
  contributions: borPlanContributionsSchema.nullable().optional(),
  accounts: z
    .object({
      expenseAccount: trimmedTextSchema.max(60).nullable().optional(),
      liabilityAccount: trimmedTextSchema.max(60).nullable().optional(),
    })
    .nullable()
    .optional(),
});
export type BorPlanRow = z.infer<typeof borPlanRowSchema>;

const MAX_PLANS_PER_TYPE = 10;
export const borIntakeSchema = z.object({
  plans: z.object(
    Object.fromEntries(
      INSURANCE_TYPES.map((t) => [t, z.array(borPlanRowSchema).max(MAX_PLANS_PER_TYPE).optional()]),
    ) as Record<InsuranceType, z.ZodOptional<z.ZodArray<typeof borPlanRowSchema>>>,
  ),
});
export type BorIntake = z.infer<typeof borIntakeSchema>;

type Issue = { path: (string | number)[]; message: string };

/** The intake's content rules (docs/spec/3 §5): medical required; each row's carrier on its list; 'other' named. */
export function checkIntake(intake: BorIntake): Issue[] {
  const issues: Issue[] = [];
  const medical = intake.plans.medical ?? [];
  if (medical.length === 0)
    issues.push({ path: ['plans', 'medical'], message: BOR_MESSAGES.medicalRequired });
  for (const type of INSURANCE_TYPES) {
    const rows = intake.plans[type] ?? [];
    const seen = new Set<string>();
    rows.forEach((row, i) => {
      const at = (field: string, message: string) =>
        issues.push({ path: ['plans', type, i, field], message });
      if (seen.has(row.id)) at('id', 'Each plan row needs its own id.');
      seen.add(row.id);
      if (row.insuranceCompany !== '' && !isKnownCarrier(type, row.insuranceCompany))
        at('insuranceCompany', 'Please choose a carrier from the list, or Other.');
      if (row.insuranceCompany === OTHER_CARRIER_ID && row.otherInsuranceCompany === '')
        at('otherInsuranceCompany', BOR_MESSAGES.otherCarrierRequired);
      if (type === 'medical') {
        if (row.planName === '') at('planName', MESSAGES.required);
        if (row.insuranceCompany === '') at('insuranceCompany', MESSAGES.required);
        if (row.groupIDNumber === '') at('groupIDNumber', MESSAGES.required);
      } else if (row.insuranceCompany !== '' && row.groupIDNumber === '') {
        // A carrier's letter names the group: a plan whose carrier is chosen needs its group number.
        at('groupIDNumber', MESSAGES.required);
      }
      const c = row.contributions;
      if (c) {
        for (const field of ['employee', 'dependent'] as const) {
          const error = contributionFigureError(c.typeOfContribution, c[field]);
          if (error)
            issues.push({ path: ['plans', type, i, 'contributions', field], message: MESSAGES[error] });
        }
      }
    });
  }
  return issues;
}

// ---------------------------------------------------------------------------------------------------------
// Contributions (the contributions page's top-level fields)
// ---------------------------------------------------------------------------------------------------------

export const borCompanyContributionSchema = z.object({
  employeePercentage: percentageSchema.nullable(),
  dependentPercentage: percentageSchema.nullable(),
  employeeFixedAmount: z
    .number({ error: MESSAGES.fixedAmount })
    .min(0, MESSAGES.fixedAmount)
    .max(1_000_000)
    .nullable(),
  dependentFixedAmount: z
    .number({ error: MESSAGES.fixedAmount })
    .min(0, MESSAGES.fixedAmount)
    .max(1_000_000)
    .nullable(),
  active: z.boolean().default(true),
});

const countSchema = z
  .number({ error: MESSAGES.number })
  .int(MESSAGES.number)
  .min(0, MESSAGES.number)
  .max(99_999)
  .nullable();
export const borAcaEmployeeDataSchema = z.object({
  totalCount: countSchema,
  fullTimeCount: countSchema,
  partTimeCount: countSchema,
  largeGroupQualifyingNumber: countSchema,
});

export const borContributionFieldsSchema = z.object({
  typeOfContribution: z.enum(BOR_CONTRIBUTION_TYPES, { error: 'Please choose a contribution type.' }),
  companyContributions: z.array(borCompanyContributionSchema).max(20).optional(),
  contributionMethod: trimmedTextSchema.max(120).nullable().optional(),
  otherContributionInformation: multilineTextSchema
    .max(2000, 'Please use 2,000 characters or fewer.')
    .optional(),
  coveringPartTime: z.boolean({ error: 'Please answer Yes or No.' }).nullable().optional(),
  isLargeGroup: z.boolean({ error: 'Please answer Yes or No.' }).nullable().optional(),
  measurementMethod: z
    .enum(MEASUREMENT_METHODS, { error: 'Please choose a measurement method.' })
    .nullable()
    .optional(),
  acaEmployeeData: borAcaEmployeeDataSchema.nullable().optional(),
});
export const BOR_CONTRIBUTION_KEYS = Object.keys(borContributionFieldsSchema.shape);

/** The sections a save may name (confirmation is saved by save_signature, deductions by the preferences). */
export const BOR_SAVED_SECTIONS = [
  'companyInformation',
  'currentPlan',
  'contributions',
  'fileUpload',
] as const;
export type BorSavedSection = (typeof BOR_SAVED_SECTIONS)[number];

/**
 * POST update_company_profile (docs/spec/3 §7): the company fields, or the intake ({borApplicationIntake: {plans}}),
 * or the contributions page's top-level fields with the intake; `section` names the step saved (inferred when
 * left out: contributions when their fields are sent, else the insurance plans when the intake is, else the
 * company information). Each group sent is checked whole; `version` is the one read.
 */
export const borUpdateCompanyProfileRequestSchema = z
  .object({
    company_id_token: companyIdTokenSchema,
    version: versionSchema(),
    section: z.enum(BOR_SAVED_SECTIONS).optional(),
    borApplicationIntake: borIntakeSchema.optional(),
    // The company fields as sent (each checked whole below with borCompanyProfileFieldsSchema, which the
    // server parses them with again): no defaults here, so a save of other fields names none of them.
    ...(Object.fromEntries(
      BOR_PROFILE_KEYS.map((k) => [
        k,
        z.string({ error: k === 'state' ? MESSAGES.state : MESSAGES.required }).optional(),
      ]),
    ) as Record<keyof BorCompanyProfileFields, z.ZodOptional<z.ZodString>>),
    ...borContributionFieldsSchema.partial().shape,
  })
  .superRefine((body, ctx) => {
    const add = (issue: Issue) => ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    const has = (keys: readonly string[]) =>
      keys.some((k) => k !== 'fein' && (body as Record<string, unknown>)[k] !== undefined);
    if (has(BOR_PROFILE_KEYS)) {
      const parsed = borCompanyProfileFieldsSchema.safeParse(body);
      if (!parsed.success)
        for (const issue of parsed.error.issues)
          add({ path: issue.path as (string | number)[], message: issue.message });
    }
    if (has(BOR_CONTRIBUTION_KEYS) && body.typeOfContribution === undefined)
      add({ path: ['typeOfContribution'], message: 'Please choose a contribution type.' });
    // The intake's content rules read a well-shaped intake only: one that failed its own schema (a string, a
    // row that is not an object) has its errors at its fields already, and could not be read here.
    const intake = borIntakeSchema.safeParse(body.borApplicationIntake);
    if (body.borApplicationIntake !== undefined && intake.success)
      for (const issue of checkIntake(intake.data))
        add({ path: ['borApplicationIntake', ...issue.path], message: issue.message });
  }, ALWAYS_REFINE);
export type BorUpdateCompanyProfileRequest = z.infer<typeof borUpdateCompanyProfileRequestSchema>;

// ---------------------------------------------------------------------------------------------------------
// The letter and the signature
// ---------------------------------------------------------------------------------------------------------

/** A date as the effective-date select holds it: YYYY-MM-DD (the domain's rules then check it). */
const isoDateSchema = requiredTextSchema.refine(
  (v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && parseIsoDate(v) !== null,
  'Enter a valid effective date.',
);

/** "Review This Letter": the representative's name and title and the effective date (YYYY-MM-DD). */
export const borLetterDetailsSchema = z.object({
  representativeName: nameSchema.max(100),
  representativeTitle: requiredTextSchema.max(100, 'Please use 100 characters or fewer.'),
  effectiveDate: isoDateSchema,
});

/** PUT letter_details: the letter's editable details; answers the profile with the rebuilt letters. */
export const borLetterDetailsRequestSchema = borLetterDetailsSchema.extend({
  company_id_token: companyIdTokenSchema,
  version: versionSchema(),
});
export type BorLetterDetailsRequest = z.infer<typeof borLetterDetailsRequestSchema>;

/** POST save_signature: the signature, the agreement, and (optionally) the letter's details as last edited. */
export const borSaveSignatureRequestSchema = z.object({
  company_id_token: companyIdTokenSchema,
  version: versionSchema(),
  signatureImageDataUrl: signatureImageSchema,
  agreed: z.literal(true, { error: MESSAGES.agreed }),
  representativeName: nameSchema.max(100).optional(),
  representativeTitle: requiredTextSchema.max(100, 'Please use 100 characters or fewer.').optional(),
  effectiveDate: isoDateSchema.optional(),
});
export type BorSaveSignatureRequest = z.infer<typeof borSaveSignatureRequestSchema>;

// ---------------------------------------------------------------------------------------------------------
// Carrier changes (operations)
// ---------------------------------------------------------------------------------------------------------

const CARRIER_CHANGE_STATUS_VALUES = CARRIER_CHANGE_STATUSES;

export const borCarrierChangeParamsSchema = z.object({ carrierChangeId: z.uuid('Unknown carrier change.') });
export const borCarrierChangeRequestSchema = z.object({
  status: z.enum(CARRIER_CHANGE_STATUS_VALUES, { error: 'Please choose a status.' }),
  version: versionSchema(),
});
export type BorCarrierChangeRequest = z.infer<typeof borCarrierChangeRequestSchema>;

// ---------------------------------------------------------------------------------------------------------
// Account, partner account items, preferences
// ---------------------------------------------------------------------------------------------------------

export const borAccountSchema = z.object({
  email: z.string(),
  name: z.string().nullable(),
  canSetCredentials: z.boolean(),
});
export type BorAccount = z.infer<typeof borAccountSchema>;

/** POST update_account (docs/spec/3 §7): the password (the house's rule, decision 0022) with the email. */
export const borUpdateAccountRequestSchema = z.object({
  email: emailSchema,
  password: textSchema.max(200, 'Please use 200 characters or fewer.'),
});

const selectOptionSchema = z.object({ value: z.string(), label: z.string() });
export const payrollAccountItemsSchema = z.object({
  select_options: z.object({
    expense_select_options: z.array(selectOptionSchema),
    liability_select_options: z.array(selectOptionSchema),
  }),
});
export type PayrollAccountItems = z.infer<typeof payrollAccountItemsSchema>;

const accountIdSchema = trimmedTextSchema.max(60).nullable().optional();
/** PUT /api/partner/preferences and /api/v2/partner/preferences: {preferences, company_id_token}. */
export const partnerPreferencesRequestSchema = z.object({
  company_id_token: companyIdTokenSchema,
  version: versionSchema(),
  preferences: z.object({
    expenseAccountID: accountIdSchema,
    liabilityAccountID: accountIdSchema,
    /** Per plan ("Set up Payroll Deductions"): a plan's own accounts. */
    plans: z
      .array(
        z.object({
          planType: z.enum(INSURANCE_TYPES, { error: 'Unknown insurance type.' }),
          planId: textSchema.regex(/^[A-Za-z0-9_-]{1,40}$/, 'Unknown plan row.'),
          expenseAccount: accountIdSchema,
          liabilityAccount: accountIdSchema,
        }),
      )
      .max(70)
      .optional(),
  }),
});
export type PartnerPreferencesRequest = z.infer<typeof partnerPreferencesRequestSchema>;

// ---------------------------------------------------------------------------------------------------------
// Uploads
// ---------------------------------------------------------------------------------------------------------

export const BOR_PLAN_FILE_TYPES = ['invoice', 'sbc'] as const;
export type BorPlanFileType = (typeof BOR_PLAN_FILE_TYPES)[number];

// ---------------------------------------------------------------------------------------------------------
// The answer: GET company_profile
// ---------------------------------------------------------------------------------------------------------

const fileRefSchema = z.object({ id: z.uuid(), name: z.string() }).nullable();
export const borPlanSchema = z.object({
  id: z.string(),
  planName: z.string(),
  insuranceCompany: z.string(),
  otherInsuranceCompany: z.string(),
  groupIDNumber: z.string(),
  contributions: z
    .object({
      typeOfContribution: z.enum(BOR_CONTRIBUTION_TYPES).nullable(),
      employee: z.number().nullable(),
      dependent: z.number().nullable(),
    })
    .nullable(),
  files: z.object({ invoice: fileRefSchema, sbc: fileRefSchema }),
  accounts: z.object({ expenseAccount: z.string().nullable(), liabilityAccount: z.string().nullable() }),
  /** Where this carrier's group number is found, for the company's state (null when no carrier is chosen). */
  groupIdGuidance: z.string().nullable(),
});
export type BorPlan = z.infer<typeof borPlanSchema>;

/** One carrier's letter as the PDF prints it (buildBrokerLetter's model), the FEIN masked. */
export const borLetterSchema = z.object({
  carrierKey: z.string(),
  carrierName: z.string(),
  title: z.string(),
  date: z.string(),
  addressee: z.string(),
  paragraphs: z.array(z.string()),
  details: z.array(z.object({ label: z.string(), value: z.string() })),
  closing: z.string(),
  signer: z.object({ name: z.string(), title: z.string(), company: z.string() }),
});

export const borCarrierChangeSchema = z.object({
  id: z.uuid(),
  carrierName: z.string(),
  groupIdNumbers: z.array(z.string()),
  insuranceTypes: z.array(z.string()),
  effectiveDate: z.string(),
  status: z.enum(CARRIER_CHANGE_STATUS_VALUES),
  statusLabel: z.string(),
  statusDescription: z.string(),
  statusChangedAt: z.string(),
  /** While in the incumbent's window: the business days it ends between (YYYY-MM-DD). */
  windowEnds: z.object({ earliest: z.string(), latest: z.string() }).nullable(),
  version: z.number(),
  /** GET …/carrier_changes/{id}/letter (null when no letter is stored). */
  letterUrl: z.string().nullable(),
  /** The statuses operations may move it to next. */
  nextStatuses: z.array(z.enum(CARRIER_CHANGE_STATUS_VALUES)),
  /** Every status it took, oldest first: the employer's timeline. */
  history: z.array(z.object({ status: z.enum(CARRIER_CHANGE_STATUS_VALUES), at: z.string() })),
});
export type BorCarrierChange = z.infer<typeof borCarrierChangeSchema>;

const sectionStateSchema = z.enum(['complete', 'incomplete']);
export const borCompanyProfileSchema = z.object({
  id: z.uuid(),
  idToken: z.string(),
  companyName: z.string(),
  mode: z.enum(BOR_MODES),
  /** The partner running the embedded flow ('netsuite' adds deductions), or null. */
  partner: z.string().nullable(),
  version: z.number(),
  name: z.string(),
  contactName: z.string(),
  contactTitle: z.string(),
  email: z.string(),
  address1: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  contactPhoneNumber: z.string(),
  partnerPrimaryPhoneNumber: z.string(),
  partnerPrimaryEmail: z.string(),
  /** **-***1234, or null when no FEIN is on file; the number itself never leaves the server. */
  feinMasked: z.string().nullable(),
  typeOfContribution: z.enum(BOR_CONTRIBUTION_TYPES),
  companyContributions: z.array(borCompanyContributionSchema),
  contributionMethod: z.string().nullable(),
  otherContributionInformation: z.string(),
  coveringPartTime: z.boolean().nullable(),
  isLargeGroup: z.boolean().nullable(),
  measurementMethod: z.enum(MEASUREMENT_METHODS).nullable(),
  acaEmployeeData: borAcaEmployeeDataSchema.nullable(),
  showAcaQuestions: z.boolean(),
  showMeasurementQuestions: z.boolean(),
  partnerCompanyPreferences: z.object({
    expenseAccountID: z.string().nullable(),
    liabilityAccountID: z.string().nullable(),
  }),
  borApplicationIntake: z.object({
    plans: z.object(
      Object.fromEntries(INSURANCE_TYPES.map((t) => [t, z.array(borPlanSchema)])) as Record<
        InsuranceType,
        z.ZodArray<typeof borPlanSchema>
      >,
    ),
  }),
  /** The first medical row's carrier and group, flattened as docs/spec/3 §3 lists them (read only). */
  borMedicalInsuranceCompany: z.string(),
  borOtherMedicalInsuranceCompany: z.string(),
  borMedicalGroupIDNumber: z.string(),
  signatureImageDataUrl: z.string().nullable(),
  agreed: z.boolean(),
  signedAt: z.string().nullable(),
  applicationStatus: z.object({
    nextSectionUrl: z.string(),
    sections: z.object(
      Object.fromEntries(BOR_SECTIONS.map((s) => [s, sectionStateSchema])) as Record<
        (typeof BOR_SECTIONS)[number],
        typeof sectionStateSchema
      >,
    ),
  }),
  letter: z.object({
    representativeName: z.string(),
    representativeTitle: z.string(),
    /** YYYY-MM-DD: the date the letters take effect (the 1st of a month, never in the past). */
    effectiveDate: z.string(),
    /** The dates the select offers (the earliest first). */
    effectiveDateOptions: z.array(z.string()),
    /** Shown before signing when the renewal date is under 90 days away; null otherwise. */
    renewalWarning: z.string().nullable(),
    /**
     * The broker of record the letters name (decision 0081): the broker who prepared them with their licence for
     * the company's state, or the company's own agency when no broker did. `problem`: why a broker cannot be named.
     */
    broker: z.object({
      agency: z.string(),
      name: z.string(),
      license: z.string(),
      preparedByBroker: z.boolean(),
      problem: z.string().nullable(),
    }),
    /** One letter per carrier, as it will be signed. */
    letters: z.array(borLetterSchema),
  }),
  carrierChanges: z.array(borCarrierChangeSchema),
  /** The open request to the company's officer to sign (decision 0081), or null. */
  signingRequest: z
    .object({
      officerName: z.string(),
      officerTitle: z.string(),
      officerEmail: z.string(),
      sentAt: z.string(),
      expiresAt: z.string(),
    })
    .nullable(),
});
export type BorCompanyProfile = z.infer<typeof borCompanyProfileSchema>;

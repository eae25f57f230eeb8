import { z } from 'zod';
import { CARRIER_LISTS, OTHER_CARRIER_ID } from '../domain/broker-of-record/carriers';
import { COMPANY_SETTINGS_MESSAGES } from '../domain/company-settings/company-settings';
import { type CalendarDate, formatLongDate, parseUsDate } from '../domain/dates/dates';
import { hasIrsCampusPrefix } from '../domain/identifiers';
import {
  checkEffectiveDate,
  checkEmployeeCounts,
  checkRenewalDate,
  estimateFullTimeEquivalents,
  largeGroupMinimum,
  MAX_EMPLOYEES,
  NO_CURRENT_CARRIER,
  QUOTE_REQUEST_STATUSES,
} from '../domain/large-group/large-group';
import {
  ALWAYS_REFINE,
  companyTokenQuerySchema,
  emailSchema,
  MESSAGES,
  nameSchema,
  phoneSchema,
  physicalAddressSchema,
  readToday,
  requiredTextSchema,
  trimmedTextSchema,
  usDateSchema,
  usStateSchema,
  versionSchema,
  zipSchema,
} from './fields';

/*
 * Large group quote request (issue 16 item 4, decision 0054): the form at /register-large-group/request-quote and
 * POST /api/v1/large_group_quote_requests, whose multipart body carries these fields as text parts and the census
 * as the file part `census`. The form and the server validate the fields with the same schema.
 */

export const LARGE_GROUP_MESSAGES = {
  fein: 'Please enter the FEIN as XX-XXXXXXX (9 digits).',
  count: `Please enter a whole number of employees from 0 to ${MAX_EMPLOYEES.toLocaleString('en-US')}.`,
  totalCount: `Please enter a whole number of employees from 1 to ${MAX_EMPLOYEES.toLocaleString('en-US')}.`,
  sumMismatch: 'Full-time and part-time employees must add up to the total.',
  tooSmall: (minimum: number, fte: number) =>
    `A large group quote needs at least ${minimum} full-time equivalent employees in this state (full-time plus half the part-time: ${fte}). Smaller groups enroll in our small-group plans.`,
  carrier: 'Please choose your current carrier, or No current coverage.',
  carrierOther: "Please enter your current carrier's name.",
  renewalDateRequired: 'Please enter the renewal date of your current coverage.',
  renewalDateTooOld: 'The renewal date is more than a year ago. Please enter the next one.',
  renewalDateTooFar: 'The renewal date must be within the next year.',
  effectiveDate: 'Please choose the 1st of a month.',
  effectiveDateFuture: 'The effective date must be after today.',
  effectiveDateTooFar: 'We quote coverage starting within the next 6 months.',
  census: 'Please attach your employee census (CSV, Excel or PDF).',
  open: 'Your company already has a quote request in review. We will e-mail the contact when the quotes are ready.',
  version: 'This request changed since you opened it. Reload to see the latest.',
  statusStep: 'The request cannot move to that status from where it is.',
  tokenMismatch: 'The company in the form is not the company in the address.',
} as const;

/** The census: a CSV or Excel file, or a PDF (the kinds the storage takes, by content). */
export const CENSUS_UPLOAD_KINDS = ['csv', 'xlsx', 'pdf'] as const;
/** The multipart field of the census file. */
export const CENSUS_FIELD = 'census';

/** The current carrier choices: the medical carriers of decision 0047, Other, and No current coverage. */
export const CURRENT_CARRIER_IDS = [
  NO_CURRENT_CARRIER,
  ...CARRIER_LISTS.medical.map((c) => c.id),
  OTHER_CARRIER_ID,
] as const;

const FEIN = /^\d{2}-\d{7}$/;

/** A FEIN written XX-XXXXXXX with a prefix the IRS assigns. */
export const largeGroupFeinSchema = requiredTextSchema.superRefine((value, ctx) => {
  if (!FEIN.test(value)) ctx.addIssue({ code: 'custom', message: LARGE_GROUP_MESSAGES.fein });
  else if (!hasIrsCampusPrefix(value))
    ctx.addIssue({ code: 'custom', message: COMPANY_SETTINGS_MESSAGES.einPrefix });
});

/** An employee count as typed: digits only, 0 (or `min`) to MAX_EMPLOYEES; read as a number. */
function countSchema(min: 0 | 1) {
  const message = min === 0 ? LARGE_GROUP_MESSAGES.count : LARGE_GROUP_MESSAGES.totalCount;
  return requiredTextSchema
    .max(6, message)
    .regex(/^\d+$/, message)
    .refine((v) => Number(v) >= min && Number(v) <= MAX_EMPLOYEES, message)
    .transform(Number);
}

/** Reads a count the way countSchema does, or null when it is not one (for the cross-field rules). */
const readCount = (value: unknown): number | null =>
  typeof value === 'number'
    ? value
    : typeof value === 'string' && /^\d{1,6}$/.test(value.trim())
      ? Number(value.trim())
      : null;

const max = (n: number) => `Please use ${n} characters or fewer.`;

/** The quote request's fields, as the inputs hold them; dates MM/DD/YYYY. */
export function createLargeGroupQuoteRequestSchema(today: () => CalendarDate = readToday) {
  return z
    .object({
      legalName: requiredTextSchema.max(150, max(150)),
      fein: largeGroupFeinSchema,
      address1: physicalAddressSchema,
      address2: trimmedTextSchema.max(100, max(100)).optional().default(''),
      city: requiredTextSchema.max(60, max(60)),
      state: usStateSchema,
      zip: zipSchema,
      totalEmployees: countSchema(1),
      fullTimeEmployees: countSchema(0),
      partTimeEmployees: countSchema(0),
      currentCarrier: z.enum(CURRENT_CARRIER_IDS, { error: LARGE_GROUP_MESSAGES.carrier }),
      currentCarrierOther: trimmedTextSchema.max(100, max(100)).optional().default(''),
      renewalDate: trimmedTextSchema.optional().default(''),
      effectiveDate: usDateSchema,
      contactName: nameSchema,
      contactTitle: requiredTextSchema.max(100, max(100)),
      contactEmail: emailSchema,
      contactPhone: phoneSchema,
    })
    .superRefine((form, ctx) => {
      const now = today();
      const issue = (path: string, message: string) =>
        ctx.addIssue({ code: 'custom', path: [path], message });
      // The counts, once each reads as one.
      const total = readCount(form.totalEmployees);
      const fullTime = readCount(form.fullTimeEmployees);
      const partTime = readCount(form.partTimeEmployees);
      if (total !== null && total >= 1 && fullTime !== null && partTime !== null) {
        const state = typeof form.state === 'string' ? form.state : '';
        const problem = checkEmployeeCounts({ total, fullTime, partTime }, state);
        if (problem === 'sumMismatch') issue('partTimeEmployees', LARGE_GROUP_MESSAGES.sumMismatch);
        if (problem === 'tooSmall')
          issue(
            'fullTimeEmployees',
            LARGE_GROUP_MESSAGES.tooSmall(
              largeGroupMinimum(state),
              estimateFullTimeEquivalents(fullTime, partTime),
            ),
          );
      }
      // The carrier's name for Other, and the renewal date whenever there is a carrier.
      if (form.currentCarrier === OTHER_CARRIER_ID && !String(form.currentCarrierOther ?? '').trim())
        issue('currentCarrierOther', LARGE_GROUP_MESSAGES.carrierOther);
      const renewal = String(form.renewalDate ?? '').trim();
      if (form.currentCarrier !== undefined && form.currentCarrier !== NO_CURRENT_CARRIER) {
        if (renewal === '') issue('renewalDate', LARGE_GROUP_MESSAGES.renewalDateRequired);
        else if (!/^\d{2}\/\d{2}\/\d{4}$/.test(renewal)) issue('renewalDate', MESSAGES.dateFormat);
        else {
          const date = parseUsDate(renewal);
          const problem = date ? checkRenewalDate(date, now) : null;
          if (!date) issue('renewalDate', MESSAGES.dateInvalid);
          else if (problem === 'tooOld') issue('renewalDate', LARGE_GROUP_MESSAGES.renewalDateTooOld);
          else if (problem === 'tooFar') issue('renewalDate', LARGE_GROUP_MESSAGES.renewalDateTooFar);
        }
      }
      const effective = typeof form.effectiveDate === 'string' ? parseUsDate(form.effectiveDate) : null;
      if (effective) {
        const problem = checkEffectiveDate(effective, now);
        if (problem === 'notFirstOfMonth') issue('effectiveDate', LARGE_GROUP_MESSAGES.effectiveDate);
        if (problem === 'notInFuture') issue('effectiveDate', LARGE_GROUP_MESSAGES.effectiveDateFuture);
        if (problem === 'tooFar') issue('effectiveDate', LARGE_GROUP_MESSAGES.effectiveDateTooFar);
      }
    }, ALWAYS_REFINE);
}

export const largeGroupQuoteRequestSchema = createLargeGroupQuoteRequestSchema();
export type LargeGroupQuoteRequestInput = z.input<typeof largeGroupQuoteRequestSchema>;
export type LargeGroupQuoteRequest = z.output<typeof largeGroupQuoteRequestSchema>;
/** The request's field names, in the form's order (the multipart body's text parts). */
export const QUOTE_REQUEST_FIELDS = Object.keys(largeGroupQuoteRequestSchema.shape) as ReadonlyArray<
  keyof LargeGroupQuoteRequestInput
>;

/** The long date a form date stands for ("January 1, 2027"), for the form's effective-date choices. */
export function describeUsDate(value: string): string {
  const date = parseUsDate(value);
  return date ? formatLongDate(date) : value;
}

export const quoteRequestStatusSchema = z.enum(QUOTE_REQUEST_STATUSES);

/** The company's token or its 16-character prefix; without it, the caller's active company (decision 0036). */
export const largeGroupCompanyQuerySchema = companyTokenQuerySchema;

/** A request as the employer and operations read it: the FEIN only by its last four. */
export const quoteRequestDetailSchema = z.object({
  id: z.uuid(),
  companyId: z.uuid(),
  companyName: z.string(),
  status: quoteRequestStatusSchema,
  statusLabel: z.string(),
  statusDescription: z.string(),
  statusChangedAt: z.string(),
  version: z.number().int(),
  legalName: z.string(),
  feinLast4: z.string(),
  address1: z.string(),
  address2: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  totalEmployees: z.number().int(),
  fullTimeEmployees: z.number().int(),
  partTimeEmployees: z.number().int(),
  /** The carrier's name; null with no current coverage. */
  currentCarrierName: z.string().nullable(),
  /** ISO dates. */
  renewalDate: z.string().nullable(),
  effectiveDate: z.string(),
  contactName: z.string(),
  contactTitle: z.string(),
  contactEmail: z.string(),
  contactPhone: z.string(),
  census: z.object({ name: z.string(), contentType: z.string(), sizeBytes: z.number().int() }),
  /** Where the census downloads (operations and the company's own administrators and brokers). */
  censusUrl: z.string(),
  submittedAt: z.string(),
  submittedByName: z.string().nullable(),
});
export type QuoteRequestDetail = z.infer<typeof quoteRequestDetailSchema>;

/** GET /api/v1/large_group_quote_requests: docs/spec/3's completedQuoteRequest flag and the latest request. */
export const largeGroupStatusSchema = z.object({
  /** The company has a request still being answered (new or in review): the root goes to done. */
  completedQuoteRequest: z.boolean(),
  /** The company's latest request, in any status; null when it never sent one. */
  quoteRequest: quoteRequestDetailSchema.nullable(),
  /** How many business days an underwriter takes (the done page's promise). */
  turnaroundBusinessDays: z.number().int(),
});
export type LargeGroupStatus = z.infer<typeof largeGroupStatusSchema>;

/** Operations' queue filter: every status, or one. */
export const QUOTE_QUEUE_FILTERS = ['all', ...QUOTE_REQUEST_STATUSES] as const;
export type QuoteQueueFilter = (typeof QUOTE_QUEUE_FILTERS)[number];
export const quoteQueueQuerySchema = z.object({
  status: z.enum(QUOTE_QUEUE_FILTERS).optional().default('all'),
});

export const quoteQueueSchema = z.object({
  items: z.array(quoteRequestDetailSchema),
  /** Requests per status, whatever the filter. */
  counts: z.object({ new: z.number(), in_review: z.number(), quoted: z.number(), declined: z.number() }),
});
export type QuoteQueue = z.infer<typeof quoteQueueSchema>;

export const quoteRequestParamsSchema = z.object({ quoteRequestId: z.uuid('Unknown quote request.') });

/** PUT …/{quoteRequestId}/status: the new status and the version read. */
export const quoteRequestStatusRequestSchema = z.object({
  status: quoteRequestStatusSchema,
  version: versionSchema(),
});
export type QuoteRequestStatusRequest = z.infer<typeof quoteRequestStatusRequestSchema>;

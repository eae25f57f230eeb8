import { z } from 'zod';
import {
  OPEN_ENROLLMENT_SETUP_STATUSES,
  RENEWAL_STATUSES,
  SERVICE_LINES,
  SETUP_UPLOAD_KINDS,
  type ServiceLine,
  type SetupUploadKind,
} from '../domain/enums';
import { companyTokenQuerySchema, multilineTextSchema, trimmedTextSchema } from './fields';

/*
 * Open-enrollment setup and its processing by operations (docs/spec/2 §2.3 and §7, issue 13 items 1–2, decision 0036).
 */

/** The six benefit types of the setup page, in the spec's order (docs/spec/2 §2.3). */
export const SETUP_BENEFIT_TYPES = [
  'medical',
  'dental',
  'vision',
  'life',
  'short_term_disability',
  'long_term_disability',
] as const satisfies readonly ServiceLine[];

export const SETUP_BENEFIT_TYPE_LABELS: Record<ServiceLine, string> = {
  medical: 'Medical',
  dental: 'Dental',
  vision: 'Vision',
  life: 'Life',
  short_term_disability: 'Short Term Disability',
  long_term_disability: 'Long Term Disability',
};

const FIELD_PREFIX: Record<ServiceLine, string> = {
  medical: 'medical',
  dental: 'dental',
  vision: 'vision',
  life: 'life',
  short_term_disability: 'shortTermDisability',
  long_term_disability: 'longTermDisability',
};

/** The form field of an upload (docs/spec/2 §3: medicalDocuments, medicalRates, … for the other types). */
export function setupUploadField(line: ServiceLine, kind: SetupUploadKind): string {
  return `${FIELD_PREFIX[line]}${kind === 'documents' ? 'Documents' : 'Rates'}`;
}

/** Every upload of the form: its field, benefit type and kind. */
export const SETUP_UPLOADS = SETUP_BENEFIT_TYPES.flatMap((serviceLine) =>
  SETUP_UPLOAD_KINDS.map((kind) => ({ field: setupUploadField(serviceLine, kind), serviceLine, kind })),
);

export const SETUP_UPLOAD_KIND_LABELS: Record<SetupUploadKind, string> = {
  documents: 'Plan Documents',
  rates: 'Plan Rates',
};

export const OPEN_ENROLLMENT_MESSAGES = {
  medicalDocumentsRequired: 'Upload the medical plan documents.',
  oneFile: 'Choose one file for this upload.',
  unknownUpload: 'This is not one of the setup uploads.',
  tokenMismatch: 'This form names another company than the address.',
  noCompany: 'Choose a company (company_id_token).',
  alreadyProcessing:
    "This company's plans are already being processed. You will be notified when the renewal is ready.",
  alreadyRenewing: "This company's renewal has already been launched.",
  notProcessing: 'This setup has already been launched.',
  noSuites: 'Load a rate sheet before launching.',
  rateSheetInvalid: 'The rate sheet has errors. Nothing was loaded.',
  notPriceable: 'A plan of the rate sheet cannot be priced. Nothing was loaded.',
} as const;

export { companyTokenQuerySchema };

/** GET ben_admin_open_enrollment_setup (docs/spec/2 §7): the status of the company's current renewal's setup. */
export const openEnrollmentSetupStatusSchema = z.object({
  status: z.enum(OPEN_ENROLLMENT_SETUP_STATUSES).nullable(),
  companyId: z.uuid(),
  companyName: z.string(),
  setupId: z.uuid().nullable(),
  submittedAt: z.string().nullable(),
});
export type OpenEnrollmentSetupStatus = z.infer<typeof openEnrollmentSetupStatusSchema>;

/** The largest file the page offers to send (the server's default UPLOAD_MAX_MB; it checks its own limit). */
export const SETUP_FILE_MAX_BYTES = 10 * 1024 * 1024;

/** The setup page's files are sent as multipart/form-data; each field holds one file (or nothing). */
export const MAX_SETUP_FILES = SETUP_UPLOADS.length;

export const setupQueueItemSchema = z.object({
  id: z.uuid(),
  companyId: z.uuid(),
  companyName: z.string(),
  status: z.enum(OPEN_ENROLLMENT_SETUP_STATUSES),
  submittedByName: z.string().nullable(),
  submittedAt: z.string().nullable(),
  launchedAt: z.string().nullable(),
  fileCount: z.number().int(),
});
export type SetupQueueItem = z.infer<typeof setupQueueItemSchema>;
export const setupQueueSchema = z.object({ setups: z.array(setupQueueItemSchema) });
export type SetupQueue = z.infer<typeof setupQueueSchema>;

const centsSchema = z.number();
export const censusCostSchema = z.object({
  premium: centsSchema,
  companyContribution: centsSchema,
  employeeDeduction: centsSchema,
  employees: z.number().int(),
});

export const setupSuitePlanSchema = z.object({
  id: z.uuid(),
  serviceLine: z.enum(SERVICE_LINES),
  name: z.string(),
  carrierName: z.string(),
  isBasePlan: z.boolean(),
  pricingType: z.string(),
  /**
   * The census priced on the plan under the current contributions, a month (on disability, the employees with a
   * salary on file); null without a census, or on disability when nobody has a salary.
   */
  monthly: censusCostSchema.nullable(),
});

export const setupDetailSchema = z.object({
  id: z.uuid(),
  status: z.enum(OPEN_ENROLLMENT_SETUP_STATUSES),
  version: z.number().int(),
  company: z.object({ id: z.uuid(), name: z.string(), state: z.string() }),
  renewal: z.object({
    id: z.uuid(),
    status: z.enum(RENEWAL_STATUSES),
    effectiveAt: z.string(),
    hasCurrentPlanYear: z.boolean(),
  }),
  submittedByName: z.string().nullable(),
  submittedAt: z.string().nullable(),
  launchedByName: z.string().nullable(),
  launchedAt: z.string().nullable(),
  files: z.array(
    z.object({
      id: z.uuid(),
      serviceLine: z.enum(SERVICE_LINES),
      kind: z.enum(SETUP_UPLOAD_KINDS),
      name: z.string(),
      contentType: z.string(),
      sizeBytes: z.number().int(),
    }),
  ),
  /** Employees priced in the preview (the current plan year's eligible census). */
  censusEmployees: z.number().int().nullable(),
  /** Of them, those with a salary on file: who disability plans are priced for (null without a census). */
  salariedEmployees: z.number().int().nullable(),
  suites: z.array(
    z.object({
      id: z.uuid(),
      position: z.number().int(),
      shortName: z.string(),
      plans: z.array(setupSuitePlanSchema),
    }),
  ),
  mappings: z.array(
    z.object({
      name: z.string(),
      items: z.array(z.object({ suiteName: z.string(), planName: z.string() })),
    }),
  ),
});
export type SetupDetail = z.infer<typeof setupDetailSchema>;

export const setupParamsSchema = z.object({ setupId: z.uuid('Unknown setup.') });

/** The largest rate sheet the page sends. */
export const MAX_RATE_SHEET_BYTES = 500 * 1024;

export const rateSheetRequestSchema = z.object({
  /** The CSV file's text (docs/rate-sheet.md). */
  csv: multilineTextSchema.max(MAX_RATE_SHEET_BYTES, 'The file is larger than 500 KB.'),
  fileName: trimmedTextSchema.max(255).optional(),
});
export type RateSheetRequest = z.infer<typeof rateSheetRequestSchema>;

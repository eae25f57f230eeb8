import { z } from 'zod';
import {
  CLAIM_COVERAGE_TYPES,
  CLAIM_LIMITS,
  CLAIM_MESSAGE_AUTHORS,
  CLAIM_STATUSES,
  checkDateOfService,
  isClaimAmountCents,
} from '../domain/claims/claims';
import { type CalendarDate, parseUsDate } from '../domain/dates/dates';
import { DEPENDENT_TYPES } from '../domain/enums';
import { parseAmountInput, toCents } from '../domain/money/money';
import { multilineTextSchema, readToday, requiredTextSchema, usDateSchema, versionSchema } from './fields';

/*
 * Claims help (issue 14, decision 0045): the employee's request to the support team about a claim, its status,
 * messages and attachments, under /api/v1/employee_forms/{employeeFormId}/claims. The form and the server
 * validate the request with the same schema; the server then checks the line and the person against the
 * employee's enrollment.
 */

export const CLAIM_MESSAGES = {
  coverageType: 'Choose the coverage the claim was billed to.',
  coverageNotEnrolled: 'You are not enrolled in this coverage. Choose one of your coverages.',
  patient: 'Choose who received the care.',
  patientNotCovered: 'This person is not covered by the chosen coverage. Choose who received the care.',
  providerName: `Please enter the provider's name in ${CLAIM_LIMITS.providerName} characters or fewer.`,
  dateOfServiceFuture: 'The date of service cannot be in the future.',
  dateOfServiceTooOld:
    'Claims help covers care received in the last 12 months. For older care, please contact your carrier.',
  amount: 'Please enter the amount billed in dollars, like 125 or $1,250.50.',
  amountRange: 'Please enter an amount billed from $0.01 to $1,000,000.',
  description: `Please describe your question in ${CLAIM_LIMITS.description} characters or fewer.`,
  message: `Please keep your message to ${CLAIM_LIMITS.message} characters or fewer.`,
  version: 'This claim changed since you opened it (a new message or status). Reload to see the latest.',
  closed: 'This claim is closed and takes no more messages or files. Please submit a new claim.',
  statusStep: 'The claim cannot move to that status from where it is.',
  tooManyAttachments: `A claim can hold at most ${CLAIM_LIMITS.attachments} files.`,
  supportOnly: 'Only the support team changes the status of a claim.',
  /** To an administrator or broker in admin mode (decision 0075). */
  healthInformation:
    'Claims help requests hold health information, so only the employee and our support team can see them.',
} as const;

/** Which person received the care: the employee, or a dependent by id. */
export const CLAIM_PATIENT_EMPLOYEE = 'employee';

/** A date of service MM/DD/YYYY: a real date, not in the future, within the last 12 months (checkDateOfService). */
export function createDateOfServiceSchema(today: () => CalendarDate = readToday) {
  return usDateSchema.superRefine((value, ctx) => {
    const date = parseUsDate(value);
    if (!date) return;
    const problem = checkDateOfService(date, today());
    if (problem === 'future') ctx.addIssue({ code: 'custom', message: CLAIM_MESSAGES.dateOfServiceFuture });
    if (problem === 'tooOld') ctx.addIssue({ code: 'custom', message: CLAIM_MESSAGES.dateOfServiceTooOld });
  });
}

/** The amount billed as typed ("125", "$1,250.50"), read with the one amount parser, as cents. */
export function readClaimAmountCents(value: string): number | null {
  const dollars = parseAmountInput(value);
  if (dollars === '' || dollars === null) return null;
  return toCents(dollars);
}

export const claimAmountSchema = requiredTextSchema
  .max(20, CLAIM_MESSAGES.amount)
  .superRefine((value, ctx) => {
    const dollars = parseAmountInput(value);
    if (dollars === null || dollars === '') ctx.addIssue({ code: 'custom', message: CLAIM_MESSAGES.amount });
    else if (!isClaimAmountCents(toCents(dollars)))
      ctx.addIssue({ code: 'custom', message: CLAIM_MESSAGES.amountRange });
  });

/** The claim form and POST …/claims: every field a string, as the inputs hold them. */
export function createClaimRequestSchema(today: () => CalendarDate = readToday) {
  return z.object({
    coverageType: z.enum(CLAIM_COVERAGE_TYPES, { error: CLAIM_MESSAGES.coverageType }),
    patient: requiredTextSchema.max(40, CLAIM_MESSAGES.patient),
    providerName: requiredTextSchema.max(CLAIM_LIMITS.providerName, CLAIM_MESSAGES.providerName),
    dateOfService: createDateOfServiceSchema(today),
    amountBilled: claimAmountSchema,
    description: multilineTextSchema
      .min(1, 'Required')
      .max(CLAIM_LIMITS.description, CLAIM_MESSAGES.description),
  });
}
export const claimRequestSchema = createClaimRequestSchema();
export type ClaimRequest = z.infer<typeof claimRequestSchema>;
export type ClaimFormValues = z.input<typeof claimRequestSchema>;

const versionOf = versionSchema(CLAIM_MESSAGES.version);

/** POST …/claims/{claimId}/messages: the reply, based on the version of the claim the writer read. */
export const claimMessageRequestSchema = z.object({
  body: multilineTextSchema.min(1, 'Required').max(CLAIM_LIMITS.message, CLAIM_MESSAGES.message),
  version: versionOf,
});
export type ClaimMessageRequest = z.infer<typeof claimMessageRequestSchema>;

/** PUT …/claims/{claimId}/status (support only). */
export const claimStatusRequestSchema = z.object({
  status: z.enum(CLAIM_STATUSES, { error: CLAIM_MESSAGES.statusStep }),
  version: versionOf,
});
export type ClaimStatusRequest = z.infer<typeof claimStatusRequestSchema>;

export const claimParamsSchema = z.object({
  employeeFormId: z.uuid('Unknown employee.'),
  claimId: z.uuid('Unknown claim.'),
});
export const claimAttachmentParamsSchema = claimParamsSchema.extend({
  attachmentId: z.uuid('Unknown file.'),
});

/** A line the employee may ask about, with the people it covers (the choices of the form). */
export const claimableLineSchema = z.object({
  coverageType: z.enum(CLAIM_COVERAGE_TYPES),
  label: z.string(),
  planName: z.string(),
  members: z.array(
    z.object({
      /** 'employee', or the dependent's id. */
      value: z.string(),
      name: z.string(),
      relationship: z.enum(['employee', ...DEPENDENT_TYPES]),
    }),
  ),
});
export type ClaimableLine = z.infer<typeof claimableLineSchema>;

export const claimSummarySchema = z.object({
  id: z.string(),
  /** The reference the employee and support quote: "CH-" and the first 8 hex digits of the id. */
  reference: z.string(),
  coverageType: z.enum(CLAIM_COVERAGE_TYPES),
  coverageLabel: z.string(),
  patientName: z.string(),
  providerName: z.string(),
  /** ISO YYYY-MM-DD. */
  dateOfService: z.string(),
  amountBilledCents: z.number().int(),
  status: z.enum(CLAIM_STATUSES),
  submittedAt: z.string(),
  updatedAt: z.string(),
  messageCount: z.number().int(),
});
export type ClaimSummary = z.infer<typeof claimSummarySchema>;

export const claimListSchema = z.object({
  claims: z.array(claimSummarySchema),
  /** The lines a new claim may name (enrolled medical, dental and vision of a signed application). */
  claimableLines: z.array(claimableLineSchema),
  /** The largest file the server takes, in bytes. */
  attachmentMaxBytes: z.number().int(),
});
export type ClaimList = z.infer<typeof claimListSchema>;

export const claimMessageSchema = z.object({
  id: z.string(),
  author: z.enum(CLAIM_MESSAGE_AUTHORS),
  authorName: z.string(),
  body: z.string(),
  createdAt: z.string(),
});
export type ClaimMessage = z.infer<typeof claimMessageSchema>;

export const claimAttachmentSchema = z.object({
  id: z.string(),
  name: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  createdAt: z.string(),
  downloadHref: z.string(),
});
export type ClaimAttachment = z.infer<typeof claimAttachmentSchema>;

export const claimDetailSchema = claimSummarySchema.extend({
  description: z.string(),
  version: z.number().int(),
  messages: z.array(claimMessageSchema),
  attachments: z.array(claimAttachmentSchema),
  /** Messages and files are taken (not closed). */
  canReply: z.boolean(),
  /** The statuses the caller may move it to (support only; empty for everyone else). */
  nextStatuses: z.array(z.enum(CLAIM_STATUSES)),
  attachmentMaxBytes: z.number().int(),
});
export type ClaimDetail = z.infer<typeof claimDetailSchema>;

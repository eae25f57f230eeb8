import { z } from 'zod';
import { POLICY_STATES } from '../domain/enums';
import {
  CANCELLATION_MESSAGES,
  CANCELLATION_REASONS,
} from '../domain/policy-cancellation/policy-cancellation';
import { multilineTextSchema, versionSchema } from './fields';

/**
 * Cancel company policy (issue 12 item 8, decision 0033). The form's schema is made with the last days the
 * server offers (`lastDayOptions`, from the shared rule `listLastDayOptions`); the server validates the request
 * again with the options it computes under the policy's lock.
 */

const versionOf = versionSchema(CANCELLATION_MESSAGES.version);

const cancelPolicyFields = {
  reason: z.enum(CANCELLATION_REASONS, { error: CANCELLATION_MESSAGES.reason }),
  reasonDetails: multilineTextSchema.max(500, CANCELLATION_MESSAGES.reasonDetailsLength),
  version: versionOf,
};

/** "Other" needs the administrator's words. */
function requireDetailsForOther(value: { reason: string; reasonDetails: string }, ctx: z.RefinementCtx) {
  if (value.reason === 'other' && value.reasonDetails === '')
    ctx.addIssue({ code: 'custom', path: ['reasonDetails'], message: CANCELLATION_MESSAGES.reasonDetails });
}

export function createCancelPolicySchema(options: { lastDayOptions: readonly string[] }) {
  return z
    .object({
      ...cancelPolicyFields,
      lastDayOfCoverage: z
        .string({ error: CANCELLATION_MESSAGES.lastDay })
        .refine((v) => options.lastDayOptions.includes(v), CANCELLATION_MESSAGES.lastDay),
      acknowledged: z
        .boolean({ error: CANCELLATION_MESSAGES.acknowledged })
        .refine((v) => v, CANCELLATION_MESSAGES.acknowledged),
    })
    .superRefine(requireDetailsForOther);
}
export type CancelPolicyInput = z.input<ReturnType<typeof createCancelPolicySchema>>;

/** The request's shape, checked at the route: the last day is any short text here, then one of the options. */
export const cancelPolicyRequestSchema = z.object({
  ...cancelPolicyFields,
  lastDayOfCoverage: z
    .string({ error: CANCELLATION_MESSAGES.lastDay })
    .max(10, CANCELLATION_MESSAGES.lastDay),
  acknowledged: z.boolean({ error: CANCELLATION_MESSAGES.acknowledged }),
});
export type CancelPolicyRequest = z.infer<typeof cancelPolicyRequestSchema>;

export const withdrawCancellationRequestSchema = z.object({ version: versionOf });

export const scheduledCancellationSchema = z.object({
  reason: z.enum(CANCELLATION_REASONS),
  lastDayOfCoverage: z.string(),
  /** The plan year had not started on the last day: its coverage never starts. */
  beforeStart: z.boolean(),
  requestedAt: z.string(),
  requestedByName: z.string().nullable(),
  employeesNotified: z.number().int(),
  /** The policy is cancelled (the last day has passed). */
  applied: z.boolean(),
  canWithdraw: z.boolean(),
});
export type ScheduledCancellation = z.infer<typeof scheduledCancellationSchema>;

export const policyCancellationResponseSchema = z.object({
  policy: z
    .object({
      id: z.string(),
      status: z.enum(POLICY_STATES),
      effectiveAt: z.string().nullable(),
      renewalAt: z.string().nullable(),
      version: z.number().int(),
    })
    .nullable(),
  cancellation: scheduledCancellationSchema.nullable(),
  lastDayOptions: z.array(z.string()),
  /** Employees whose signed application enrolls them in coverage: each is e-mailed when the request is made. */
  coveredEmployees: z.number().int(),
});
export type PolicyCancellation = z.infer<typeof policyCancellationResponseSchema>;

import { z } from 'zod';
import { checkNewPassword } from '../domain/accounts/password';
import { INVITATION_KINDS, WAITING_PERIODS } from '../domain/enums';
import { sessionSchema } from './auth';

/**
 * Add new employee (issue 11, decision 0022): what the form needs, the confirm page's estimate, the answer of
 * the save; and creating an account from an invitation's link. The new employee itself is `newEmployeeSchema`
 * (./employees.ts).
 */

/** `GET /api/v1/companies/:companyId/new-employee-options`: the classes to choose from. */
export const newEmployeeOptionsSchema = z.object({
  companyName: z.string(),
  /** The company's active employee roles (contribution classes), the default one first. */
  classes: z.array(z.object({ id: z.string(), name: z.string(), isDefault: z.boolean() })),
});
export type NewEmployeeOptions = z.infer<typeof newEmployeeOptionsSchema>;

/** `POST /api/v1/companies/:companyId/new-employee-estimate`: when coverage can start and what it costs. */
export const newEmployeeEstimateSchema = z.object({
  waitingPeriod: z.enum(WAITING_PERIODS),
  /** The company has no waiting period on file: the default (1st of month after hire) was used. */
  isDefaultWaitingPeriod: z.boolean(),
  policyEffectiveAt: z.string().nullable(),
  /** ISO date: the first day of coverage. */
  coverageStartsAt: z.string(),
  /** The person's enrollment window (decision 0080), in describeNewPersonWindow's words; null without dates. */
  enrollmentWindow: z.object({ closesOn: z.string(), text: z.string() }).nullable(),
  /** Employee-only coverage on the base medical plan at the person's age on the start date; null when none. */
  medical: z
    .object({
      planName: z.string(),
      monthlyPremiumCents: z.number().int(),
      monthlyEmployerCents: z.number().int(),
      monthlyEmployeeCents: z.number().int(),
    })
    .nullable(),
});
export type NewEmployeeEstimate = z.infer<typeof newEmployeeEstimateSchema>;

/** `POST /api/v1/companies/:companyId/employees`: the person added and their invitation. */
export const addEmployeeResponseSchema = z.object({
  employeeFormId: z.string(),
  email: z.string(),
  invitationExpiresAt: z.string(),
  /**
   * The mail server took the invitation. False when it refused it (the person is added all the same; Manage
   * employees' "Resend invitation" sends a new one).
   */
  invitationSent: z.boolean(),
});
export type AddEmployeeResponse = z.infer<typeof addEmployeeResponseSchema>;

/** `GET /api/v1/invitations/:token`: an open invitation as its link shows it. */
export const invitationViewSchema = z.object({
  kind: z.enum(INVITATION_KINDS),
  companyName: z.string(),
  /** The employee's first name (an employee's invitation); null for an administrator's. */
  firstName: z.string().nullable(),
  email: z.string(),
});
export type InvitationView = z.infer<typeof invitationViewSchema>;

/**
 * The create-account form: the new password, twice, checked by the shared rule with the invitation's email
 * (the page knows it). The request schema is the same without the email; the service checks the whole rule
 * with the invitation's email.
 */
export function createAcceptInvitationSchema(email: string) {
  return z.object({ password: z.string(), passwordConfirmation: z.string() }).superRefine((value, ctx) => {
    for (const [field, message] of Object.entries(checkNewPassword(value, email)))
      ctx.addIssue({ code: 'custom', path: [field], message });
  });
}

/** `POST /api/v1/invitations/:token/accept`. */
export const acceptInvitationRequestSchema = createAcceptInvitationSchema('');
export type AcceptInvitationRequest = z.infer<typeof acceptInvitationRequestSchema>;

export const acceptInvitationResponseSchema = z.object({
  session: sessionSchema,
  /** Where the new account goes: the application for an employee, the dashboard for an administrator. */
  redirectTo: z.string(),
});
export type AcceptInvitationResponse = z.infer<typeof acceptInvitationResponseSchema>;

/** docs/spec/3's text when an invitation's email already belongs to an account. */
export const EMAIL_IN_USE_MESSAGE = 'This email is already associated with an existing account';

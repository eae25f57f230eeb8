import { z } from 'zod';
import { emailSchema, MESSAGES, multilineTextSchema, requiredTextSchema, trimmedTextSchema } from './fields';

/** A company's administrators (manage-admins, decision 0024). */

export const companyPersonSchema = z.object({
  accountId: z.string(),
  name: z.string().nullable(),
  email: z.string(),
  addedAt: z.string(),
});
export type CompanyPerson = z.infer<typeof companyPersonSchema>;

export const pendingAdministratorInvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  sentAt: z.string(),
  expiresAt: z.string(),
});
export type PendingAdministratorInvitation = z.infer<typeof pendingAdministratorInvitationSchema>;

/** `GET /api/v1/companies/:companyId/administrators`. */
export const companyAdministratorsResponseSchema = z.object({
  administrators: z.array(companyPersonSchema),
  /** Brokers acting for the company: shown, not managed here. */
  brokers: z.array(companyPersonSchema),
  pendingInvitations: z.array(pendingAdministratorInvitationSchema),
});
export type CompanyAdministratorsResponse = z.infer<typeof companyAdministratorsResponseSchema>;

/** `POST /api/v1/companies/:companyId/administrators/invitations`. */
export const administratorInvitationRequestSchema = z.object({
  email: emailSchema,
  name: trimmedTextSchema.max(100, 'Please enter 100 characters or fewer.').optional().default(''),
});
export type AdministratorInvitationRequest = z.infer<typeof administratorInvitationRequestSchema>;
export type AdministratorInvitationInput = z.input<typeof administratorInvitationRequestSchema>;

export const ADMINISTRATOR_INVITATION_MESSAGES = {
  alreadyAdministrator: 'This person is already an administrator of this company.',
  otherRole:
    'This email belongs to an account that cannot administer companies (an employee, broker or Groupcover operations account). Please use another email.',
} as const;

/** What inviting did: an existing administrator's account was added at once, or an invitation was sent. */
export const administratorInvitationResponseSchema = z.object({
  outcome: z.enum(['added', 'invited']),
  email: z.string(),
  expiresAt: z.string().nullable(),
});
export type AdministratorInvitationResponse = z.infer<typeof administratorInvitationResponseSchema>;

/** The company's support contact (the footer's source) and a message to it (`/support`). */
export const supportContactSchema = z.object({
  name: z.string(),
  supportPhone: z.string(),
  supportEmail: z.string(),
});
export type SupportContact = z.infer<typeof supportContactSchema>;

export const supportMessageRequestSchema = z.object({
  subject: requiredTextSchema.max(150, 'Please keep the subject to 150 characters.'),
  message: multilineTextSchema
    .min(1, MESSAGES.required)
    .max(5000, 'Please keep the message to 5,000 characters.'),
});
export type SupportMessageRequest = z.infer<typeof supportMessageRequestSchema>;

export const supportMessageResponseSchema = z.object({ sentTo: z.string() });

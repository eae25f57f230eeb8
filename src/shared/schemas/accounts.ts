import { z } from 'zod';
import { checkNewPassword } from '../domain/accounts/password';
import { ALWAYS_REFINE, emailSchema, nameSchema, textSchema } from './fields';

/**
 * Account settings (docs/spec/3 §2 "User settings page (name, email)", §7 `GET /api/v2/accounts/settings`;
 * decision 0056). The version is the account's `updated_at` as read: a write based on an older one is refused
 * (409), so two tabs cannot overwrite each other's change unseen.
 */
export const accountSettingsSchema = z.object({
  id: z.uuid(),
  name: z.string().nullable(),
  email: z.string(),
  /** False for an account a partner sign-in made: it has no password of its own yet. */
  hasPassword: z.boolean(),
  version: z.string(),
});
export type AccountSettings = z.infer<typeof accountSettingsSchema>;

export const ACCOUNT_SETTINGS_MESSAGES = {
  currentPasswordRequired: 'Please enter your current password to change your email.',
  currentPasswordWrong: 'That password is not correct.',
  noPassword: 'Please set a password for your account before changing its email.',
  stale: 'Your account was changed in another window. Please reload the page and try again.',
  saved: 'Your account settings are saved.',
} as const;

/** `?accountId=`: the page's `/account/{accountId}`; another account's id answers 404 (the bad-link page). */
export const accountSettingsQuerySchema = z.object({ accountId: z.uuid('Unknown account.').optional() });

/**
 * `PUT /api/v2/accounts/settings`: name and email; changing the email needs the current password (the
 * email is what signs in and where data exports are announced, so a left-open session must not move it).
 */
export const updateAccountSettingsSchema = z.object({
  name: nameSchema,
  email: emailSchema,
  currentPassword: z.string().max(200).optional().default(''),
  version: z.string().min(1, ACCOUNT_SETTINGS_MESSAGES.stale).max(64),
});
export type UpdateAccountSettings = z.input<typeof updateAccountSettingsSchema>;

/**
 * An account's own sign-in, chosen once by an account a partner sign-in made (docs/spec/3 §5 "Account creation
 * (accounting-software connect): email required and valid; password required plus a password rule"; decision
 * 0058): the house's email field and password rule (decision 0022), typed once (the form shows it on request).
 * The form checks it; the server checks the same schema and adds what only it knows (an email in use).
 */
export const accountCredentialsSchema = z
  .object({ email: emailSchema, password: textSchema })
  .superRefine((value, ctx) => {
    const text = (v: unknown) => (typeof v === 'string' ? v : '');
    const password = text(value.password);
    const { password: problem } = checkNewPassword(
      { password, passwordConfirmation: password },
      text(value.email),
    );
    if (problem) ctx.addIssue({ code: 'custom', path: ['password'], message: problem });
  }, ALWAYS_REFINE);
export type AccountCredentials = z.input<typeof accountCredentialsSchema>;

/**
 * `PUT /api/v2/accounts/update_credentials`'s body as the route reads it: two texts (no control characters,
 * bounded); the service then checks them with accountCredentialsSchema, so every problem is answered at once.
 */
export const updateCredentialsRequestSchema = z.object({
  email: textSchema.max(254),
  password: textSchema.max(200),
});

/** Its answer: `{ success: true }`, or `{ success: false, errors }` with the house's error body (decision 0058). */
export const updateCredentialsResponseSchema = z.object({ success: z.literal(true) });
export const updateCredentialsErrorSchema = z.object({
  success: z.literal(false),
  errors: z.array(z.string()),
  error: z.string(),
  code: z.string(),
  fieldErrors: z.record(z.string(), z.string()).optional(),
});
export type UpdateCredentialsError = z.infer<typeof updateCredentialsErrorSchema>;

export const CREDENTIALS_MESSAGES = {
  alreadySet: 'This account already has a password. Change it from your account settings.',
} as const;

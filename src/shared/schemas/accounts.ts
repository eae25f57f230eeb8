import { z } from 'zod';
import { emailSchema, nameSchema } from './fields';

/**
 * Account settings (spec 3 §2 "User settings page (name, email)", §7 `GET /api/v2/accounts/settings`;
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

import { z } from 'zod';
import { NOTICE_CATEGORIES } from '../domain/notices/notices';

/**
 * The account's e-mail notices (decision 0063): one switch per optional category. Each category has its own
 * version (0 until first changed); a change based on an older one is refused (409), so two tabs cannot undo
 * each other's choice unseen.
 */
export const noticePreferenceSchema = z.object({
  category: z.enum(NOTICE_CATEGORIES),
  label: z.string(),
  description: z.string(),
  enabled: z.boolean(),
  version: z.number().int(),
});
export type NoticePreference = z.infer<typeof noticePreferenceSchema>;

export const noticePreferencesSchema = z.object({
  preferences: z.array(noticePreferenceSchema),
  /** What cannot be turned off, said on the page. */
  alwaysSent: z.array(z.string()),
});
export type NoticePreferences = z.infer<typeof noticePreferencesSchema>;

export const NOTICE_PREFERENCE_MESSAGES = {
  stale: 'Your e-mail notices were changed in another window. Please reload the page and try again.',
  duplicate: 'Each category may be changed once per request.',
} as const;

/** `PUT /api/v2/accounts/notice_preferences`: the categories changed, each with the version it was read at. */
export const updateNoticePreferencesSchema = z.object({
  changes: z
    .array(
      z.object({
        category: z.enum(NOTICE_CATEGORIES),
        enabled: z.boolean(),
        version: z.number().int().min(0).max(2_147_483_647),
      }),
    )
    .min(1)
    .max(NOTICE_CATEGORIES.length)
    .refine((changes) => new Set(changes.map((c) => c.category)).size === changes.length, {
      message: NOTICE_PREFERENCE_MESSAGES.duplicate,
    }),
});
export type UpdateNoticePreferences = z.infer<typeof updateNoticePreferencesSchema>;

/** "Send a reminder" (decision 0080): to one employee, or, left out, everyone who has not finished. */
export const ENROLLMENT_REMINDER_MESSAGES = {
  employee: 'Unknown employee.',
  finished: 'This employee has already enrolled or declined, or is not eligible: there is nothing to remind.',
} as const;
export const enrollmentReminderRequestSchema = z.object({
  /** null: everyone who has not finished. */
  employeeFormId: z.uuid(ENROLLMENT_REMINDER_MESSAGES.employee).nullable(),
});
export const enrollmentReminderResponseSchema = z.object({
  /** Eligible people who have not finished (the one named, when one is). */
  notFinished: z.number().int(),
  /** Those of them with an account, who get the reminder (the others have not accepted their invitation). */
  reminded: z.number().int(),
});
export type EnrollmentReminderResponse = z.infer<typeof enrollmentReminderResponseSchema>;

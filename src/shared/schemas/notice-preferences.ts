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

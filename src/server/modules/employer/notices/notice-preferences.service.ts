import { NOTICE_CATEGORIES, NOTICE_CATEGORY_LABELS } from '@shared/domain/notices/notices';
import {
  NOTICE_PREFERENCE_MESSAGES,
  type NoticePreferences,
  type UpdateNoticePreferences,
} from '@shared/schemas/notice-preferences';
import type { Actor } from '../../../access/actor';
import { writeAudit } from '../../../access/audit';
import type { Db } from '../../../db/client';
import { assertVersion } from '../../../lib/versioned-write';
import { listPreferences, lockPreference, updatePreference } from './notices.repository';

/** Which optional notices an account receives (decision 0063): the account page's switches. */

/** What no switch turns off (decision 0063), as the account page lists it. */
export const ALWAYS_SENT = [
  'Invitations and account security',
  'Your own application, its status and your coverage (starting, changing or ending)',
  'Failed payments',
  'Your data requests',
];

/** `GET /api/v2/accounts/notice_preferences`: every optional category, on unless turned off. */
export async function getNoticePreferences(db: Db, actor: Actor): Promise<NoticePreferences> {
  const rows = await listPreferences(db, actor.accountId);
  return {
    preferences: NOTICE_CATEGORIES.map((category) => {
      const row = rows.find((r) => r.category === category);
      return {
        category,
        ...NOTICE_CATEGORY_LABELS[category],
        enabled: row?.enabled ?? true,
        version: row?.version ?? 0,
      };
    }),
    alwaysSent: ALWAYS_SENT,
  };
}

/**
 * `PUT /api/v2/accounts/notice_preferences`: one transaction; each changed category's row is locked and its
 * version checked (409 when another window changed it first), then saved and audited.
 */
export async function updateNoticePreferences(
  db: Db,
  actor: Actor,
  body: UpdateNoticePreferences,
): Promise<NoticePreferences> {
  await db.transaction(async (tx) => {
    for (const change of body.changes) {
      const row = await lockPreference(tx, actor.accountId, change.category);
      assertVersion(row.version, change.version, NOTICE_PREFERENCE_MESSAGES.stale);
      await updatePreference(tx, actor.accountId, change.category, {
        enabled: change.enabled,
        version: row.version + 1,
      });
    }
    await writeAudit(tx, {
      accountId: actor.accountId,
      sessionId: actor.sessionId,
      action: 'account.notice_preferences_changed',
      subjectType: 'account',
      subjectId: actor.accountId,
      details: { changes: body.changes.map((c) => [c.category, c.enabled]) },
    });
  });
  return getNoticePreferences(db, actor);
}

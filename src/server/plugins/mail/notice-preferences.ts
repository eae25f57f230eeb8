import type { NoticeCategory } from '@shared/domain/notices/notices';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts, noticePreferences } from '../../db/schema';

/** What the mailer asks before an optional notice: has the account at this address turned its category off? */
export type NoticePreferenceLookup = (to: string, category: NoticeCategory) => Promise<boolean>;

/** The lookup on the database (decision 0063): an address with no account, or no row, gets the notice. */
export function createNoticePreferenceLookup(db: Db): NoticePreferenceLookup {
  return async (to, category) => {
    const [row] = await db
      .select({ enabled: noticePreferences.enabled })
      .from(noticePreferences)
      .innerJoin(accounts, eq(accounts.id, noticePreferences.accountId))
      .where(and(eq(accounts.email, sql`lower(${to})`), eq(noticePreferences.category, category)))
      .limit(1);
    return row?.enabled === false;
  };
}

import type { Db } from '@server/db/client';
import { mailOutbox } from '@server/db/schema';
import { desc, eq } from 'drizzle-orm';

/** The messages the outbox (the offline mailer) holds for an address, newest first. */
export function mailSentTo(db: Db, address: string) {
  return db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, address))
    .orderBy(desc(mailOutbox.createdAt));
}

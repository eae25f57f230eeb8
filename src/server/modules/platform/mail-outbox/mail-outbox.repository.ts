import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { mailOutbox } from '../../../db/schema';

export type OutboxRow = typeof mailOutbox.$inferSelect;

/** The most recent messages, newest first, without their bodies. */
export async function listRecentOutboxMessages(db: Db, limit: number) {
  return db
    .select({
      id: mailOutbox.id,
      toAddress: mailOutbox.toAddress,
      subject: mailOutbox.subject,
      template: mailOutbox.template,
      transport: mailOutbox.transport,
      createdAt: mailOutbox.createdAt,
      sentAt: mailOutbox.sentAt,
    })
    .from(mailOutbox)
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(limit);
}

export async function findOutboxMessage(db: Db, id: string): Promise<OutboxRow | null> {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id)).limit(1);
  return row ?? null;
}

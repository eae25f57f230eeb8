import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { partners } from '../../../db/schema';

export async function findPartnerBySlug(db: Db, slug: string) {
  const [row] = await db.select().from(partners).where(eq(partners.slug, slug)).limit(1);
  return row ?? null;
}

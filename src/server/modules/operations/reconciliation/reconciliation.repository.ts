import type { Mismatch } from '@shared/domain/reconciliation/reconciliation';
import { desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { companies, reconciliations } from '../../../db/schema';

export async function companyExists(db: Db, companyId: string) {
  const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
  return Boolean(row);
}

export async function upsertCheck(
  tx: Db,
  values: {
    companyId: string;
    checkedAt: Date;
    payDate: string | null;
    carrierFileCount: number;
    mismatches: Mismatch[];
  },
) {
  const row = { ...values, mismatchCount: values.mismatches.length };
  await tx
    .insert(reconciliations)
    .values(row)
    .onConflictDoUpdate({ target: reconciliations.companyId, set: row });
}

/** The stored checks, the companies with the most mismatches first. */
export async function listChecks(db: Db, onlyMismatches: boolean) {
  return db
    .select({
      companyId: reconciliations.companyId,
      companyName: companies.name,
      checkedAt: reconciliations.checkedAt,
      payDate: reconciliations.payDate,
      carrierFileCount: reconciliations.carrierFileCount,
      mismatchCount: reconciliations.mismatchCount,
    })
    .from(reconciliations)
    .innerJoin(companies, eq(companies.id, reconciliations.companyId))
    .where(onlyMismatches ? gt(reconciliations.mismatchCount, 0) : undefined)
    .orderBy(desc(reconciliations.mismatchCount), desc(reconciliations.checkedAt), companies.name)
    .limit(500);
}

export async function countChecks(db: Db) {
  const [row] = await db
    .select({
      checked: sql<number>`count(*)::int`,
      withMismatches: sql<number>`(count(*) filter (where ${reconciliations.mismatchCount} > 0))::int`,
    })
    .from(reconciliations);
  return { checked: Number(row?.checked ?? 0), withMismatches: Number(row?.withMismatches ?? 0) };
}

import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { beneficiaryPairs } from '../../db/schema';

export async function findBeneficiaryPair(db: Db, employeeFormId: string) {
  const [row] = await db
    .select()
    .from(beneficiaryPairs)
    .where(eq(beneficiaryPairs.employeeFormId, employeeFormId))
    .limit(1);
  return row ?? null;
}

export async function upsertBeneficiaryPair(
  db: Db,
  employeeFormId: string,
  values: Omit<typeof beneficiaryPairs.$inferInsert, 'employeeFormId'>,
): Promise<void> {
  await db
    .insert(beneficiaryPairs)
    .values({ employeeFormId, ...values })
    .onConflictDoUpdate({ target: beneficiaryPairs.employeeFormId, set: values });
}

import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { beneficiaryPairs } from '../../../db/schema';
import { firstRow } from '../../../lib/first-row';

export function findBeneficiaryPair(db: Db, employeeFormId: string) {
  return firstRow(
    db.select().from(beneficiaryPairs).where(eq(beneficiaryPairs.employeeFormId, employeeFormId)),
  );
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

import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { employeePolicies } from '../../db/schema';

export async function updateEmployeePolicy(
  db: Db,
  employeePolicyId: string,
  values: Partial<typeof employeePolicies.$inferInsert>,
): Promise<void> {
  await db.update(employeePolicies).set(values).where(eq(employeePolicies.id, employeePolicyId));
}

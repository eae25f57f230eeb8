import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { employeePolicies } from '../../../db/schema';

export async function updateEmployeePolicy(
  db: Db,
  employeePolicyId: string,
  values: Partial<typeof employeePolicies.$inferInsert>,
): Promise<void> {
  await db.update(employeePolicies).set(values).where(eq(employeePolicies.id, employeePolicyId));
}

/** The signature of a policy (the image is read only here and by the signed application's PDF). */
export async function findPolicySignature(db: Db, employeePolicyId: string) {
  const [row] = await db
    .select({
      signatureImageDataUrl: employeePolicies.signatureImageDataUrl,
      signedAt: employeePolicies.signedAt,
      signedInAdminMode: employeePolicies.signedInAdminMode,
    })
    .from(employeePolicies)
    .where(eq(employeePolicies.id, employeePolicyId));
  return row ?? null;
}

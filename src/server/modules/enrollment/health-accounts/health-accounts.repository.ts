import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { companyHealthAccounts, employeeHealthAccounts, plans } from '../../../db/schema';
import { firstRow } from '../../../lib/first-row';

export function findCompanyHealthAccount(db: Db, companyPolicyId: string) {
  return firstRow(
    db.select().from(companyHealthAccounts).where(eq(companyHealthAccounts.companyPolicyId, companyPolicyId)),
  );
}

export function findEmployeeHealthAccount(db: Db, employeePolicyId: string) {
  return firstRow(
    db
      .select()
      .from(employeeHealthAccounts)
      .where(eq(employeeHealthAccounts.employeePolicyId, employeePolicyId)),
  );
}

export async function upsertEmployeeHealthAccount(
  db: Db,
  employeePolicyId: string,
  yearlyContributionAmountCents: number | null,
  at: Date,
): Promise<void> {
  await db
    .insert(employeeHealthAccounts)
    .values({ employeePolicyId, yearlyContributionAmountCents, updatedAt: at })
    .onConflictDoUpdate({
      target: employeeHealthAccounts.employeePolicyId,
      set: { yearlyContributionAmountCents, updatedAt: at },
    });
}

/** Whether a plan is HSA-eligible (a high-deductible plan). */
export async function isPlanHsaEligible(db: Db, planId: string): Promise<boolean> {
  const row = await firstRow(
    db.select({ hsaEligible: plans.hsaEligible }).from(plans).where(eq(plans.id, planId)),
  );
  return row?.hsaEligible ?? false;
}

/** The yearly contributions employees chose on these applications (those with none are left out). */
export function listEmployeeHealthAccounts(db: Db, employeePolicyIds: readonly string[]) {
  if (employeePolicyIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      employeePolicyId: employeeHealthAccounts.employeePolicyId,
      yearlyContributionAmountCents: employeeHealthAccounts.yearlyContributionAmountCents,
    })
    .from(employeeHealthAccounts)
    .where(inArray(employeeHealthAccounts.employeePolicyId, [...employeePolicyIds]));
}

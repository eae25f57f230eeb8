import type { EligibilityAnswers } from '@shared/schemas/application-requests';
import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  companies,
  companyEligibilityAnswers,
  employeeEligibilityAnswers,
  employeeForms,
} from '../../../db/schema';

/**
 * The company's state, its stored quiz answers, an application's own answers and the company's count of
 * non-owner full-time W-2 employees.
 */
export async function findEligibilityFacts(db: Db, companyId: string, employeePolicyId: string) {
  const [[company], [companyAnswers], [employeeAnswers], [employees]] = await Promise.all([
    db.select({ state: companies.state }).from(companies).where(eq(companies.id, companyId)).limit(1),
    db
      .select()
      .from(companyEligibilityAnswers)
      .where(eq(companyEligibilityAnswers.companyId, companyId))
      .limit(1),
    db
      .select()
      .from(employeeEligibilityAnswers)
      .where(eq(employeeEligibilityAnswers.employeePolicyId, employeePolicyId))
      .limit(1),
    db
      .select({ n: count() })
      .from(employeeForms)
      .where(and(eq(employeeForms.companyId, companyId), eq(employeeForms.employeeType, 'full_time'))),
  ]);
  return {
    state: company?.state ?? null,
    companyAnswers: companyAnswers ?? null,
    employeeAnswers: employeeAnswers ?? null,
    nonOwnerW2Count: Number(employees?.n ?? 0),
  };
}

/** Stores a company's quiz answers (one row per company). */
export async function upsertEligibilityAnswers(
  db: Db,
  companyId: string,
  answers: EligibilityAnswers,
  at: Date,
): Promise<void> {
  await db
    .insert(companyEligibilityAnswers)
    .values({ companyId, ...answers, updatedAt: at })
    .onConflictDoUpdate({ target: companyEligibilityAnswers.companyId, set: { ...answers, updatedAt: at } });
}

/** Stores an employee's own quiz answers (one row per application). */
export async function upsertEmployeeEligibilityAnswers(
  db: Db,
  employeePolicyId: string,
  answers: EligibilityAnswers,
  at: Date,
): Promise<void> {
  await db
    .insert(employeeEligibilityAnswers)
    .values({ employeePolicyId, ...answers, updatedAt: at })
    .onConflictDoUpdate({
      target: employeeEligibilityAnswers.employeePolicyId,
      set: { ...answers, updatedAt: at },
    });
}

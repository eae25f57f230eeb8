import { and, count, eq } from 'drizzle-orm';
import type { EligibilityAnswers } from '../../../shared/schemas/application-requests';
import type { Db } from '../../db/client';
import { companies, companyEligibilityAnswers, employeeForms } from '../../db/schema';

/** The company's state, its stored quiz answers and its count of non-owner full-time W-2 employees. */
export async function findEligibilityFacts(db: Db, companyId: string) {
  const [[company], [answers], [employees]] = await Promise.all([
    db.select({ state: companies.state }).from(companies).where(eq(companies.id, companyId)).limit(1),
    db
      .select()
      .from(companyEligibilityAnswers)
      .where(eq(companyEligibilityAnswers.companyId, companyId))
      .limit(1),
    db
      .select({ n: count() })
      .from(employeeForms)
      .where(and(eq(employeeForms.companyId, companyId), eq(employeeForms.employeeType, 'full_time'))),
  ]);
  return {
    state: company?.state ?? null,
    answers: answers ?? null,
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

import type { CoverageDecision } from '@shared/domain/enrollment/coverage-choice';
import type { CoverageType } from '@shared/domain/enums';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { employeePolicyCoverages, employeePolicyDependentEnrollments } from '../../db/schema';

/** Upserts the coverage answer and replaces the line's dependent enrolments (one row per active dependent). */
export async function replaceCoverage(
  db: Db,
  employeePolicyId: string,
  coverageType: CoverageType,
  decision: CoverageDecision,
  at: Date,
): Promise<void> {
  const values = {
    isEnrolling: decision.isEnrolling,
    planId: decision.planId,
    segment: decision.segment,
    coverageAmount: decision.coverageAmount,
    spouseCoverageAmount: decision.spouseCoverageAmount,
    childCoverageAmount: decision.childCoverageAmount,
    updatedAt: at,
  };
  await db
    .insert(employeePolicyCoverages)
    .values({ employeePolicyId, coverageType, ...values })
    .onConflictDoUpdate({
      target: [employeePolicyCoverages.employeePolicyId, employeePolicyCoverages.coverageType],
      set: values,
    });
  await db
    .delete(employeePolicyDependentEnrollments)
    .where(
      and(
        eq(employeePolicyDependentEnrollments.employeePolicyId, employeePolicyId),
        eq(employeePolicyDependentEnrollments.coverageType, coverageType),
      ),
    );
  if (decision.dependents.length > 0)
    await db.insert(employeePolicyDependentEnrollments).values(
      decision.dependents.map((d) => ({
        employeePolicyId,
        dependentId: d.id,
        coverageType,
        isEnrolling: d.isEnrolling,
        coverageAmount: d.coverageAmount,
      })),
    );
}

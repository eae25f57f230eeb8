import type { CoverageDecision } from '@shared/domain/enrollment/coverage-choice';
import type { CoverageType, Segment } from '@shared/domain/enums';
import { toCentsOrNull } from '@shared/domain/money/money';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { employeePolicyCoverages, employeePolicyDependentEnrollments } from '../../../db/schema';

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
    coverageAmountCents: toCentsOrNull(decision.coverageAmount),
    spouseCoverageAmountCents: toCentsOrNull(decision.spouseCoverageAmount),
    childCoverageAmountCents: toCentsOrNull(decision.childCoverageAmount),
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
        coverageAmountCents: toCentsOrNull(d.coverageAmount),
      })),
    );
}

/**
 * Enrols one dependent on these lines beside the people already enrolled (a life event, decision 0046), and
 * sets the tier of each line that has one to the tier the people covered now fall in.
 */
export async function enrollDependentOnLines(
  db: Db,
  employeePolicyId: string,
  dependentId: string,
  lines: ReadonlyArray<{ coverageType: CoverageType; segment: Segment | null }>,
  at: Date,
): Promise<void> {
  if (lines.length === 0) return;
  await db
    .insert(employeePolicyDependentEnrollments)
    .values(
      lines.map((l) => ({ employeePolicyId, dependentId, coverageType: l.coverageType, isEnrolling: true })),
    )
    .onConflictDoNothing();
  for (const line of lines) {
    if (line.segment === null) continue;
    await db
      .update(employeePolicyCoverages)
      .set({ segment: line.segment, updatedAt: at })
      .where(
        and(
          eq(employeePolicyCoverages.employeePolicyId, employeePolicyId),
          eq(employeePolicyCoverages.coverageType, line.coverageType),
        ),
      );
  }
}

import { and, asc, desc, eq, exists, gt, inArray, isNotNull, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  accounts,
  companies,
  companyPolicies,
  companyPolicyCancellations,
  employeeForms,
  employeePolicies,
  employeePolicyCoverages,
} from '../../../db/schema';
import { firstRow } from '../../../lib/first-row';

type CancellationInsert = typeof companyPolicyCancellations.$inferInsert;

export function findCompany(db: Db, companyId: string) {
  return firstRow(
    db
      .select({
        id: companies.id,
        name: companies.name,
        hasCancellationFormAccess: companies.hasCancellationFormAccess,
      })
      .from(companies)
      .where(eq(companies.id, companyId)),
  );
}

const policyColumns = {
  id: companyPolicies.id,
  status: companyPolicies.status,
  effectiveAt: companyPolicies.effectiveAt,
  renewalAt: companyPolicies.renewalAt,
  version: companyPolicies.version,
};

/**
 * The policy a cancellation ends: the company's enrolled plan year, else its first upcoming one (a company
 * whose first plan year has not started yet). Locked for the rest of the transaction when `lock` is set.
 */
export async function findCurrentPolicy(db: Db, companyId: string, lock = false) {
  const query = db
    .select(policyColumns)
    .from(companyPolicies)
    .where(and(eq(companyPolicies.companyId, companyId), ne(companyPolicies.status, 'cancelled')))
    .orderBy(sql`${companyPolicies.status} = 'enrolled' desc`, asc(companyPolicies.effectiveAt))
    .limit(1);
  const [row] = await (lock ? query.for('update') : query);
  return row ?? null;
}

/** The company's policy by id (also once cancelled), to show an applied cancellation. */
export function findPolicy(db: Db, policyId: string) {
  return firstRow(db.select(policyColumns).from(companyPolicies).where(eq(companyPolicies.id, policyId)));
}

const cancellationColumns = {
  id: companyPolicyCancellations.id,
  companyPolicyId: companyPolicyCancellations.companyPolicyId,
  reason: companyPolicyCancellations.reason,
  lastDayOfCoverage: companyPolicyCancellations.lastDayOfCoverage,
  requestedAt: companyPolicyCancellations.requestedAt,
  requestedByName: accounts.name,
  employeesNotified: companyPolicyCancellations.employeesNotified,
  appliedAt: companyPolicyCancellations.appliedAt,
};

/** The company's latest cancellation that was not withdrawn (scheduled or applied). */
export function findOpenCancellation(db: Db, companyId: string) {
  return firstRow(
    db
      .select(cancellationColumns)
      .from(companyPolicyCancellations)
      .leftJoin(accounts, eq(accounts.id, companyPolicyCancellations.requestedByAccountId))
      .where(
        and(
          eq(companyPolicyCancellations.companyId, companyId),
          isNull(companyPolicyCancellations.withdrawnAt),
        ),
      )
      .orderBy(desc(companyPolicyCancellations.requestedAt)),
  );
}

export async function insertCancellation(tx: Db, values: CancellationInsert) {
  const [row] = await tx
    .insert(companyPolicyCancellations)
    .values(values)
    .returning({ id: companyPolicyCancellations.id });
  return row!;
}

export async function setEmployeesNotified(db: Db, cancellationId: string, count: number) {
  await db
    .update(companyPolicyCancellations)
    .set({ employeesNotified: count })
    .where(eq(companyPolicyCancellations.id, cancellationId));
}

export async function withdrawCancellationRow(tx: Db, cancellationId: string, accountId: string, at: Date) {
  await tx
    .update(companyPolicyCancellations)
    .set({ withdrawnAt: at, withdrawnByAccountId: accountId })
    .where(eq(companyPolicyCancellations.id, cancellationId));
}

/** The company's upcoming plan years that would start after the last day of coverage: they never start. */
export async function findLaterPolicyIds(db: Db, companyId: string, policyId: string, lastDay: string) {
  const rows = await db
    .select({ id: companyPolicies.id })
    .from(companyPolicies)
    .where(
      and(
        eq(companyPolicies.companyId, companyId),
        ne(companyPolicies.id, policyId),
        eq(companyPolicies.status, 'upcoming'),
        gt(companyPolicies.effectiveAt, lastDay),
      ),
    );
  return rows.map((r) => r.id);
}

/**
 * The people covered under some plan years: a signed application that enrolls in at least one coverage, an
 * active employment and an email to write to. One row per person.
 */
export function listCoveredEmployees(db: Db, policyIds: readonly string[]) {
  if (policyIds.length === 0) return Promise.resolve([]);
  return db
    .selectDistinctOn([employeeForms.id], {
      formId: employeeForms.id,
      firstName: employeeForms.firstName,
      email: employeeForms.email,
    })
    .from(employeePolicies)
    .innerJoin(employeeForms, eq(employeeForms.id, employeePolicies.employeeFormId))
    .where(
      and(
        inArray(employeePolicies.companyPolicyId, [...policyIds]),
        isNotNull(employeePolicies.signedAt),
        eq(employeeForms.employmentStatus, 'active'),
        isNotNull(employeeForms.email),
        exists(
          db
            .select({ one: sql`1` })
            .from(employeePolicyCoverages)
            .where(
              and(
                eq(employeePolicyCoverages.employeePolicyId, employeePolicies.id),
                eq(employeePolicyCoverages.isEnrolling, 'Yes'),
              ),
            ),
        ),
      ),
    )
    .orderBy(employeeForms.id);
}

/** Cancellations whose last day of coverage is before `today` and that have not been applied yet. */
export function findDueCancellations(db: Db, today: string) {
  return db
    .select({
      id: companyPolicyCancellations.id,
      companyId: companyPolicyCancellations.companyId,
      companyPolicyId: companyPolicyCancellations.companyPolicyId,
      lastDayOfCoverage: companyPolicyCancellations.lastDayOfCoverage,
    })
    .from(companyPolicyCancellations)
    .where(
      and(
        isNull(companyPolicyCancellations.withdrawnAt),
        isNull(companyPolicyCancellations.appliedAt),
        lt(companyPolicyCancellations.lastDayOfCoverage, today),
      ),
    );
}

/** A due cancellation, locked, still open and unapplied (another process may have applied it meanwhile). */
export async function lockDueCancellation(tx: Db, cancellationId: string) {
  const [row] = await tx
    .select({ id: companyPolicyCancellations.id })
    .from(companyPolicyCancellations)
    .where(
      and(
        eq(companyPolicyCancellations.id, cancellationId),
        isNull(companyPolicyCancellations.withdrawnAt),
        isNull(companyPolicyCancellations.appliedAt),
      ),
    )
    .for('update');
  return row ?? null;
}

export async function markApplied(tx: Db, cancellationId: string, at: Date) {
  await tx
    .update(companyPolicyCancellations)
    .set({ appliedAt: at })
    .where(eq(companyPolicyCancellations.id, cancellationId));
}

/** A policy by id, locked for the rest of the transaction. */
export async function lockPolicy(tx: Db, policyId: string) {
  const [row] = await tx
    .select(policyColumns)
    .from(companyPolicies)
    .where(eq(companyPolicies.id, policyId))
    .for('update');
  return row!;
}

import type { ApplicationReviewStatus } from '@shared/domain/application-review/application-review';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  employeeForms,
  employeePolicies,
  employeePolicyCoverages,
  employeePolicyDependentEnrollments,
} from '../../../db/schema';
import { clock } from '../../../lib/clock';

/**
 * The application's state changes that other contexts ask for (issue 36 item 3): operations' review, a plan
 * year's cancellation, the renewal moving applications to the new plan year and opening renewal applications.
 * The applications' owner writes them; each takes the caller's transaction, so its lock and checks hold.
 */

export async function storeReview(
  tx: Db,
  applicationId: string,
  values: {
    reviewStatus: ApplicationReviewStatus;
    reviewReason: string | null;
    reviewFields: string[];
    reviewedByAccountId: string;
    reviewedAt: Date;
    effectiveAt?: string;
    version: number;
  },
): Promise<void> {
  await tx
    .update(employeePolicies)
    .set({ ...values, updatedAt: values.reviewedAt })
    .where(eq(employeePolicies.id, applicationId));
}

/** Cancels the employees' policies of some plan years; answers the accounts whose current policy that was. */
export async function cancelEmployeePolicies(tx: Db, policyIds: readonly string[], at: Date) {
  if (policyIds.length === 0) return [];
  const rows = await tx
    .update(employeePolicies)
    .set({ status: 'cancelled', updatedAt: at })
    .where(inArray(employeePolicies.companyPolicyId, [...policyIds]))
    .returning({ formId: employeePolicies.employeeFormId });
  if (rows.length === 0) return [];
  const forms = await tx
    .select({ accountId: employeeForms.accountId })
    .from(employeeForms)
    .where(
      and(
        inArray(
          employeeForms.id,
          rows.map((r) => r.formId),
        ),
        isNotNull(employeeForms.accountId),
      ),
    );
  return forms.map((f) => f.accountId!);
}

/**
 * On the effective date: the new plan year's applications that are signed or declined-and-completed become
 * enrolled (the others stay upcoming until finished); the old plan year's applications end (cancelled).
 * Answers the accounts whose current policy changed.
 */
export async function moveEmployeePolicies(
  tx: Db,
  fromCompanyPolicyId: string | null,
  toCompanyPolicyId: string,
) {
  const enrolled = await tx
    .update(employeePolicies)
    .set({ status: 'enrolled', updatedAt: clock.now() })
    .where(
      and(eq(employeePolicies.companyPolicyId, toCompanyPolicyId), isNotNull(employeePolicies.completedAt)),
    )
    .returning({ formId: employeePolicies.employeeFormId });
  const ended = fromCompanyPolicyId
    ? await tx
        .update(employeePolicies)
        .set({ status: 'cancelled', updatedAt: clock.now() })
        .where(eq(employeePolicies.companyPolicyId, fromCompanyPolicyId))
        .returning({ formId: employeePolicies.employeeFormId })
    : [];
  const formIds = [...new Set([...enrolled, ...ended].map((r) => r.formId))];
  if (formIds.length === 0) return { accountIds: [], enrolled: 0, ended: 0 };
  const accounts = await tx
    .select({ accountId: employeeForms.accountId })
    .from(employeeForms)
    .where(and(inArray(employeeForms.id, formIds), isNotNull(employeeForms.accountId)));
  return {
    accountIds: accounts.map((a) => a.accountId!),
    enrolled: enrolled.length,
    ended: ended.length,
  };
}

/** Inserts renewal applications; a form that already has one on the plan year keeps it. */
export function insertRenewalPolicies(
  tx: Db,
  rows: ReadonlyArray<
    Pick<
      typeof employeePolicies.$inferInsert,
      | 'employeeFormId'
      | 'companyPolicyId'
      | 'effectiveAt'
      | 'declinationReason'
      | 'declinationReason1CarrierName'
      | 'declinationReason1IdNumber'
      | 'declinationReason4Explanation'
    >
  >,
) {
  if (rows.length === 0) return Promise.resolve([]);
  return tx
    .insert(employeePolicies)
    .values(rows.map((r) => ({ ...r, status: 'upcoming' as const, isRenewal: true })))
    .onConflictDoNothing()
    .returning({ id: employeePolicies.id, employeeFormId: employeePolicies.employeeFormId });
}

export async function insertCoverages(tx: Db, rows: Array<typeof employeePolicyCoverages.$inferInsert>) {
  if (rows.length > 0) await tx.insert(employeePolicyCoverages).values(rows);
}

export async function insertDependentEnrollments(
  tx: Db,
  rows: Array<typeof employeePolicyDependentEnrollments.$inferInsert>,
) {
  if (rows.length > 0) await tx.insert(employeePolicyDependentEnrollments).values(rows);
}

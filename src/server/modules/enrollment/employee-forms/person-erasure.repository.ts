import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  beneficiaryPairs,
  claimMessages,
  claimRequests,
  employeeDependents,
  employeeEligibilityAnswers,
  employeeForms,
  employeeHealthAccounts,
  employeeLifeEvents,
  employeePolicies,
  employeePolicyCoverages,
  employeePolicyDependentEnrollments,
  employeePolicySteps,
  individualApplications,
} from '../../../db/schema';
import { clock } from '../../../lib/clock';

/** The person's records a deletion request erases from the enrollment context (decision 0060). */

/**
 * The person's answers on their unsigned applications (decision 0060): the lines and plans chosen, who was to
 * be covered, the steps done, the health-account amount, the eligibility answers, the declination reasons and
 * any signature drawn but not submitted. The application row itself stays: the employer opened it for the plan
 * year (its status and start date are the employer's record), and it is empty again. Answers how many drafts.
 */
export async function clearUnsignedDrafts(db: Db, formIds: string[], now: Date) {
  if (formIds.length === 0) return 0;
  const drafts = (
    await db
      .select({ id: employeePolicies.id })
      .from(employeePolicies)
      .where(and(inArray(employeePolicies.employeeFormId, formIds), isNull(employeePolicies.signedAt)))
      .for('update')
  ).map((p) => p.id);
  if (drafts.length === 0) return 0;
  await db.delete(employeePolicyCoverages).where(inArray(employeePolicyCoverages.employeePolicyId, drafts));
  await db
    .delete(employeePolicyDependentEnrollments)
    .where(inArray(employeePolicyDependentEnrollments.employeePolicyId, drafts));
  await db.delete(employeePolicySteps).where(inArray(employeePolicySteps.employeePolicyId, drafts));
  await db.delete(employeeHealthAccounts).where(inArray(employeeHealthAccounts.employeePolicyId, drafts));
  await db
    .delete(employeeEligibilityAnswers)
    .where(inArray(employeeEligibilityAnswers.employeePolicyId, drafts));
  await db
    .update(employeePolicies)
    .set({
      declinationReason: null,
      declinationReason1CarrierName: null,
      declinationReason1IdNumber: null,
      declinationReason4Explanation: null,
      signatureImageDataUrl: null,
      completedAt: null,
      version: sql`${employeePolicies.version} + 1`,
      updatedAt: now,
    })
    .where(inArray(employeePolicies.id, drafts));
  return drafts.length;
}

/** The person's individual (self-paid) dental and vision applications not submitted: theirs alone. */
export async function deleteUnsubmittedIndividualApplications(db: Db, formIds: string[]) {
  if (formIds.length === 0) return 0;
  const rows = await db
    .delete(individualApplications)
    .where(
      and(
        inArray(individualApplications.employeeFormId, formIds),
        isNull(individualApplications.submittedAt),
      ),
    )
    .returning({ id: individualApplications.employeeFormId });
  return rows.length;
}

/**
 * Dependents and beneficiaries the person entered on a form with nothing signed or submitted (no signed
 * application, no submitted individual application, no life event): no kept record names them. Answers how
 * many dependents and beneficiary pairs were deleted.
 */
export async function deleteUnneededFamily(db: Db, formIds: string[]) {
  if (formIds.length === 0) return { dependents: 0, beneficiaries: 0 };
  const signedForms = new Set(
    [
      ...(await db
        .select({ id: employeePolicies.employeeFormId })
        .from(employeePolicies)
        .where(and(inArray(employeePolicies.employeeFormId, formIds), isNotNull(employeePolicies.signedAt)))),
      ...(await db
        .select({ id: individualApplications.employeeFormId })
        .from(individualApplications)
        .where(
          and(
            inArray(individualApplications.employeeFormId, formIds),
            isNotNull(individualApplications.submittedAt),
          ),
        )),
      ...(await db
        .select({ id: employeeLifeEvents.employeeFormId })
        .from(employeeLifeEvents)
        .where(inArray(employeeLifeEvents.employeeFormId, formIds))),
    ].map((r) => r.id),
  );
  const unsigned = formIds.filter((id) => !signedForms.has(id));
  if (unsigned.length === 0) return { dependents: 0, beneficiaries: 0 };
  const dependents = await db
    .delete(employeeDependents)
    .where(inArray(employeeDependents.employeeFormId, unsigned))
    .returning({ id: employeeDependents.id });
  const beneficiaries = await db
    .delete(beneficiaryPairs)
    .where(inArray(beneficiaryPairs.employeeFormId, unsigned))
    .returning({ id: beneficiaryPairs.employeeFormId });
  return { dependents: dependents.length, beneficiaries: beneficiaries.length };
}

/** Claim-help messages the person wrote (their text), on their own claims. */
export async function deleteOwnClaimMessages(db: Db, accountId: string, formIds: string[]) {
  if (formIds.length === 0) return 0;
  const claimIds = db
    .select({ id: claimRequests.id })
    .from(claimRequests)
    .where(inArray(claimRequests.employeeFormId, formIds));
  const deleted = await db
    .delete(claimMessages)
    .where(and(inArray(claimMessages.claimRequestId, claimIds), eq(claimMessages.authorAccountId, accountId)))
    .returning({ id: claimMessages.id });
  return deleted.length;
}

/** Contact details not needed for a kept record: the personal phone numbers on the person's employee forms. */
export async function clearContactDetails(db: Db, formIds: string[]) {
  if (formIds.length === 0) return 0;
  const rows = await db
    .update(employeeForms)
    .set({ homePhoneNumber: null, workPhoneNumber: null, updatedAt: clock.now() })
    .where(inArray(employeeForms.id, formIds))
    .returning({ id: employeeForms.id });
  return rows.length;
}

/** The ids of the claims-help requests on the person's employee forms. */
export async function listClaimIdsOfForms(db: Db, formIds: string[]): Promise<string[]> {
  if (formIds.length === 0) return [];
  const rows = await db
    .select({ id: claimRequests.id })
    .from(claimRequests)
    .where(inArray(claimRequests.employeeFormId, formIds));
  return rows.map((r) => r.id);
}

import { and, desc, eq, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  accounts,
  auditLog,
  beneficiaryPairs,
  borApplications,
  claimMessages,
  claimRequests,
  companyMemberships,
  dataRequests,
  employeeDependents,
  employeeForms,
  employeeLifeEvents,
  employeePolicies,
  employeePolicyCoverages,
  sessions,
} from '../../db/schema';

export type DataRequestRow = typeof dataRequests.$inferSelect;

export async function insertDataRequest(db: Db, values: typeof dataRequests.$inferInsert) {
  const [row] = await db.insert(dataRequests).values(values).returning();
  return row!;
}

export function listDataRequestsOf(db: Db, accountId: string) {
  return db
    .select()
    .from(dataRequests)
    .where(eq(dataRequests.accountId, accountId))
    .orderBy(desc(dataRequests.receivedAt));
}

export async function findDataRequestOf(db: Db, accountId: string, id: string) {
  const [row] = await db
    .select()
    .from(dataRequests)
    .where(and(eq(dataRequests.id, id), eq(dataRequests.accountId, accountId)))
    .limit(1);
  return row ?? null;
}

export function listAllDataRequests(db: Db) {
  return db.select().from(dataRequests).orderBy(desc(dataRequests.receivedAt)).limit(500);
}

/** Everything stored about the account, each row whole: the service masks it before it leaves. */
export async function collectPersonalData(db: Db, accountId: string) {
  const [account] = await db.select().from(accounts).where(eq(accounts.id, accountId));
  const memberships = await db
    .select()
    .from(companyMemberships)
    .where(eq(companyMemberships.accountId, accountId));
  const forms = await db.select().from(employeeForms).where(eq(employeeForms.accountId, accountId));
  const formIds = forms.map((f) => f.id);
  const none = formIds.length === 0;
  const policies = none
    ? []
    : await db.select().from(employeePolicies).where(inArray(employeePolicies.employeeFormId, formIds));
  const policyIds = policies.map((p) => p.id);
  const [dependents, coverages, beneficiaries, claims, lifeEvents] = await Promise.all([
    none
      ? []
      : db.select().from(employeeDependents).where(inArray(employeeDependents.employeeFormId, formIds)),
    policyIds.length === 0
      ? []
      : db
          .select()
          .from(employeePolicyCoverages)
          .where(inArray(employeePolicyCoverages.employeePolicyId, policyIds)),
    none ? [] : db.select().from(beneficiaryPairs).where(inArray(beneficiaryPairs.employeeFormId, formIds)),
    none ? [] : db.select().from(claimRequests).where(inArray(claimRequests.employeeFormId, formIds)),
    none
      ? []
      : db.select().from(employeeLifeEvents).where(inArray(employeeLifeEvents.employeeFormId, formIds)),
  ]);
  const claimIds = claims.map((c) => c.id);
  const messages =
    claimIds.length === 0
      ? []
      : await db.select().from(claimMessages).where(inArray(claimMessages.claimRequestId, claimIds));
  const audit = await db
    .select()
    .from(auditLog)
    .where(
      or(
        eq(auditLog.accountId, accountId),
        and(eq(auditLog.subjectType, 'account'), eq(auditLog.subjectId, accountId)),
      ),
    )
    .orderBy(auditLog.at)
    .limit(2000);
  const requests = await listDataRequestsOf(db, accountId);
  return {
    account,
    memberships,
    employeeForms: forms,
    dependents,
    applications: policies,
    coverages,
    beneficiaries,
    claims,
    claimMessages: messages,
    lifeEvents,
    auditEntries: audit,
    dataRequests: requests.map(({ exportDocument: _omit, ...r }) => r),
  };
}

/** The counts a deletion keeps (decision 0056: signed applications, broker letters, the audit log). */
export async function countKeptRecords(db: Db, accountId: string) {
  const formIds = (
    await db
      .select({ id: employeeForms.id })
      .from(employeeForms)
      .where(eq(employeeForms.accountId, accountId))
  ).map((f) => f.id);
  const count = sql<number>`count(*)::int`;
  const [signed] =
    formIds.length === 0
      ? [{ n: 0 }]
      : await db
          .select({ n: count })
          .from(employeePolicies)
          .where(
            and(inArray(employeePolicies.employeeFormId, formIds), isNotNull(employeePolicies.signedAt)),
          );
  const [letters] = await db
    .select({ n: count })
    .from(borApplications)
    .where(eq(borApplications.signedByAccountId, accountId));
  const [audit] = await db.select({ n: count }).from(auditLog).where(eq(auditLog.accountId, accountId));
  const [memberships] = await db
    .select({ n: count })
    .from(companyMemberships)
    .where(eq(companyMemberships.accountId, accountId));
  return {
    formIds,
    signedApplications: signed?.n ?? 0,
    brokerLetters: letters?.n ?? 0,
    auditEntries: audit?.n ?? 0,
    memberships: memberships?.n ?? 0,
  };
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
    .set({ homePhoneNumber: null, workPhoneNumber: null, updatedAt: new Date() })
    .where(inArray(employeeForms.id, formIds))
    .returning({ id: employeeForms.id });
  return rows.length;
}

/** Closes the account: no name, an address that cannot receive mail, a password nobody knows, disabled. */
export async function anonymizeAccount(db: Db, accountId: string, passwordHash: string, now: Date) {
  await db
    .update(accounts)
    .set({
      name: null,
      email: `deleted-${accountId}@deleted.invalid`,
      passwordHash,
      disabledAt: now,
      updatedAt: now,
    })
    .where(eq(accounts.id, accountId));
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.accountId, accountId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return revoked.length;
}

export async function completeDataRequest(
  db: Db,
  id: string,
  values: { completedAt: Date; summary: DataRequestRow['summary']; exportDocument?: Record<string, unknown> },
) {
  const [row] = await db
    .update(dataRequests)
    .set({ status: 'completed', ...values })
    .where(eq(dataRequests.id, id))
    .returning();
  return row!;
}

/** Removes requests received before `before` (24 months of keeping, decision 0056). */
export async function deleteDataRequestsBefore(db: Db, before: Date) {
  const rows = await db
    .delete(dataRequests)
    .where(lt(dataRequests.receivedAt, before))
    .returning({ id: dataRequests.id });
  return rows.length;
}

export async function findPasswordOf(db: Db, accountId: string) {
  const [row] = await db
    .select({ passwordHash: accounts.passwordHash, credentialsSet: accounts.credentialsSet })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .limit(1);
  return row ?? null;
}

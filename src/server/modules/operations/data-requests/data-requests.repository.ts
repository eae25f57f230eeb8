import { and, desc, eq, inArray, isNotNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
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
  individualApplications,
  storedFiles,
} from '../../../db/schema';

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

/**
 * Operations' queue: the requests of a kind and status (open: not completed; overdue: open past its due date),
 * those due first, then newest; at most 500.
 */
export function listAllDataRequests(
  db: Db,
  filter: { status: 'all' | 'open' | 'overdue' | 'completed'; kind: 'all' | 'export' | 'deletion' },
  now: Date,
) {
  const conditions = [
    filter.kind === 'all' ? undefined : eq(dataRequests.kind, filter.kind),
    filter.status === 'completed' ? eq(dataRequests.status, 'completed') : undefined,
    filter.status === 'open' || filter.status === 'overdue'
      ? ne(dataRequests.status, 'completed')
      : undefined,
    filter.status === 'overdue' ? lt(dataRequests.dueAt, now) : undefined,
  ];
  return db
    .select()
    .from(dataRequests)
    .where(and(...conditions))
    .orderBy(
      sql`case when ${dataRequests.status} = 'completed' then 1 else 0 end`,
      dataRequests.dueAt,
      desc(dataRequests.receivedAt),
    )
    .limit(500);
}

/** Requests per status and kind, whatever the filter. */
export async function countDataRequests(db: Db, now: Date) {
  const n = (condition: ReturnType<typeof sql>) => sql<number>`count(*) filter (where ${condition})::int`;
  const [row] = await db
    .select({
      open: n(sql`${dataRequests.status} <> 'completed'`),
      overdue: n(sql`${dataRequests.status} <> 'completed' and ${dataRequests.dueAt} < ${now.toISOString()}`),
      completed: n(sql`${dataRequests.status} = 'completed'`),
      export: n(sql`${dataRequests.kind} = 'export'`),
      deletion: n(sql`${dataRequests.kind} = 'deletion'`),
    })
    .from(dataRequests);
  return row ?? { open: 0, overdue: 0, completed: 0, export: 0, deletion: 0 };
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
  const claimFileIds = claimIds.length === 0 ? [] : claimIds;
  const files = await db
    .select()
    .from(storedFiles)
    .where(
      or(
        eq(storedFiles.uploadedByAccountId, accountId),
        claimFileIds.length === 0
          ? sql`false`
          : and(eq(storedFiles.recordType, 'claim'), inArray(storedFiles.recordId, claimFileIds)),
      ),
    );
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
    files,
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
  const none = formIds.length === 0;
  const [claims] = none
    ? [{ n: 0 }]
    : await db.select({ n: count }).from(claimRequests).where(inArray(claimRequests.employeeFormId, formIds));
  const [lifeEvents] = none
    ? [{ n: 0 }]
    : await db
        .select({ n: count })
        .from(employeeLifeEvents)
        .where(inArray(employeeLifeEvents.employeeFormId, formIds));
  const [submittedIndividual] = none
    ? [{ n: 0 }]
    : await db
        .select({ n: count })
        .from(individualApplications)
        .where(
          and(
            inArray(individualApplications.employeeFormId, formIds),
            isNotNull(individualApplications.submittedAt),
          ),
        );
  // Files the person uploaded for a company (its documents, a census, broker-of-record papers): the company's.
  const [companyFiles] = await db
    .select({ n: count })
    .from(storedFiles)
    .where(and(eq(storedFiles.uploadedByAccountId, accountId), ne(storedFiles.recordType, 'claim')));
  return {
    formIds,
    signedApplications: (signed?.n ?? 0) + (submittedIndividual?.n ?? 0),
    brokerLetters: letters?.n ?? 0,
    auditEntries: audit?.n ?? 0,
    memberships: memberships?.n ?? 0,
    claims: claims?.n ?? 0,
    lifeEvents: lifeEvents?.n ?? 0,
    companyFiles: companyFiles?.n ?? 0,
  };
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

/** Locks the account's row for a deletion; answers whether it is still open (not disabled). */
export async function lockOpenAccount(db: Db, accountId: string): Promise<boolean> {
  const [row] = await db
    .select({ disabledAt: accounts.disabledAt })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .for('update');
  return row !== undefined && row.disabledAt === null;
}

export async function findPasswordOf(db: Db, accountId: string) {
  const [row] = await db
    .select({ passwordHash: accounts.passwordHash, credentialsSet: accounts.credentialsSet })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .limit(1);
  return row ?? null;
}

import type { NoticeCategory } from '@shared/domain/notices/notices';
import { and, asc, eq, gte, inArray, isNotNull, lte, ne, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  accounts,
  companies,
  companyPolicies,
  employeeForms,
  employeePolicies,
  noticePreferences,
  renewals,
  sentNotices,
} from '../../../db/schema';
import { clock } from '../../../lib/clock';

export async function findCompany(db: Db, companyId: string) {
  const [row] = await db
    .select({
      id: companies.id,
      name: companies.name,
      idToken: companies.idToken,
      timeZone: companies.timeZone,
    })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row;
}

/** A signed application: who signed it (the employee's account, when they have one) and where. */
export async function findSignedApplication(db: Db, employeePolicyId: string) {
  const [row] = await db
    .select({
      employeeFormId: employeeForms.id,
      companyId: employeeForms.companyId,
      firstName: employeeForms.firstName,
      lastName: employeeForms.lastName,
      email: accounts.email,
      isDisabled: sql<boolean>`${accounts.disabledAt} is not null`,
      signedAt: employeePolicies.signedAt,
      isRenewal: employeePolicies.isRenewal,
    })
    .from(employeePolicies)
    .innerJoin(employeeForms, eq(employeeForms.id, employeePolicies.employeeFormId))
    .leftJoin(accounts, eq(accounts.id, employeeForms.accountId))
    .where(eq(employeePolicies.id, employeePolicyId));
  return row;
}

/** The employees' own accounts (enabled ones), for the forms given: who a notice about their coverage goes to. */
export function listEmployeeAccounts(db: Db, employeeFormIds: readonly string[]) {
  if (employeeFormIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      employeeFormId: employeeForms.id,
      accountId: accounts.id,
      email: accounts.email,
      firstName: employeeForms.firstName,
    })
    .from(employeeForms)
    .innerJoin(accounts, eq(accounts.id, employeeForms.accountId))
    .where(and(inArray(employeeForms.id, [...employeeFormIds]), sql`${accounts.disabledAt} is null`));
}

/**
 * The people whose renewal application is open on an upcoming plan year (issue 35 item 5), read when the notice
 * goes: still employed and eligible, with an enabled account of their own, the application not signed yet.
 */
export function listRenewalOpenRecipients(db: Db, upcomingCompanyPolicyId: string) {
  return db
    .select({
      employeePolicyId: employeePolicies.id,
      employeeFormId: employeeForms.id,
      companyId: companyPolicies.companyId,
      effectiveAt: companyPolicies.effectiveAt,
      accountId: accounts.id,
      email: accounts.email,
      firstName: employeeForms.firstName,
    })
    .from(employeePolicies)
    .innerJoin(companyPolicies, eq(companyPolicies.id, employeePolicies.companyPolicyId))
    .innerJoin(employeeForms, eq(employeeForms.id, employeePolicies.employeeFormId))
    .innerJoin(accounts, eq(accounts.id, employeeForms.accountId))
    .where(
      and(
        eq(employeePolicies.companyPolicyId, upcomingCompanyPolicyId),
        eq(employeePolicies.isRenewal, true),
        eq(companyPolicies.status, 'upcoming'),
        sql`${employeePolicies.completedAt} is null`,
        eq(employeeForms.employmentStatus, 'active'),
        eq(employeeForms.isEligible, true),
        sql`${accounts.disabledAt} is null`,
      ),
    )
    .orderBy(asc(employeeForms.id));
}

const notSentYet = (db: Db, kind: string, subjectId: typeof employeePolicies.id | typeof renewals.id) =>
  notExists(
    db
      .select({ one: sql`1` })
      .from(sentNotices)
      .where(and(eq(sentNotices.kind, kind), eq(sentNotices.subjectId, subjectId))),
  );

/** Signed applications whose coverage started between `from` and `to` (ISO dates), not yet announced. */
export function listCoverageStarting(db: Db, kind: string, from: string, to: string) {
  return db
    .select({
      employeePolicyId: employeePolicies.id,
      effectiveAt: employeePolicies.effectiveAt,
      accountId: accounts.id,
      email: accounts.email,
      firstName: employeeForms.firstName,
      companyName: companies.name,
      timeZone: companies.timeZone,
    })
    .from(employeePolicies)
    .innerJoin(employeeForms, eq(employeeForms.id, employeePolicies.employeeFormId))
    .innerJoin(accounts, eq(accounts.id, employeeForms.accountId))
    .innerJoin(companies, eq(companies.id, employeeForms.companyId))
    .where(
      and(
        isNotNull(employeePolicies.signedAt),
        ne(employeePolicies.status, 'cancelled'),
        gte(employeePolicies.effectiveAt, from),
        lte(employeePolicies.effectiveAt, to),
        sql`${accounts.disabledAt} is null`,
        notSentYet(db, kind, employeePolicies.id),
      ),
    )
    .orderBy(asc(employeePolicies.effectiveAt));
}

/** Open (launched, unsigned) renewals taking effect between `from` and `to` (ISO dates). */
export function listOpenRenewalsEffectiveBetween(db: Db, from: string, to: string) {
  return db
    .select({
      renewalId: renewals.id,
      companyId: renewals.companyId,
      effectiveAt: renewals.effectiveAt,
    })
    .from(renewals)
    .where(and(eq(renewals.status, 'open'), gte(renewals.effectiveAt, from), lte(renewals.effectiveAt, to)))
    .orderBy(asc(renewals.effectiveAt));
}

/** Claims the right to send one notice: false when it was sent (or is being sent) already. */
export async function claimNotice(
  db: Db,
  notice: { kind: string; subjectId: string; recipientAccountId: string },
): Promise<boolean> {
  const rows = await db
    .insert(sentNotices)
    .values(notice)
    .onConflictDoNothing()
    .returning({ id: sentNotices.id });
  return rows.length > 0;
}

/** Gives a claim back when its message could not be sent, so the next run tries again. */
export async function releaseNotice(
  db: Db,
  notice: { kind: string; subjectId: string; recipientAccountId: string },
): Promise<void> {
  await db
    .delete(sentNotices)
    .where(
      and(
        eq(sentNotices.kind, notice.kind),
        eq(sentNotices.subjectId, notice.subjectId),
        eq(sentNotices.recipientAccountId, notice.recipientAccountId),
      ),
    );
}

export function listPreferences(db: Db, accountId: string) {
  return db
    .select({
      category: noticePreferences.category,
      enabled: noticePreferences.enabled,
      version: noticePreferences.version,
    })
    .from(noticePreferences)
    .where(eq(noticePreferences.accountId, accountId));
}

/** The account's row of one category, created (on, version 0) when missing, and locked. */
export async function lockPreference(tx: Db, accountId: string, category: NoticeCategory) {
  await tx.insert(noticePreferences).values({ accountId, category }).onConflictDoNothing();
  const [row] = await tx
    .select({ enabled: noticePreferences.enabled, version: noticePreferences.version })
    .from(noticePreferences)
    .where(and(eq(noticePreferences.accountId, accountId), eq(noticePreferences.category, category)))
    .for('update');
  return row!;
}

export async function updatePreference(
  tx: Db,
  accountId: string,
  category: NoticeCategory,
  values: { enabled: boolean; version: number },
) {
  await tx
    .update(noticePreferences)
    .set({ ...values, updatedAt: clock.now() })
    .where(and(eq(noticePreferences.accountId, accountId), eq(noticePreferences.category, category)));
}

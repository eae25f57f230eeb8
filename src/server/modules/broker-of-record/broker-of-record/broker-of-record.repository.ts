import { and, asc, desc, eq, inArray, isNull, ne, notInArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import {
  accounts,
  borApplications,
  borCarrierChangeEvents,
  borCarrierChanges,
  borIntakePlans,
  borSigningRequests,
  companies,
  companyPolicies,
  partners,
  storedFiles,
} from '../../../db/schema';
import { clock } from '../../../lib/clock';
import { firstRow } from '../../../lib/first-row';

export type BorApplicationRow = typeof borApplications.$inferSelect;
export type BorApplicationInsert = typeof borApplications.$inferInsert;
export type BorApplicationValues = Partial<Omit<typeof borApplications.$inferInsert, 'id' | 'companyId'>>;
export type IntakePlanRow = Awaited<ReturnType<typeof listIntakePlans>>[number];
export type CarrierChangeRow = typeof borCarrierChanges.$inferSelect;

/** The company as the application starts from it (and as its answers name it). */
export function findCompany(db: Db, companyId: string) {
  return firstRow(
    db
      .select({
        id: companies.id,
        idToken: companies.idToken,
        name: companies.name,
        address1: companies.address1,
        city: companies.city,
        state: companies.state,
        zip: companies.zip,
        phone: companies.phone,
        taxIdEncrypted: companies.taxIdEncrypted,
        taxIdLast4: companies.taxIdLast4,
        contactFirstName: companies.contactFirstName,
        contactLastName: companies.contactLastName,
        contactTitle: companies.contactTitle,
        contactEmail: companies.contactEmail,
        contactPhone: companies.contactPhone,
        partnerSlug: partners.slug,
        partnerIntegrationKind: partners.integrationKind,
      })
      .from(companies)
      .leftJoin(partners, eq(partners.id, companies.partnerId))
      .where(eq(companies.id, companyId)),
  );
}

export function findApplication(db: Db, companyId: string) {
  return firstRow(db.select().from(borApplications).where(eq(borApplications.companyId, companyId)));
}

export function lockApplication(tx: Db, companyId: string) {
  return firstRow(
    tx.select().from(borApplications).where(eq(borApplications.companyId, companyId)).for('update'),
  );
}

export async function insertApplication(tx: Db, values: typeof borApplications.$inferInsert) {
  const [row] = await tx.insert(borApplications).values(values).returning();
  return row!;
}

/** Writes the values and raises the version. */
export async function updateApplication(tx: Db, row: BorApplicationRow, values: BorApplicationValues) {
  await tx
    .update(borApplications)
    .set({ ...values, version: row.version + 1, updatedAt: clock.now() })
    .where(eq(borApplications.id, row.id));
}

const invoiceFile = alias(storedFiles, 'invoice_file');
const sbcFile = alias(storedFiles, 'sbc_file');

/** The application's plans, by type and position, with their files' names. */
export function listIntakePlans(db: Db, applicationId: string) {
  return db
    .select({
      id: borIntakePlans.id,
      planKey: borIntakePlans.planKey,
      insuranceType: borIntakePlans.insuranceType,
      position: borIntakePlans.position,
      planName: borIntakePlans.planName,
      insuranceCompany: borIntakePlans.insuranceCompany,
      otherInsuranceCompany: borIntakePlans.otherInsuranceCompany,
      groupIdNumber: borIntakePlans.groupIdNumber,
      contributionType: borIntakePlans.contributionType,
      employeeContributionPercentage: borIntakePlans.employeeContributionPercentage,
      employeeContributionCents: borIntakePlans.employeeContributionCents,
      dependentContributionPercentage: borIntakePlans.dependentContributionPercentage,
      dependentContributionCents: borIntakePlans.dependentContributionCents,
      invoiceFileId: borIntakePlans.invoiceFileId,
      invoiceFileName: invoiceFile.originalName,
      sbcFileId: borIntakePlans.sbcFileId,
      sbcFileName: sbcFile.originalName,
      expenseAccount: borIntakePlans.expenseAccount,
      liabilityAccount: borIntakePlans.liabilityAccount,
    })
    .from(borIntakePlans)
    .leftJoin(invoiceFile, eq(invoiceFile.id, borIntakePlans.invoiceFileId))
    .leftJoin(sbcFile, eq(sbcFile.id, borIntakePlans.sbcFileId))
    .where(eq(borIntakePlans.applicationId, applicationId))
    .orderBy(asc(borIntakePlans.insuranceType), asc(borIntakePlans.position));
}

export type IntakePlanValues = {
  planKey: string;
  insuranceType: string;
  position: number;
  planName: string;
  insuranceCompany: string;
  otherInsuranceCompany: string;
  groupIdNumber: string;
  contributionType?: string | null;
  /** A percentage (the percentage types) or cents (fixed) per side; the other one null. */
  employeeContributionPercentage?: number | null;
  employeeContributionCents?: number | null;
  dependentContributionPercentage?: number | null;
  dependentContributionCents?: number | null;
  expenseAccount?: string | null;
  liabilityAccount?: string | null;
};

/**
 * Replaces the plans with these rows: rows kept (same type and id) are updated and keep their files; rows left
 * out are removed; new rows are added.
 */
export async function replaceIntakePlans(tx: Db, applicationId: string, rows: readonly IntakePlanValues[]) {
  const keys = rows.map((r) => `${r.insuranceType}:${r.planKey}`);
  const keyExpr = sql<string>`${borIntakePlans.insuranceType} || ':' || ${borIntakePlans.planKey}`;
  await tx
    .delete(borIntakePlans)
    .where(
      keys.length > 0
        ? and(eq(borIntakePlans.applicationId, applicationId), notInArray(keyExpr, keys))
        : eq(borIntakePlans.applicationId, applicationId),
    );
  for (const row of rows) {
    const { planKey, insuranceType, ...rest } = row;
    await tx
      .insert(borIntakePlans)
      .values({ applicationId, planKey, insuranceType, ...rest })
      .onConflictDoUpdate({
        target: [borIntakePlans.applicationId, borIntakePlans.insuranceType, borIntakePlans.planKey],
        set: { ...rest, updatedAt: clock.now() },
      });
  }
}

/** One plan row, locked (the upload's write). */
export function lockIntakePlan(tx: Db, applicationId: string, insuranceType: string, planKey: string) {
  return firstRow(
    tx
      .select()
      .from(borIntakePlans)
      .where(
        and(
          eq(borIntakePlans.applicationId, applicationId),
          eq(borIntakePlans.insuranceType, insuranceType),
          eq(borIntakePlans.planKey, planKey),
        ),
      )
      .for('update'),
  );
}

export async function setIntakePlanFile(tx: Db, planId: string, fileType: 'invoice' | 'sbc', fileId: string) {
  await tx
    .update(borIntakePlans)
    .set(fileType === 'invoice' ? { invoiceFileId: fileId } : { sbcFileId: fileId })
    .where(eq(borIntakePlans.id, planId));
}

export async function setIntakePlanAccounts(
  tx: Db,
  applicationId: string,
  rows: ReadonlyArray<{
    planType: string;
    planId: string;
    expenseAccount: string | null;
    liabilityAccount: string | null;
  }>,
) {
  for (const row of rows)
    await tx
      .update(borIntakePlans)
      .set({ expenseAccount: row.expenseAccount, liabilityAccount: row.liabilityAccount })
      .where(
        and(
          eq(borIntakePlans.applicationId, applicationId),
          eq(borIntakePlans.insuranceType, row.planType),
          eq(borIntakePlans.planKey, row.planId),
        ),
      );
}

export function listCarrierChanges(db: Db, applicationId: string) {
  return db
    .select()
    .from(borCarrierChanges)
    .where(eq(borCarrierChanges.applicationId, applicationId))
    .orderBy(asc(borCarrierChanges.carrierName));
}

export function listCarrierChangeEvents(db: Db, carrierChangeIds: readonly string[]) {
  if (carrierChangeIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      carrierChangeId: borCarrierChangeEvents.carrierChangeId,
      status: borCarrierChangeEvents.status,
      at: borCarrierChangeEvents.at,
    })
    .from(borCarrierChangeEvents)
    .where(inArray(borCarrierChangeEvents.carrierChangeId, [...carrierChangeIds]))
    .orderBy(asc(borCarrierChangeEvents.at), asc(borCarrierChangeEvents.id));
}

export async function insertCarrierChange(tx: Db, values: typeof borCarrierChanges.$inferInsert) {
  const [row] = await tx.insert(borCarrierChanges).values(values).returning();
  return row!;
}

/** Records a status a carrier change took; answers the event's id (what its mail is sent once for). */
export async function insertCarrierChangeEvent(
  tx: Db,
  values: typeof borCarrierChangeEvents.$inferInsert,
): Promise<string> {
  const [row] = await tx
    .insert(borCarrierChangeEvents)
    .values(values)
    .returning({ id: borCarrierChangeEvents.id });
  return row!.id;
}

/** One status a carrier change took, with its change: what the administrators' mail says. */
export function findCarrierChangeEvent(db: Db, eventId: string) {
  return firstRow(
    db
      .select({ event: borCarrierChangeEvents, change: borCarrierChanges })
      .from(borCarrierChangeEvents)
      .innerJoin(borCarrierChanges, eq(borCarrierChanges.id, borCarrierChangeEvents.carrierChangeId))
      .where(eq(borCarrierChangeEvents.id, eventId)),
  );
}

export function findCarrierChange(db: Db, carrierChangeId: string) {
  return firstRow(db.select().from(borCarrierChanges).where(eq(borCarrierChanges.id, carrierChangeId)));
}

export function lockCarrierChange(tx: Db, carrierChangeId: string) {
  return firstRow(
    tx.select().from(borCarrierChanges).where(eq(borCarrierChanges.id, carrierChangeId)).for('update'),
  );
}

export async function updateCarrierChangeStatus(tx: Db, row: CarrierChangeRow, status: string, at: Date) {
  await tx
    .update(borCarrierChanges)
    .set({ status, statusChangedAt: at, version: row.version + 1, updatedAt: at })
    .where(eq(borCarrierChanges.id, row.id));
}

/** The renewal date of the company's plan year now in force, else the upcoming one (the 90-day warning). */
export function findRenewalDate(db: Db, companyId: string) {
  return firstRow(
    db
      .select({ renewalAt: companyPolicies.renewalAt, status: companyPolicies.status })
      .from(companyPolicies)
      .where(and(eq(companyPolicies.companyId, companyId), ne(companyPolicies.status, 'cancelled')))
      .orderBy(
        sql`case ${companyPolicies.status} when 'enrolled' then 0 else 1 end`,
        desc(companyPolicies.effectiveAt),
      ),
  );
}

export function findAccount(db: Db, accountId: string) {
  return firstRow(
    db
      .select({
        id: accounts.id,
        email: accounts.email,
        name: accounts.name,
        credentialsSet: accounts.credentialsSet,
      })
      .from(accounts)
      .where(eq(accounts.id, accountId)),
  );
}

export async function setCarrierChangeLetter(tx: Db, carrierChangeId: string, fileId: string) {
  await tx
    .update(borCarrierChanges)
    .set({ letterFileId: fileId })
    .where(eq(borCarrierChanges.id, carrierChangeId));
}

/** The application's signature date and its carrier changes (the employer's status read, decision 0051). */
export function findSignedAt(db: Db, companyId: string) {
  return firstRow(
    db
      .select({
        id: borApplications.id,
        signedAt: borApplications.signedAt,
        signedBroker: borApplications.signedBroker,
      })
      .from(borApplications)
      .where(eq(borApplications.companyId, companyId)),
  );
}

/**
 * Operations' list (decision 0051): every company's carrier changes, those waiting longest first, one page; the
 * statuses given, or every one when null; with the total.
 */
export async function listCarrierChangesForOperations(
  db: Db,
  filter: { statuses: readonly string[] | null; limit: number; offset: number },
) {
  const where = filter.statuses ? inArray(borCarrierChanges.status, [...filter.statuses]) : undefined;
  const [rows, [count]] = await Promise.all([
    db
      .select({ change: borCarrierChanges, companyName: companies.name, companyIdToken: companies.idToken })
      .from(borCarrierChanges)
      .innerJoin(companies, eq(companies.id, borCarrierChanges.companyId))
      .where(where)
      .orderBy(asc(borCarrierChanges.statusChangedAt), asc(borCarrierChanges.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ total: sql<number>`count(*)::int` }).from(borCarrierChanges).where(where),
  ]);
  return { rows, total: Number(count?.total ?? 0) };
}

// ---------------------------------------------------------------------------------------------------------
// Officers' signing requests (decision 0081)

export type SigningRequestRow = typeof borSigningRequests.$inferSelect;

export async function insertSigningRequest(tx: Db, values: typeof borSigningRequests.$inferInsert) {
  const [row] = await tx.insert(borSigningRequests).values(values).returning();
  return row!;
}

/** The application's requests still open (neither used nor replaced) are replaced by a new one. */
export async function replaceOpenSigningRequests(tx: Db, applicationId: string, at: Date) {
  await tx
    .update(borSigningRequests)
    .set({ replacedAt: at })
    .where(
      and(
        eq(borSigningRequests.applicationId, applicationId),
        isNull(borSigningRequests.usedAt),
        isNull(borSigningRequests.replacedAt),
      ),
    );
}

/** The application's open request (the newest neither used nor replaced), expired or not. */
export function findOpenSigningRequest(db: Db, applicationId: string) {
  return firstRow(
    db
      .select()
      .from(borSigningRequests)
      .where(
        and(
          eq(borSigningRequests.applicationId, applicationId),
          isNull(borSigningRequests.usedAt),
          isNull(borSigningRequests.replacedAt),
        ),
      )
      .orderBy(desc(borSigningRequests.createdAt)),
  );
}

export function findSigningRequestByHash(db: Db, tokenHash: string) {
  return firstRow(db.select().from(borSigningRequests).where(eq(borSigningRequests.tokenHash, tokenHash)));
}

export function findSigningRequest(db: Db, id: string) {
  return firstRow(db.select().from(borSigningRequests).where(eq(borSigningRequests.id, id)));
}

export function lockSigningRequest(tx: Db, id: string) {
  return firstRow(tx.select().from(borSigningRequests).where(eq(borSigningRequests.id, id)).for('update'));
}

export async function markSigningRequestUsed(tx: Db, id: string, at: Date) {
  await tx.update(borSigningRequests).set({ usedAt: at }).where(eq(borSigningRequests.id, id));
}

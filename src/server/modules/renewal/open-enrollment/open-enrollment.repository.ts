import type { ServiceLine, SetupUploadKind } from '@shared/domain/enums';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import {
  accounts,
  carriers,
  companies,
  medicalPlanMappingItems,
  medicalPlanMappings,
  openEnrollmentSetupFiles,
  openEnrollmentSetups,
  planRates,
  planSuitePlans,
  planSuites,
  plans,
  renewalContributions,
  renewals,
  storedFiles,
} from '../../../db/schema';
import { clock } from '../../../lib/clock';
import { firstRow } from '../../../lib/first-row';
import { deletePlans } from '../../carriers';

/** The renewal's setup (at most one: `open_enrollment_setups_renewal_uq`). */
export function findSetupOfRenewal(db: Db, renewalId: string) {
  return firstRow(
    db
      .select({
        id: openEnrollmentSetups.id,
        status: openEnrollmentSetups.status,
        submittedAt: openEnrollmentSetups.submittedAt,
      })
      .from(openEnrollmentSetups)
      .where(eq(openEnrollmentSetups.renewalId, renewalId)),
  );
}

export function findCompany(db: Db, companyId: string) {
  return firstRow(
    db
      .select({ id: companies.id, name: companies.name, state: companies.state, idToken: companies.idToken })
      .from(companies)
      .where(eq(companies.id, companyId)),
  );
}

export async function insertRenewal(tx: Db, values: typeof renewals.$inferInsert) {
  const [row] = await tx.insert(renewals).values(values).returning({ id: renewals.id });
  return row!.id;
}

export async function insertSetup(tx: Db, values: typeof openEnrollmentSetups.$inferInsert) {
  const [row] = await tx
    .insert(openEnrollmentSetups)
    .values(values)
    .returning({ id: openEnrollmentSetups.id });
  return row!.id;
}

export async function insertSetupFiles(
  tx: Db,
  rows: Array<{ setupId: string; serviceLine: ServiceLine; kind: SetupUploadKind; fileId: string }>,
) {
  if (rows.length > 0) await tx.insert(openEnrollmentSetupFiles).values(rows);
}

const submitter = alias(accounts, 'submitter');
const launcher = alias(accounts, 'launcher');

/** Operations' queue: every setup, processing first, then launched; oldest submission first within each. */
export function listSetups(db: Db) {
  return db
    .select({
      id: openEnrollmentSetups.id,
      companyId: companies.id,
      companyName: companies.name,
      status: openEnrollmentSetups.status,
      submittedByName: sql<string | null>`coalesce(${submitter.name}, ${submitter.email})`,
      submittedAt: openEnrollmentSetups.submittedAt,
      launchedAt: openEnrollmentSetups.launchedAt,
      fileCount: sql<number>`(select count(*)::int from ${openEnrollmentSetupFiles} where ${openEnrollmentSetupFiles.setupId} = ${openEnrollmentSetups.id})`,
    })
    .from(openEnrollmentSetups)
    .innerJoin(companies, eq(companies.id, openEnrollmentSetups.companyId))
    .leftJoin(submitter, eq(submitter.id, openEnrollmentSetups.submittedByAccountId))
    .orderBy(
      sql`case ${openEnrollmentSetups.status} when 'processing' then 0 else 1 end`,
      sql`case when ${openEnrollmentSetups.status} = 'processing' then ${openEnrollmentSetups.submittedAt} end asc`,
      desc(openEnrollmentSetups.launchedAt),
    )
    .limit(500);
}

const setupColumns = {
  id: openEnrollmentSetups.id,
  status: openEnrollmentSetups.status,
  version: openEnrollmentSetups.version,
  companyId: openEnrollmentSetups.companyId,
  renewalId: openEnrollmentSetups.renewalId,
  submittedAt: openEnrollmentSetups.submittedAt,
  launchedAt: openEnrollmentSetups.launchedAt,
};

/** A setup with its company, renewal and the names of who submitted and launched it. */
export function findSetup(db: Db, setupId: string) {
  return firstRow(
    db
      .select({
        ...setupColumns,
        companyName: companies.name,
        companyState: companies.state,
        companyIdToken: companies.idToken,
        renewalStatus: renewals.status,
        effectiveAt: renewals.effectiveAt,
        currentCompanyPolicyId: renewals.currentCompanyPolicyId,
        submittedByName: sql<string | null>`coalesce(${submitter.name}, ${submitter.email})`,
        launchedByName: sql<string | null>`coalesce(${launcher.name}, ${launcher.email})`,
      })
      .from(openEnrollmentSetups)
      .innerJoin(companies, eq(companies.id, openEnrollmentSetups.companyId))
      .innerJoin(renewals, eq(renewals.id, openEnrollmentSetups.renewalId))
      .leftJoin(submitter, eq(submitter.id, openEnrollmentSetups.submittedByAccountId))
      .leftJoin(launcher, eq(launcher.id, openEnrollmentSetups.launchedByAccountId))
      .where(eq(openEnrollmentSetups.id, setupId)),
  );
}

/** Locks a setup and its renewal for a write (rate sheet, launch). */
export function lockSetup(tx: Db, setupId: string) {
  return firstRow(
    tx
      .select({
        ...setupColumns,
        renewalStatus: renewals.status,
        currentCompanyPolicyId: renewals.currentCompanyPolicyId,
        renewalVersion: renewals.version,
      })
      .from(openEnrollmentSetups)
      .innerJoin(renewals, eq(renewals.id, openEnrollmentSetups.renewalId))
      .where(eq(openEnrollmentSetups.id, setupId))
      .for('update'),
  );
}

export function raiseSetupVersion(
  tx: Db,
  setupId: string,
  values: Partial<typeof openEnrollmentSetups.$inferInsert> = {},
) {
  return tx
    .update(openEnrollmentSetups)
    .set({ ...values, version: sql`${openEnrollmentSetups.version} + 1`, updatedAt: clock.now() })
    .where(eq(openEnrollmentSetups.id, setupId))
    .returning({ version: openEnrollmentSetups.version });
}

export function updateRenewal(tx: Db, renewalId: string, values: Partial<typeof renewals.$inferInsert>) {
  return tx
    .update(renewals)
    .set({ ...values, version: sql`${renewals.version} + 1`, updatedAt: clock.now() })
    .where(eq(renewals.id, renewalId));
}

export function listSetupFiles(db: Db, setupId: string) {
  return db
    .select({
      id: storedFiles.id,
      serviceLine: openEnrollmentSetupFiles.serviceLine,
      kind: openEnrollmentSetupFiles.kind,
      name: storedFiles.originalName,
      contentType: storedFiles.contentType,
      sizeBytes: storedFiles.sizeBytes,
    })
    .from(openEnrollmentSetupFiles)
    .innerJoin(storedFiles, eq(storedFiles.id, openEnrollmentSetupFiles.fileId))
    .where(eq(openEnrollmentSetupFiles.setupId, setupId))
    .orderBy(asc(openEnrollmentSetupFiles.serviceLine), asc(openEnrollmentSetupFiles.kind));
}

/** The renewal's suites and their plans (with carriers), by position. */
export function listSuitePlans(db: Db, renewalId: string) {
  return db
    .select({
      suiteId: planSuites.id,
      position: planSuites.position,
      shortName: planSuites.shortName,
      planId: plans.id,
      serviceLine: plans.type,
      name: plans.displayName,
      carrierName: carriers.name,
      pricingType: plans.pricingType,
      isBasePlan: planSuitePlans.isBasePlan,
    })
    .from(planSuites)
    .leftJoin(planSuitePlans, eq(planSuitePlans.planSuiteId, planSuites.id))
    .leftJoin(plans, eq(plans.id, planSuitePlans.planId))
    .leftJoin(carriers, eq(carriers.id, plans.carrierId))
    .where(eq(planSuites.renewalId, renewalId))
    .orderBy(asc(planSuites.position), asc(plans.type), asc(plans.displayName));
}

export function listMappings(db: Db, renewalId: string) {
  return db
    .select({
      mappingId: medicalPlanMappings.id,
      name: medicalPlanMappings.name,
      suiteName: planSuites.shortName,
      planName: plans.displayName,
    })
    .from(medicalPlanMappings)
    .leftJoin(medicalPlanMappingItems, eq(medicalPlanMappingItems.mappingId, medicalPlanMappings.id))
    .leftJoin(planSuites, eq(planSuites.id, medicalPlanMappingItems.planSuiteId))
    .leftJoin(plans, eq(plans.id, medicalPlanMappingItems.planId))
    .where(eq(medicalPlanMappings.renewalId, renewalId))
    .orderBy(asc(medicalPlanMappings.sortOrder), asc(planSuites.position));
}

export async function countSuites(tx: Db, renewalId: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(planSuites)
    .where(eq(planSuites.renewalId, renewalId));
  return row?.n ?? 0;
}

export function findFirstSuite(tx: Db, renewalId: string) {
  return firstRow(
    tx
      .select({ id: planSuites.id })
      .from(planSuites)
      .where(and(eq(planSuites.renewalId, renewalId), eq(planSuites.position, 1))),
  );
}

/**
 * Removes the renewal's suites, their mappings and the plans only they held (a rate sheet loaded again replaces
 * the last one; the plans were made for this renewal and nothing else refers to them while it is processing).
 */
export async function deleteRenewalSuites(tx: Db, renewalId: string): Promise<number> {
  const suites = await tx
    .select({ id: planSuites.id })
    .from(planSuites)
    .where(eq(planSuites.renewalId, renewalId));
  const suiteIds = suites.map((s) => s.id);
  const mappings = await tx
    .select({ id: medicalPlanMappings.id })
    .from(medicalPlanMappings)
    .where(eq(medicalPlanMappings.renewalId, renewalId));
  if (mappings.length > 0)
    await tx.delete(medicalPlanMappingItems).where(
      inArray(
        medicalPlanMappingItems.mappingId,
        mappings.map((m) => m.id),
      ),
    );
  await tx.delete(medicalPlanMappings).where(eq(medicalPlanMappings.renewalId, renewalId));
  if (suiteIds.length === 0) return 0;
  const planIds = [
    ...new Set(
      (
        await tx
          .select({ planId: planSuitePlans.planId })
          .from(planSuitePlans)
          .where(inArray(planSuitePlans.planSuiteId, suiteIds))
      ).map((r) => r.planId),
    ),
  ];
  await tx.delete(planSuitePlans).where(inArray(planSuitePlans.planSuiteId, suiteIds));
  await tx.update(renewals).set({ selectedPlanSuiteId: null }).where(eq(renewals.id, renewalId));
  await tx.delete(planSuites).where(eq(planSuites.renewalId, renewalId));
  if (planIds.length > 0) await tx.delete(planRates).where(inArray(planRates.planId, planIds));
  await deletePlans(tx, planIds);
  return suiteIds.length;
}

export async function insertRates(tx: Db, rows: Array<typeof planRates.$inferInsert>) {
  if (rows.length > 0) await tx.insert(planRates).values(rows);
}

export async function insertSuite(tx: Db, values: typeof planSuites.$inferInsert): Promise<string> {
  const [row] = await tx.insert(planSuites).values(values).returning({ id: planSuites.id });
  return row!.id;
}

export async function insertSuitePlans(tx: Db, rows: Array<typeof planSuitePlans.$inferInsert>) {
  if (rows.length > 0) await tx.insert(planSuitePlans).values(rows);
}

export async function insertMapping(
  tx: Db,
  values: typeof medicalPlanMappings.$inferInsert,
): Promise<string> {
  const [row] = await tx.insert(medicalPlanMappings).values(values).returning({ id: medicalPlanMappings.id });
  return row!.id;
}

export async function insertMappingItems(tx: Db, rows: Array<typeof medicalPlanMappingItems.$inferInsert>) {
  if (rows.length > 0) await tx.insert(medicalPlanMappingItems).values(rows);
}

export function listRenewalContributions(db: Db, renewalId: string) {
  return db.select().from(renewalContributions).where(eq(renewalContributions.renewalId, renewalId));
}

export async function insertRenewalContributions(
  tx: Db,
  rows: Array<typeof renewalContributions.$inferInsert>,
) {
  if (rows.length > 0) await tx.insert(renewalContributions).values(rows);
}

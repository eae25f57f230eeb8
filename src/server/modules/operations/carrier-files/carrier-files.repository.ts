/**
 * Reads and writes of carrier files (decision 0061): the enrollments of one company with one carrier (signed and
 * approved, not cancelled, enrolling on a plan of that carrier) with the people they cover, and the carrier_files rows.
 * Sealed columns (SSNs, the FEIN, the files) come back sealed: only the service opens them, while it builds.
 */
import { and, desc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  carrierFiles,
  carriers,
  companies,
  companyPolicies,
  employeeDependents,
  employeeForms,
  employeePolicies,
  employeePolicyCoverages,
  employeePolicyDependentEnrollments,
  employeeRoles,
  plans,
} from '../../../db/schema';

export type CarrierFileKind = (typeof carrierFiles.$inferSelect)['kind'];

export async function findCompanyForFile(db: Db, companyId: string) {
  const [row] = await db
    .select({
      id: companies.id,
      name: companies.name,
      taxIdEncrypted: companies.taxIdEncrypted,
      timeZone: companies.timeZone,
    })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row ?? null;
}

export async function findCarrier(db: Db, carrierId: string) {
  const [row] = await db
    .select({
      id: carriers.id,
      name: carriers.name,
      fein: carriers.fein,
      ediReceiverId: carriers.ediReceiverId,
      ediUsage: carriers.ediUsage,
    })
    .from(carriers)
    .where(eq(carriers.id, carrierId));
  return row ?? null;
}

const enrolledWith = (companyId: string | null, carrierId: string | null) =>
  and(
    companyId ? eq(companyPolicies.companyId, companyId) : undefined,
    carrierId ? eq(plans.carrierId, carrierId) : undefined,
    ne(companyPolicies.status, 'cancelled'),
    ne(employeePolicies.status, 'cancelled'),
    isNotNull(employeePolicies.signedAt),
    // Only what operations approved goes to a carrier (decision 0064): a submitted application waits.
    eq(employeePolicies.reviewStatus, 'approved'),
    eq(employeePolicyCoverages.isEnrolling, 'Yes'),
  );

/** Every company and carrier with at least one signed enrollment (what the scheduled job walks), or one company's. */
export async function listEnrolledCompanyCarriers(db: Db, companyId: string | null = null) {
  return db
    .selectDistinct({ companyId: companyPolicies.companyId, carrierId: plans.carrierId })
    .from(employeePolicyCoverages)
    .innerJoin(employeePolicies, eq(employeePolicies.id, employeePolicyCoverages.employeePolicyId))
    .innerJoin(companyPolicies, eq(companyPolicies.id, employeePolicies.companyPolicyId))
    .innerJoin(plans, eq(plans.id, employeePolicyCoverages.planId))
    .where(enrolledWith(companyId, null));
}

/** The enrolled lines of a company with a carrier: one row per employee policy and coverage line. */
export async function listEnrolledLines(db: Db, companyId: string, carrierId: string) {
  return db
    .select({
      employeePolicyId: employeePolicies.id,
      employeePolicyEffectiveAt: employeePolicies.effectiveAt,
      companyPolicyStatus: companyPolicies.status,
      companyPolicyEffectiveAt: companyPolicies.effectiveAt,
      coverageType: employeePolicyCoverages.coverageType,
      coverageAmountCents: employeePolicyCoverages.coverageAmountCents,
      spouseCoverageAmountCents: employeePolicyCoverages.spouseCoverageAmountCents,
      childCoverageAmountCents: employeePolicyCoverages.childCoverageAmountCents,
      planId: plans.id,
      planCode: plans.rawName,
      planName: plans.displayName,
      /** The employee's class (role) name: REF*17, decision 0069. */
      className: employeeRoles.name,
      form: {
        id: employeeForms.id,
        hashId: employeeForms.hashId,
        firstName: employeeForms.firstName,
        middleInitial: employeeForms.middleInitial,
        lastName: employeeForms.lastName,
        homeAddress: employeeForms.homeAddress,
        city: employeeForms.city,
        state: employeeForms.state,
        zipCode: employeeForms.zipCode,
        bornAt: employeeForms.bornAt,
        gender: employeeForms.gender,
        employeeType: employeeForms.employeeType,
        hiredAt: employeeForms.hiredAt,
        homePhoneNumber: employeeForms.homePhoneNumber,
        email: employeeForms.email,
        ssnEncrypted: employeeForms.ssnEncrypted,
        employmentStatus: employeeForms.employmentStatus,
        coverageEndsAt: employeeForms.coverageEndsAt,
      },
    })
    .from(employeePolicyCoverages)
    .innerJoin(employeePolicies, eq(employeePolicies.id, employeePolicyCoverages.employeePolicyId))
    .innerJoin(companyPolicies, eq(companyPolicies.id, employeePolicies.companyPolicyId))
    .innerJoin(employeeForms, eq(employeeForms.id, employeePolicies.employeeFormId))
    .innerJoin(plans, eq(plans.id, employeePolicyCoverages.planId))
    .leftJoin(employeeRoles, eq(employeeRoles.id, employeeForms.employeeRoleId))
    .where(and(enrolledWith(companyId, carrierId), eq(employeeForms.companyId, companyId)));
}

/** The dependents enrolled on those policies' lines (active dependents only). */
export async function listEnrolledDependents(db: Db, employeePolicyIds: readonly string[]) {
  if (employeePolicyIds.length === 0) return [];
  return db
    .select({
      employeePolicyId: employeePolicyDependentEnrollments.employeePolicyId,
      coverageType: employeePolicyDependentEnrollments.coverageType,
      coverageAmountCents: employeePolicyDependentEnrollments.coverageAmountCents,
      dependent: {
        id: employeeDependents.id,
        firstName: employeeDependents.firstName,
        lastName: employeeDependents.lastName,
        bornAt: employeeDependents.bornAt,
        gender: employeeDependents.gender,
        dependentType: employeeDependents.dependentType,
        ssnEncrypted: employeeDependents.ssnEncrypted,
      },
    })
    .from(employeePolicyDependentEnrollments)
    .innerJoin(employeeDependents, eq(employeeDependents.id, employeePolicyDependentEnrollments.dependentId))
    .where(
      and(
        inArray(employeePolicyDependentEnrollments.employeePolicyId, [...employeePolicyIds]),
        eq(employeePolicyDependentEnrollments.isEnrolling, true),
        eq(employeeDependents.active, true),
      ),
    );
}

/**
 * Serialises file generation: control numbers are taken one after another, and a company and carrier's last
 * file is read by one writer at a time. Inside the caller's transaction.
 */
export async function lockCarrierFiles(tx: Db): Promise<void> {
  await tx.execute(sql`lock table ${carrierFiles} in share row exclusive mode`);
}

export async function nextControlNumber(tx: Db): Promise<number> {
  const [row] = await tx
    .select({ max: sql<number | null>`max(${carrierFiles.controlNumber})` })
    .from(carrierFiles);
  return Number(row?.max ?? 0) + 1;
}

/** The last file of these kinds for a company and carrier (its sealed snapshot is what the next compares with). */
export async function findLastFile(
  tx: Db,
  companyId: string,
  carrierId: string,
  kinds: readonly CarrierFileKind[],
) {
  const [row] = await tx
    .select({ id: carrierFiles.id, snapshotEncrypted: carrierFiles.snapshotEncrypted })
    .from(carrierFiles)
    .where(
      and(
        eq(carrierFiles.companyId, companyId),
        eq(carrierFiles.carrierId, carrierId),
        inArray(carrierFiles.kind, [...kinds]),
      ),
    )
    .orderBy(desc(carrierFiles.createdAt), desc(carrierFiles.controlNumber))
    .limit(1);
  return row ?? null;
}

/**
 * A company's last file per carrier, once for the 834 kinds and once for the life census, with the coverage
 * summary it left the carrier with (reconciliation, decision 0065).
 */
export async function listLastFileSummaries(db: Db, companyId: string) {
  const isCensus = sql<boolean>`(${carrierFiles.kind} = 'life_census')`;
  return db
    .selectDistinctOn([carrierFiles.carrierId, isCensus], {
      carrierId: carrierFiles.carrierId,
      isCensus,
      coverageSummary: carrierFiles.coverageSummary,
    })
    .from(carrierFiles)
    .where(eq(carrierFiles.companyId, companyId))
    .orderBy(
      carrierFiles.carrierId,
      isCensus,
      desc(carrierFiles.createdAt),
      desc(carrierFiles.controlNumber),
    );
}

export async function insertCarrierFile(tx: Db, values: typeof carrierFiles.$inferInsert) {
  const [row] = await tx.insert(carrierFiles).values(values).returning(HISTORY_COLUMNS);
  return row!;
}

const HISTORY_COLUMNS = {
  id: carrierFiles.id,
  companyId: carrierFiles.companyId,
  carrierId: carrierFiles.carrierId,
  kind: carrierFiles.kind,
  controlNumber: carrierFiles.controlNumber,
  fileName: carrierFiles.fileName,
  sizeBytes: carrierFiles.sizeBytes,
  memberCount: carrierFiles.memberCount,
  addsCount: carrierFiles.addsCount,
  changesCount: carrierFiles.changesCount,
  termsCount: carrierFiles.termsCount,
  createdAt: carrierFiles.createdAt,
};

export type CarrierFileRow = Awaited<ReturnType<typeof insertCarrierFile>>;

/** A history, newest first, without content. */
export async function listCarrierFiles(db: Db, filter: { companyId?: string; carrierId?: string }) {
  return db
    .select({ ...HISTORY_COLUMNS, carrierName: carriers.name, companyName: companies.name })
    .from(carrierFiles)
    .innerJoin(carriers, eq(carriers.id, carrierFiles.carrierId))
    .innerJoin(companies, eq(companies.id, carrierFiles.companyId))
    .where(
      and(
        filter.companyId ? eq(carrierFiles.companyId, filter.companyId) : undefined,
        filter.carrierId ? eq(carrierFiles.carrierId, filter.carrierId) : undefined,
      ),
    )
    .orderBy(desc(carrierFiles.createdAt), desc(carrierFiles.controlNumber))
    .limit(500);
}

export async function findCarrierFileContent(db: Db, id: string) {
  const [row] = await db
    .select({
      id: carrierFiles.id,
      companyId: carrierFiles.companyId,
      carrierId: carrierFiles.carrierId,
      kind: carrierFiles.kind,
      fileName: carrierFiles.fileName,
      contentType: carrierFiles.contentType,
      contentEncrypted: carrierFiles.contentEncrypted,
    })
    .from(carrierFiles)
    .where(eq(carrierFiles.id, id));
  return row ?? null;
}

/** Every carrier with its EDI fields (the FEIN as stored) and its files' count and last date. */
export async function listCarriersWithFiles(db: Db) {
  return db
    .select({
      id: carriers.id,
      name: carriers.name,
      fein: carriers.fein,
      ediReceiverId: carriers.ediReceiverId,
      ediUsage: carriers.ediUsage,
      version: carriers.version,
      fileCount: sql<number>`count(${carrierFiles.id})::int`,
      lastFileAt: sql<Date | null>`max(${carrierFiles.createdAt})`,
    })
    .from(carriers)
    .leftJoin(carrierFiles, eq(carrierFiles.carrierId, carriers.id))
    .groupBy(carriers.id)
    .orderBy(carriers.name);
}

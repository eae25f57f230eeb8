/**
 * Reads and writes of the carriers' identifiers (decision 0069): company_carrier_groups (a company's group
 * number and plan codes with a carrier) and carrier_member_ids (each person's member id with a carrier). This
 * module is the only writer of both tables.
 */

import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  carrierMemberIds,
  carriers,
  companies,
  companyCarrierGroups,
  companyPolicies,
  companyPolicyPlans,
  plans,
} from '../../../db/schema';
import { clock } from '../../../lib/clock';

export type CarrierGroupRow = typeof companyCarrierGroups.$inferSelect;
export type MemberIdRow = typeof carrierMemberIds.$inferSelect;

export function listCompanyGroups(db: Db, companyId: string) {
  return db.select().from(companyCarrierGroups).where(eq(companyCarrierGroups.companyId, companyId));
}

export async function lockCompanyGroup(db: Db, companyId: string, carrierId: string) {
  const [row] = await db
    .select()
    .from(companyCarrierGroups)
    .where(and(eq(companyCarrierGroups.companyId, companyId), eq(companyCarrierGroups.carrierId, carrierId)))
    .for('update');
  return row ?? null;
}

/** Writes a group (insert, or update of the row the caller locked). */
export async function upsertCompanyGroup(
  db: Db,
  row: Omit<CarrierGroupRow, 'updatedAt'> & { updatedAt?: Date },
): Promise<void> {
  await db
    .insert(companyCarrierGroups)
    .values({ ...row, updatedAt: row.updatedAt ?? clock.now() })
    .onConflictDoUpdate({
      target: [companyCarrierGroups.companyId, companyCarrierGroups.carrierId],
      set: {
        groupNumber: row.groupNumber,
        planCodes: row.planCodes,
        source: row.source,
        version: row.version,
        updatedBy: row.updatedBy,
        updatedAt: row.updatedAt ?? clock.now(),
      },
    });
}

/** The carriers whose plans any of the company's plan years offer, with those plans (operations' page). */
export function listOfferedPlansByCarrier(db: Db, companyId: string) {
  return db
    .selectDistinct({
      carrierId: carriers.id,
      carrierName: carriers.name,
      planId: plans.id,
      planName: plans.displayName,
      rawName: plans.rawName,
      coverageType: plans.type,
    })
    .from(companyPolicyPlans)
    .innerJoin(companyPolicies, eq(companyPolicies.id, companyPolicyPlans.companyPolicyId))
    .innerJoin(plans, eq(plans.id, companyPolicyPlans.planId))
    .innerJoin(carriers, eq(carriers.id, plans.carrierId))
    .where(eq(companyPolicies.companyId, companyId))
    .orderBy(asc(carriers.name), asc(plans.type), asc(plans.displayName), asc(plans.id));
}

export async function findCompanyName(db: Db, companyId: string): Promise<string | null> {
  const [row] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId));
  return row?.name ?? null;
}

export async function findCarrierName(db: Db, carrierId: string) {
  const [row] = await db.select({ name: carriers.name }).from(carriers).where(eq(carriers.id, carrierId));
  return row?.name ?? null;
}

/** Carriers by name, case-insensitively (a broker-of-record letter names its carrier). */
export function findCarriersByNames(db: Db, names: readonly string[]) {
  if (names.length === 0) return Promise.resolve([]);
  return db
    .select({ id: carriers.id, name: carriers.name })
    .from(carriers)
    .where(
      inArray(
        sql`lower(${carriers.name})`,
        names.map((n) => n.toLowerCase()),
      ),
    );
}

const pairKey = (carrierId: string, formId: string) => `${carrierId}:${formId}`;

/** The member-id rows of these (carrier, employee form) families. */
export function listFamilyRows(
  db: Db,
  families: ReadonlyArray<{ carrierId: string; employeeFormId: string }>,
) {
  if (families.length === 0) return Promise.resolve([] as MemberIdRow[]);
  const byCarrier = new Map<string, string[]>();
  for (const f of families)
    byCarrier.set(f.carrierId, [...(byCarrier.get(f.carrierId) ?? []), f.employeeFormId]);
  return db
    .select()
    .from(carrierMemberIds)
    .where(
      or(
        ...[...byCarrier].map(([carrierId, formIds]) =>
          and(eq(carrierMemberIds.carrierId, carrierId), inArray(carrierMemberIds.employeeFormId, formIds)),
        ),
      ),
    );
}

/** Locks the subscribers' rows of these families (a dependent's sequence is the next free one of its family). */
export async function lockSubscriberRows(
  db: Db,
  families: ReadonlyArray<{ carrierId: string; employeeFormId: string }>,
) {
  if (families.length === 0) return;
  const keys = families.map((f) => pairKey(f.carrierId, f.employeeFormId));
  await db
    .select({ personId: carrierMemberIds.personId })
    .from(carrierMemberIds)
    .where(
      and(
        eq(carrierMemberIds.sequence, 1),
        inArray(
          sql`${carrierMemberIds.carrierId}::text || ':' || ${carrierMemberIds.employeeFormId}::text`,
          keys,
        ),
      ),
    )
    .for('update');
}

/** Inserts member-id rows; a row whose person already has one, or whose new member id is taken, is skipped. */
export async function insertMemberRows(
  db: Db,
  rows: ReadonlyArray<Omit<MemberIdRow, 'createdAt'>>,
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(carrierMemberIds)
    .values([...rows])
    .onConflictDoNothing();
}

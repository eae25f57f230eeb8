import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { companies, employeeForms, employeeRoles, partnerApiKeys, partners } from '../../../db/schema';
import { companyTokenCondition } from '../../../lib/company-token';
import { firstRow } from '../../../lib/first-row';

type KeyInsert = typeof partnerApiKeys.$inferInsert;

const keyColumns = {
  id: partnerApiKeys.id,
  partnerId: partnerApiKeys.partnerId,
  name: partnerApiKeys.name,
  keyPrefix: partnerApiKeys.keyPrefix,
  createdAt: partnerApiKeys.createdAt,
  lastUsedAt: partnerApiKeys.lastUsedAt,
  revokedAt: partnerApiKeys.revokedAt,
};

export function listPartners(db: Db) {
  return db
    .select({ id: partners.id, name: partners.name, slug: partners.slug })
    .from(partners)
    .orderBy(asc(partners.name));
}

export function findPartner(db: Db, partnerId: string) {
  return firstRow(
    db.select({ id: partners.id, name: partners.name }).from(partners).where(eq(partners.id, partnerId)),
  );
}

/** Keys of some partners, newest first (revoked ones too: they stay for the record). */
export function listKeys(db: Db, partnerIds: string[]) {
  if (partnerIds.length === 0) return Promise.resolve([]);
  return db
    .select(keyColumns)
    .from(partnerApiKeys)
    .where(inArray(partnerApiKeys.partnerId, partnerIds))
    .orderBy(desc(partnerApiKeys.createdAt));
}

export async function insertKey(tx: Db, values: KeyInsert) {
  const [row] = await tx.insert(partnerApiKeys).values(values).returning(keyColumns);
  return row!;
}

export async function revokeKey(tx: Db, partnerId: string, keyId: string, at: Date) {
  const [row] = await tx
    .update(partnerApiKeys)
    .set({ revokedAt: at })
    .where(
      and(
        eq(partnerApiKeys.id, keyId),
        eq(partnerApiKeys.partnerId, partnerId),
        isNull(partnerApiKeys.revokedAt),
      ),
    )
    .returning(keyColumns);
  return row ?? null;
}

/** The company a partner names by its token (whole, or its 16-character prefix as links carry it). */
export function findCompaniesByToken(db: Db, token: string) {
  return db
    .select({
      id: companies.id,
      name: companies.name,
      idToken: companies.idToken,
      partnerId: companies.partnerId,
    })
    .from(companies)
    .where(companyTokenCondition(token))
    .limit(2);
}

export function findDefaultRoleId(tx: Db, companyId: string) {
  return firstRow(
    tx
      .select({ id: employeeRoles.id })
      .from(employeeRoles)
      .where(and(eq(employeeRoles.companyId, companyId), eq(employeeRoles.isDefault, true))),
  );
}

const partnerFormColumns = {
  id: employeeForms.id,
  hashId: employeeForms.hashId,
  firstName: employeeForms.firstName,
  lastName: employeeForms.lastName,
  email: employeeForms.email,
  hiredAt: employeeForms.hiredAt,
  employeeType: employeeForms.employeeType,
  createdAt: employeeForms.createdAt,
  addedByPartnerId: employeeForms.addedByPartnerId,
  benefitsDecision: employeeForms.benefitsDecision,
  benefitsDecisionReason: employeeForms.benefitsDecisionReason,
  benefitsDecidedAt: employeeForms.benefitsDecidedAt,
  version: employeeForms.version,
  partnerName: partners.name,
};

/** A partner-added person of a company by hash id, locked for the rest of the transaction when `lock` is set. */
export async function findPartnerAddedForm(db: Db, companyId: string, hashId: string, lock = false) {
  const query = db
    .select(partnerFormColumns)
    .from(employeeForms)
    .innerJoin(partners, eq(partners.id, employeeForms.addedByPartnerId))
    .where(and(eq(employeeForms.companyId, companyId), eq(employeeForms.hashId, hashId)))
    .limit(1);
  const [row] = await (lock ? query.for('update', { of: employeeForms }) : query);
  return row ?? null;
}

import { and, asc, desc, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import { accounts, companies, companyIntegrations, partnerApiKeys, partners } from '../../../db/schema';
import { clock } from '../../../lib/clock';
import { firstRow } from '../../../lib/first-row';

type IntegrationInsert = typeof companyIntegrations.$inferInsert;

/** The partners a company may connect (those offering a connection kind), in name order. */
export function listConnectablePartners(db: Db) {
  return db
    .select({ id: partners.id, name: partners.name, kind: partners.integrationKind })
    .from(partners)
    .where(isNotNull(partners.integrationKind))
    .orderBy(asc(partners.name));
}

export function findConnectablePartner(db: Db, partnerId: string) {
  return firstRow(
    db
      .select({ id: partners.id, name: partners.name, kind: partners.integrationKind })
      .from(partners)
      .where(and(eq(partners.id, partnerId), isNotNull(partners.integrationKind))),
  );
}

const connectedBy = alias(accounts, 'connected_by');

const connectionColumns = {
  id: companyIntegrations.id,
  partnerId: companyIntegrations.partnerId,
  status: companyIntegrations.status,
  apiKeyId: companyIntegrations.apiKeyId,
  connectedAt: companyIntegrations.connectedAt,
  connectedByName: connectedBy.name,
  disconnectedAt: companyIntegrations.disconnectedAt,
  lastSyncAt: companyIntegrations.lastSyncAt,
  version: companyIntegrations.version,
  keyPrefix: partnerApiKeys.keyPrefix,
  keyRevokedAt: partnerApiKeys.revokedAt,
};

/** A company's connections, with who connected them and their key's prefix and state. */
export function listConnections(db: Db, companyId: string) {
  return db
    .select(connectionColumns)
    .from(companyIntegrations)
    .leftJoin(connectedBy, eq(connectedBy.id, companyIntegrations.connectedByAccountId))
    .leftJoin(partnerApiKeys, eq(partnerApiKeys.id, companyIntegrations.apiKeyId))
    .where(eq(companyIntegrations.companyId, companyId));
}

/** A company's connection with a partner, locked for the rest of the transaction. */
export async function lockConnectionWithPartner(tx: Db, companyId: string, partnerId: string) {
  const [row] = await tx
    .select({
      id: companyIntegrations.id,
      status: companyIntegrations.status,
      version: companyIntegrations.version,
    })
    .from(companyIntegrations)
    .where(and(eq(companyIntegrations.companyId, companyId), eq(companyIntegrations.partnerId, partnerId)))
    .for('update');
  return row ?? null;
}

/** A company's connection by id, locked for the rest of the transaction. */
export async function lockConnection(tx: Db, companyId: string, integrationId: string) {
  const [row] = await tx
    .select({
      id: companyIntegrations.id,
      partnerId: companyIntegrations.partnerId,
      status: companyIntegrations.status,
      version: companyIntegrations.version,
    })
    .from(companyIntegrations)
    .where(and(eq(companyIntegrations.companyId, companyId), eq(companyIntegrations.id, integrationId)))
    .for('update');
  return row ?? null;
}

export async function insertConnection(tx: Db, values: IntegrationInsert) {
  const [row] = await tx.insert(companyIntegrations).values(values).returning({ id: companyIntegrations.id });
  return row!;
}

export async function updateConnection(
  tx: Db,
  integrationId: string,
  values: Partial<IntegrationInsert>,
): Promise<void> {
  await tx
    .update(companyIntegrations)
    .set({ ...values, version: sql`${companyIntegrations.version} + 1`, updatedAt: clock.now() })
    .where(eq(companyIntegrations.id, integrationId));
}

/** Revokes every unrevoked key a company's connections issued to a partner; answers their prefixes. */
export async function revokeCompanyKeys(tx: Db, companyId: string, partnerId: string, at: Date) {
  return tx
    .update(partnerApiKeys)
    .set({ revokedAt: at })
    .where(
      and(
        eq(partnerApiKeys.companyId, companyId),
        eq(partnerApiKeys.partnerId, partnerId),
        isNull(partnerApiKeys.revokedAt),
      ),
    )
    .returning({ id: partnerApiKeys.id, keyPrefix: partnerApiKeys.keyPrefix });
}

const createdBy = alias(accounts, 'created_by');

/**
 * The keys that can act for a company: the ones its connections issued (company_id) and its own partner's keys
 * (operations', for every company of that partner), newest first, revoked ones too.
 */
export function listCompanyKeys(db: Db, companyId: string) {
  return db
    .select({
      id: partnerApiKeys.id,
      name: partnerApiKeys.name,
      keyPrefix: partnerApiKeys.keyPrefix,
      partnerName: partners.name,
      companyId: partnerApiKeys.companyId,
      createdAt: partnerApiKeys.createdAt,
      createdByName: createdBy.name,
      lastUsedAt: partnerApiKeys.lastUsedAt,
      revokedAt: partnerApiKeys.revokedAt,
    })
    .from(partnerApiKeys)
    .innerJoin(partners, eq(partners.id, partnerApiKeys.partnerId))
    .innerJoin(companies, eq(companies.id, companyId))
    .leftJoin(createdBy, eq(createdBy.id, partnerApiKeys.createdByAccountId))
    .where(
      or(
        eq(partnerApiKeys.companyId, companyId),
        and(isNull(partnerApiKeys.companyId), eq(partnerApiKeys.partnerId, companies.partnerId)),
      ),
    )
    .orderBy(desc(partnerApiKeys.createdAt));
}

/** The partner's successful call with a connection's key: the connection's last sync. */
export async function markSynced(db: Db, keyId: string, at: Date): Promise<void> {
  await db
    .update(companyIntegrations)
    .set({ lastSyncAt: at })
    .where(and(eq(companyIntegrations.apiKeyId, keyId), eq(companyIntegrations.status, 'connected')));
}

export function findCompanyName(db: Db, companyId: string) {
  return firstRow(db.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId)));
}

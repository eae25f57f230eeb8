import { describeConnectionState, INTEGRATION_MESSAGES } from '@shared/domain/integrations/integrations';
import type {
  CompanyPartnerKey,
  ConnectIntegrationRequest,
  ConnectIntegrationResponse,
  DisconnectIntegrationRequest,
  Integration,
  IntegrationsResponse,
} from '@shared/schemas/integrations';
import type { Actor } from '../../../access/actor';
import { writeAudit } from '../../../access/audit';
import type { Db } from '../../../db/client';
import { AppError, notFound, validationFailed } from '../../../lib/app-error';
import { clock } from '../../../lib/clock';
import { isUniqueViolation } from '../../../lib/db-errors';
import { assertVersion, versionConflict } from '../../../lib/versioned-write';
import {
  findCompanyName,
  findConnectablePartner,
  insertConnection,
  listCompanyKeys,
  listConnectablePartners,
  listConnections,
  lockConnection,
  lockConnectionWithPartner,
  revokeCompanyKeys,
  updateConnection,
} from './integrations.repository';
import { insertKey } from './partners.repository';
import { newPartnerKey } from './partners.service';

/**
 * Integrations (issue 12 item 7, decision 0033): a company's connections with payroll and accounting partners.
 * Connecting issues the partner an API key for this company only (answered once); the partner's system uses it
 * with the partner API, and its first successful call is the connection's first sync. Disconnecting revokes the
 * connection's keys. Each write is one transaction that locks the connection row and checks its version.
 */

type ConnectionRow = Awaited<ReturnType<typeof listConnections>>[number];
type PartnerRow = Awaited<ReturnType<typeof listConnectablePartners>>[number];

const iso = (date: Date | null) => date?.toISOString() ?? null;

function integrationOf(partner: PartnerRow, row: ConnectionRow | undefined): Integration {
  const connection = row
    ? {
        id: row.id,
        status: row.status,
        connectedAt: row.connectedAt.toISOString(),
        connectedByName: row.connectedByName,
        disconnectedAt: iso(row.disconnectedAt),
        lastSyncAt: iso(row.lastSyncAt),
        keyPrefix: row.keyPrefix,
        version: row.version,
      }
    : null;
  return {
    partnerId: partner.id,
    partnerName: partner.name,
    kind: partner.kind!,
    state: describeConnectionState(
      connection && {
        status: connection.status,
        lastSyncAt: connection.lastSyncAt,
        keyRevoked: row!.apiKeyId === null || row!.keyRevokedAt !== null,
      },
    ),
    connection,
  };
}

/** The partners the company may connect, each with its connection, and the keys that can act for the company. */
export async function readIntegrations(db: Db, companyId: string): Promise<IntegrationsResponse> {
  const [partners, connections, keys] = await Promise.all([
    listConnectablePartners(db),
    listConnections(db, companyId),
    listCompanyKeys(db, companyId),
  ]);
  return {
    integrations: partners.map((p) =>
      integrationOf(
        p,
        connections.find((c) => c.partnerId === p.id),
      ),
    ),
    keys: keys.map(
      (k): CompanyPartnerKey => ({
        id: k.id,
        name: k.name,
        keyPrefix: k.keyPrefix,
        partnerName: k.partnerName,
        scope: k.companyId ? 'company' : 'partner',
        createdAt: k.createdAt.toISOString(),
        createdByName: k.createdByName,
        lastUsedAt: iso(k.lastUsedAt),
        revokedAt: iso(k.revokedAt),
      }),
    ),
  };
}

async function readIntegration(db: Db, companyId: string, partnerId: string): Promise<Integration> {
  const { integrations } = await readIntegrations(db, companyId);
  return integrations.find((i) => i.partnerId === partnerId)!;
}

const staleVersion = () => versionConflict(INTEGRATION_MESSAGES.version);

/**
 * Connects a partner: one transaction locks the company's connection with it (if any), checks its version and
 * that it is not connected, revokes any key a former connection left, issues a new key for this company only,
 * and stores the connection as waiting for its first sync. The key is answered once.
 */
export async function connectIntegration(
  db: Db,
  actor: Actor,
  companyId: string,
  request: ConnectIntegrationRequest,
): Promise<ConnectIntegrationResponse> {
  const key = newPartnerKey();
  const write = () =>
    db.transaction(async (tx) => {
      const partner = await findConnectablePartner(tx, request.partnerId);
      if (!partner) throw validationFailed({ partnerId: INTEGRATION_MESSAGES.unknownPartner });
      const existing = await lockConnectionWithPartner(tx, companyId, partner.id);
      assertVersion(existing ? existing.version : null, request.version, INTEGRATION_MESSAGES.version);
      const now = clock.now();
      await revokeCompanyKeys(tx, companyId, partner.id, now);
      const apiKey = await insertKey(tx, {
        partnerId: partner.id,
        companyId,
        // Operations' partner page lists keys by partner: the name says which company's connection made it.
        name: `Connection: ${(await findCompanyName(tx, companyId))?.name ?? companyId}`.slice(0, 100),
        keyPrefix: key.prefix,
        keyHash: key.hash,
        createdByAccountId: actor.accountId,
      });
      const values = {
        status: 'connected' as const,
        kind: partner.kind!,
        apiKeyId: apiKey.id,
        connectedAt: now,
        connectedByAccountId: actor.accountId,
        disconnectedAt: null,
        disconnectedByAccountId: null,
        lastSyncAt: null,
      };
      let integrationId: string;
      if (existing) {
        await updateConnection(tx, existing.id, values);
        integrationId = existing.id;
      } else {
        integrationId = (await insertConnection(tx, { companyId, partnerId: partner.id, ...values })).id;
      }
      await writeAudit(tx, {
        accountId: actor.accountId,
        sessionId: actor.sessionId,
        companyId,
        action: 'integration.connected',
        subjectType: 'company_integration',
        subjectId: integrationId,
        details: { partnerId: partner.id, keyPrefix: apiKey.keyPrefix },
      });
    });
  // Two first connects at once: the unique index refuses the second, which was based on no connection.
  await write().catch((err: unknown) => {
    if (isUniqueViolation(err)) throw staleVersion();
    throw err;
  });
  return { integration: await readIntegration(db, companyId, request.partnerId), key: key.key };
}

/**
 * Disconnects a partner: one transaction locks the connection, checks its version and that it is connected,
 * revokes the keys the company's connections issued to the partner and marks it disconnected.
 */
export async function disconnectIntegration(
  db: Db,
  actor: Actor,
  companyId: string,
  integrationId: string,
  request: DisconnectIntegrationRequest,
): Promise<Integration> {
  const partnerId = await db.transaction(async (tx) => {
    const row = await lockConnection(tx, companyId, integrationId);
    if (!row) throw notFound('That connection');
    assertVersion(row.version, request.version, INTEGRATION_MESSAGES.version);
    if (row.status !== 'connected') throw new AppError('conflict', INTEGRATION_MESSAGES.notConnected);
    const now = clock.now();
    const revoked = await revokeCompanyKeys(tx, companyId, row.partnerId, now);
    await updateConnection(tx, row.id, {
      status: 'disconnected',
      disconnectedAt: now,
      disconnectedByAccountId: actor.accountId,
    });
    await writeAudit(tx, {
      accountId: actor.accountId,
      sessionId: actor.sessionId,
      companyId,
      action: 'integration.disconnected',
      subjectType: 'company_integration',
      subjectId: row.id,
      details: { partnerId: row.partnerId, revokedKeys: revoked.map((k) => k.keyPrefix) },
    });
    return row.partnerId;
  });
  return readIntegration(db, companyId, partnerId);
}

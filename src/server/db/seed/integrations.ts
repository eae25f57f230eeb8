import { companyIntegrations, partnerApiKeys } from '../schema';
import { demoAccount } from './accounts';
import { DEMO_COMPANIES } from './companies';
import { demoId, demoToken, SEEDED_AT, type Tx } from './deterministic';
import { DEMO_PARTNERS } from './partners-and-contacts';

/** When the demo connection last synced: the day before the demo's "now". */
const LAST_SYNC_AT = new Date('2026-11-24T06:00:00.000Z');

/**
 * Integrations (decision 0033): Harborview is connected to Paycove Payroll, which last synced yesterday. Its
 * key is stored as a hash that no key has (a base64url token where SHA-256 digests are hex), so the demo data
 * holds no usable key: a partner gets one by connecting again.
 */
export async function insertIntegrations(tx: Tx): Promise<void> {
  const harborview = DEMO_COMPANIES.harborview;
  const keyId = demoId('partner-key:harborview:paycove');
  const connectedBy = demoAccount('admin@example.com').id;
  await tx.insert(partnerApiKeys).values({
    id: keyId,
    partnerId: DEMO_PARTNERS.paycove.id,
    companyId: harborview.id,
    name: `Connection: ${harborview.name}`,
    keyPrefix: `gcp_${demoToken('partner-key-prefix:harborview', 8)}`,
    keyHash: demoToken('partner-key-hash:harborview:paycove', 43),
    createdByAccountId: connectedBy,
    createdAt: SEEDED_AT,
    lastUsedAt: LAST_SYNC_AT,
  });
  await tx.insert(companyIntegrations).values({
    id: demoId('integration:harborview:paycove'),
    companyId: harborview.id,
    partnerId: DEMO_PARTNERS.paycove.id,
    kind: 'payroll',
    status: 'connected',
    apiKeyId: keyId,
    connectedAt: SEEDED_AT,
    connectedByAccountId: connectedBy,
    lastSyncAt: LAST_SYNC_AT,
    createdAt: SEEDED_AT,
    updatedAt: SEEDED_AT,
  });
}

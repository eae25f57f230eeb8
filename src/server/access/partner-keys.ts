import { readBearerKey } from '@shared/domain/company-people/administrators-and-partners';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { partnerApiKeys, partners } from '../db/schema';
import { AppError } from '../lib/app-error';
import { now as clockNow } from '../lib/clock';
import { sha256 } from '../lib/field-crypto';
import { firstRow } from '../lib/first-row';

/** The payroll partner a request's API key names (decision 0024). */
export type PartnerCaller = {
  partnerId: string;
  partnerName: string;
  keyId: string;
  /** A key issued by a company's connection acts for that company only (decision 0033); null: all of the partner's. */
  companyId: string | null;
};

const LAST_USED_INTERVAL_MS = 60_000;

/**
 * Authenticates a partner API request by its `Authorization: Bearer <key>`: the key's SHA-256 must name a key
 * that is not revoked; `last_used_at` is refreshed (at most once a minute). No session and no CSRF token: a
 * partner's server sends no cookie, so a forged browser request carries no key either.
 */
export async function authenticatePartnerKey(
  db: Db,
  authorization: string | undefined,
): Promise<PartnerCaller> {
  const key = readBearerKey(authorization);
  const row = key
    ? await firstRow(
        db
          .select({
            keyId: partnerApiKeys.id,
            partnerId: partnerApiKeys.partnerId,
            partnerName: partners.name,
            companyId: partnerApiKeys.companyId,
            lastUsedAt: partnerApiKeys.lastUsedAt,
          })
          .from(partnerApiKeys)
          .innerJoin(partners, eq(partners.id, partnerApiKeys.partnerId))
          .where(and(eq(partnerApiKeys.keyHash, sha256(key)), isNull(partnerApiKeys.revokedAt))),
      )
    : null;
  if (!row)
    throw new AppError(
      'unauthenticated',
      'A valid partner API key is required (Authorization: Bearer <key>).',
    );
  const now = clockNow();
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() > LAST_USED_INTERVAL_MS)
    await db.update(partnerApiKeys).set({ lastUsedAt: now }).where(eq(partnerApiKeys.id, row.keyId));
  return {
    partnerId: row.partnerId,
    partnerName: row.partnerName,
    keyId: row.keyId,
    companyId: row.companyId,
  };
}

/** The partner of a key-authenticated request (routes with `access: 'partner_key'`). */
export function requirePartner(request: { partner: PartnerCaller | null }): PartnerCaller {
  if (!request.partner)
    throw new AppError(
      'unauthenticated',
      'A valid partner API key is required (Authorization: Bearer <key>).',
    );
  return request.partner;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the auth plugin on partner API requests: the partner the key belongs to. */
    partner: PartnerCaller | null;
  }
}

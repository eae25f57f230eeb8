import { normalizeOrigin, TOAST_CONNECT_PATH } from '@shared/domain/partner-popup';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../../config';
import type { Db } from '../../../db/client';
import { createPartnerFormTokens } from './partner-form-token';
import { findSignInClient } from './partner-sign-in.repository';

/** The partner whose connect page this is (docs/spec/3 names the restaurant-payroll one, `toast`). */
const CONNECT_PAGE_PARTNER = 'toast';

/**
 * The policy's form-action widened by one origin. A form's redirect is checked against form-action too, so the
 * connect page's form (posted to us, redirected to the partner's identity provider) needs the provider's origin.
 */
export function allowFormAction(policy: string, origin: string): string {
  return /(^|;\s*)form-action\s/.test(policy)
    ? policy.replace(/((?:^|;\s*)form-action\s+[^;]*)/, `$1 ${origin}`)
    : policy;
}

/**
 * The connect page's head (decision 0057): `<meta name="csrf-token">` with a fresh form token for its
 * auto-posted sign-in form, its nonce in a cookie, and the partner's identity provider allowed as the form's
 * redirect (form-action). Null for every other page, which stays cacheable.
 */
export function partnerConnectPageHead(opts: { db: Db; config: Pick<Config, 'appSecret' | 'isProduction'> }) {
  const tokens = createPartnerFormTokens(opts.config);
  return async (request: FastifyRequest, reply: FastifyReply): Promise<string | null> => {
    const pathname = request.url.split('?')[0];
    if (pathname !== TOAST_CONNECT_PATH) return null;
    const { nonce, token } = tokens.issue(CONNECT_PAGE_PARTNER);
    reply.setCookie(tokens.cookieName, nonce, tokens.cookieOptions);
    const client = await findSignInClient(opts.db, CONNECT_PAGE_PARTNER);
    const issuerOrigin = client ? normalizeOrigin(client.issuer) : null;
    const policy = reply.raw.getHeader('content-security-policy');
    if (issuerOrigin && typeof policy === 'string')
      reply.header('content-security-policy', allowFormAction(policy, issuerOrigin));
    // The token is [a-z0-9.-] only (tokens.issue), so it needs no escaping in the attribute.
    return `<meta name="csrf-param" content="authenticity_token"><meta name="csrf-token" content="${token}">`;
  };
}

export type PageHead = ReturnType<typeof partnerConnectPageHead>;

import { TOAST_CONNECT_PATH } from '@shared/domain/partner-popup';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import { createPartnerFormTokens } from './partner-form-token';

/** The partner whose connect page this is (spec 3 names the restaurant-payroll one, `toast`). */
const CONNECT_PAGE_PARTNER = 'toast';

/**
 * The connect page's head (decision 0057): `<meta name="csrf-token">` with a fresh form token for its
 * auto-posted sign-in form, its nonce in a cookie. Null for every other page, which stays cacheable.
 */
export function partnerConnectPageHead(config: Pick<Config, 'appSecret' | 'isProduction'>) {
  const tokens = createPartnerFormTokens(config);
  return (request: FastifyRequest, reply: FastifyReply): string | null => {
    const pathname = request.url.split('?')[0];
    if (pathname !== TOAST_CONNECT_PATH) return null;
    const { nonce, token } = tokens.issue(CONNECT_PAGE_PARTNER);
    reply.setCookie(tokens.cookieName, nonce, tokens.cookieOptions);
    // The token is [a-z0-9.-] only (tokens.issue), so it needs no escaping in the attribute.
    return `<meta name="csrf-param" content="authenticity_token"><meta name="csrf-token" content="${token}">`;
  };
}

export type PageHead = ReturnType<typeof partnerConnectPageHead>;

import { timingSafeEqual } from 'node:crypto';
import type { Config } from '../../../config';
import { clock } from '../../../lib/clock';
import { createKeyedHash, randomToken } from '../../../lib/field-crypto';

/** A form token lives this long: the connect page posts it at once, a slow person has ten minutes. */
export const FORM_TOKEN_TTL_MS = 10 * 60_000;
export const FORM_COOKIE_DEV = 'gc_partner_form';
export const FORM_COOKIE_PROD = '__Host-gc_partner_form';

/**
 * The signed-out sign-in form's `authenticity_token` (decision 0057): a double submit, signed. The connect page
 * comes with a random nonce in an HttpOnly, SameSite=Strict cookie and, in its `<meta name="csrf-token">`, a token
 * `v1.{partner}.{expiry}.{mac}` whose MAC (keyed from APP_SECRET) covers the partner, the expiry and the nonce's
 * hash. Another site can neither read the token from our page nor set our cookie, so it cannot sign a visitor in
 * as itself (login CSRF); a token without its cookie, for another partner, expired or altered is refused.
 */
export function createPartnerFormTokens(config: Pick<Config, 'appSecret' | 'isProduction'>) {
  const mac = createKeyedHash(config.appSecret, 'partner-sign-in-form-token');
  const bindNonce = createKeyedHash(config.appSecret, 'partner-sign-in-form-nonce');
  const cookieName = config.isProduction ? FORM_COOKIE_PROD : FORM_COOKIE_DEV;
  const cookieOptions = {
    path: '/',
    httpOnly: true,
    sameSite: 'strict' as const,
    secure: config.isProduction,
    maxAge: FORM_TOKEN_TTL_MS / 1000,
  };
  const signed = (partner: string, expiry: string, nonce: string) =>
    mac(`v1|${partner}|${expiry}|${bindNonce(nonce)}`);

  return {
    cookieName,
    cookieOptions,

    /** A new nonce (for the cookie) and the token bound to it (for the page's meta). */
    issue(partner: string, now = clock.nowMs()): { nonce: string; token: string } {
      const nonce = randomToken(32);
      const expiry = String(now + FORM_TOKEN_TTL_MS);
      return { nonce, token: `v1.${partner}.${expiry}.${signed(partner, expiry, nonce)}` };
    },

    /** Whether `token` was issued for `partner` with the cookie's `nonce`, and has not expired. */
    verify(partner: string, token: unknown, nonce: unknown, now = clock.nowMs()): boolean {
      if (typeof token !== 'string' || typeof nonce !== 'string' || nonce.length === 0) return false;
      const parts = token.split('.');
      if (parts.length !== 4 || parts[0] !== 'v1' || parts[1] !== partner) return false;
      const expiry = parts[2]!;
      if (!/^\d{13}$/.test(expiry) || Number(expiry) <= now) return false;
      const expected = Buffer.from(signed(partner, expiry, nonce));
      const sent = Buffer.from(parts[3]!);
      return sent.length === expected.length && timingSafeEqual(sent, expected);
    },
  };
}

export type PartnerFormTokens = ReturnType<typeof createPartnerFormTokens>;

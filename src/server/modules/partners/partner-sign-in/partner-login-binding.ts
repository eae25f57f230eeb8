import { timingSafeEqual } from 'node:crypto';
import type { Config } from '../../../config';
import { createKeyedHash } from '../../../lib/field-crypto';

/** The binding cookie lives as long as a pending login (ten minutes at the partner's sign-in page). */
export const LOGIN_BINDING_TTL_MS = 10 * 60_000;
export const LOGIN_BINDING_COOKIE = 'gc_partner_login';
/** Over https the cookie is Secure, and its name says so (a `__Secure-` cookie cannot be set over http). */
export const LOGIN_BINDING_COOKIE_SECURE = '__Secure-gc_partner_login';

/**
 * A partner sign-in bound to the browser that started it (decision 0074, issue 35 item 3). Starting a sign-in
 * sets an HttpOnly, SameSite=Lax cookie, sent only to that partner's callback, holding an HMAC of the login's
 * `state` keyed from APP_SECRET; the callback signs in only when the cookie it receives is the one for its
 * `state`. A callback link (code and state) sent to someone else finds no such cookie in their browser and is
 * refused, so nobody can be signed in to an account another person started a sign-in for (login CSRF).
 * Lax, not Strict: the identity provider's redirect back is a cross-site top-level GET, which Lax lets through.
 */
export function createLoginBinding(config: Pick<Config, 'appSecret' | 'isProduction' | 'publicUrl'>) {
  const mac = createKeyedHash(config.appSecret, 'partner-sign-in-browser-binding');
  const secure = config.isProduction || config.publicUrl.startsWith('https:');
  const cookieName = secure ? LOGIN_BINDING_COOKIE_SECURE : LOGIN_BINDING_COOKIE;
  const cookieOptions = (slug: string) => ({
    path: `/omniauth/${slug}/callback`,
    httpOnly: true,
    sameSite: 'lax' as const,
    secure,
    maxAge: LOGIN_BINDING_TTL_MS / 1000,
  });
  const valueFor = (state: string) => mac(`v1|${state}`);

  return {
    cookieName,
    cookieOptions,
    valueFor,
    /** Whether the browser's cookie is the one set when the login with this `state` started. */
    matches(state: string, cookie: unknown): boolean {
      if (typeof cookie !== 'string' || cookie.length === 0 || state.length === 0) return false;
      const expected = Buffer.from(valueFor(state));
      const sent = Buffer.from(cookie);
      return sent.length === expected.length && timingSafeEqual(sent, expected);
    },
  };
}

export type LoginBinding = ReturnType<typeof createLoginBinding>;

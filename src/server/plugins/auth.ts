import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Access, Actor } from '../access/actor';
import { authenticatePartnerKey } from '../access/partner-keys';
import { findSessionByTokenHash, revokeSession, toActor, touchSession } from '../access/sessions';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { AppError, forbidden, unauthenticated } from '../lib/app-error';
import { now as clockNow } from '../lib/clock';
import { sha256 } from '../lib/field-crypto';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /**
     * `form_token`: a public form posted by the browser itself (POST /omniauth/:partner, decision 0057) that
     * cannot send the x-csrf-token header. The hook checks its origin only; the route must check its own signed,
     * cookie-bound token (`authenticity_token`).
     */
    csrf?: 'form_token';
  }
}

export const SESSION_COOKIE_DEV = 'gc_session';
export const SESSION_COOKIE_PROD = '__Host-gc_session';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const TOUCH_INTERVAL_MS = 60_000;

export function sessionCookieName(config: Pick<Config, 'isProduction'>) {
  return config.isProduction ? SESSION_COOKIE_PROD : SESSION_COOKIE_DEV;
}

/** The session cookie's options (sign-in and accepting an invitation set it alike). */
export function sessionCookieOptions(config: Pick<Config, 'isProduction' | 'sessionMaxHours'>) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: config.isProduction,
    maxAge: config.sessionMaxHours * 3600,
  };
}

/**
 * Loads the actor from the session cookie, enforces each route's declared access, idle expiry and the CSRF
 * defence: state-changing requests by a signed-in caller must echo the session's CSRF token in `x-csrf-token`;
 * public state-changing requests (sign-in) must come from our own origin.
 */
export const auth = fp(async (app: FastifyInstance, opts: { db: Db; config: Config }) => {
  const { db, config } = opts;
  const cookieName = sessionCookieName(config);
  const idleMs = config.sessionIdleMinutes * 60_000;

  app.decorateRequest('actor', null);
  app.decorateRequest('partner', null);

  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/') && !route.url.startsWith('/api/docs') && !route.config?.access) {
      throw new Error(`Route ${route.method} ${route.url} does not declare who may call it (config.access).`);
    }
    // Key-authenticated routes live apart, so no session route is ever reached without a session.
    if ((route.config?.access === 'partner_key') !== isPartnerKeyPath(route.url))
      throw new Error(`Route ${route.method} ${route.url}: only /api/partner/ routes take a partner key.`);
    if (route.config?.csrf === 'form_token') {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      if (route.config.access !== 'public' || methods.some((m) => SAFE_METHODS.has(m)))
        throw new Error(`Route ${route.method} ${route.url}: a form token is only for a public form's POST.`);
    }
  });

  app.addHook('onRequest', async (request, reply) => {
    const access = request.routeOptions.config?.access;
    if (!access) return; // static files and the docs
    if (access === 'partner_key') {
      // A partner's server: its API key, no cookie and so no CSRF token (decision 0024).
      request.partner = await authenticatePartnerKey(db, request.headers.authorization);
      return;
    }
    request.actor = await loadActor(request, reply);

    if (access !== 'public') {
      if (!request.actor) throw unauthenticated();
      if (access !== 'signed_in' && !access.includes(request.actor.role)) throw forbidden();
    }
    if (!SAFE_METHODS.has(request.method)) {
      // The route checks its form's token itself (its handler refuses without it); the origin is checked here.
      if (request.routeOptions.config?.csrf === 'form_token') checkSameOrigin(request);
      else if (request.actor) checkCsrfToken(request, request.actor);
      else checkSameOrigin(request);
    }
  });

  async function loadActor(request: FastifyRequest, reply: FastifyReply): Promise<Actor | null> {
    const token = request.cookies[cookieName];
    if (!token) return null;
    const row = await findSessionByTokenHash(db, sha256(token));
    const now = clockNow();
    if (!row || row.revokedAt || row.disabledAt || row.expiresAt <= now) {
      reply.clearCookie(cookieName, { path: '/' });
      return null;
    }
    if (now.getTime() - row.lastSeenAt.getTime() > idleMs) {
      await revokeSession(db, row.sessionId, now);
      reply.clearCookie(cookieName, { path: '/' });
      return null;
    }
    if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS)
      await touchSession(db, row.sessionId, now);
    return toActor(row);
  }
});

function checkCsrfToken(request: FastifyRequest, actor: Actor) {
  const sent = request.headers['x-csrf-token'];
  const a = Buffer.from(typeof sent === 'string' ? sent : '');
  const b = Buffer.from(actor.csrfToken);
  if (a.length !== b.length || !timingSafeEqual(a, b)) {
    throw new AppError('csrf_failed', 'Your session could not be verified. Reload the page and try again.');
  }
}

function checkSameOrigin(request: FastifyRequest) {
  const origin = request.headers.origin;
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite === 'cross-site') throw new AppError('csrf_failed', 'Cross-site requests are not allowed.');
  if (origin && origin !== 'null') {
    const host = request.headers.host;
    let originHost: string | null = null;
    try {
      originHost = new URL(origin).host;
    } catch {
      originHost = null;
    }
    if (!host || originHost !== host)
      throw new AppError('csrf_failed', 'Cross-site requests are not allowed.');
  }
}

/**
 * The partner API's paths (decision 0024): /api/partner/…, except docs/spec/3's PUT /api/partner/preferences, which the
 * broker-of-record screens call from a signed-in session (decision 0048).
 */
function isPartnerKeyPath(url: string): boolean {
  return url.startsWith('/api/partner/') && url !== '/api/partner/preferences';
}

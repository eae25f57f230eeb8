import { timingSafeEqual } from 'node:crypto';
import type { Role } from '@shared/roles';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { AppError, forbidden, unauthenticated } from '../lib/app-error';
import { sha256 } from '../lib/field-crypto';
import {
  findMembershipCompanyIds,
  findSessionByTokenHash,
  revokeSession,
  touchSession,
} from '../modules/session/session.repository';

/** Who may call a route: anyone, any signed-in account, or the listed roles. Every /api route declares it. */
export type Access = 'public' | 'signed_in' | readonly Role[];

/** The signed-in caller, loaded from the session cookie. */
export type Actor = {
  accountId: string;
  email: string;
  name: string | null;
  role: Role;
  sessionId: string;
  csrfToken: string;
  activeCompanyId: string | null;
  /** Companies an administrator or broker acts for; operations act for every company ('all'). */
  companyIds: string[] | 'all';
};

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor | null;
  }
  interface FastifyContextConfig {
    access?: Access;
  }
}

export const SESSION_COOKIE_DEV = 'gc_session';
export const SESSION_COOKIE_PROD = '__Host-gc_session';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const TOUCH_INTERVAL_MS = 60_000;

export function sessionCookieName(config: Pick<Config, 'isProduction'>) {
  return config.isProduction ? SESSION_COOKIE_PROD : SESSION_COOKIE_DEV;
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

  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/') && !route.url.startsWith('/api/docs') && !route.config?.access) {
      throw new Error(`Route ${route.method} ${route.url} does not declare who may call it (config.access).`);
    }
  });

  app.addHook('onRequest', async (request, reply) => {
    const access = request.routeOptions.config?.access;
    if (!access) return; // static files and the docs
    request.actor = await loadActor(request, reply);

    if (access !== 'public') {
      if (!request.actor) throw unauthenticated();
      if (access !== 'signed_in' && !access.includes(request.actor.role)) throw forbidden();
    }
    if (!SAFE_METHODS.has(request.method)) {
      if (request.actor) checkCsrfToken(request, request.actor);
      else checkSameOrigin(request);
    }
  });

  async function loadActor(request: FastifyRequest, reply: FastifyReply): Promise<Actor | null> {
    const token = request.cookies[cookieName];
    if (!token) return null;
    const row = await findSessionByTokenHash(db, sha256(token));
    const now = new Date();
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
    return toActor(db, row);
  }
});

type SessionRow = NonNullable<Awaited<ReturnType<typeof findSessionByTokenHash>>>;

/** The actor of a session row: operations act for every company, administrators and brokers for their own. */
export async function toActor(db: Db, row: SessionRow): Promise<Actor> {
  const companyIds =
    row.role === 'operations'
      ? 'all'
      : row.role === 'employee'
        ? []
        : await findMembershipCompanyIds(db, row.accountId);
  return {
    accountId: row.accountId,
    email: row.email,
    name: row.name,
    role: row.role,
    sessionId: row.sessionId,
    csrfToken: row.csrfToken,
    activeCompanyId: row.activeCompanyId,
    companyIds,
  };
}

/** The actor for a fresh session token (right after sign-in). */
export async function actorForToken(db: Db, token: string): Promise<Actor | null> {
  const row = await findSessionByTokenHash(db, sha256(token));
  return row ? toActor(db, row) : null;
}

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

/** The signed-in actor, or a 401. */
export function requireActor(request: FastifyRequest): Actor {
  if (!request.actor) throw unauthenticated();
  return request.actor;
}

/** True when the actor manages the company (its administrator or broker, or operations). */
export function canManageCompany(actor: Actor, companyId: string): boolean {
  return actor.companyIds === 'all' || actor.companyIds.includes(companyId);
}

/** Throws 403 unless the actor manages the company. */
export function assertCompanyAccess(actor: Actor, companyId: string): void {
  if (!canManageCompany(actor, companyId)) throw forbidden('You do not manage this company.');
}

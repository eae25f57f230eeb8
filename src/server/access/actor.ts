import type { Role } from '@shared/roles';
import type { FastifyRequest } from 'fastify';
import { forbidden, unauthenticated } from '../lib/app-error';

/**
 * Who may call a route: anyone, any signed-in account, the listed roles, or a payroll partner's API key
 * (`partner_key`: no session, no CSRF token; decision 0024). Every /api route declares it.
 */
export type Access = 'public' | 'signed_in' | 'partner_key' | readonly Role[];

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

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the auth plugin on every /api request: null when nobody is signed in. */
    actor: Actor | null;
  }
}

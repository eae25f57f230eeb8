import type { FastifyInstance, preHandlerHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { requireActor } from '../access/actor';
import {
  type PathScopeKind,
  type RequestScope,
  resolveScope,
  SCOPE_PARAMS,
  toScopeOptions,
} from '../access/scope';
import type { Db } from '../db/client';
import { setRequestTimeZone } from '../lib/clock';

const SCOPED_PARAMS = Object.entries(SCOPE_PARAMS) as Array<[PathScopeKind, string]>;

/**
 * Resolves each route's declared scope (config.scope, src/server/access/scope.ts) before its handler: after
 * the params and body are validated, as the handlers did it, so a malformed request still answers 400 first.
 * A route whose path names an employee policy, employee form or company must declare its scope, and a scope
 * needs a signed-in caller; both are checked when the route is registered.
 */
export const routeScope = fp(async (app: FastifyInstance, opts: { db: Db }) => {
  const { db } = opts;
  app.decorateRequest('scope', null);

  app.addHook('onRoute', (route) => {
    const declared = route.config?.scope;
    const where = `Route ${route.method} ${route.url}`;
    if (!declared) {
      const named = SCOPED_PARAMS.find(([, param]) => namesParam(route.url, param));
      if (named && route.url.startsWith('/api/'))
        throw new Error(`${where} names a ${named[0]} but does not declare its scope (config.scope).`);
      return;
    }
    const { kind } = toScopeOptions(declared);
    // A companyToken scope is named by company_id_token in the query or body, not by the path.
    if (kind !== 'companyToken' && !namesParam(route.url, SCOPE_PARAMS[kind]))
      throw new Error(`${where} declares a ${kind} scope but has no :${SCOPE_PARAMS[kind]} parameter.`);
    if (!route.config?.access || route.config.access === 'public' || route.config.access === 'partner_key')
      throw new Error(`${where} declares a scope, which needs a signed-in caller.`);

    const resolve: preHandlerHookHandler = async (request) => {
      request.scope = await resolveScope(
        db,
        requireActor(request),
        declared,
        request.params as Record<string, unknown>,
        { query: request.query, body: request.body },
      );
      // The company the route acts for: its today is the request's (decision 0084).
      const companyId = scopeCompanyId(request.scope);
      if (companyId && app.hasDecorator('companyTimeZone'))
        setRequestTimeZone(await app.companyTimeZone(companyId));
    };
    const existing = route.preHandler;
    route.preHandler = existing ? [...(Array.isArray(existing) ? existing : [existing]), resolve] : resolve;
  });
});

/** The company a resolved scope belongs to. */
function scopeCompanyId(scope: RequestScope): string | null {
  switch (scope.kind) {
    case 'company':
    case 'companyPolicy':
    case 'companyToken':
      return scope.companyId;
    case 'employeePolicy':
      return scope.row.form.companyId;
    default:
      return scope.access.form.companyId;
  }
}

/** Whether a route's path has the parameter `:param` itself (`:companyIdToken` is not `:companyId`). */
function namesParam(url: string, param: string): boolean {
  return new RegExp(`:${param}(?![A-Za-z0-9_])`).test(url);
}

import { matchesCompanyToken } from '@shared/domain/company-token';
import { asc, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { companies, companyPolicies } from '../db/schema';
import { notFound, validationFailed } from '../lib/app-error';
import { companyTokenCondition } from '../lib/company-token';
import { firstRow } from '../lib/first-row';
import { type Actor, assertCompanyAccess } from './actor';
import {
  type AdminModeOnly,
  decideEmployeePolicyAccess,
  type EmployeeFormAccess,
  type EmployeePolicyAccess,
  findPolicyOwner,
  type PolicyOwner,
  resolveEmployeeFormAccess,
  resolveEmployeeFormAccessByHash,
} from './employee-access';

/**
 * What a route is scoped to (decision 0017): the record named by its path, which the caller must be allowed to
 * open before the handler runs. A route declares it beside its access rule,
 * `config: { access: 'signed_in', scope: 'employeePolicy' }`, and the route-scope plugin resolves it from the
 * path parameter after validation, with the rules of employee-access.ts and assertCompanyAccess, into
 * `request.scope`. Handlers read it with `scopeOf(request, kind)`.
 */
export type ScopeKind =
  | 'employeePolicy'
  | 'employeeForm'
  | 'employeeFormHash'
  | 'company'
  | 'companyPolicy'
  | 'companyToken';

/** The kinds named by a path parameter (companyToken is named by a query or body value instead). */
export type PathScopeKind = Exclude<ScopeKind, 'companyToken'>;

/** The path parameter that names each kind of scope. */
export const SCOPE_PARAMS = {
  employeePolicy: 'employeePolicyId',
  employeeForm: 'employeeFormId',
  /** An employee form named by its hash id (the admin-mode renewal's address, docs/spec/2 §2.5): the form's rule. */
  employeeFormHash: 'employeeHashId',
  company: 'companyId',
  /** A company's plan year (docs/spec/2 §7's `company_policies/{companyPolicyId}` calls): its company's rule. */
  companyPolicy: 'companyPolicyId',
} as const satisfies Record<PathScopeKind, string>;

/**
 * The query or body value that names a company in docs/spec/2's `/api/v2/ben_admin_*` calls (decision 0036): its
 * token or the token's 16-character prefix, as links carry it (docs/spec/2 §6 "the company is identified by the
 * company_id_token query value when present"); without one, the caller's active company.
 */
export const COMPANY_TOKEN_FIELD = 'company_id_token';

/** Loads a policy with its owner and whatever else the route needs from the same query (one round trip). */
export type PolicyOwnerLoader<R extends PolicyOwner = PolicyOwner> = (
  db: Db,
  employeePolicyId: string,
) => Promise<R | null>;

/** A scope with options. */
export type ScopeOptions =
  | {
      kind: 'employeeForm';
      /** Admin-mode access is written to the audit log as this action (opening an application). */
      auditAdminModeAs?: string;
      /** Admin mode for these roles only; the others of the company answer 403 with its message. */
      adminModeOnly?: AdminModeOnly;
    }
  | {
      kind: 'employeePolicy';
      auditAdminModeAs?: string;
      /** Reads the policy's owner together with the rest of what the handler needs (a hot read, 0011). */
      load?: PolicyOwnerLoader;
    }
  | { kind: 'employeeFormHash'; auditAdminModeAs?: string }
  | { kind: 'company' }
  | { kind: 'companyPolicy' }
  | { kind: 'companyToken' };

export type ScopeDeclaration = ScopeKind | ScopeOptions;

/** The caller and the employee policy they may open (with its form), as application writes take them. */
export type EmployeePolicyScope = {
  kind: 'employeePolicy';
  actor: Actor;
  access: EmployeePolicyAccess;
  /** The row the access was decided on: the policy owner, or what the route's `load` read. */
  row: PolicyOwner;
};
/** The caller and the employee form they may open. */
export type EmployeeFormScope = { kind: 'employeeForm'; actor: Actor; access: EmployeeFormAccess };
/** The caller and the employee form (named by its hash id) they may open. */
export type EmployeeFormHashScope = { kind: 'employeeFormHash'; actor: Actor; access: EmployeeFormAccess };
/** The caller and a company they manage. */
export type CompanyScope = { kind: 'company'; actor: Actor; companyId: string };
/** The caller and a plan year of a company they manage. */
export type CompanyPolicyScope = {
  kind: 'companyPolicy';
  actor: Actor;
  companyId: string;
  companyPolicyId: string;
};
/** The caller and the company its `company_id_token` (or its active company) names. */
export type CompanyTokenScope = { kind: 'companyToken'; actor: Actor; companyId: string; idToken: string };
export type RequestScope =
  | EmployeePolicyScope
  | EmployeeFormScope
  | EmployeeFormHashScope
  | CompanyScope
  | CompanyPolicyScope
  | CompanyTokenScope;

export const toScopeOptions = (declared: ScopeDeclaration): ScopeOptions =>
  typeof declared === 'string' ? ({ kind: declared } as ScopeOptions) : declared;

/**
 * The scope of a request, with today's rules: an employee reaches only their own form and policies (404 for
 * anyone else's, so ids cannot be probed), an administrator or broker their companies' (403 otherwise),
 * operations every company; admin-mode access is audited where the declaration says so.
 */
export async function resolveScope(
  db: Db,
  actor: Actor,
  declared: ScopeDeclaration,
  params: Record<string, unknown>,
  /** The query and body, where a companyToken scope reads company_id_token. */
  values: { query?: unknown; body?: unknown } = {},
): Promise<RequestScope> {
  const options = toScopeOptions(declared);
  if (options.kind === 'companyToken') return resolveCompanyToken(db, actor, values);
  const id = String(params[SCOPE_PARAMS[options.kind]]);
  switch (options.kind) {
    case 'employeePolicy': {
      const row = await (options.load ?? findPolicyOwner)(db, id);
      const access = await decideEmployeePolicyAccess(db, actor, row, options.auditAdminModeAs);
      return { kind: 'employeePolicy', actor, access, row: row! };
    }
    case 'employeeForm':
      return {
        kind: 'employeeForm',
        actor,
        access: await resolveEmployeeFormAccess(
          db,
          actor,
          id,
          options.auditAdminModeAs,
          options.adminModeOnly,
        ),
      };
    case 'employeeFormHash':
      return {
        kind: 'employeeFormHash',
        actor,
        access: await resolveEmployeeFormAccessByHash(db, actor, id, options.auditAdminModeAs),
      };
    case 'company':
      assertCompanyAccess(actor, id);
      return { kind: 'company', actor, companyId: id };
    case 'companyPolicy': {
      // An unknown plan year answers 404; another company's, 403 (as its company's routes do).
      const policy = await firstRow(
        db
          .select({ companyId: companyPolicies.companyId })
          .from(companyPolicies)
          .where(eq(companyPolicies.id, id)),
      );
      if (!policy) throw notFound('That plan year');
      assertCompanyAccess(actor, policy.companyId);
      return { kind: 'companyPolicy', actor, companyId: policy.companyId, companyPolicyId: id };
    }
  }
}

/**
 * A companyToken scope: `company_id_token` from the query, else the JSON body, else the caller's active company
 * (the one chosen, else the first of theirs by name, as their session shows it).
 * An unknown token answers 404 and another company's 403, as the company routes do; a prefix shorter than 16
 * characters names nothing (matchesCompanyToken's rule).
 */
async function resolveCompanyToken(
  db: Db,
  actor: Actor,
  values: { query?: unknown; body?: unknown },
): Promise<CompanyTokenScope> {
  const token = readToken(values.query) ?? readToken(values.body);
  const columns = { id: companies.id, idToken: companies.idToken };
  let company: { id: string; idToken: string } | null;
  if (token) {
    // A prefix names a company only when exactly one company's token starts with it.
    const rows = await db.select(columns).from(companies).where(companyTokenCondition(token)).limit(2);
    const matches = rows.filter((r) => matchesCompanyToken(r.idToken, token));
    company = matches.length === 1 ? matches[0]! : null;
  } else if (actor.activeCompanyId) {
    // Without a token: the company the caller chose (Switch company)...
    company = await firstRow(
      db.select(columns).from(companies).where(eq(companies.id, actor.activeCompanyId)),
    );
  } else if (Array.isArray(actor.companyIds) && actor.companyIds.length > 0) {
    // ...else the one their session shows first (the first of theirs by name, as session.service does).
    company = await firstRow(
      db
        .select(columns)
        .from(companies)
        .where(inArray(companies.id, actor.companyIds))
        .orderBy(asc(companies.name)),
    );
  } else company = null;
  if (!token && !company)
    throw validationFailed({ [COMPANY_TOKEN_FIELD]: 'Choose a company (company_id_token).' });
  if (!company) throw notFound('That company');
  assertCompanyAccess(actor, company.id);
  return { kind: 'companyToken', actor, companyId: company.id, idToken: company.idToken };
}

function readToken(source: unknown): string | null {
  if (typeof source !== 'object' || source === null) return null;
  const value = (source as Record<string, unknown>)[COMPANY_TOKEN_FIELD];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** The resolved scope of a request, of the kind its route declares (a route that declares another is a bug). */
export function scopeOf<K extends ScopeKind>(
  request: FastifyRequest,
  kind: K,
): Extract<RequestScope, { kind: K }> {
  const scope = request.scope;
  if (scope?.kind !== kind)
    throw new Error(`Route ${request.routeOptions.url} reads a ${kind} scope it does not declare.`);
  return scope as Extract<RequestScope, { kind: K }>;
}

/** The row a route's own `load` read for the access decision, typed by that loader. */
export function loadedRowOf<R extends PolicyOwner>(request: FastifyRequest, load: PolicyOwnerLoader<R>): R {
  const declared = request.routeOptions.config.scope;
  if (typeof declared !== 'object' || !('load' in declared) || declared.load !== load)
    throw new Error(`Route ${request.routeOptions.url} does not load its scope with this loader.`);
  return scopeOf(request, 'employeePolicy').row as R;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The record the route is scoped to, resolved before the handler (null on routes without a scope). */
    scope: RequestScope | null;
  }
  interface FastifyContextConfig {
    /** What the route is scoped to; resolved from its path parameter before the handler runs. */
    scope?: ScopeDeclaration;
  }
}

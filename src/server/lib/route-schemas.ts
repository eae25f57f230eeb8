import { errorBodySchema } from '@shared/errors';
import { ADMINISTRATOR_ROLES } from '@shared/roles';
import type { FastifyContextConfig } from 'fastify';
import { z } from 'zod';

/** The error answers a signed-in read may give (not signed in, not allowed, not found), in the one error shape. */
export const READ_ERROR_RESPONSES = {
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
} as const;

/** The error answers of a versioned write that takes no If-Match header: bad input, a read's, a stale version. */
export const WRITE_ERROR_RESPONSES = {
  400: errorBodySchema,
  ...READ_ERROR_RESPONSES,
  409: errorBodySchema,
} as const;

/** The error answers every application call may give, in the one error shape. */
export const ERROR_RESPONSES = { ...WRITE_ERROR_RESPONSES, 428: errorBodySchema } as const;

export const companyParams = z.object({ companyId: z.uuid('Unknown company.') });
export const employeeFormParams = z.object({ employeeFormId: z.uuid('Unknown employee.') });
export const employeePolicyParams = z.object({ employeePolicyId: z.uuid('Unknown application.') });
/**
 * Which of an employee form's applications a form-level call is about (decision 0038): the one the page shows,
 * a renewal application included; without it, the form's current application.
 */
export const applicationPolicyQuery = z.object({
  employeePolicyId: z.uuid('Unknown application.').optional(),
});

/**
 * A company route's config (decision 0017): the company's administrators and brokers, and operations, scoped to
 * the company its path's `:companyId` names.
 */
export const COMPANY_ROUTE = { access: ADMINISTRATOR_ROLES, scope: 'company' } as const;

/** The same callers, scoped to the company `company_id_token` names (in the query or the body; decision 0036). */
export const COMPANY_TOKEN_ROUTE = { access: ADMINISTRATOR_ROLES, scope: 'companyToken' } as const;

/** A call that spans every company (the console, the queues, partners, the plan catalog): operations only. */
export const OPERATIONS_ROUTE = { access: ['operations'] } as const;

/** What a company route declares besides its callers and tag; `params` only where the path names more. */
type CompanySchema = {
  summary: string;
  description?: string;
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
};

/**
 * The options of a company route (decision 0017): COMPANY_ROUTE's callers, tagged employer, with its path's
 * params (`:companyId` unless told), answering `response` or one of `errors` (a write's unless told).
 */
export function companyRoute<
  Response extends z.ZodType,
  const Schema extends CompanySchema,
  const Errors extends Record<number, z.ZodType> = typeof WRITE_ERROR_RESPONSES,
>(response: Response, { params, ...input }: Schema, errors?: Errors) {
  return {
    config: COMPANY_ROUTE,
    schema: {
      tags: ['employer'],
      params: (params ?? companyParams) as Schema extends { params: infer P } ? P : typeof companyParams,
      ...(input as Omit<Schema, 'params'>),
      response: { 200: response, ...((errors ?? WRITE_ERROR_RESPONSES) as Errors) },
    },
  };
}

/** A plan-year route's config: the same callers, scoped to the company of the plan year `:companyPolicyId` names. */
export const COMPANY_POLICY_ROUTE = { access: COMPANY_ROUTE.access, scope: 'companyPolicy' } as const;

const APPLICATION_PARAMS = { employeeForm: employeeFormParams, employeePolicy: employeePolicyParams };
type ApplicationKind = keyof typeof APPLICATION_PARAMS;

/** The scope of an application route: the employee form or policy its path names (decision 0017). */
type ApplicationScope = Extract<
  NonNullable<FastifyContextConfig['scope']>,
  ApplicationKind | { kind: ApplicationKind }
>;

type KindOf<Scope> = (Scope extends { kind: infer K } ? K : Scope) & ApplicationKind;

/** What an application route declares besides its scope; `params` only where the path names more. */
type ApplicationSchema = {
  summary: string;
  description?: string;
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  /** IF_MATCH_HEADERS on a versioned write. */
  headers?: z.ZodType;
};

/**
 * The options of an employee-application route (docs/spec/1 §7): a signed-in caller, scoped to the form or policy
 * its path names (with that record's params), tagged, answering `response` or one of the ERROR_RESPONSES.
 */
export function applicationRoute<
  const Scope extends ApplicationScope,
  Response extends z.ZodType,
  Schema extends ApplicationSchema,
>(scope: Scope, response: Response, { summary, description, params, ...input }: Schema) {
  const kind: ApplicationKind = typeof scope === 'string' ? scope : scope.kind;
  return {
    config: { access: 'signed_in' as const, scope },
    schema: {
      tags: ['employee application'],
      summary,
      ...(description === undefined ? {} : { description }),
      params: (params ?? APPLICATION_PARAMS[kind]) as Schema extends { params: infer P }
        ? P
        : (typeof APPLICATION_PARAMS)[KindOf<Scope>],
      ...(input as Omit<Schema, 'summary' | 'description' | 'params'>),
      response: { 200: response, ...ERROR_RESPONSES },
    },
  };
}

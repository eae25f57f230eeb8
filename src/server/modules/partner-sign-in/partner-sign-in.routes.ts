import { errorBodySchema } from '@shared/errors';
import { companyTokenQuerySchema } from '@shared/schemas/fields';
import {
  intuitStatusSchema,
  quickbooksAuthenticateQuerySchema,
  toastCompaniesSchema,
  toastCreateCompanyResponseSchema,
  toastCreateCompanySchema,
} from '@shared/schemas/partner-sign-in';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../access/actor';
import { scopeOf } from '../../access/scope';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { FieldCipher } from '../../lib/field-crypto';
import { sessionCookieName, sessionCookieOptions } from '../../plugins/auth';
import { COMPANY_LANDING_PATH, createPartnerSignIn } from './partner-sign-in.service';

const partnerParams = z.object({ partner: z.string().regex(/^[a-z0-9-]{1,40}$/) });
// Where to go once signed in: a path of this site; anything else is dropped by the service (never an open redirect).
const startQuery = z.object({ return_to: z.string().max(2000).optional() }).strict();
// The partner's redirect: code, state and iss (RFC 9207), or an error; openid-client reads the whole URL.
const callbackQuery = z
  .object({
    code: z.string().max(2000).optional(),
    state: z.string().max(200).optional(),
    iss: z.string().max(500).optional(),
    error: z.string().max(200).optional(),
    error_description: z.string().max(1000).optional(),
  })
  .strict();

/** Partner sign-in over OpenID Connect and the restaurant-payroll company picker (decision 0055). */
export async function partnerSignInRoutes(
  app: FastifyInstance,
  opts: { db: Db; config: Config; cipher: FieldCipher },
) {
  const { config } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const flows = createPartnerSignIn(opts);
  const cookieName = sessionCookieName(config);
  const cookieOptions = sessionCookieOptions(config);
  const limits = {
    access: 'public' as const,
    rateLimit: { max: config.signInRequestsPerMinute, timeWindow: '1 minute' },
  };

  r.get(
    '/omniauth/:partner',
    {
      config: limits,
      schema: {
        tags: ['partner sign-in'],
        summary: "Start a partner sign-in (redirects to the partner's identity provider)",
        params: partnerParams,
        querystring: startQuery,
        response: { 302: z.null(), 400: errorBodySchema, 404: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) =>
      reply.redirect(await flows.start(request.params.partner, request.query.return_to), 302),
  );

  r.get(
    '/omniauth/:partner/callback',
    {
      config: limits,
      schema: {
        tags: ['partner sign-in'],
        summary: "Finish a partner sign-in (the identity provider's redirect)",
        params: partnerParams,
        querystring: callbackQuery,
        response: {
          302: z.null(),
          400: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const url = new URL(request.url, config.publicUrl);
      const result = await flows.finish(request.params.partner, url, request.headers['user-agent'] ?? null);
      if (result.token) reply.setCookie(cookieName, result.token, cookieOptions);
      return reply.redirect(result.location, 302);
    },
  );

  r.get(
    '/toast/router/toast-multiple-companies',
    {
      config: { access: ['benefits_admin'] },
      schema: {
        tags: ['partner sign-in'],
        summary: "The restaurant-payroll partner's companies (FEINs with their DBA) for the company picker",
        response: { 200: toastCompaniesSchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      return flows.multipleCompanies(actor.accountId, actor.email);
    },
  );

  r.post(
    '/toast/router/toast-create-company',
    {
      config: { access: ['benefits_admin'] },
      schema: {
        tags: ['partner sign-in'],
        summary: "Enter (creating if new) the company of one of the partner's FEINs",
        body: toastCreateCompanySchema,
        response: {
          200: toastCreateCompanyResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
        },
      },
    },
    async (request) => {
      const companyId = await flows.pickCompany(requireActor(request), request.body.remote_id);
      return { companyId, redirectPath: COMPANY_LANDING_PATH };
    },
  );

  r.get(
    '/quickbooks/authenticate',
    {
      config: limits,
      schema: {
        tags: ['partner sign-in'],
        summary:
          "Start the accounting partner's sign-in for a company connected to it (redirects to its identity provider, or to /intuit/error)",
        description:
          'The token only names where to go: the callback enters the company only for one of its administrators (decision 0058).',
        querystring: quickbooksAuthenticateQuerySchema,
        response: { 302: z.null(), 400: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) =>
      reply.redirect(await flows.authenticateCompany(request.query.company_token), 302),
  );

  r.get(
    '/intuit/status',
    {
      config: { access: ['benefits_admin', 'broker', 'operations'], scope: 'companyToken' },
      schema: {
        tags: ['partner sign-in'],
        summary:
          "Whether the company is connected to the accounting partner, and whether the caller's account may set its sign-in",
        querystring: companyTokenQuerySchema,
        response: {
          200: intuitStatusSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) => {
      const { actor, companyId } = scopeOf(request, 'companyToken');
      return flows.accountingStatus(companyId, actor);
    },
  );
}

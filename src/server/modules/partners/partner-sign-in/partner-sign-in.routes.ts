import { errorBodySchema } from '@shared/errors';
import { companyTokenQuerySchema } from '@shared/schemas/fields';
import {
  intuitStatusSchema,
  partnerPopupConfigSchema,
  partnerSignInFormSchema,
  quickbooksAuthenticateQuerySchema,
  toastCompaniesSchema,
  toastCreateCompanyResponseSchema,
  toastCreateCompanySchema,
  toastUpdateSegmentSchema,
} from '@shared/schemas/partner-sign-in';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../../access/actor';
import { scopeOf } from '../../../access/scope';
import type { Config } from '../../../config';
import type { Db } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import type { FieldCipher } from '../../../lib/field-crypto';
import { COMPANY_TOKEN_ROUTE } from '../../../lib/route-schemas';
import { sessionCookieName, sessionCookieOptions } from '../../../plugins/auth';
import { switchCompany } from '../../identity';
import { createPartnerFormTokens } from './partner-form-token';
import { createLoginBinding } from './partner-login-binding';
import {
  ACCOUNTING_PARTNER,
  COMPANY_LANDING_PATH,
  createPartnerSignIn,
  type StartedLogin,
} from './partner-sign-in.service';

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

/** The sign-in form's answer to a token that is missing, forged, expired or not bound to the browser's cookie. */
export const FORM_TOKEN_REFUSED = 'This sign-in form has expired. Reload the page and try again.';

/** Partner sign-in over OpenID Connect and the restaurant-payroll company picker (decision 0055). */
/** The sign-in steps' answers: a redirect, or the one error shape (bad input, refused, unknown partner, too many). */
const SIGN_IN_REDIRECT_RESPONSES = {
  302: z.null(),
  400: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  429: errorBodySchema,
};

export async function partnerSignInRoutes(
  app: FastifyInstance,
  opts: { db: Db; config: Config; cipher: FieldCipher },
) {
  const { config } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const flows = createPartnerSignIn(opts);
  const cookieName = sessionCookieName(config);
  const cookieOptions = sessionCookieOptions(config);
  const formTokens = createPartnerFormTokens(config);
  const binding = createLoginBinding(config);
  /** Sends the browser to the partner with the cookie that binds the login to it (decision 0074). */
  const toPartner = (reply: FastifyReply, slug: string, started: StartedLogin | { url: string }) => {
    if ('state' in started)
      reply.setCookie(binding.cookieName, binding.valueFor(started.state), binding.cookieOptions(slug));
    return reply.redirect(started.url, 302);
  };
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
        response: SIGN_IN_REDIRECT_RESPONSES,
      },
    },
    async (request, reply) =>
      toPartner(
        reply,
        request.params.partner,
        await flows.start(request.params.partner, request.query.return_to),
      ),
  );

  // The connect page's auto-posted form (docs/spec/3 §7, decision 0057): urlencoded, small; parsed here only.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => {
      const params = new URLSearchParams(body as string);
      const out: Record<string, string> = {};
      for (const [key, value] of params) {
        if (key in out) {
          done(new AppError('validation_failed', 'Each field of this form may be sent once.'), undefined);
          return;
        }
        out[key] = value;
      }
      done(null, out);
    },
  );

  r.post(
    '/omniauth/:partner',
    {
      // Its own CSRF defence: the signed, cookie-bound authenticity_token (the auth hook checks the origin).
      config: { ...limits, csrf: 'form_token' },
      schema: {
        tags: ['partner sign-in'],
        summary:
          "Start a partner sign-in from the connect page's form (authenticity_token from the page's meta)",
        params: partnerParams,
        body: partnerSignInFormSchema,
        response: SIGN_IN_REDIRECT_RESPONSES,
      },
    },
    async (request, reply) => {
      const { partner } = request.params;
      const nonce = request.cookies[formTokens.cookieName];
      if (!formTokens.verify(partner, request.body.authenticity_token, nonce))
        throw new AppError('forbidden', FORM_TOKEN_REFUSED);
      return toPartner(reply, partner, await flows.start(partner, request.body.return_to));
    },
  );

  r.get(
    '/api/v2/partners/:partner/popup_config',
    {
      config: { access: 'public' },
      schema: {
        tags: ['partner sign-in'],
        summary: "The partner's name and the origins its sign-in popup may post a message from",
        params: partnerParams,
        response: { 200: partnerPopupConfigSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => flows.popupConfig(request.params.partner),
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
        response: SIGN_IN_REDIRECT_RESPONSES,
      },
    },
    async (request, reply) => {
      const { partner } = request.params;
      const url = new URL(request.url, config.publicUrl);
      // The binding cookie is used once: cleared as soon as it matched, whatever the rest of the callback says.
      const isBoundBrowser = (state: string) => {
        const bound = binding.matches(state, request.cookies[binding.cookieName]);
        if (bound) reply.clearCookie(binding.cookieName, binding.cookieOptions(partner));
        return bound;
      };
      const result = await flows.finish(partner, url, request.headers['user-agent'] ?? null, isBoundBrowser);
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

  r.post(
    '/toast/router/update-segment',
    {
      config: { access: ['benefits_admin'] },
      schema: {
        tags: ['partner sign-in'],
        summary: "Enter one of the account's companies already on Groupcover (the picker's other companies)",
        body: toastUpdateSegmentSchema,
        response: {
          200: toastCreateCompanyResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) => {
      const actor = await switchCompany(opts.db, requireActor(request), request.body.company_id);
      return { companyId: actor.activeCompanyId!, redirectPath: COMPANY_LANDING_PATH };
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
      toPartner(reply, ACCOUNTING_PARTNER, await flows.authenticateCompany(request.query.company_token)),
  );

  r.get(
    '/intuit/status',
    {
      config: COMPANY_TOKEN_ROUTE,
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

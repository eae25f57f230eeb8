import { errorBodySchema } from '@shared/errors';
import { ADMINISTRATOR_ROLES } from '@shared/roles';
import { loginRequestSchema, sessionSchema, switchCompanyRequestSchema } from '@shared/schemas/auth';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../../access/actor';
import { writeAudit } from '../../../access/audit';
import { actorForToken, revokeSession } from '../../../access/sessions';
import type { Config } from '../../../config';
import type { Db } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import { clock } from '../../../lib/clock';
import { sessionCookieName, sessionCookieOptions } from '../../../plugins/auth';
import {
  describeSession,
  INVALID_CREDENTIALS,
  type SessionRenewals,
  signIn,
  switchCompany,
} from './session.service';
import { createSignInLimiter } from './sign-in-limits';

/** Sign in, who am I, switch company, sign out. */
export async function sessionRoutes(
  app: FastifyInstance,
  opts: { db: Db; config: Config; renewals: SessionRenewals },
) {
  const { db, config, renewals } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const cookieName = sessionCookieName(config);
  const limiter = createSignInLimiter(db, config.appSecret);
  const cookieOptions = sessionCookieOptions(config);

  r.post(
    '/api/v1/session',
    {
      config: {
        access: 'public',
        rateLimit: { max: config.signInRequestsPerMinute, timeWindow: '1 minute' },
      },
      schema: {
        tags: ['session'],
        summary: 'Sign in with email and password',
        body: loginRequestSchema,
        response: { 200: sessionSchema, 400: errorBodySchema, 401: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      const attempt = await limiter.begin(request.body.email, request.ip);
      if ('retryAfterMs' in attempt) {
        const minutes = Math.max(1, Math.ceil(attempt.retryAfterMs / 60_000));
        reply.header('retry-after', Math.ceil(attempt.retryAfterMs / 1000));
        throw new AppError(
          'rate_limited',
          `Too many failed sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
        );
      }
      const result = await signIn(db, config, {
        ...request.body,
        userAgent: request.headers['user-agent'] ?? null,
      });
      if (!result) {
        // The attempt stays recorded: it is what the failure limits count.
        await writeAudit(db, {
          accountId: null,
          action: 'session.sign_in_failed',
          details: { ip: request.ip },
        });
        throw new AppError('unauthenticated', INVALID_CREDENTIALS);
      }
      await limiter.succeeded(attempt);
      reply.setCookie(cookieName, result.token, cookieOptions);
      return describeSession(db, config, (await actorForToken(db, result.token))!, renewals);
    },
  );

  r.get(
    '/api/v1/session',
    {
      config: { access: 'signed_in' },
      schema: {
        tags: ['session'],
        summary: 'The signed-in account',
        response: { 200: sessionSchema, 401: errorBodySchema },
      },
    },
    async (request) => describeSession(db, config, requireActor(request), renewals),
  );

  r.put(
    '/api/v1/session/company',
    {
      config: { access: ADMINISTRATOR_ROLES },
      schema: {
        tags: ['session'],
        summary: 'Switch the active company',
        body: switchCompanyRequestSchema,
        response: { 200: sessionSchema, 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) =>
      describeSession(
        db,
        config,
        await switchCompany(db, requireActor(request), request.body.companyId),
        renewals,
      ),
  );

  r.delete(
    '/api/v1/session',
    {
      config: { access: 'signed_in' },
      schema: { tags: ['session'], summary: 'Sign out', response: { 204: z.null(), 401: errorBodySchema } },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      await revokeSession(db, actor.sessionId, clock.now());
      await writeAudit(db, {
        accountId: actor.accountId,
        sessionId: actor.sessionId,
        action: 'session.sign_out',
      });
      reply.clearCookie(cookieName, { path: '/' });
      return reply.status(204).send(null);
    },
  );
}

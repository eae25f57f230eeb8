import { errorBodySchema } from '@shared/errors';
import { registrationRequestSchema, registrationResponseSchema } from '@shared/schemas/registration';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorForToken } from '../../../access/sessions';
import type { Config } from '../../../config';
import type { Db } from '../../../db/client';
import { sessionCookieName, sessionCookieOptions } from '../../../plugins/auth';
import { describeSession, type SessionRenewals } from '../../identity';
import { registerEmployer } from './registration.service';

/**
 * `/register`'s call (decision 0052): a new employer's account and company, signed in. Public like sign-in,
 * rate-limited like it, and held to our own origin by the auth plugin's CSRF rule for signed-out callers.
 */
export const registrationRoutes: FastifyPluginAsyncZod<{
  db: Db;
  config: Config;
  renewals: SessionRenewals;
}> = async (app, { db, config, renewals }) => {
  app.post(
    '/api/v1/registrations',
    {
      config: {
        access: 'public',
        rateLimit: { max: config.signInRequestsPerMinute, timeWindow: '1 minute' },
      },
      schema: {
        tags: ['session'],
        summary: 'Register a new employer: the account, the company, and a session',
        body: registrationRequestSchema,
        response: {
          200: registrationResponseSchema,
          400: errorBodySchema,
          403: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { sessionToken, redirectTo } = await registerEmployer(db, config, {
        request: request.body,
        userAgent: request.headers['user-agent'] ?? null,
      });
      reply.setCookie(sessionCookieName(config), sessionToken, sessionCookieOptions(config));
      return {
        session: await describeSession(db, config, (await actorForToken(db, sessionToken))!, renewals),
        redirectTo,
      };
    },
  );
};

import { errorBodySchema } from '@shared/errors';
import {
  acceptInvitationRequestSchema,
  acceptInvitationResponseSchema,
  invitationViewSchema,
} from '@shared/schemas/new-hires';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorForToken } from '../../../access/sessions';
import type { Config } from '../../../config';
import type { Db } from '../../../db/client';
import { sessionCookieName, sessionCookieOptions } from '../../../plugins/auth';
import { describeSession, type SessionRenewals } from '../../identity';
import { acceptInvitation, viewInvitation } from './invitation-acceptance.service';

// The token is 32 random bytes in base64url (43 characters); anything else cannot be one.
const params = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, 'Unknown invitation.') });

/**
 * Creating an account from an invitation (signed out; public like sign-in, rate-limited like it, and its POST
 * held to our own origin by the auth plugin's CSRF rule for signed-out callers).
 */
export const createAccountRoutes: FastifyPluginAsyncZod<{
  db: Db;
  config: Config;
  renewals: SessionRenewals;
}> = async (app, { db, config, renewals }) => {
  const rateLimit = { max: config.signInRequestsPerMinute, timeWindow: '1 minute' };

  app.get(
    '/api/v1/invitations/:token',
    {
      config: { access: 'public', rateLimit },
      schema: {
        tags: ['session'],
        summary: 'An open invitation to create an account, as its link shows it',
        params,
        response: {
          200: invitationViewSchema,
          400: errorBodySchema,
          404: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request) => viewInvitation(db, request.params.token),
  );

  app.post(
    '/api/v1/invitations/:token/accept',
    {
      config: { access: 'public', rateLimit },
      schema: {
        tags: ['session'],
        summary: 'Create the invited account with a password, and sign in',
        params,
        body: acceptInvitationRequestSchema,
        response: {
          200: acceptInvitationResponseSchema,
          400: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { sessionToken, redirectTo } = await acceptInvitation(db, config, {
        token: request.params.token,
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

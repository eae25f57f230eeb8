import {
  accountSettingsQuerySchema,
  accountSettingsSchema,
  updateAccountSettingsSchema,
  updateCredentialsErrorSchema,
  updateCredentialsRequestSchema,
  updateCredentialsResponseSchema,
} from '@shared/schemas/accounts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../../access/actor';
import type { Db } from '../../../db/client';
import { ERROR_RESPONSES, READ_ERROR_RESPONSES } from '../../../lib/route-schemas';
import { getAccountSettings, setOwnCredentials, updateAccountSettings } from './accounts.service';

/** The signed-in person's own account settings (docs/spec/3 §7; decision 0056). */
export const accountRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/v2/accounts/settings',
    {
      config: { access: 'signed_in' },
      schema: {
        tags: ['account'],
        summary: "The signed-in account's name and email",
        querystring: accountSettingsQuerySchema,
        response: { 200: accountSettingsSchema, ...READ_ERROR_RESPONSES },
      },
    },
    async (request) => getAccountSettings(db, requireActor(request), request.query.accountId),
  );

  app.put(
    '/api/v2/accounts/settings',
    {
      config: { access: 'signed_in' },
      schema: {
        tags: ['account'],
        summary: 'Changes the signed-in account’s name and email (the email needs the current password)',
        body: updateAccountSettingsSchema,
        response: { 200: accountSettingsSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => updateAccountSettings(db, requireActor(request), request.body),
  );

  app.put(
    '/api/v2/accounts/update_credentials',
    {
      config: { access: ['benefits_admin'] },
      schema: {
        tags: ['account'],
        summary:
          'An account a partner sign-in made chooses its own email and password (the accounting connect)',
        description:
          'Answers `{ success: true }`; a failure answers `{ success: false, errors }` (each problem once, the form joins them with commas) with the house error body: 400 for the rules (decision 0022), 409 for an email in use or an account that already has a password (decision 0058).',
        body: updateCredentialsRequestSchema,
        response: {
          200: updateCredentialsResponseSchema,
          400: updateCredentialsErrorSchema,
          401: updateCredentialsErrorSchema,
          403: updateCredentialsErrorSchema,
          404: updateCredentialsErrorSchema,
          409: updateCredentialsErrorSchema,
        },
      },
      // Every failure of this call, the schema's and the handler's, in the spec's `{ success, errors }` too.
      preSerialization: async (_request, reply, payload) => {
        if (reply.statusCode < 400 || !payload || typeof payload !== 'object') return payload;
        const body = payload as { error?: string; fieldErrors?: Record<string, string> };
        const errors = body.fieldErrors ? [...new Set(Object.values(body.fieldErrors))] : [];
        return {
          success: false,
          errors: errors.length > 0 ? errors : [body.error ?? 'Something went wrong.'],
          ...body,
        };
      },
    },
    async (request) => {
      await setOwnCredentials(db, requireActor(request), request.body, 'accounting_connect');
      return { success: true as const };
    },
  );
};

import {
  accountSettingsQuerySchema,
  accountSettingsSchema,
  updateAccountSettingsSchema,
} from '@shared/schemas/accounts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../access/actor';
import type { Db } from '../../db/client';
import { ERROR_RESPONSES, READ_ERROR_RESPONSES } from '../../lib/route-schemas';
import { getAccountSettings, updateAccountSettings } from './accounts.service';

/** The signed-in person's own account settings (spec 3 §7; decision 0056). */
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
};

import {
  connectIntegrationRequestSchema,
  connectIntegrationResponseSchema,
  disconnectIntegrationRequestSchema,
  integrationSchema,
  integrationsResponseSchema,
} from '@shared/schemas/integrations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { scopeOf } from '../../../access/scope';
import type { Db } from '../../../db/client';
import {
  COMPANY_ROUTE,
  companyParams,
  companyRoute,
  ERROR_RESPONSES,
  READ_ERROR_RESPONSES,
} from '../../../lib/route-schemas';
import { connectIntegration, disconnectIntegration, readIntegrations } from './integrations.service';

const BASE = '/api/v1/companies/:companyId/integrations';

/** Integrations (issue 12 item 7, decision 0033): a company's partner connections and the keys acting for it. */
export const integrationRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    BASE,
    companyRoute(
      integrationsResponseSchema,
      {
        summary:
          'The payroll and accounting partners a company may connect, its connections, and the partner API keys that can act for it (prefixes only)',
      },
      READ_ERROR_RESPONSES,
    ),
    async (request) => readIntegrations(db, scopeOf(request, 'company').companyId),
  );

  app.post(
    BASE,
    {
      config: COMPANY_ROUTE,
      schema: {
        tags: ['employer'],
        summary:
          'Connects a partner: issues it an API key for this company only; the key is in this answer only',
        description:
          "Send the connection's `version` you read (null when the partner was never connected); a stale one answers 409 version_conflict.",
        params: companyParams,
        body: connectIntegrationRequestSchema,
        response: { 201: connectIntegrationResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const { actor, companyId } = scopeOf(request, 'company');
      const connected = await connectIntegration(db, actor, companyId, request.body);
      return reply.code(201).header('cache-control', 'no-store').send(connected);
    },
  );

  app.post(
    `${BASE}/:integrationId/disconnect`,
    companyRoute(
      integrationSchema,
      {
        summary: "Disconnects a partner: revokes the connection's API keys",
        params: companyParams.extend({ integrationId: z.uuid('Unknown connection.') }),
        body: disconnectIntegrationRequestSchema,
      },
      ERROR_RESPONSES,
    ),
    async (request) => {
      const { actor, companyId } = scopeOf(request, 'company');
      return disconnectIntegration(db, actor, companyId, request.params.integrationId, request.body);
    },
  );
};

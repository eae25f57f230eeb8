import { brokerFormQuerySchema, brokerFormResponseSchema } from '@shared/schemas/broker-form';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../../access/actor';
import type { Db } from '../../../db/client';
import { READ_ERROR_RESPONSES } from '../../../lib/route-schemas';
import { findSupportContactFor } from './broker-forms.service';

/** GET /api/v1/broker_forms: the footer's support contact (see findSupportContactFor). */
export const brokerFormRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/v1/broker_forms',
    {
      config: { access: 'signed_in' },
      schema: {
        tags: ['support'],
        summary: 'Broker support contact for the footer',
        querystring: brokerFormQuerySchema,
        response: { 200: brokerFormResponseSchema, ...READ_ERROR_RESPONSES },
      },
    },
    async (request) => findSupportContactFor(db, requireActor(request), request.query.company_id_token),
  );
};

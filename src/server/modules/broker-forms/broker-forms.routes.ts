import { errorBodySchema } from '@shared/errors';
import { brokerFormQuerySchema, brokerFormResponseSchema } from '@shared/schemas/broker-form';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireActor } from '../../access/actor';
import type { Db } from '../../db/client';
import { findSupportContactFor } from './broker-forms.service';

/** GET /api/v1/broker_forms: the footer's support contact (see findSupportContactFor). */
export async function brokerFormRoutes(app: FastifyInstance, opts: { db: Db }) {
  const { db } = opts;
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/v1/broker_forms',
    {
      config: { access: 'signed_in' },
      schema: {
        tags: ['support'],
        summary: 'Broker support contact for the footer',
        querystring: brokerFormQuerySchema,
        response: {
          200: brokerFormResponseSchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) => findSupportContactFor(db, requireActor(request), request.query.company_id_token),
  );
}

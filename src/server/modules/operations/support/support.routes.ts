import {
  supportContactSchema,
  supportMessageRequestSchema,
  supportMessageResponseSchema,
} from '@shared/schemas/administrators';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { scopeOf } from '../../../access/scope';
import type { Db } from '../../../db/client';
import {
  COMPANY_ROUTE,
  companyParams,
  companyRoute,
  ERROR_RESPONSES,
  READ_ERROR_RESPONSES,
} from '../../../lib/route-schemas';
import type { Mailer } from '../../../plugins/mail/mailer';
import { getCompanySupportContact, sendSupportMessage } from './support.service';

/** `/support`: the company's support contact and a message to it. */
export const supportRoutes: FastifyPluginAsyncZod<{ db: Db; mailer: Mailer }> = async (
  app,
  { db, mailer },
) => {
  app.get(
    '/api/v1/companies/:companyId/support-contact',
    companyRoute(
      supportContactSchema,
      {
        summary: "The company's support contact",
      },
      READ_ERROR_RESPONSES,
    ),
    async (request) => {
      const { actor, companyId } = scopeOf(request, 'company');
      return getCompanySupportContact(db, actor, companyId);
    },
  );

  app.post(
    '/api/v1/companies/:companyId/support-messages',
    {
      config: COMPANY_ROUTE,
      schema: {
        tags: ['employer'],
        summary: "Sends a message to the company's support contact (replies go to the sender)",
        params: companyParams,
        body: supportMessageRequestSchema,
        response: { 201: supportMessageResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const { actor, companyId } = scopeOf(request, 'company');
      return reply
        .code(201)
        .send(await sendSupportMessage(db, mailer, { actor, companyId, request: request.body }));
    },
  );
};

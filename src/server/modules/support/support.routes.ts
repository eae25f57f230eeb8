import {
  supportContactSchema,
  supportMessageRequestSchema,
  supportMessageResponseSchema,
} from '@shared/schemas/administrators';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { scopeOf } from '../../access/scope';
import type { Db } from '../../db/client';
import { ERROR_RESPONSES, READ_ERROR_RESPONSES } from '../../lib/route-schemas';
import type { Mailer } from '../../plugins/mail/mailer';
import { getCompanySupportContact, sendSupportMessage } from './support.service';

const companyConfig = { access: ['benefits_admin', 'broker', 'operations'], scope: 'company' } as const;
const companyParams = z.object({ companyId: z.uuid('Unknown company.') });

/** `/support`: the company's support contact and a message to it. */
export const supportRoutes: FastifyPluginAsyncZod<{ db: Db; mailer: Mailer }> = async (
  app,
  { db, mailer },
) => {
  app.get(
    '/api/v1/companies/:companyId/support-contact',
    {
      config: companyConfig,
      schema: {
        tags: ['employer'],
        summary: "The company's support contact",
        params: companyParams,
        response: { 200: supportContactSchema, ...READ_ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { actor, companyId } = scopeOf(request, 'company');
      return getCompanySupportContact(db, actor, companyId);
    },
  );

  app.post(
    '/api/v1/companies/:companyId/support-messages',
    {
      config: companyConfig,
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

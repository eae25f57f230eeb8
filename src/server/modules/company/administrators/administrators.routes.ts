import {
  administratorInvitationRequestSchema,
  administratorInvitationResponseSchema,
  companyAdministratorsResponseSchema,
} from '@shared/schemas/administrators';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { scopeOf } from '../../../access/scope';
import type { Config } from '../../../config';
import type { Db } from '../../../db/client';
import {
  COMPANY_ROUTE,
  companyParams,
  companyRoute,
  ERROR_RESPONSES,
  READ_ERROR_RESPONSES,
} from '../../../lib/route-schemas';
import type { Mailer } from '../../../plugins/mail/mailer';
import {
  cancelAdministratorInvitation,
  inviteAdministrator,
  listAdministrators,
  removeAdministrator,
} from './administrators.service';

/** manage-admins: the company's administrators, invitations and removals (decision 0024). */
export const administratorRoutes: FastifyPluginAsyncZod<{ db: Db; mailer: Mailer; config: Config }> = async (
  app,
  { db, mailer, config },
) => {
  app.get(
    '/api/v1/companies/:companyId/administrators',
    companyRoute(
      companyAdministratorsResponseSchema,
      {
        summary:
          "A company's administrators, the brokers acting for it, and pending administrator invitations",
      },
      READ_ERROR_RESPONSES,
    ),
    async (request) => listAdministrators(db, scopeOf(request, 'company').companyId),
  );

  app.post(
    '/api/v1/companies/:companyId/administrators/invitations',
    {
      config: COMPANY_ROUTE,
      schema: {
        tags: ['employer'],
        summary: 'Invites an administrator by email (an existing administrator account is added at once)',
        params: companyParams,
        body: administratorInvitationRequestSchema,
        response: { 201: administratorInvitationResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const { actor, companyId } = scopeOf(request, 'company');
      const result = await inviteAdministrator(db, mailer, {
        companyId,
        actor,
        request: request.body,
        publicUrl: config.publicUrl,
      });
      return reply.code(201).send(result);
    },
  );

  app.delete(
    '/api/v1/companies/:companyId/administrators/invitations/:invitationId',
    {
      config: COMPANY_ROUTE,
      schema: {
        tags: ['employer'],
        summary: 'Revokes a pending administrator invitation',
        params: companyParams.extend({ invitationId: z.uuid('Unknown invitation.') }),
        response: { 204: z.null(), ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const { actor, companyId } = scopeOf(request, 'company');
      await cancelAdministratorInvitation(db, {
        companyId,
        actor,
        invitationId: request.params.invitationId,
      });
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/api/v1/companies/:companyId/administrators/:accountId',
    {
      config: COMPANY_ROUTE,
      schema: {
        tags: ['employer'],
        summary: "Removes an administrator from the company (never the company's last one)",
        params: companyParams.extend({ accountId: z.uuid('Unknown administrator.') }),
        response: { 204: z.null(), ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const { actor, companyId } = scopeOf(request, 'company');
      await removeAdministrator(db, { companyId, actor, accountId: request.params.accountId });
      return reply.code(204).send(null);
    },
  );
};

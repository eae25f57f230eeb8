import {
  bulkInvitationRequestSchema,
  bulkInvitationResponseSchema,
  employeeListRowSchema,
  employmentRequestSchema,
  invitationRequestSchema,
  invitationSentResponseSchema,
  rehireRequestSchema,
  terminationRequestSchema,
  uninvitedCountResponseSchema,
} from '@shared/schemas/manage-employees';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { scopeOf } from '../../../access/scope';
import type { Db } from '../../../db/client';
import { companyRoute, READ_ERROR_RESPONSES } from '../../../lib/route-schemas';
import type { Mailer } from '../../../plugins/mail/mailer';
import {
  countPeopleToInvite,
  inviteEveryoneNotInvited,
  rehireEmployee,
  resendInvitation,
  terminateEmployee,
  updateEmployment,
} from './employment.service';

const params = z.object({
  companyId: z.uuid('Unknown company.'),
  employeeFormId: z.uuid('Unknown employee.'),
});
const VERSION_NOTE = 'Send the `version` of the employee you read; a stale one answers 409 version_conflict.';

/** Manage employees' employment actions on one of the company's people (decision 0021). */
export const employmentRoutes: FastifyPluginAsyncZod<{ db: Db; mailer: Mailer; publicUrl: string }> = async (
  app,
  { db, mailer, publicUrl },
) => {
  app.patch(
    '/api/v1/companies/:companyId/employees/:employeeFormId/employment',
    companyRoute(employeeListRowSchema, {
      summary: "Changes an employee's eligibility and contribution class",
      description: VERSION_NOTE,
      params,
      body: employmentRequestSchema,
    }),
    async (request) => {
      const { actor, companyId } = scopeOf(request, 'company');
      return updateEmployment(db, actor, companyId, request.params.employeeFormId, request.body);
    },
  );

  app.post(
    '/api/v1/companies/:companyId/employees/:employeeFormId/termination',
    companyRoute(employeeListRowSchema, {
      summary: 'Terminates an employee: coverage runs to the end of the month of the last day',
      description: VERSION_NOTE,
      params,
      body: terminationRequestSchema,
    }),
    async (request) => {
      const { actor, companyId } = scopeOf(request, 'company');
      return terminateEmployee(db, actor, companyId, request.params.employeeFormId, request.body);
    },
  );

  app.post(
    '/api/v1/companies/:companyId/employees/:employeeFormId/rehire',
    companyRoute(employeeListRowSchema, {
      summary: 'Rehires a terminated employee from a new hire date',
      description: VERSION_NOTE,
      params,
      body: rehireRequestSchema,
    }),
    async (request) => {
      const { actor, companyId } = scopeOf(request, 'company');
      return rehireEmployee(db, actor, companyId, request.params.employeeFormId, request.body);
    },
  );

  app.post(
    '/api/v1/companies/:companyId/employees/:employeeFormId/invitation',
    companyRoute(invitationSentResponseSchema, {
      summary: 'Sends an employee a new invitation to create their account (the last link stops working)',
      description: VERSION_NOTE,
      params,
      body: invitationRequestSchema,
    }),
    async (request) => {
      const { actor, companyId } = scopeOf(request, 'company');
      return resendInvitation(db, mailer, {
        actor,
        companyId,
        employeeFormId: request.params.employeeFormId,
        publicUrl,
        request: request.body,
      });
    },
  );

  const BULK_NOTE =
    'Invites every active, eligible person without an account, with an email, whose benefits were not denied and who has no invitation whose link still works (decision 0027).';

  app.get(
    '/api/v1/companies/:companyId/employees/invitations',
    companyRoute(
      uninvitedCountResponseSchema,
      { summary: 'How many people "send all invitations" would invite now', description: BULK_NOTE },
      READ_ERROR_RESPONSES,
    ),
    async (request) => countPeopleToInvite(db, scopeOf(request, 'company').companyId),
  );

  app.post(
    '/api/v1/companies/:companyId/employees/invitations',
    companyRoute(bulkInvitationResponseSchema, {
      summary: 'Sends an invitation to everyone not invited yet',
      description: `${BULK_NOTE} Send the \`confirmedCount\` the confirmation stated: more people than that answers 409 and sends nothing.`,
      body: bulkInvitationRequestSchema,
    }),
    async (request) => {
      const { actor, companyId } = scopeOf(request, 'company');
      return inviteEveryoneNotInvited(db, mailer, { actor, companyId, publicUrl, request: request.body });
    },
  );
};

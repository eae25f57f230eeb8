import { type ApplicationResponse, applicationResponseSchema } from '@shared/schemas/application';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../../access/actor';
import { scopeOf } from '../../../access/scope';
import type { Db } from '../../../db/client';
import { READ_ERROR_RESPONSES } from '../../../lib/route-schemas';
import { sendVersioned } from '../../../lib/versioned-write';
import { loadApplicationOfForm, loadCurrentApplication } from './employee-applications.service';

const responses = { 200: applicationResponseSchema, ...READ_ERROR_RESPONSES };

/** An application with its version as ETag: what the next write names in If-Match. */
const sendApplication = (reply: FastifyReply, application: ApplicationResponse) =>
  sendVersioned(reply, { body: application, version: application.employeePolicy.version });

/** Load application (docs/spec/1 §7): the employee's own, or an employee's in admin mode. */
export const employeeApplicationRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/v1/employee_applications/current',
    {
      config: { access: 'signed_in' },
      schema: {
        tags: ['employee application'],
        summary: "The signed-in employee's application",
        response: responses,
      },
    },
    async (request, reply) =>
      sendApplication(reply, await loadCurrentApplication(db, requireActor(request).accountId)),
  );

  app.get(
    '/api/v1/employee_applications/:employeeFormId',
    {
      config: {
        access: 'signed_in',
        scope: { kind: 'employeeForm', auditAdminModeAs: 'admin_mode.open_application' },
      },
      schema: {
        tags: ['employee application'],
        summary: "An employee's application (admin mode for administrators and brokers)",
        params: z.object({ employeeFormId: z.uuid('Unknown employee.') }),
        response: responses,
      },
    },
    async (request, reply) => {
      const { access } = scopeOf(request, 'employeeForm');
      return sendApplication(reply, await loadApplicationOfForm(db, access.form.id, access.adminMode));
    },
  );
};

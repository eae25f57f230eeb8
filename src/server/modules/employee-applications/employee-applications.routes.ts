import { errorBodySchema } from '@shared/errors';
import { type ApplicationResponse, applicationResponseSchema } from '@shared/schemas/application';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../access/actor';
import { resolveEmployeeFormAccess } from '../../access/employee-access';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { sendVersioned } from './application-writes';
import { findCurrentPolicyForAccount, findCurrentPolicyId } from './employee-applications.repository';
import { loadApplication } from './employee-applications.service';

const responses = {
  200: applicationResponseSchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
};

/** An application with its version as ETag: what the next write names in If-Match. */
const sendApplication = (reply: FastifyReply, application: ApplicationResponse) =>
  sendVersioned(reply, { body: application, version: application.employeePolicy.version });

/** Load application (spec 1 §7): the employee's own, or an employee's in admin mode. */
export async function employeeApplicationRoutes(app: FastifyInstance, opts: { db: Db }) {
  const { db } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/v1/employee_applications/current',
    {
      config: { access: 'signed_in' },
      schema: {
        tags: ['employee application'],
        summary: "The signed-in employee's application",
        response: responses,
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const policyId = await findCurrentPolicyForAccount(db, actor.accountId);
      if (!policyId) throw notFound('Your benefits application');
      return sendApplication(reply, await loadApplication(db, policyId, false));
    },
  );

  r.get(
    '/api/v1/employee_applications/:employeeFormId',
    {
      config: { access: 'signed_in' },
      schema: {
        tags: ['employee application'],
        summary: "An employee's application (admin mode for administrators and brokers)",
        params: z.object({ employeeFormId: z.uuid('Unknown employee.') }),
        response: responses,
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const access = await resolveEmployeeFormAccess(
        db,
        actor,
        request.params.employeeFormId,
        'admin_mode.open_application',
      );
      const policyId = await findCurrentPolicyId(db, access.form.id);
      if (!policyId) throw notFound('A benefits application for this employee');
      return sendApplication(reply, await loadApplication(db, policyId, access.adminMode));
    },
  );
}

import { type ApplicationResponse, applicationResponseSchema } from '@shared/schemas/application';
import { renewalComparisonResponseSchema } from '@shared/schemas/application-summary';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../../access/actor';
import { scopeOf } from '../../../access/scope';
import type { Db } from '../../../db/client';
import { applicationRoute, READ_ERROR_RESPONSES } from '../../../lib/route-schemas';
import { sendVersioned } from '../../../lib/versioned-write';
import { getRenewalComparison, loadCurrentRenewal, loadRenewalOfForm } from './employee-renewals.service';

const responses = { 200: applicationResponseSchema, ...READ_ERROR_RESPONSES };

/** The renewal application with its version as ETag: what the next write names in If-Match (decision 0012). */
const sendRenewal = (reply: FastifyReply, application: ApplicationResponse) =>
  sendVersioned(reply, { body: application, version: application.employeePolicy.version });

/**
 * Load the employee renewal application (docs/spec/2 §2.5; the calls behind its steps are "not shown": they are the
 * employee application's per-policy and per-form calls, decision 0038): the employee's own, or, in admin mode,
 * an employee's by hash id.
 */
export const employeeRenewalRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/v1/employee_renewals/current',
    {
      config: { access: 'signed_in' },
      schema: {
        tags: ['employee renewal'],
        summary: "The signed-in employee's renewal application",
        response: responses,
      },
    },
    async (request, reply) =>
      sendRenewal(reply, await loadCurrentRenewal(db, requireActor(request).accountId)),
  );

  app.get(
    '/api/v1/employee_renewals/:employeeHashId',
    {
      config: {
        access: 'signed_in',
        scope: { kind: 'employeeFormHash', auditAdminModeAs: 'admin_mode.open_renewal' },
      },
      schema: {
        tags: ['employee renewal'],
        summary: "An employee's renewal application by hash id (admin mode for administrators and brokers)",
        params: z.object({
          employeeHashId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Unknown employee.'),
        }),
        response: responses,
      },
    },
    async (request, reply) => {
      const { access } = scopeOf(request, 'employeeFormHash');
      return sendRenewal(reply, await loadRenewalOfForm(db, access.form.id, access.adminMode));
    },
  );

  app.get(
    '/api/v1/employee_policies/:employeePolicyId/renewal_comparison',
    applicationRoute('employeePolicy', renewalComparisonResponseSchema, {
      summary:
        "A renewal application's lines beside the application it renews: each plan and its monthly cost (cents)",
    }),
    async (request, reply) => {
      const body = await getRenewalComparison(db, scopeOf(request, 'employeePolicy').access.policy.id);
      return reply.header('cache-control', 'private, no-store').send(body);
    },
  );
};

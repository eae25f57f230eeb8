import {
  employeeHealthAccountRequestSchema,
  employeeHealthAccountResponseSchema,
  healthAccountOverviewSchema,
} from '@shared/schemas/application-requests';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { scopeOf } from '../../access/scope';
import type { Db } from '../../db/client';
import { ERROR_RESPONSES, employeePolicyParams } from '../../lib/route-schemas';
import { readBasedOnVersion, sendVersioned } from '../employee-applications/application-writes';
import {
  getEmployeeHealthAccount,
  getHealthAccountOverview,
  saveEmployeeHealthAccount,
} from './health-accounts.service';

/** The health account step (spec 1 §7), at the spec's paths. */
export async function healthAccountRoutes(app: FastifyInstance, opts: { db: Db }) {
  const { db } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/v2/employee_policies/:employeePolicyId/health_account_benefit_overview',
    {
      config: { access: 'signed_in', scope: 'employeePolicy' },
      schema: {
        tags: ['employee application'],
        summary: "The employer's health account offer and the employee's maximum (cents)",
        params: employeePolicyParams,
        response: { 200: healthAccountOverviewSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => getHealthAccountOverview(db, scopeOf(request, 'employeePolicy').access.policy.id),
  );

  const path = '/api/v2/employee_policies/:employeePolicyId/employee_health_accounts';
  r.get(
    path,
    {
      config: { access: 'signed_in', scope: 'employeePolicy' },
      schema: {
        tags: ['employee application'],
        summary: "The employee's yearly health account contribution (dollars)",
        params: employeePolicyParams,
        response: { 200: employeeHealthAccountResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => getEmployeeHealthAccount(db, scopeOf(request, 'employeePolicy').access.policy.id),
  );

  r.put(
    path,
    {
      config: { access: 'signed_in', scope: 'employeePolicy' },
      schema: {
        tags: ['employee application'],
        summary: "Save the employee's yearly contribution (completes healthAccountInformation)",
        params: employeePolicyParams,
        body: employeeHealthAccountRequestSchema,
        response: { 200: employeeHealthAccountResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const writer = scopeOf(request, 'employeePolicy');
      const basedOn = readBasedOnVersion(request);
      return sendVersioned(
        reply,
        await saveEmployeeHealthAccount(db, writer, writer.access.policy.id, basedOn, request.body),
      );
    },
  );
}

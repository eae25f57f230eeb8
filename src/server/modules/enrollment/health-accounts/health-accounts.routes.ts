import {
  employeeHealthAccountRequestSchema,
  employeeHealthAccountResponseSchema,
  healthAccountOverviewSchema,
} from '@shared/schemas/application-requests';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { scopeOf } from '../../../access/scope';
import type { Db } from '../../../db/client';
import { applicationRoute } from '../../../lib/route-schemas';
import { IF_MATCH_HEADERS } from '../../../lib/versioned-write';
import { sendScopedWrite } from '../employee-applications/application-writes';
import {
  getEmployeeHealthAccount,
  getHealthAccountOverview,
  saveEmployeeHealthAccount,
} from './health-accounts.service';

/** The health account step (docs/spec/1 §7), at the spec's paths. */
export const healthAccountRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/v2/employee_policies/:employeePolicyId/health_account_benefit_overview',
    applicationRoute('employeePolicy', healthAccountOverviewSchema, {
      summary: "The employer's health account offer and the employee's maximum (cents)",
    }),
    async (request) => getHealthAccountOverview(db, scopeOf(request, 'employeePolicy').access.policy.id),
  );

  const path = '/api/v2/employee_policies/:employeePolicyId/employee_health_accounts';
  app.get(
    path,
    applicationRoute('employeePolicy', employeeHealthAccountResponseSchema, {
      summary: "The employee's yearly health account contribution (dollars)",
    }),
    async (request) => getEmployeeHealthAccount(db, scopeOf(request, 'employeePolicy').access.policy.id),
  );

  app.put(
    path,
    applicationRoute('employeePolicy', employeeHealthAccountResponseSchema, {
      summary: "Save the employee's yearly contribution (completes healthAccountInformation)",
      headers: IF_MATCH_HEADERS,
      body: employeeHealthAccountRequestSchema,
    }),
    async (request, reply) =>
      sendScopedWrite(request, reply, 'employeePolicy', (writer, basedOn) =>
        saveEmployeeHealthAccount(db, writer, writer.access.policy.id, basedOn, request.body),
      ),
  );
};

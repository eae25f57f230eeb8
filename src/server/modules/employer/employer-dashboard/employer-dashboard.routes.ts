import {
  companyDashboardResponseSchema,
  employeeStatusResponseSchema,
} from '@shared/schemas/employer-dashboard';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { scopeOf } from '../../../access/scope';
import type { Db } from '../../../db/client';
import { companyParams, companyRoute, READ_ERROR_RESPONSES } from '../../../lib/route-schemas';
import { getCompanyDashboard, getEmployeeStatus } from './employer-dashboard.service';

/** The employer dashboard's reads: the Home, and an employee's status page (decision 0023). */
export const employerDashboardRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/v1/companies/:companyId/dashboard',
    companyRoute(
      companyDashboardResponseSchema,
      {
        summary:
          "The employer dashboard's Home: plan year, enrollment progress, participation, premium, to-dos",
      },
      READ_ERROR_RESPONSES,
    ),
    async (request) => getCompanyDashboard(db, scopeOf(request, 'company').companyId),
  );

  app.get(
    '/api/v1/companies/:companyId/employees/:employeeFormId/status',
    companyRoute(
      employeeStatusResponseSchema,
      {
        summary:
          "An employee's status: the person, the application's status and timeline, elections, dependents",
        params: companyParams.extend({ employeeFormId: z.uuid('Unknown employee.') }),
      },
      READ_ERROR_RESPONSES,
    ),
    async (request) =>
      getEmployeeStatus(db, scopeOf(request, 'company').companyId, request.params.employeeFormId),
  );
};

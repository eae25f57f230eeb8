import { errorBodySchema } from '@shared/errors';
import { employeeListQuerySchema } from '@shared/schemas/employees';
import { employeeListResponseSchema } from '@shared/schemas/manage-employees';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { scopeOf } from '../../../access/scope';
import type { Db } from '../../../db/client';
import { COMPANY_ROUTE, READ_ERROR_RESPONSES } from '../../../lib/route-schemas';
import { listEmployeePage } from './companies.service';

/** The employer's employee list (Manage employees): a tab, a search, a sort and a page of the company's people. */
export const companyRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/v1/companies/:companyId/employees',
    {
      config: COMPANY_ROUTE,
      schema: {
        tags: ['employer'],
        summary: "A page of a company's employees, with each one's application status and the tabs' counts",
        params: z.object({ companyId: z.uuid('Unknown company.') }),
        querystring: employeeListQuerySchema,
        response: { 200: employeeListResponseSchema, 400: errorBodySchema, ...READ_ERROR_RESPONSES },
      },
    },
    async (request) => listEmployeePage(db, scopeOf(request, 'company').companyId, request.query),
  );
};

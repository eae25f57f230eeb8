import { companyEmployeesResponseSchema } from '@shared/schemas/company';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { scopeOf } from '../../access/scope';
import type { Db } from '../../db/client';
import { READ_ERROR_RESPONSES } from '../../lib/route-schemas';
import { listCompanyEmployees } from './companies.service';

/** The employer's employee list with each application's status. */
export const companyRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/v1/companies/:companyId/employees',
    {
      config: { access: ['benefits_admin', 'broker', 'operations'], scope: 'company' },
      schema: {
        tags: ['employer'],
        summary: "A company's employees and their application status",
        params: z.object({ companyId: z.uuid('Unknown company.') }),
        response: { 200: companyEmployeesResponseSchema, ...READ_ERROR_RESPONSES },
      },
    },
    async (request) => listCompanyEmployees(db, scopeOf(request, 'company').companyId),
  );
};

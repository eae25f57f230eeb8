import { errorBodySchema } from '@shared/errors';
import { companyEmployeesResponseSchema } from '@shared/schemas/company';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { scopeOf } from '../../access/scope';
import type { Db } from '../../db/client';
import { listCompanyEmployees } from './companies.service';

/** The employer's employee list with each application's status. */
export async function companyRoutes(app: FastifyInstance, opts: { db: Db }) {
  const { db } = opts;
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/v1/companies/:companyId/employees',
    {
      config: { access: ['benefits_admin', 'broker', 'operations'], scope: 'company' },
      schema: {
        tags: ['employer'],
        summary: "A company's employees and their application status",
        params: z.object({ companyId: z.uuid('Unknown company.') }),
        response: {
          200: companyEmployeesResponseSchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) => listCompanyEmployees(db, scopeOf(request, 'company').companyId),
  );
}

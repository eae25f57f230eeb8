import { errorBodySchema } from '@shared/errors';
import { companyEmployeesResponseSchema } from '@shared/schemas/company';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { assertCompanyAccess, requireActor } from '../../access/actor';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { deriveApplicationStatus } from './application-status';
import { findCompany, listEmployeesWithApplications } from './companies.repository';

/** The employer's employee list with each application's status. */
export async function companyRoutes(app: FastifyInstance, opts: { db: Db }) {
  const { db } = opts;
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/v1/companies/:companyId/employees',
    {
      config: { access: ['benefits_admin', 'broker', 'operations'] },
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
    async (request) => {
      const actor = requireActor(request);
      assertCompanyAccess(actor, request.params.companyId);
      const company = await findCompany(db, request.params.companyId);
      if (!company) throw notFound('That company');
      const { employees, answers } = await listEmployeesWithApplications(db, company.id);
      return {
        company,
        employees: employees.map((e) => ({
          employeeFormId: e.employeeFormId,
          firstName: e.firstName,
          lastName: e.lastName,
          email: e.email,
          employeeType: e.employeeType,
          isEligible: e.isEligible,
          completedSteps: e.steps ?? 0,
          applicationStatus: deriveApplicationStatus({
            completedAt: e.completedAt,
            completedSteps: e.steps ?? 0,
            enrollingAnswers: answers.filter((a) => a.policyId === e.policyId).map((a) => a.isEnrolling),
          }),
          updatedAt: e.updatedAt.toISOString(),
        })),
      };
    },
  );
}

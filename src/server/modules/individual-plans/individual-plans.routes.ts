import { individualPlansResponseSchema } from '@shared/schemas/plans';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { scopeOf } from '../../access/scope';
import type { Db } from '../../db/client';
import { applicationRoute } from '../../lib/route-schemas';
import { listIndividualPlans } from './individual-plans.service';

/** Individual dental and vision plans for the done page's upsell card (spec 1 §7). */
export async function individualPlanRoutes(app: FastifyInstance, opts: { db: Db }) {
  const { db } = opts;
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/v1/employee_forms/:employeeFormId/individual_plans',
      applicationRoute(
        'employeeForm',
        { summary: 'Individual (self-paid) dental and vision plans the employee may buy' },
        individualPlansResponseSchema,
      ),
      async (request) => listIndividualPlans(db, scopeOf(request, 'employeeForm').access.form.id),
    );
}

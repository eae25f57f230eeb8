import { individualPlansResponseSchema } from '@shared/schemas/plans';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { scopeOf } from '../../access/scope';
import type { Db } from '../../db/client';
import { applicationRoute } from '../../lib/route-schemas';
import { listIndividualPlans } from './individual-plans.service';

/** Individual dental and vision plans for the done page's upsell card (spec 1 §7). */
export const individualPlanRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/v1/employee_forms/:employeeFormId/individual_plans',
    applicationRoute('employeeForm', individualPlansResponseSchema, {
      summary: 'Individual (self-paid) dental and vision plans the employee may buy',
    }),
    async (request) => listIndividualPlans(db, scopeOf(request, 'employeeForm').access.form.id),
  );
};

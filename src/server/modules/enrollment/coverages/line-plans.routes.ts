import {
  planCostsQuerySchema,
  planCostsResponseSchema,
  plansQuerySchema,
  plansResponseSchema,
} from '@shared/schemas/plans';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loadedRowOf, scopeOf } from '../../../access/scope';
import type { Db } from '../../../db/client';
import { applicationRoute } from '../../../lib/route-schemas';
import { findPlanCostSubject, getPlanCosts, listPlans, parseDependentIds } from '../../carriers';
import { getEligibility, toPlanEligibility } from '../eligibility/eligibility.service';

/**
 * Plans of a coverage line and their costs for the employee (docs/spec/1 §7 "Get plans", "Get plan costs"): the
 * application's routes, answered by the plan catalog with the application's eligibility.
 */
export const planRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/v1/employee_policies/:employeePolicyId/plans',
    applicationRoute('employeePolicy', plansResponseSchema, {
      summary: 'The plans offered on one coverage line',
      querystring: plansQuerySchema,
    }),
    async (request) => {
      const { access } = scopeOf(request, 'employeePolicy');
      return listPlans(db, access, request.query.type, async () =>
        toPlanEligibility((await getEligibility(db, access)).result),
      );
    },
  );

  app.get(
    '/api/v1/employee_policies/:employeePolicyId/plan_costs',
    // The policy's owner is read with the pricing facts (one round trip, decision 0011).
    applicationRoute({ kind: 'employeePolicy', load: findPlanCostSubject }, planCostsResponseSchema, {
      summary: "Monthly costs (cents) of a line's plans for the employee and the chosen dependents",
      querystring: planCostsQuerySchema,
    }),
    async (request) => {
      const q = request.query;
      return getPlanCosts(db, loadedRowOf(request, findPlanCostSubject), q.type, {
        dependentIds: parseDependentIds(q.dependentIDs),
        coverageAmount: q.coverageAmount ?? null,
        spouseCoverageAmount: q.spouseCoverageAmount ?? null,
      });
    },
  );
};

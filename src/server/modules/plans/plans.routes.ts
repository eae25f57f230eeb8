import {
  planCostsQuerySchema,
  planCostsResponseSchema,
  plansQuerySchema,
  plansResponseSchema,
} from '@shared/schemas/plans';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireActor } from '../../access/actor';
import { resolveEmployeePolicyAccess } from '../../access/employee-access';
import type { Db } from '../../db/client';
import { ERROR_RESPONSES, employeePolicyParams } from '../../lib/route-schemas';
import { getPlanCosts, listPlans, parseDependentIds } from './plans.service';

/** Plans of a coverage line and their costs for the employee (spec 1 §7 "Get plans", "Get plan costs"). */
export async function planRoutes(app: FastifyInstance, opts: { db: Db }) {
  const { db } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/v1/employee_policies/:employeePolicyId/plans',
    {
      config: { access: 'signed_in' },
      schema: {
        tags: ['employee application'],
        summary: 'The plans offered on one coverage line',
        params: employeePolicyParams,
        querystring: plansQuerySchema,
        response: { 200: plansResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const access = await resolveEmployeePolicyAccess(
        db,
        requireActor(request),
        request.params.employeePolicyId,
      );
      return listPlans(db, access, request.query.type);
    },
  );

  r.get(
    '/api/v1/employee_policies/:employeePolicyId/plan_costs',
    {
      config: { access: 'signed_in' },
      schema: {
        tags: ['employee application'],
        summary: "Monthly costs (cents) of a line's plans for the employee and the chosen dependents",
        params: employeePolicyParams,
        querystring: planCostsQuerySchema,
        response: { 200: planCostsResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const q = request.query;
      return getPlanCosts(db, requireActor(request), request.params.employeePolicyId, q.type, {
        dependentIds: parseDependentIds(q.dependentIDs),
        coverageAmount: q.coverageAmount ?? null,
        spouseCoverageAmount: q.spouseCoverageAmount ?? null,
      });
    },
  );
}

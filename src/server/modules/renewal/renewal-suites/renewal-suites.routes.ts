import {
  companyTokenQuerySchema,
  currentOrIdSchema,
  medicalPlanMappingsResponseSchema,
  planSuiteCostsQuerySchema,
  planSuiteResponseSchema,
  selectRenewalSuiteRequestSchema,
  selectRenewalSuiteResponseSchema,
} from '@shared/schemas/renewal-suites';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { scopeOf } from '../../../access/scope';
import type { Db } from '../../../db/client';
import { COMPANY_ROUTE, ERROR_RESPONSES, READ_ERROR_RESPONSES } from '../../../lib/route-schemas';
import { readMedicalPlanMappings, readPlanSuiteCosts, selectRenewalSuite } from './renewal-suites.service';

/**
 * The company's administrators and brokers, and operations, for the company its `company_id_token` names (the
 * query on reads, the body on the selection; the caller's active company without one).
 */
const COMPANY_TOKEN_ROUTE = { access: COMPANY_ROUTE.access, scope: 'companyToken' } as const;

const policyParams = z.object({ companyPolicyId: currentOrIdSchema });
const suiteParams = z.object({ planSuiteId: currentOrIdSchema });

/** docs/spec/3's renewal comparison calls (decision 0039). */
export const renewalSuiteRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/v2/company_policies/:companyPolicyId/medical_plan_mappings',
    {
      config: COMPANY_TOKEN_ROUTE,
      schema: {
        tags: ['employer'],
        summary:
          "The renewal's medical plan mappings (each current medical plan and its replacement in each suite), its suites and version; `current` names the company's current renewal",
        params: policyParams,
        querystring: companyTokenQuerySchema,
        response: { 200: medicalPlanMappingsResponseSchema, ...READ_ERROR_RESPONSES },
      },
    },
    async (request) =>
      readMedicalPlanMappings(db, scopeOf(request, 'companyToken').companyId, request.params.companyPolicyId),
  );

  for (const side of ['current', 'renewal'] as const)
    app.get(
      `/api/v2/plan_suites/:planSuiteId/${side}_costs`,
      {
        config: COMPANY_TOKEN_ROUTE,
        schema: {
          tags: ['employer'],
          summary: `A package's monthly costs for the company's census under the ${side === 'current' ? "current plan year's contributions" : "renewal's contribution rows"}: in all, per plan and per employee (\`current\` is the current package; include=plans adds its plans)`,
          params: suiteParams,
          querystring: planSuiteCostsQuerySchema,
          response: { 200: planSuiteResponseSchema, ...READ_ERROR_RESPONSES },
        },
      },
      async (request) => ({
        planSuite: await readPlanSuiteCosts(
          db,
          scopeOf(request, 'companyToken'),
          request.params.planSuiteId,
          side,
          request.query.include,
        ),
      }),
    );

  app.post(
    '/employer-renewal/select-renewal-suite',
    {
      config: COMPANY_TOKEN_ROUTE,
      schema: {
        tags: ['employer'],
        summary: "Selects the renewal's package; answers the address to go to next",
        description:
          "Send the renewal's `version` you read (medical_plan_mappings); a stale one answers 409 version_conflict, a renewal no longer open 409 conflict.",
        body: selectRenewalSuiteRequestSchema,
        response: { 200: selectRenewalSuiteResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const { actor, companyId, idToken } = scopeOf(request, 'companyToken');
      // Outside /api, so the private answers' no-store header (security-headers.ts) is set here.
      reply.header('cache-control', 'no-store');
      return selectRenewalSuite(db, actor, { companyId, idToken }, request.body);
    },
  );
};

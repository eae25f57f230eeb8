import {
  healthPlanDetailParamsSchema,
  healthPlanDetailSchema,
  healthPlanDetailsSchema,
  linePlansSchema,
  newHireCostResponseSchema,
  newHireCostSchema,
} from '@shared/schemas/plan-details';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { scopeOf } from '../../../access/scope';
import type { Db } from '../../../db/client';
import { sendStoredFile } from '../../../lib/download-reply';
import {
  COMPANY_POLICY_ROUTE,
  COMPANY_ROUTE,
  companyRoute,
  ERROR_RESPONSES,
  READ_ERROR_RESPONSES,
} from '../../../lib/route-schemas';
import { registerUploadContext } from '../../../lib/upload-context';
import type { FileStorage } from '../../../plugins/storage/file-storage';
import { describeSize, readSingleFileUpload } from '../../platform';
import {
  estimateNewHireCost,
  getHealthPlanDetail,
  getHealthPlanDetails,
  listPlanYearLinePlans,
  openPlanSbc,
  uploadPlanSbc,
} from './plan-details.service';

const params = z.object({ companyId: z.uuid('Unknown company.') });

/** Health plan details and the cost of a new hire (issue 12 items 2 and 3, decision 0029): reads only. */
export const planDetailRoutes: FastifyPluginAsyncZod<{
  db: Db;
  storage: FileStorage;
  maxBytes: number;
}> = async (app, { db, storage, maxBytes }) => {
  app.get(
    '/api/v1/companies/:companyId/health-plan-details',
    companyRoute(
      healthPlanDetailsSchema,
      {
        summary: "Every plan the company's current plan year offers, by line, with its summary of benefits",
        params,
      },
      READ_ERROR_RESPONSES,
    ),
    async (request) => getHealthPlanDetails(db, scopeOf(request, 'company').companyId),
  );

  // docs/spec/2 §7: a plan year's dental and vision plans, scoped to the plan year's company.
  for (const coverageType of ['dental', 'vision'] as const)
    app.get(
      `/api/v2/company_policies/:companyPolicyId/${coverageType}_plans`,
      {
        config: COMPANY_POLICY_ROUTE,
        schema: {
          tags: ['employer'],
          summary: `The ${coverageType} plans a plan year offers, with their summary of benefits`,
          params: z.object({ companyPolicyId: z.uuid('Unknown plan year.') }),
          response: { 200: linePlansSchema, ...READ_ERROR_RESPONSES },
        },
      },
      async (request) => {
        const { companyId, companyPolicyId } = scopeOf(request, 'companyPolicy');
        return listPlanYearLinePlans(db, companyId, companyPolicyId, coverageType);
      },
    );

  app.get(
    '/api/v1/companies/:companyId/health-plan-details/:companyPolicyId/:planId',
    companyRoute(
      healthPlanDetailSchema,
      {
        summary: "One plan of one of the company's plan years",
        params: healthPlanDetailParamsSchema,
      },
      READ_ERROR_RESPONSES,
    ),
    async (request) =>
      getHealthPlanDetail(
        db,
        scopeOf(request, 'company').companyId,
        request.params.companyPolicyId,
        request.params.planId,
      ),
  );

  app.get(
    '/api/v1/companies/:companyId/health-plan-details/:companyPolicyId/:planId/sbc',
    {
      config: COMPANY_ROUTE,
      schema: {
        tags: ['employer'],
        summary: "The plan's summary of benefits and coverage, as the company's stored document",
        description:
          'Answers 404 when the company holds no document for the plan (it may have a link instead).',
        params: healthPlanDetailParamsSchema,
        response: {
          200: z.unknown().describe("The document's bytes, with its content type"),
          ...READ_ERROR_RESPONSES,
        },
      },
    },
    async (request, reply) => {
      const { file, body } = await openPlanSbc(
        { db, storage },
        scopeOf(request, 'company').companyId,
        request.params.companyPolicyId,
        request.params.planId,
      );
      return sendStoredFile(reply, file, body);
    },
  );

  await app.register(async (uploads) => {
    // Only multipart bodies here; anything else is left unread and refused by the handler after the scope.
    await registerUploadContext(uploads, maxBytes);
    uploads.withTypeProvider<ZodTypeProvider>().put(
      '/api/v1/companies/:companyId/health-plan-details/:companyPolicyId/:planId/sbc',
      {
        // The company's broker and operations keep its plan documents (decision 0070).
        config: { access: ['broker', 'operations'], scope: 'company' },
        schema: {
          tags: ['employer'],
          summary: "Store the company's copy of a plan's summary of benefits and coverage (a PDF)",
          description: `multipart/form-data with one PDF in the field \`file\`, at most ${describeSize(maxBytes)}, the type read from its first bytes. The newest document is the one shown; the plan must be one the plan year offers.`,
          consumes: ['multipart/form-data'],
          params: healthPlanDetailParamsSchema,
          response: { 200: healthPlanDetailSchema, ...ERROR_RESPONSES },
        },
      },
      async (request) => {
        const { actor, companyId } = scopeOf(request, 'company');
        const incoming = await readSingleFileUpload(request);
        return uploadPlanSbc(
          { db, storage, maxBytes },
          actor,
          { companyId, companyPolicyId: request.params.companyPolicyId, planId: request.params.planId },
          incoming,
        );
      },
    );
  });

  app.post(
    '/api/v1/companies/:companyId/new-hire-cost',
    companyRoute(
      newHireCostResponseSchema,
      {
        summary:
          "What each offered health plan would cost a new hire a month, under the company's contributions",
        description: 'Writes nothing: a read whose input is the hire as entered (an estimate).',
        params,
        body: newHireCostSchema,
      },
      ERROR_RESPONSES,
    ),
    async (request) => estimateNewHireCost(db, scopeOf(request, 'company').companyId, request.body),
  );
};

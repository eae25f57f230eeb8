import {
  catalogPlanSchema,
  planCatalogSchema,
  planDocumentLinksRequestSchema,
  planParamsSchema,
} from '@shared/schemas/plan-documents';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../../access/actor';
import { scopeOf } from '../../../access/scope';
import type { Db } from '../../../db/client';
import { sendStoredFile } from '../../../lib/download-reply';
import {
  applicationRoute,
  ERROR_RESPONSES,
  employeePolicyParams,
  OPERATIONS_ROUTE,
} from '../../../lib/route-schemas';
import type { FileStorage } from '../../../plugins/storage/file-storage';
import { listPlanCatalog, openEmployeePlanSbc, savePlanLinks } from './plan-documents.service';

/** Plans' documents (issue 34 item 6, decision 0070): operations' links, and an offered plan's SBC for the employee. */
export const planDocumentRoutes: FastifyPluginAsyncZod<{ db: Db; storage: FileStorage }> = async (
  app,
  { db, storage },
) => {
  app.get(
    '/api/v2/plans',
    {
      config: OPERATIONS_ROUTE,
      schema: {
        tags: ['operations'],
        summary: 'Every plan with its carrier, network type and document links (operations)',
        response: { 200: planCatalogSchema, ...ERROR_RESPONSES },
      },
    },
    async () => listPlanCatalog(db),
  );

  app.put(
    '/api/v2/plans/:planId/document_links',
    {
      config: OPERATIONS_ROUTE,
      schema: {
        tags: ['operations'],
        summary: "Set a plan's SBC, provider directory and formulary links (https; '' for none)",
        description:
          "Send the plan's `version` you read; a stale one answers 409 version_conflict. A link that is not https, or that the plan's line has no use for (a formulary on a dental plan), answers 400 with every field's error and changes nothing.",
        params: planParamsSchema,
        body: planDocumentLinksRequestSchema,
        response: { 200: catalogPlanSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => savePlanLinks(db, requireActor(request), request.params.planId, request.body),
  );

  app.get(
    '/api/v1/employee_policies/:employeePolicyId/plans/:planId/sbc',
    applicationRoute('employeePolicy', z.unknown().describe("The document's bytes, with its content type"), {
      summary: "An offered plan's summary of benefits and coverage, as the company's stored document",
      description:
        'Answers 404 when the plan year does not offer the plan or the company holds no document for it.',
      params: employeePolicyParams.extend(planParamsSchema.shape),
    }),
    async (request, reply) => {
      const { file, body } = await openEmployeePlanSbc(
        { db, storage },
        scopeOf(request, 'employeePolicy').access,
        request.params.planId,
      );
      return sendStoredFile(reply, file, body);
    },
  );
};

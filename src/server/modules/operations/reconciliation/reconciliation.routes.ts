import {
  reconciliationListQuerySchema,
  reconciliationListSchema,
  reconciliationReportSchema,
  runReconciliationRequestSchema,
} from '@shared/schemas/reconciliation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { scopeOf } from '../../../access/scope';
import type { Db } from '../../../db/client';
import {
  companyRoute,
  ERROR_RESPONSES,
  OPERATIONS_ROUTE,
  READ_ERROR_RESPONSES,
} from '../../../lib/route-schemas';
import { checkCompany, listCompanyChecks, recordCompanyCheck } from './reconciliation.service';

/**
 * Reconciliation (decision 0065): a company's check for its administrators and brokers (live), operations' list
 * of every company's last check, and a check run now.
 */
export const reconciliationRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/v2/companies/:companyId/reconciliation',
    companyRoute(
      reconciliationReportSchema,
      {
        summary:
          "The company's enrollments against its carriers' last files and its last payroll export: every mismatch of plan, tier, date or amount",
      },
      READ_ERROR_RESPONSES,
    ),
    async (request) => checkCompany(db, scopeOf(request, 'company').companyId),
  );

  app.get(
    '/api/v2/admin/reconciliations',
    {
      config: OPERATIONS_ROUTE,
      schema: {
        tags: ['operations'],
        summary:
          "Every company's last check, the most mismatches first (only those with mismatches by default)",
        querystring: reconciliationListQuerySchema,
        response: { 200: reconciliationListSchema, ...READ_ERROR_RESPONSES },
      },
    },
    async (request) => listCompanyChecks(db, request.query.show),
  );

  app.post(
    '/api/v2/admin/reconciliations',
    {
      config: OPERATIONS_ROUTE,
      schema: {
        tags: ['operations'],
        summary: 'Checks a company now and keeps the result in the list',
        body: runReconciliationRequestSchema,
        response: { 200: reconciliationReportSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => recordCompanyCheck(db, request.body.companyId),
  );
};

import { errorBodySchema } from '@shared/errors';
import { DEDUCTION_CHANGE_NOTICES } from '@shared/schemas/jobs';
import {
  payrollExportRequestSchema,
  payrollOverviewSchema,
  payrollQuerySchema,
  payScheduleImpactSchema,
  payScheduleRequestSchema,
} from '@shared/schemas/payroll';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { scopeOf } from '../../../access/scope';
import type { Db } from '../../../db/client';
import { COMPANY_ROUTE, companyParams, companyRoute, READ_ERROR_RESPONSES } from '../../../lib/route-schemas';

import { exportPayroll, previewPaySchedule, readPayroll, savePaySchedule } from './payroll.service';
import { readExportCsv } from './payroll-export-file.service';

const BASE = '/api/v1/companies/:companyId/payroll';
const WRITE_ERRORS = { 400: errorBodySchema, ...READ_ERROR_RESPONSES, 409: errorBodySchema } as const;
const exportParams = companyParams.extend({ exportId: z.uuid('Unknown export.') });

/** Payroll deductions (decision 0032): the pay schedule, a pay date's deductions, the CSV exports. */
/**
 * After an export commits, operations' reconciliation checks the company again (decision 0083: money sits below
 * operations, so the app hands the check in); a failed check leaves the export standing.
 */
export type CheckAfterExport = (log: FastifyBaseLogger, db: Db, companyId: string) => Promise<void>;

export const payrollRoutes: FastifyPluginAsyncZod<{ db: Db; checkAfterExport: CheckAfterExport }> = async (
  app,
  { db, checkAfterExport },
) => {
  app.get(
    BASE,
    {
      config: COMPANY_ROUTE,
      schema: {
        tags: ['employer'],
        summary:
          "The company's pay schedule and pay dates, each employee's deductions on a pay date (the next one when none is named), and the past exports",
        params: companyParams,
        querystring: payrollQuerySchema,
        response: { 200: payrollOverviewSchema, 400: errorBodySchema, ...READ_ERROR_RESPONSES },
      },
    },
    async (request) => readPayroll(db, scopeOf(request, 'company').companyId, request.query.payDate),
  );

  app.put(
    `${BASE}/schedule`,
    companyRoute(
      payrollOverviewSchema,
      {
        summary: "Saves the company's pay frequency and a pay date it pays on",
        description:
          "Send the schedule's `version` you read (0 before the first save); a stale one answers 409.",
        body: payScheduleRequestSchema,
      },
      WRITE_ERRORS,
    ),
    async (request) => {
      const { actor, companyId } = scopeOf(request, 'company');
      // The employees whose paycheck amounts change are told through the job queue (decision 0076).
      return savePaySchedule(db, actor, companyId, request.body, (change) =>
        app.jobs.send(DEDUCTION_CHANGE_NOTICES, { companyId, reason: 'paySchedule', ...change }),
      );
    },
  );

  app.post(
    `${BASE}/schedule/preview`,
    {
      config: COMPANY_ROUTE,
      schema: {
        tags: ['employer'],
        summary: 'Whose paycheck amounts a pay schedule would change, before it is saved (nothing is saved)',
        description:
          'The same body as the save; answers each employee whose amount per paycheck changes, before and from the day it takes effect.',
        params: companyParams,
        body: payScheduleRequestSchema,
        response: { 200: payScheduleImpactSchema, 400: errorBodySchema, ...READ_ERROR_RESPONSES },
      },
    },
    async (request) => previewPaySchedule(db, scopeOf(request, 'company').companyId, request.body),
  );

  app.post(
    `${BASE}/exports`,
    {
      config: COMPANY_ROUTE,
      schema: {
        tags: ['employer'],
        summary: "Exports a pay date's deductions: stores the figures and answers the export to download",
        description:
          'Send the id of the last export the page showed (null when none); another export since answers 409.',
        params: companyParams,
        body: payrollExportRequestSchema,
        response: { 201: payrollOverviewSchema.shape.exports.element, ...WRITE_ERRORS },
      },
    },
    async (request, reply) => {
      const { actor, companyId } = scopeOf(request, 'company');
      const summary = await exportPayroll(db, actor, companyId, request.body);
      await checkAfterExport(request.log, db, companyId);
      reply.code(201);
      return summary;
    },
  );

  app.get(
    `${BASE}/exports/:exportId/csv`,
    {
      config: COMPANY_ROUTE,
      schema: {
        tags: ['employer'],
        summary: 'A stored export as its CSV file (the columns of decision 0032)',
        params: exportParams,
        response: { 200: z.string().describe('text/csv'), ...READ_ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const { csv, fileName } = await readExportCsv(
        db,
        scopeOf(request, 'company').companyId,
        request.params.exportId,
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
};

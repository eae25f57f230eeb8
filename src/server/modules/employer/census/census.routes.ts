import {
  censusImportRequestSchema,
  censusImportResponseSchema,
  censusPreviewRequestSchema,
  censusPreviewResponseSchema,
} from '@shared/schemas/census';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { scopeOf } from '../../../access/scope';
import type { Db } from '../../../db/client';
import { companyRoute, ERROR_RESPONSES, READ_ERROR_RESPONSES } from '../../../lib/route-schemas';
import { censusTemplate, importCensus, previewCensus } from './census.service';

/** Census import (decision 0025): the template, a preview of a file, and its import (all rows or none). */
export const censusRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/v1/companies/:companyId/census/template',
    companyRoute(
      z.string().describe('text/csv'),
      {
        summary: 'The census template (CSV)',
        description:
          'Columns: first_name, last_name, email, birth_date (MM/DD/YYYY), hire_date (MM/DD/YYYY), annual_salary, ' +
          'employee_type (full_time, owner or 1099), class (a contribution class by name; empty: the default), ' +
          'eligible (yes or no; empty: yes).',
      },
      READ_ERROR_RESPONSES,
    ),
    async (request, reply) => {
      const csv = await censusTemplate(db, scopeOf(request, 'company').companyId);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="census-template.csv"')
        .send(csv);
    },
  );

  app.post(
    '/api/v1/companies/:companyId/census/preview',
    companyRoute(
      censusPreviewResponseSchema,
      {
        summary: 'Preview a census file: every row with its errors by column, and what it would do',
        description:
          'The CSV file as text in `csv`. Writes nothing. `basis` is present when every row is valid; the import ' +
          'sends it back.',
        body: censusPreviewRequestSchema,
      },
      ERROR_RESPONSES,
    ),
    async (request) => previewCensus(db, scopeOf(request, 'company').companyId, request.body),
  );

  app.post(
    '/api/v1/companies/:companyId/census/import',
    companyRoute(
      censusImportResponseSchema,
      {
        summary: 'Import a census file: every row or none',
        description:
          'The same `csv` as the preview, with its `basis`. A file with any bad row answers 400 with field errors ' +
          '`rows.<row>.<column>` (and `file`) and writes nothing; a company whose people changed since the ' +
          'preview answers 409 `version_conflict`. Known emails (case aside) update that person; others are added ' +
          'with an application for the current plan year. No invitation is sent.',
        body: censusImportRequestSchema,
      },
      ERROR_RESPONSES,
    ),
    async (request) => {
      const { actor, companyId } = scopeOf(request, 'company');
      return importCensus(db, actor, companyId, request.body);
    },
  );
};

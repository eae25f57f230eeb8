import {
  INDIVIDUAL_LINES,
  individualApplicationResponseSchema,
  individualInformationRequestSchema,
  individualPlanChoiceRequestSchema,
} from '@shared/schemas/individual-application';
import { individualPlansResponseSchema } from '@shared/schemas/plans';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { scopeOf } from '../../../access/scope';
import type { Db } from '../../../db/client';
import { applicationRoute, employeeFormParams } from '../../../lib/route-schemas';
import { IF_MATCH_HEADERS, toEtag } from '../../../lib/versioned-write';
import { sendScopedWrite } from '../employee-applications/application-writes';
import {
  getIndividualApplication,
  listIndividualPlans,
  saveIndividualPlanChoice,
  submitIndividualInformation,
} from './individual-application.service';

/**
 * Individual dental and vision: the plans for the done page's upsell card (docs/spec/1 §7), and the individual
 * application of docs/spec/3 ("paths not shown": decision 0043), under the employee form it belongs to.
 */
export const individualPlanRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/v1/employee_forms/:employeeFormId/individual_plans',
    applicationRoute('employeeForm', individualPlansResponseSchema, {
      summary: 'Individual (self-paid) dental and vision plans the employee may buy',
    }),
    async (request) => listIndividualPlans(db, scopeOf(request, 'employeeForm').access.form.id),
  );

  const path = '/api/v1/employee_forms/:employeeFormId/individual_application';

  app.get(
    path,
    applicationRoute('employeeForm', individualApplicationResponseSchema, {
      summary: 'The individual dental and vision application (SSNs masked, bank numbers as last four)',
      description: 'Its `version` (also the ETag) is what the next write names in If-Match.',
    }),
    async (request, reply) => {
      const body = await getIndividualApplication(db, scopeOf(request, 'employeeForm').access.form.id);
      reply.header('etag', toEtag(body.version));
      return body;
    },
  );

  app.put(
    `${path}/plans/:line`,
    applicationRoute('employeeForm', individualApplicationResponseSchema, {
      summary: "Choose a line's individual plan, or clear it (Continue Without Dental / Vision)",
      headers: IF_MATCH_HEADERS,
      params: employeeFormParams.extend({ line: z.enum(INDIVIDUAL_LINES) }),
      body: individualPlanChoiceRequestSchema,
    }),
    async (request, reply) =>
      sendScopedWrite(request, reply, 'employeeForm', (writer, basedOn) =>
        saveIndividualPlanChoice(db, writer, request.params.line, basedOn, request.body),
      ),
  );

  app.put(
    `${path}/information`,
    applicationRoute('employeeForm', individualApplicationResponseSchema, {
      summary:
        'Enter Information: coverage selections, SSNs or tax ids, bank details; submits the application',
      headers: IF_MATCH_HEADERS,
      body: individualInformationRequestSchema,
    }),
    async (request, reply) =>
      sendScopedWrite(request, reply, 'employeeForm', (writer, basedOn) =>
        submitIndividualInformation(db, app.cipher, writer, basedOn, request.body),
      ),
  );
};

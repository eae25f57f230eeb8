import { applicationResponseSchema } from '@shared/schemas/application';
import { familyInformationRequestSchema } from '@shared/schemas/application-requests';
import { contactInformationRequestSchema } from '@shared/schemas/contact-information';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/client';
import { applicationPolicyQuery, applicationRoute } from '../../../lib/route-schemas';
import { IF_MATCH_HEADERS } from '../../../lib/versioned-write';
import { sendScopedWrite } from '../employee-applications/application-writes';
import { saveContactInformation, saveFamilyInformation } from './employee-forms.service';

/** Contact information and family information of an employee form (docs/spec/1 §7). */
export const employeeFormRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.put(
    '/api/v1/employee_forms/:employeeFormId',
    applicationRoute('employeeForm', applicationResponseSchema, {
      summary: 'Save contact information (completes basicInformation)',
      headers: IF_MATCH_HEADERS,
      description:
        'Body: the Contact Information form (src/shared/schemas/contact-information.ts). Validated in full on ' +
        "the server with the company's options (salary, tobacco use); partner-synced fields that hold a value are kept.",
      querystring: applicationPolicyQuery,
      body: contactInformationRequestSchema,
    }),
    async (request, reply) =>
      sendScopedWrite(request, reply, 'employeeForm', (writer, basedOn) =>
        saveContactInformation(
          db,
          writer,
          writer.access.form.id,
          basedOn,
          request.body,
          request.query.employeePolicyId,
        ),
      ),
  );

  app.put(
    '/api/v1/employee_forms/:employeeFormId/family_information',
    applicationRoute('employeeForm', applicationResponseSchema, {
      summary: 'Replace the dependents (completes familyInformation)',
      headers: IF_MATCH_HEADERS,
      querystring: applicationPolicyQuery,
      body: familyInformationRequestSchema,
    }),
    async (request, reply) =>
      sendScopedWrite(request, reply, 'employeeForm', (writer, basedOn) =>
        saveFamilyInformation(
          db,
          writer,
          writer.access.form.id,
          basedOn,
          request.body,
          request.query.employeePolicyId,
        ),
      ),
  );
};

import { applicationResponseSchema } from '@shared/schemas/application';
import { familyInformationRequestSchema } from '@shared/schemas/application-requests';
import { contactInformationRequestSchema } from '@shared/schemas/contact-information';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { applicationRoute } from '../../lib/route-schemas';
import { sendScopedWrite } from '../employee-applications/application-writes';
import { saveContactInformation, saveFamilyInformation } from './employee-forms.service';

/** Contact information and family information of an employee form (spec 1 §7). */
export async function employeeFormRoutes(app: FastifyInstance, opts: { db: Db }) {
  const { db } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.put(
    '/api/v1/employee_forms/:employeeFormId',
    applicationRoute(
      'employeeForm',
      {
        summary: 'Save contact information (completes basicInformation)',
        description:
          'Body: the Contact Information form (src/shared/schemas/contact-information.ts). Validated in full on ' +
          "the server with the company's options (salary, tobacco use); partner-synced fields that hold a value are kept.",
        body: contactInformationRequestSchema,
      },
      applicationResponseSchema,
    ),
    async (request, reply) =>
      sendScopedWrite(request, reply, 'employeeForm', (writer, basedOn) =>
        saveContactInformation(db, writer, writer.access.form.id, basedOn, request.body),
      ),
  );

  r.put(
    '/api/v1/employee_forms/:employeeFormId/family_information',
    applicationRoute(
      'employeeForm',
      {
        summary: 'Replace the dependents (completes familyInformation)',
        body: familyInformationRequestSchema,
      },
      applicationResponseSchema,
    ),
    async (request, reply) =>
      sendScopedWrite(request, reply, 'employeeForm', (writer, basedOn) =>
        saveFamilyInformation(db, writer, writer.access.form.id, basedOn, request.body),
      ),
  );
}

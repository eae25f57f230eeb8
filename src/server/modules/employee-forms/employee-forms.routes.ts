import { applicationResponseSchema } from '@shared/schemas/application';
import { familyInformationRequestSchema } from '@shared/schemas/application-requests';
import { contactInformationRequestSchema } from '@shared/schemas/contact-information';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { scopeOf } from '../../access/scope';
import type { Db } from '../../db/client';
import { ERROR_RESPONSES, employeeFormParams } from '../../lib/route-schemas';
import { readBasedOnVersion, sendVersioned } from '../employee-applications/application-writes';
import { saveContactInformation, saveFamilyInformation } from './employee-forms.service';

/** Contact information and family information of an employee form (spec 1 §7). */
export async function employeeFormRoutes(app: FastifyInstance, opts: { db: Db }) {
  const { db } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.put(
    '/api/v1/employee_forms/:employeeFormId',
    {
      config: { access: 'signed_in', scope: 'employeeForm' },
      schema: {
        tags: ['employee application'],
        summary: 'Save contact information (completes basicInformation)',
        description:
          'Body: the Contact Information form (src/shared/schemas/contact-information.ts). Validated in full on ' +
          "the server with the company's options (salary, tobacco use); partner-synced fields that hold a value are kept.",
        params: employeeFormParams,
        body: contactInformationRequestSchema,
        response: { 200: applicationResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const writer = scopeOf(request, 'employeeForm');
      const basedOn = readBasedOnVersion(request);
      return sendVersioned(
        reply,
        await saveContactInformation(db, writer, writer.access.form.id, basedOn, request.body),
      );
    },
  );

  r.put(
    '/api/v1/employee_forms/:employeeFormId/family_information',
    {
      config: { access: 'signed_in', scope: 'employeeForm' },
      schema: {
        tags: ['employee application'],
        summary: 'Replace the dependents (completes familyInformation)',
        params: employeeFormParams,
        body: familyInformationRequestSchema,
        response: { 200: applicationResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const writer = scopeOf(request, 'employeeForm');
      const basedOn = readBasedOnVersion(request);
      return sendVersioned(
        reply,
        await saveFamilyInformation(db, writer, writer.access.form.id, basedOn, request.body),
      );
    },
  );
}

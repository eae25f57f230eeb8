import { additionalInformationRequestSchema } from '@shared/schemas/additional-information';
import { applicationResponseSchema } from '@shared/schemas/application';
import { signatureRequestSchema } from '@shared/schemas/application-requests';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { applicationRoute } from '../../lib/route-schemas';
import { sendScopedWrite } from '../employee-applications/application-writes';
import { saveAdditionalInformation, signApplication } from './employee-policies.service';

/** Additional information and the signature of an employee policy (spec 1 §7). */
export const employeePolicyRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.put(
    '/api/v1/employee_policies/:employeePolicyId/additional_information',
    applicationRoute('employeePolicy', applicationResponseSchema, {
      summary: 'Save employment, declination and beneficiary information (completes additionalInformation)',
      description:
        'Body: the Additional Information form (src/shared/schemas/additional-information.ts), validated on the ' +
        'server with the options that follow from the application (declining medical, beneficiaries required).',
      body: additionalInformationRequestSchema,
    }),
    async (request, reply) =>
      sendScopedWrite(request, reply, 'employeePolicy', (writer, basedOn) =>
        saveAdditionalInformation(db, app.cipher, writer, writer.access.policy.id, basedOn, request.body),
      ),
  );

  app.put(
    '/api/v1/employee_policies/:employeePolicyId/signature',
    applicationRoute('employeePolicy', applicationResponseSchema, {
      summary: 'Sign and complete the application (SSNs where not on file, and the signature)',
      body: signatureRequestSchema,
    }),
    async (request, reply) =>
      sendScopedWrite(request, reply, 'employeePolicy', (writer, basedOn) =>
        signApplication(db, app.cipher, writer, writer.access.policy.id, basedOn, request.body),
      ),
  );
};

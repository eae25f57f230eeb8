import { SIGNED_APPLICATION_FILE_NAME } from '@shared/domain/enrollment/summary';
import { additionalInformationRequestSchema } from '@shared/schemas/additional-information';
import { applicationResponseSchema } from '@shared/schemas/application';
import { signatureRequestSchema } from '@shared/schemas/application-requests';
import { electionSummaryResponseSchema } from '@shared/schemas/application-summary';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { scopeOf } from '../../../access/scope';
import type { Db } from '../../../db/client';
import { attachmentDisposition } from '../../../lib/file-name';
import { applicationRoute } from '../../../lib/route-schemas';
import { IF_MATCH_HEADERS } from '../../../lib/versioned-write';
import { sendScopedWrite } from '../employee-applications/application-writes';
import { getElectionSummary, renderSignedApplication } from './application-summary';
import { type SignedNotices, saveAdditionalInformation, signApplication } from './employee-policies.service';

/** Additional information and the signature of an employee policy (docs/spec/1 §7). */
export const employeePolicyRoutes: FastifyPluginAsyncZod<{
  db: Db;
  notifySigned: SignedNotices['notifySigned'];
}> = async (app, { db, notifySigned }) => {
  const notices: SignedNotices = { notifySigned, log: app.log };
  app.put(
    '/api/v1/employee_policies/:employeePolicyId/additional_information',
    applicationRoute('employeePolicy', applicationResponseSchema, {
      summary: 'Save employment, declination and beneficiary information (completes additionalInformation)',
      headers: IF_MATCH_HEADERS,
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
      headers: IF_MATCH_HEADERS,
      body: signatureRequestSchema,
    }),
    async (request, reply) =>
      sendScopedWrite(request, reply, 'employeePolicy', (writer, basedOn) =>
        signApplication(db, app.cipher, writer, writer.access.policy.id, basedOn, request.body, notices),
      ),
  );

  app.get(
    '/api/v1/employee_policies/:employeePolicyId/summary',
    applicationRoute('employeePolicy', electionSummaryResponseSchema, {
      summary: "Each line's choice, who it covers and its monthly and per-paycheck cost (cents)",
    }),
    async (request, reply) => {
      const body = await getElectionSummary(db, scopeOf(request, 'employeePolicy').access.policy.id);
      return reply.header('cache-control', 'private, no-store').send(body);
    },
  );

  app.get(
    '/api/v1/employee_policies/:employeePolicyId/signed_application.pdf',
    applicationRoute(
      { kind: 'employeePolicy', auditAdminModeAs: 'admin_mode.download_signed_application' },
      z.unknown().describe('The signed application (application/pdf)'),
      {
        summary:
          'The signed application as a PDF: elections, the statement and the signature (409 until signed)',
        description: 'SSNs appear masked (XXX-XX-last four); no bank number is in it.',
      },
    ),
    async (request, reply) => {
      const pdf = await renderSignedApplication(db, scopeOf(request, 'employeePolicy').access.policy.id);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', attachmentDisposition(SIGNED_APPLICATION_FILE_NAME))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(Buffer.from(pdf));
    },
  );
};

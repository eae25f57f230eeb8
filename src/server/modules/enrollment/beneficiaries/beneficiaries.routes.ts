import {
  beneficiaryPairRequestSchema,
  beneficiaryPairResponseSchema,
} from '@shared/schemas/application-requests';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { scopeOf } from '../../../access/scope';
import type { Db } from '../../../db/client';
import { applicationPolicyQuery, applicationRoute } from '../../../lib/route-schemas';
import { IF_MATCH_HEADERS } from '../../../lib/versioned-write';
import { sendScopedWrite } from '../employee-applications/application-writes';
import { getBeneficiaryPair, saveBeneficiaryPair } from './beneficiaries.service';

/** Beneficiaries 1 and 2 of an employee form, at the spec's path (docs/spec/1 §7). */
export const beneficiaryRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const path = '/api/v2/employee_forms/:employeeFormId/beneficiary_pairs';

  app.get(
    path,
    applicationRoute('employeeForm', beneficiaryPairResponseSchema, {
      summary: 'The beneficiary pair (SSNs masked)',
    }),
    async (request) => getBeneficiaryPair(db, scopeOf(request, 'employeeForm').access.form.id),
  );

  app.put(
    path,
    applicationRoute('employeeForm', beneficiaryPairResponseSchema, {
      summary: 'Save the beneficiary pair (a masked SSN keeps the stored one)',
      headers: IF_MATCH_HEADERS,
      querystring: applicationPolicyQuery,
      body: beneficiaryPairRequestSchema,
    }),
    async (request, reply) =>
      sendScopedWrite(request, reply, 'employeeForm', (writer, basedOn) =>
        saveBeneficiaryPair(
          db,
          app.cipher,
          writer,
          writer.access.form.id,
          basedOn,
          request.body,
          request.query.employeePolicyId,
        ),
      ),
  );
};

import {
  beneficiaryPairRequestSchema,
  beneficiaryPairResponseSchema,
} from '@shared/schemas/application-requests';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { scopeOf } from '../../access/scope';
import type { Db } from '../../db/client';
import { ERROR_RESPONSES, employeeFormParams } from '../../lib/route-schemas';
import { readBasedOnVersion, sendVersioned } from '../employee-applications/application-writes';
import { getBeneficiaryPair, saveBeneficiaryPair } from './beneficiaries.service';

/** Beneficiaries 1 and 2 of an employee form, at the spec's path (spec 1 §7). */
export async function beneficiaryRoutes(app: FastifyInstance, opts: { db: Db }) {
  const { db } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const path = '/api/v2/employee_forms/:employeeFormId/beneficiary_pairs';

  r.get(
    path,
    {
      config: { access: 'signed_in', scope: 'employeeForm' },
      schema: {
        tags: ['employee application'],
        summary: 'The beneficiary pair (SSNs masked)',
        params: employeeFormParams,
        response: { 200: beneficiaryPairResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => getBeneficiaryPair(db, scopeOf(request, 'employeeForm').access.form.id),
  );

  r.put(
    path,
    {
      config: { access: 'signed_in', scope: 'employeeForm' },
      schema: {
        tags: ['employee application'],
        summary: 'Save the beneficiary pair (a masked SSN keeps the stored one)',
        params: employeeFormParams,
        body: beneficiaryPairRequestSchema,
        response: { 200: beneficiaryPairResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const writer = scopeOf(request, 'employeeForm');
      const basedOn = readBasedOnVersion(request);
      return sendVersioned(
        reply,
        await saveBeneficiaryPair(db, app.cipher, writer, writer.access.form.id, basedOn, request.body),
      );
    },
  );
}

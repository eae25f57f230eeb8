import { COVERAGE_TYPES } from '@shared/domain/enums';
import { applicationResponseSchema } from '@shared/schemas/application';
import { coverageChoiceRequestSchema } from '@shared/schemas/application-requests';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { scopeOf } from '../../access/scope';
import type { Db } from '../../db/client';
import { ERROR_RESPONSES } from '../../lib/route-schemas';
import { readBasedOnVersion, sendVersioned } from '../employee-applications/application-writes';
import { saveCoverageChoice } from './coverages.service';

/** Enrol in or decline one coverage line (spec 1 §7 "Update policy (enrollment)"). */
export async function coverageRoutes(app: FastifyInstance, opts: { db: Db }) {
  const { db } = opts;
  app.withTypeProvider<ZodTypeProvider>().put(
    '/api/v1/employee_policies/:employeePolicyId/coverages/:coverageType',
    {
      config: { access: 'signed_in', scope: 'employeePolicy' },
      schema: {
        tags: ['employee application'],
        summary: 'Enroll in or decline a coverage line (completes choose{Type}Plan)',
        params: z.object({
          employeePolicyId: z.uuid('Unknown application.'),
          coverageType: z.enum(COVERAGE_TYPES, { error: 'Unknown coverage type.' }),
        }),
        body: coverageChoiceRequestSchema,
        response: { 200: applicationResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const writer = scopeOf(request, 'employeePolicy');
      const basedOn = readBasedOnVersion(request);
      const { coverageType } = request.params;
      return sendVersioned(
        reply,
        await saveCoverageChoice(db, writer, writer.access.policy.id, coverageType, basedOn, request.body),
      );
    },
  );
}

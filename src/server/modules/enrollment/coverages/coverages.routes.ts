import { COVERAGE_TYPES } from '@shared/domain/enums';
import { applicationResponseSchema } from '@shared/schemas/application';
import { coverageChoiceRequestSchema } from '@shared/schemas/application-requests';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/client';
import { applicationRoute } from '../../../lib/route-schemas';
import { IF_MATCH_HEADERS } from '../../../lib/versioned-write';
import { sendScopedWrite } from '../employee-applications/application-writes';
import { saveCoverageChoice } from './coverages.service';

/** Enrol in or decline one coverage line (docs/spec/1 §7 "Update policy (enrollment)"). */
export const coverageRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.put(
    '/api/v1/employee_policies/:employeePolicyId/coverages/:coverageType',
    applicationRoute('employeePolicy', applicationResponseSchema, {
      summary: 'Enroll in or decline a coverage line (completes choose{Type}Plan)',
      headers: IF_MATCH_HEADERS,
      params: z.object({
        employeePolicyId: z.uuid('Unknown application.'),
        coverageType: z.enum(COVERAGE_TYPES, { error: 'Unknown coverage type.' }),
      }),
      body: coverageChoiceRequestSchema,
    }),
    async (request, reply) =>
      sendScopedWrite(request, reply, 'employeePolicy', (writer, basedOn) =>
        saveCoverageChoice(
          db,
          writer,
          writer.access.policy.id,
          request.params.coverageType,
          basedOn,
          request.body,
        ),
      ),
  );
};

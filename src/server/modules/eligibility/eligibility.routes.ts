import { eligibilityAnswersSchema, eligibilityResponseSchema } from '@shared/schemas/application-requests';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { scopeOf } from '../../access/scope';
import type { Db } from '../../db/client';
import { applicationRoute } from '../../lib/route-schemas';
import { getEligibility, saveEligibilityAnswers } from './eligibility.service';

/** The small-group eligibility quiz of the employee's company (spec 1 §2 "Eligibility modal"). */
export async function eligibilityRoutes(app: FastifyInstance, opts: { db: Db }) {
  const { db } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const path = '/api/v1/employee_policies/:employeePolicyId/eligibility';

  r.get(
    path,
    applicationRoute(
      'employeePolicy',
      {
        summary:
          "The eligibility quiz as the caller sees it: the employee's own answers, else the company's (admin mode: the company's)",
      },
      eligibilityResponseSchema,
    ),
    async (request) => getEligibility(db, scopeOf(request, 'employeePolicy').access),
  );

  r.put(
    path,
    applicationRoute(
      'employeePolicy',
      {
        summary: "Save quiz answers: an employee's own (their view only), or in admin mode the company's",
        body: eligibilityAnswersSchema,
      },
      eligibilityResponseSchema,
    ),
    async (request) => saveEligibilityAnswers(db, scopeOf(request, 'employeePolicy'), request.body),
  );
}

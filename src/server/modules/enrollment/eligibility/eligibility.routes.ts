import { eligibilityAnswersSchema, eligibilityResponseSchema } from '@shared/schemas/application-requests';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { scopeOf } from '../../../access/scope';
import type { Db } from '../../../db/client';
import { applicationRoute } from '../../../lib/route-schemas';
import { getEligibility, saveEligibilityAnswers } from './eligibility.service';

/** The small-group eligibility quiz of the employee's company (docs/spec/1 §2 "Eligibility modal"). */
export const eligibilityRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const path = '/api/v1/employee_policies/:employeePolicyId/eligibility';

  app.get(
    path,
    applicationRoute('employeePolicy', eligibilityResponseSchema, {
      summary:
        "The eligibility quiz as the caller sees it: the employee's own answers, else the company's (admin mode: the company's)",
    }),
    async (request) => getEligibility(db, scopeOf(request, 'employeePolicy').access),
  );

  app.put(
    path,
    applicationRoute('employeePolicy', eligibilityResponseSchema, {
      summary: "Save quiz answers: an employee's own (their view only), or in admin mode the company's",
      body: eligibilityAnswersSchema,
    }),
    async (request) => saveEligibilityAnswers(db, scopeOf(request, 'employeePolicy'), request.body),
  );
};

import { errorBodySchema } from '@shared/errors';
import { payrollLeadCallToActionSchema, payrollLeadQuerySchema } from '@shared/schemas/payroll-lead';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/client';
import { getPayrollLeadCallToAction } from './payroll-leads.service';

/** The payroll lead landing page's call (docs/spec/3 §7 "Account and partner"; decision 0059). */
export const payrollLeadRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/v2/payroll_lead_call_to_action',
    {
      config: { access: 'public' },
      schema: {
        tags: ['branding'],
        summary: "The payroll lead landing page's call to action: the partner's name and branding",
        description:
          "Public. `partner` is the partner's slug; an unknown one answers 404. `company_id_token` (optional) is looked up only for a signed-in caller, with the rules of every company_id_token call (unknown 404, a company the caller does not manage 403), and answers its name; signed out it is not looked up and `company_name` is null.",
        querystring: payrollLeadQuerySchema,
        response: {
          200: payrollLeadCallToActionSchema,
          400: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) => getPayrollLeadCallToAction(db, request.actor, request.query),
  );
};

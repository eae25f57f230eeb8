import {
  employeeContributionsRequestSchema,
  renewalDetailsRequestSchema,
  renewalQuerySchema,
  renewalResponseSchema,
  signApplicationRequestSchema,
} from '@shared/schemas/renewal';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../access/actor';
import { scopeOf } from '../../access/scope';
import type { Db } from '../../db/client';
import { COMPANY_ROUTE, ERROR_RESPONSES, READ_ERROR_RESPONSES } from '../../lib/route-schemas';
import {
  completeDueRenewals,
  readRenewal,
  saveEmployeeContributions,
  saveRenewalDetails,
  signRenewal,
} from './renewals.service';

// Spec 2 §7's paths. The company is the one `company_id_token` names (query or body), else the caller's active
// company: its administrators and brokers, and operations (decision 0017's company rule).
const RENEWAL = '/api/v2/ben_admin_renewal';
const RENEWAL_ROUTE = { access: COMPANY_ROUTE.access, scope: 'companyToken' } as const;

/** The employer's renewal (issue 13 item 3, decision 0037). */
export const renewalRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  // On a signed renewal's effective date its plan year starts: when a worker starts, then hourly.
  app.jobs.register('renewals.start-plan-years', () => completeDueRenewals(db), {
    schedule: '0 * * * *',
    runAtStart: true,
  });

  app.get(
    RENEWAL,
    {
      config: RENEWAL_ROUTE,
      schema: {
        tags: ['employer'],
        summary:
          "The company's renewal record (spec 2 §3): contributions, package plans priced for the census, employees and the employer checks",
        querystring: renewalQuerySchema,
        response: { 200: renewalResponseSchema, ...READ_ERROR_RESPONSES },
      },
    },
    async (request) => readRenewal(db, scopeOf(request, 'companyToken').companyId),
  );

  app.put(
    RENEWAL,
    {
      config: RENEWAL_ROUTE,
      schema: {
        tags: ['employer'],
        summary: "Saves the renewal's waiting period and contribution table (while open)",
        description:
          "Send the renewal's `version`; a stale one answers 409. A saved row sent inactive or left out is deactivated.",
        body: renewalDetailsRequestSchema,
        response: { 200: renewalResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { actor, companyId } = scopeOf(request, 'companyToken');
      return saveRenewalDetails(db, actor, companyId, request.body);
    },
  );

  app.put(
    `${RENEWAL}/employee_contributions`,
    {
      config: RENEWAL_ROUTE,
      schema: {
        tags: ['employer'],
        summary: "Assigns each eligible employee's medical contribution class (after signing)",
        body: employeeContributionsRequestSchema,
        response: { 200: renewalResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { actor, companyId } = scopeOf(request, 'companyToken');
      return saveEmployeeContributions(db, actor, companyId, request.body);
    },
  );

  app.post(
    '/api/v1/employer_application/sign_application',
    {
      // The renewal's id names the company; the service checks the caller manages it (403 otherwise).
      config: { access: COMPANY_ROUTE.access },
      schema: {
        tags: ['employer'],
        summary:
          'Signs the renewal: creates the upcoming plan year and opens the employees’ renewal applications',
        body: signApplicationRequestSchema,
        response: { 200: renewalResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => signRenewal(db, requireActor(request), request.body),
  );
};

import { RENEWAL_OPEN_NOTICES } from '@shared/schemas/jobs';
import {
  employeeContributionsRequestSchema,
  renewalCarrierGroupsRequestSchema,
  renewalCarrierGroupsSchema,
  renewalDetailsRequestSchema,
  renewalPlanParamsSchema,
  renewalQuerySchema,
  renewalResponseSchema,
  signApplicationRequestSchema,
} from '@shared/schemas/renewal';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../../access/actor';
import { scopeOf } from '../../../access/scope';
import type { Db } from '../../../db/client';
import { sendStoredFile } from '../../../lib/download-reply';
import { COMPANY_ROUTE, ERROR_RESPONSES, READ_ERROR_RESPONSES } from '../../../lib/route-schemas';
import type { FileStorage } from '../../../plugins/storage/file-storage';

import { readRenewalCarrierGroups, saveRenewalCarrierGroups } from './renewal-carrier-groups.service';
import { openRenewalPlanSbc, readRenewal } from './renewals.service';
import {
  completeDueRenewals,
  saveEmployeeContributions,
  saveRenewalDetails,
  signRenewal,
} from './renewals-writes.service';

// docs/spec/2 §7's paths. The company is the one `company_id_token` names (query or body), else the caller's active
// company: its administrators and brokers, and operations (decision 0017's company rule).
const RENEWAL = '/api/v2/ben_admin_renewal';
const RENEWAL_ROUTE = { access: COMPANY_ROUTE.access, scope: 'companyToken' } as const;

/** The employer's renewal (issue 13 item 3, decision 0037). */
export const renewalRoutes: FastifyPluginAsyncZod<{ db: Db; storage: FileStorage }> = async (
  app,
  { db, storage },
) => {
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
          "The company's renewal record (docs/spec/2 §3): contributions, package plans priced for the census, employees and the employer checks",
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
    // Mail goes through the job queue: each eligible employee is told their renewal is open (issue 35 item 5).
    async (request) =>
      signRenewal(db, requireActor(request), request.body, (signed) =>
        app.jobs.send(RENEWAL_OPEN_NOTICES, signed),
      ),
  );

  // The carriers' group numbers and plan codes for the new plan year (issue 34 item 5, decision 0073).
  app.get(
    `${RENEWAL}/carrier_groups`,
    {
      config: RENEWAL_ROUTE,
      schema: {
        tags: ['employer'],
        summary:
          "Each carrier of the renewal's package with the group number and plan codes on record for the company",
        querystring: renewalQuerySchema,
        response: { 200: renewalCarrierGroupsSchema, ...READ_ERROR_RESPONSES },
      },
    },
    async (request) => readRenewalCarrierGroups(db, scopeOf(request, 'companyToken').companyId),
  );

  app.put(
    `${RENEWAL}/carrier_groups`,
    {
      config: RENEWAL_ROUTE,
      schema: {
        tags: ['employer'],
        summary:
          "Puts the group numbers and plan codes the package's carriers give the company on record (open or signed renewal)",
        description:
          "Send each carrier's `version` read (0 while none is on record); a stale one answers 409. An empty group number or code means none on record (ours is used).",
        body: renewalCarrierGroupsRequestSchema,
        response: { 200: renewalCarrierGroupsSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { actor, companyId } = scopeOf(request, 'companyToken');
      return saveRenewalCarrierGroups(db, actor, companyId, request.body);
    },
  );

  // A renewal card's summary of benefits and coverage, as the company's stored document (decision 0073).
  app.get(
    `${RENEWAL}/plans/:planId/sbc`,
    {
      config: RENEWAL_ROUTE,
      schema: {
        tags: ['employer'],
        summary: "A renewal plan's summary of benefits and coverage, as the company's stored document",
        description:
          "The plan must be one of the current renewal's (a package's, or the plan year renewed or created); 404 when the company holds no document for it.",
        params: renewalPlanParamsSchema,
        querystring: renewalQuerySchema,
        response: {
          200: z.unknown().describe("The document's bytes, with its content type"),
          ...READ_ERROR_RESPONSES,
        },
      },
    },
    async (request, reply) => {
      const { file, body } = await openRenewalPlanSbc(
        { db, storage },
        scopeOf(request, 'companyToken').companyId,
        request.params.planId,
      );
      return sendStoredFile(reply, file, body);
    },
  );
};

import {
  companyContributionsRequestSchema,
  companyPoliciesResponseSchema,
  companyPolicyQuerySchema,
  companyPolicyResponseSchema,
  enrollmentWindowRequestSchema,
} from '@shared/schemas/company-policy';
import { DEDUCTION_CHANGE_NOTICES } from '@shared/schemas/jobs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { scopeOf } from '../../../access/scope';
import type { Db } from '../../../db/client';
import {
  COMPANY_POLICY_ROUTE,
  companyRoute,
  ERROR_RESPONSES,
  READ_ERROR_RESPONSES,
} from '../../../lib/route-schemas';

import { listPlanYears, readCompanyPolicy, saveCompanyContributions } from './company-policies.service';
import { saveEnrollmentWindow } from './enrollment-window.service';

// docs/spec/2 §7's paths: `company_policies/{companyPolicyId}`, scoped to the plan year's company (decision 0017's
// company rule: its administrators and brokers, and operations). The list of a company's plan years sits under
// the company.
const LIST = '/api/v2/companies/:companyId/company_policies';
const POLICY = '/api/v2/company_policies/:companyPolicyId';
const policyParams = z.object({ companyPolicyId: z.uuid('Unknown plan year.') });

/** Manage policy (issue 12 item 1, decision 0030): a plan year and its contributions. */
/**
 * Each employee in force's monthly share per line now, which enrollment prices (decision 0072): a change made in
 * place is compared with it. The app hands it in (app.ts), as the company sits below enrollment (decision 0083).
 */
export type InForceSharesReader = (db: Db, companyId: string) => Promise<unknown>;

export const companyPolicyRoutes: FastifyPluginAsyncZod<{
  db: Db;
  readInForceShares: InForceSharesReader;
}> = async (app, { db, readInForceShares }) => {
  app.get(
    LIST,
    companyRoute(
      companyPoliciesResponseSchema,
      {
        summary: "The company's plan years, and the one manage policy edits (enrolled, else upcoming)",
      },
      READ_ERROR_RESPONSES,
    ),
    async (request) => listPlanYears(db, scopeOf(request, 'company').companyId),
  );

  app.get(
    POLICY,
    {
      config: COMPANY_POLICY_ROUTE,
      schema: {
        tags: ['employer'],
        summary:
          'A plan year: state, dates, waiting period, offered lines and plans, classes; with include=companyContributions its contributions and the simulation of docs/spec/2 §9',
        params: policyParams,
        querystring: companyPolicyQuerySchema,
        response: { 200: companyPolicyResponseSchema, ...READ_ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { companyId, companyPolicyId } = scopeOf(request, 'companyPolicy');
      return readCompanyPolicy(db, companyId, companyPolicyId, request.query.include);
    },
  );

  app.put(
    `${POLICY}/company_contributions`,
    {
      config: COMPANY_POLICY_ROUTE,
      schema: {
        tags: ['employer'],
        summary:
          "Saves the plan year's contribution table (a saved row sent inactive or left out is deactivated)",
        description:
          "Send the plan year's `version` you read; a stale one answers 409 version_conflict. Answers the plan year with its contributions.",
        params: policyParams,
        body: companyContributionsRequestSchema,
        response: { 200: companyPolicyResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { actor, companyId, companyPolicyId } = scopeOf(request, 'companyPolicy');
      // Mail and slow work go through the job queue: the employees whose share changes are told from there. A
      // change made in place leaves no old rows to price, so the shares before it are read first.
      const before = await readInForceShares(db, companyId);
      return saveCompanyContributions(
        db,
        actor,
        companyId,
        companyPolicyId,
        request.body,
        ({ inPlace, ...change }) =>
          app.jobs.send(DEDUCTION_CHANGE_NOTICES, {
            companyId,
            companyPolicyId,
            reason: 'contributions',
            ...change,
            // Job data is flat: the shares before travel as JSON, checked again by the job.
            ...(inPlace ? { before: JSON.stringify(before) } : {}),
          }),
      );
    },
  );

  app.put(
    `${POLICY}/enrollment_window`,
    {
      config: COMPANY_POLICY_ROUTE,
      schema: {
        tags: ['employer'],
        summary:
          "Saves the plan year's enrollment windows: a new hire's days to enroll and the day open enrollment closes",
        description:
          "Send the plan year's `version` you read; a stale one answers 409. The closing day is at the latest 5 days before the plan year starts.",
        params: policyParams,
        body: enrollmentWindowRequestSchema,
        response: { 200: companyPolicyResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { actor, companyId, companyPolicyId } = scopeOf(request, 'companyPolicy');
      return saveEnrollmentWindow(db, actor, companyId, companyPolicyId, request.body);
    },
  );
};

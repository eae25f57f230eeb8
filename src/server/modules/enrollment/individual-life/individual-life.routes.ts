import {
  lifeApplicationResponseSchema,
  lifeApplyRequestSchema,
  lifeApplyResponseSchema,
  lifeCarrierStepRequestSchema,
  lifeQuotesResponseSchema,
} from '@shared/schemas/individual-life';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { scopeOf } from '../../../access/scope';
import type { Db } from '../../../db/client';
import { applicationRoute } from '../../../lib/route-schemas';
import { IF_MATCH_HEADERS } from '../../../lib/versioned-write';
import {
  applyForLife,
  moveLifeApplicationOffline,
  readLifeApplication,
  readLifeQuotes,
} from './individual-life.service';

const FORM = '/api/v2/employee_forms/:employeeFormId';

/**
 * docs/spec/2 §7's individual term life calls, under the employee form (the employee, or an administrator of their
 * company in admin mode), and the offline carrier's step (decision 0044).
 */
export const individualLifeRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    `${FORM}/individual-life-quote`,
    applicationRoute('employeeForm', lifeQuotesResponseSchema, {
      summary:
        'Term life quotes (coverage, term, price a day) for the employee, from the term life rate table',
    }),
    async (request) => readLifeQuotes(db, scopeOf(request, 'employeeForm').access.form.id),
  );

  app.post(
    `${FORM}/individual-life-apply`,
    applicationRoute('employeeForm', lifeApplyResponseSchema, {
      summary:
        "Applies with a quote offered today; answers the carrier's application address (opened in a new tab)",
      headers: IF_MATCH_HEADERS,
      body: lifeApplyRequestSchema,
    }),
    async (request) => {
      const { actor, access } = scopeOf(request, 'employeeForm');
      return applyForLife(db, actor, access, request.body);
    },
  );

  app.get(
    `${FORM}/individual-life-application`,
    applicationRoute('employeeForm', lifeApplicationResponseSchema, {
      summary:
        "The term life application's status, the policy once covered, and where the application continues",
    }),
    async (request) => readLifeApplication(db, scopeOf(request, 'employeeForm').access.form.id),
  );

  app.post(
    `${FORM}/individual-life-application/offline-carrier-step`,
    applicationRoute('employeeForm', lifeApplicationResponseSchema, {
      summary:
        "The offline carrier's page moves the application one step along docs/spec/2 §4's statuses (the applicant only; send the version read)",
      headers: IF_MATCH_HEADERS,
      body: lifeCarrierStepRequestSchema,
    }),
    async (request) => {
      const { actor, access } = scopeOf(request, 'employeeForm');
      return moveLifeApplicationOffline(db, actor, access, request.body);
    },
  );
};

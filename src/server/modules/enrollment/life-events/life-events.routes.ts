import {
  dependentParamsSchema,
  dependentPricingRequestSchema,
  dependentPricingResponseSchema,
  editDependentRequestSchema,
  lifeEventRequestSchema,
  lifeEventResponseSchema,
  lifeEventsOverviewSchema,
} from '@shared/schemas/life-events';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { scopeOf } from '../../../access/scope';
import type { Db } from '../../../db/client';
import type { FieldCipher } from '../../../lib/field-crypto';
import { applicationRoute } from '../../../lib/route-schemas';
import { IF_MATCH_HEADERS, toEtag } from '../../../lib/versioned-write';
import { sendScopedWrite } from '../employee-applications/application-writes';
import { editDependent, getLifeEventsOverview, priceDependent, reportLifeEvent } from './life-events.service';

const FORM = '/api/v1/employee_forms/:employeeFormId';
const TAGS = ['employee dashboard'];

/**
 * Qualifying life events on the employee dashboard (issue 14, decision 0046), under the employee form: the
 * employee, or (admin mode, audited) an administrator or broker of their company, or operations; another
 * employee's form answers 404, another company's administrator 403. docs/spec/2 §7's
 * `POST /employee-dashboard/employee-dependent-pricing` and its admin-mode path are both this one route.
 */
export const lifeEventRoutes: FastifyPluginAsyncZod<{ db: Db; cipher: FieldCipher }> = async (
  app,
  { db, cipher },
) => {
  app.get(
    `${FORM}/life-events`,
    withTags(
      applicationRoute(
        { kind: 'employeeForm', auditAdminModeAs: 'admin_mode.open_dashboard' },
        lifeEventsOverviewSchema,
        {
          summary:
            "The life-event pages' read: the application's version (also the ETag), enrolled lines, dependents, events",
        },
      ),
    ),
    async (request, reply) => {
      const overview = await getLifeEventsOverview(db, scopeOf(request, 'employeeForm').access);
      reply.header('etag', toEtag(overview.version));
      return overview;
    },
  );

  app.post(
    `${FORM}/employee-dependent-pricing`,
    withTags(
      applicationRoute('employeeForm', dependentPricingResponseSchema, {
        summary:
          "docs/spec/2 §7's dependent pricing: the enrolled medical, dental and vision plans priced with a dependent added, and current_cost",
        description: 'Writes nothing. Answers 409 while the application is not signed.',
        body: dependentPricingRequestSchema,
      }),
    ),
    async (request) => priceDependent(db, scopeOf(request, 'employeeForm').access, request.body),
  );

  app.post(
    `${FORM}/life-events`,
    withTags(
      applicationRoute('employeeForm', lifeEventResponseSchema, {
        summary:
          'Reports a qualifying life event and adds its dependent to enrolled medical, dental or vision coverage (send If-Match)',
        description:
          'A refusal (window closed, who the event may add, lines not enrolled) is a 400 at its field and writes nothing; a stale version 409.',
        headers: IF_MATCH_HEADERS,
        body: lifeEventRequestSchema,
      }),
    ),
    async (request, reply) =>
      sendScopedWrite(request, reply, 'employeeForm', (writer, basedOn) =>
        reportLifeEvent(db, cipher, writer, basedOn, request.body),
      ),
  );

  app.put(
    `${FORM}/dependents/:dependentId`,
    withTags(
      applicationRoute('employeeForm', lifeEventsOverviewSchema.shape.dependents.element, {
        summary:
          "edit-dependent-information: a dependent's names, birth date and gender, and an SSN when none is on file (send If-Match)",
        params: dependentParamsSchema,
        headers: IF_MATCH_HEADERS,
        body: editDependentRequestSchema,
      }),
    ),
    async (request, reply) =>
      sendScopedWrite(request, reply, 'employeeForm', (writer, basedOn) =>
        editDependent(db, cipher, writer, basedOn, request.params.dependentId, request.body),
      ),
  );
};

/** The dashboard's tag instead of the application's. */
function withTags<T extends { schema: object }>(options: T): T {
  return { ...options, schema: { ...options.schema, tags: TAGS } };
}

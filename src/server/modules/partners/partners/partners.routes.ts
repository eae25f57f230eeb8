import {
  BENEFITS_CHOICES,
  type BenefitsChoice,
} from '@shared/domain/company-people/administrators-and-partners';
import { errorBodySchema } from '@shared/errors';
import {
  benefitsDecisionRequestSchema,
  createdPartnerApiKeySchema,
  createPartnerApiKeyRequestSchema,
  denyBenefitsRequestSchema,
  partnerAddEmployeeOptionsSchema,
  partnerApiKeysResponseSchema,
  partnerDuplicateResponseSchema,
  partnerEmployeeQuerySchema,
  partnerEmployeeRequestSchema,
  partnerEmployeeResponseSchema,
  partnersResponseSchema,
} from '@shared/schemas/partners';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../../access/actor';
import { requirePartner } from '../../../access/partner-keys';
import { scopeOf } from '../../../access/scope';
import type { Config } from '../../../config';
import type { Db } from '../../../db/client';
import {
  companyRoute,
  ERROR_RESPONSES,
  OPERATIONS_ROUTE,
  READ_ERROR_RESPONSES,
} from '../../../lib/route-schemas';
import type { Mailer } from '../../../plugins/mail/mailer';
import {
  addPartnerEmployee,
  createPartnerKey,
  decideBenefits,
  getPartnerEmployeeOptions,
  listPartnerKeys,
  listPartnersWithKeys,
  PARTNER_DUPLICATE_MESSAGE,
  revokePartnerKey,
} from './partners.service';

const partnerParams = z.object({ partnerId: z.uuid('Unknown partner.') });

/** The ajax path of each choice (docs/spec/2 §2.1: approving is `confirm-benefits`). */
const DECISION_PATHS: Record<BenefitsChoice, string> = {
  'approve-benefits': 'confirm-benefits',
  'deny-benefits': 'deny-benefits',
  'waiting-on-renewal': 'waiting-on-renewal',
};

/** Payroll partners: keys (operations), the partner API, and the administrator's decision (decision 0024). */
export const partnerRoutes: FastifyPluginAsyncZod<{ db: Db; mailer: Mailer; config: Config }> = async (
  app,
  { db, mailer, config },
) => {
  app.get(
    '/api/v1/admin/partners',
    {
      config: OPERATIONS_ROUTE,
      schema: {
        tags: ['admin'],
        summary: 'Payroll partners and their API keys',
        response: { 200: partnersResponseSchema, ...READ_ERROR_RESPONSES },
      },
    },
    async () => listPartnersWithKeys(db),
  );

  app.get(
    '/api/v1/admin/partners/:partnerId/api-keys',
    {
      config: OPERATIONS_ROUTE,
      schema: {
        tags: ['admin'],
        summary: "A partner's API keys (prefixes only; revoked keys too)",
        params: partnerParams,
        response: { 200: partnerApiKeysResponseSchema, ...READ_ERROR_RESPONSES },
      },
    },
    async (request) => listPartnerKeys(db, request.params.partnerId),
  );

  app.post(
    '/api/v1/admin/partners/:partnerId/api-keys',
    {
      config: OPERATIONS_ROUTE,
      schema: {
        tags: ['admin'],
        summary: 'Creates a partner API key; the key is in this answer only',
        params: partnerParams,
        body: createPartnerApiKeyRequestSchema,
        response: { 201: createdPartnerApiKeySchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const created = await createPartnerKey(
        db,
        requireActor(request),
        request.params.partnerId,
        request.body.name,
      );
      return reply.code(201).header('cache-control', 'no-store').send(created);
    },
  );

  app.delete(
    '/api/v1/admin/partners/:partnerId/api-keys/:keyId',
    {
      config: OPERATIONS_ROUTE,
      schema: {
        tags: ['admin'],
        summary: 'Revokes a partner API key',
        params: partnerParams.extend({ keyId: z.uuid('Unknown key.') }),
        response: { 204: z.null(), ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      await revokePartnerKey(db, requireActor(request), request.params.partnerId, request.params.keyId);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/partner/v1/companies/:companyIdToken/employees',
    {
      config: { access: 'partner_key', rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags: ['partner'],
        summary: 'Adds an employee to one of the partner’s companies; the administrator decides on benefits',
        description:
          'Authenticated by the partner’s API key (`Authorization: Bearer gcp_…`). The company is named by its token (whole, or its 16-character prefix). The employee is added with benefits pending the administrator’s decision; the administrators are told by e-mail. An email the company already has answers 409 with that employee’s id.',
        security: [{ partnerKey: [] }],
        params: z.object({
          companyIdToken: z
            .string()
            .min(16)
            .max(64)
            .regex(/^[\w-]+$/, 'Unknown company.'),
        }),
        body: partnerEmployeeRequestSchema,
        response: {
          201: partnerEmployeeResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: partnerDuplicateResponseSchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const result = await addPartnerEmployee(db, mailer, {
        partner: requirePartner(request),
        companyToken: request.params.companyIdToken,
        request: request.body,
        publicUrl: config.publicUrl,
        log: request.log,
      });
      if (!result.created)
        return reply.code(409).send({
          error: PARTNER_DUPLICATE_MESSAGE,
          code: 'conflict' as const,
          fieldErrors: { email: PARTNER_DUPLICATE_MESSAGE },
          employeeId: result.employeeId,
        });
      return reply.code(201).send({ employeeId: result.employeeId, benefitsDecision: 'pending' as const });
    },
  );

  app.get(
    '/api/v1/companies/:companyId/partner-add-employee/options',
    companyRoute(
      partnerAddEmployeeOptionsSchema,
      {
        summary: 'A partner-added employee and the benefits choices left (confirmation page)',
        querystring: partnerEmployeeQuerySchema,
      },
      READ_ERROR_RESPONSES,
    ),
    async (request) =>
      getPartnerEmployeeOptions(db, scopeOf(request, 'company').companyId, request.query.employee_hash_id),
  );

  for (const choice of BENEFITS_CHOICES) {
    const isDenial = choice === 'deny-benefits';
    app.post(
      `/api/v1/companies/:companyId/partner-add-employee/${DECISION_PATHS[choice]}`,
      companyRoute(
        partnerAddEmployeeOptionsSchema,
        {
          summary: {
            'approve-benefits': "Approves a partner-added employee's benefits and e-mails their invitation",
            'deny-benefits': "Denies a partner-added employee's benefits, with the reason",
            'waiting-on-renewal': "Leaves a partner-added employee's benefits to the renewal",
          }[choice],
          querystring: partnerEmployeeQuerySchema,
          body: isDenial ? denyBenefitsRequestSchema : benefitsDecisionRequestSchema,
        },
        ERROR_RESPONSES,
      ),
      async (request) => {
        const { actor, companyId } = scopeOf(request, 'company');
        const body = request.body as z.infer<typeof denyBenefitsRequestSchema>;
        return decideBenefits(db, mailer, {
          actor,
          companyId,
          hashId: request.query.employee_hash_id,
          choice,
          version: body.version,
          reason: isDenial ? body.reason : undefined,
          publicUrl: config.publicUrl,
        });
      },
    );
  }
};

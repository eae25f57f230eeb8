import { errorBodySchema } from '@shared/errors';
import { brokerFormQuerySchema, brokerFormResponseSchema } from '@shared/schemas/broker-form';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { canManageCompany, requireActor } from '../../access/actor';
import type { Db } from '../../db/client';
import { forbidden, notFound } from '../../lib/app-error';
import {
  findBenefitsAdministrationContact,
  findCompanyById,
  findCompanyByToken,
  findEmployeeFormOfAccount,
  findSupportContact,
} from './broker-forms.repository';

/**
 * GET /api/v1/broker_forms: the footer's support contact. Employees see their company's broker;
 * administrators, brokers and operations (and employees flagged as benefits admins) see the
 * benefits-administration desk.
 */
export async function brokerFormRoutes(app: FastifyInstance, opts: { db: Db }) {
  const { db } = opts;
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/v1/broker_forms',
    {
      config: { access: 'signed_in' },
      schema: {
        tags: ['support'],
        summary: 'Broker support contact for the footer',
        querystring: brokerFormQuerySchema,
        response: {
          200: brokerFormResponseSchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const ownForm = await findEmployeeFormOfAccount(db, actor.accountId);
      const token = request.query.company_id_token;
      const defaultCompanyId = actor.activeCompanyId ?? ownForm?.companyId ?? null;
      const company = token
        ? await findCompanyByToken(db, token)
        : defaultCompanyId
          ? await findCompanyById(db, defaultCompanyId)
          : null;
      if (token && !company) throw notFound('That company');
      if (company && !canManageCompany(actor, company.id) && company.id !== ownForm?.companyId)
        throw forbidden();

      const wantsBenAdmin = actor.role !== 'employee' || Boolean(ownForm?.benefitsAdmin);
      const contact =
        (!wantsBenAdmin && company?.brokerContactId
          ? await findSupportContact(db, company.brokerContactId)
          : null) ?? (await findBenefitsAdministrationContact(db));
      if (!contact) throw notFound('A support contact');
      return {
        brokerForm: {
          name: contact.name,
          supportPhone: contact.supportPhone,
          supportEmail: contact.supportEmail,
          kind: contact.kind,
        },
      };
    },
  );
}

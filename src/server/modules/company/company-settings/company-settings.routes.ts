import {
  bankingRequestSchema,
  companyDetailsRequestSchema,
  companyInformationResponseSchema,
  primaryContactRequestSchema,
} from '@shared/schemas/company-settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { scopeOf } from '../../../access/scope';
import type { Db } from '../../../db/client';
import type { FieldCipher } from '../../../lib/field-crypto';
import { companyRoute, READ_ERROR_RESPONSES } from '../../../lib/route-schemas';
import {
  readCompanyInformation,
  saveBankingInformation,
  saveCompanyDetails,
  savePrimaryContact,
} from './company-settings.service';

const VERSION_NOTE =
  "Send the company's `version` you read; a stale one answers 409 version_conflict. An empty secret number keeps the one on file.";
const BASE = '/api/v1/companies/:companyId/company_information';

/** Company information (decision 0028): company details, primary contact and banking of one company. */
export const companySettingsRoutes: FastifyPluginAsyncZod<{ db: Db; cipher: FieldCipher }> = async (
  app,
  { db, cipher },
) => {
  app.get(
    BASE,
    companyRoute(
      companyInformationResponseSchema,
      {
        summary:
          "A company's details, primary contact and bank account (its numbers by their last four only)",
      },
      READ_ERROR_RESPONSES,
    ),
    async (request) => readCompanyInformation(db, scopeOf(request, 'company').companyId),
  );

  app.put(
    `${BASE}/company_details`,
    companyRoute(companyInformationResponseSchema, {
      summary: "Saves the company's legal name, DBA, FEIN, legal form, industry code, address and phone",
      description: VERSION_NOTE,
      body: companyDetailsRequestSchema,
    }),
    async (request) => {
      const { actor, companyId } = scopeOf(request, 'company');
      return saveCompanyDetails(db, cipher, actor, companyId, request.body);
    },
  );

  app.put(
    `${BASE}/primary_contact`,
    companyRoute(companyInformationResponseSchema, {
      summary: "Saves the company's primary contact",
      description: VERSION_NOTE,
      body: primaryContactRequestSchema,
    }),
    async (request) => {
      const { actor, companyId } = scopeOf(request, 'company');
      return savePrimaryContact(db, actor, companyId, request.body);
    },
  );

  app.put(
    `${BASE}/banking_information`,
    companyRoute(companyInformationResponseSchema, {
      summary: 'Saves the bank account premiums are debited from (routing and account numbers encrypted)',
      description: VERSION_NOTE,
      body: bankingRequestSchema,
    }),
    async (request) => {
      const { actor, companyId } = scopeOf(request, 'company');
      return saveBankingInformation(db, cipher, actor, companyId, request.body);
    },
  );
};

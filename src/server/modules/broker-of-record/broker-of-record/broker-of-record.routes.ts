import { ADMINISTRATOR_ROLES } from '@shared/roles';
import {
  borAccountSchema,
  borCarrierChangeParamsSchema,
  borCarrierChangeRequestSchema,
  borCarrierChangeSchema,
  borCompanyProfileSchema,
  borCompanyTokenQuerySchema,
  borLetterDetailsRequestSchema,
  borSaveSignatureRequestSchema,
  borUpdateAccountRequestSchema,
  borUpdateCompanyProfileRequestSchema,
  partnerPreferencesRequestSchema,
  payrollAccountItemsSchema,
} from '@shared/schemas/broker-of-record';
import {
  borOfficerSignedSchema,
  borOfficerSigningParamsSchema,
  borOfficerSigningSchema,
  borOfficerSignRequestSchema,
  borSigningRequestSchema,
} from '@shared/schemas/broker-of-record-signing';
import {
  borCarrierChangeListSchema,
  borCarrierChangesQuerySchema,
  borCarrierStatusSchema,
} from '@shared/schemas/broker-of-record-status';
import { BOR_SIGNING_REQUEST, BOR_STATUS_NOTICES } from '@shared/schemas/jobs';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../../access/actor';
import { scopeOf } from '../../../access/scope';
import type { Config } from '../../../config';
import type { Db } from '../../../db/client';
import { validationFailed } from '../../../lib/app-error';
import { sendStoredFile } from '../../../lib/download-reply';
import type { FieldCipher } from '../../../lib/field-crypto';
import { COMPANY_TOKEN_ROUTE, ERROR_RESPONSES, OPERATIONS_ROUTE } from '../../../lib/route-schemas';
import { registerUploadContext, uploadParts } from '../../../lib/upload-context';
import type { FileStorage } from '../../../plugins/storage/file-storage';
import { describeSize } from '../../platform';
import {
  listCarrierChangesOfCompanies,
  openCarrierLetter,
  readAccount,
  readAccountItems,
  readCarrierStatus,
  readCompanyProfile,
  readOfficerSigning,
  requestOfficerSignature,
  saveLetterDetails,
  savePartnerPreferences,
  saveSignature,
  setCarrierChangeStatus,
  signAsOfficer,
  updateAccount,
  updateCompanyProfile,
  uploadPlanDocument,
} from './broker-of-record.service';

const BASE = '/api/v1/broker_of_record';
const TAGS = ['broker of record'];

/**
 * Broker of record (docs/spec/3 §7 "Broker of record (/api/v1/broker_of_record)", issue 15, decision 0048): the
 * company profile and its saves, the plan documents' upload (multipart, in its own parser context as company
 * documents are), the letter's details and the signature, each carrier's letter, operations' status moves, the
 * account step, and the payroll partner's accounts and preferences.
 */
export async function brokerOfRecordRoutes(
  app: FastifyInstance,
  opts: {
    db: Db;
    cipher: FieldCipher;
    storage: FileStorage;
    maxBytes: number;
    config: Config;
  },
) {
  const { db, cipher, storage, maxBytes, config } = opts;
  const deps = { db, cipher };
  const fileDeps = { db, cipher, storage, maxBytes };
  const r = app.withTypeProvider<ZodTypeProvider>();
  // The officer's page is signed out: its calls are limited per address, as sign-in and create-account are.
  const OFFICER_RATE_LIMIT = { max: config.signInRequestsPerMinute, timeWindow: '1 minute' };

  r.get(
    `${BASE}/company_profile`,
    {
      config: COMPANY_TOKEN_ROUTE,
      schema: {
        tags: TAGS,
        summary:
          "The company's broker-of-record application: profile, plans per type, status and next section, letters and carrier changes",
        querystring: borCompanyTokenQuerySchema,
        response: { 200: borCompanyProfileSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { actor, companyId } = scopeOf(request, 'companyToken');
      return readCompanyProfile(db, companyId, actor);
    },
  );

  r.post(
    `${BASE}/update_company_profile`,
    {
      config: COMPANY_TOKEN_ROUTE,
      schema: {
        tags: TAGS,
        summary:
          'Save the company information, the insurance plans, the contributions or the file upload step',
        description:
          'Send the `version` read; a stale one answers 409. Each group of fields sent is checked whole (every error at its field). ' +
          "After signing, the company's details and the plans' carriers and group numbers answer 409.",
        body: borUpdateCompanyProfileRequestSchema,
        response: { 200: borCompanyProfileSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { actor, companyId } = scopeOf(request, 'companyToken');
      return updateCompanyProfile(deps, actor, companyId, request.body);
    },
  );

  r.put(
    `${BASE}/letter_details`,
    {
      config: COMPANY_TOKEN_ROUTE,
      schema: {
        tags: TAGS,
        summary:
          '"Review This Letter": the representative\'s name and title and the effective date, before signing',
        description:
          'The effective date is the 1st of a month, today or later. Answers the profile with the letters rebuilt; the screen then says "Changes have been saved!".',
        body: borLetterDetailsRequestSchema,
        response: { 200: borCompanyProfileSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { actor, companyId } = scopeOf(request, 'companyToken');
      return saveLetterDetails(deps, actor, companyId, request.body);
    },
  );

  r.post(
    `${BASE}/save_signature`,
    {
      config: COMPANY_TOKEN_ROUTE,
      schema: {
        tags: TAGS,
        summary: 'Sign: one letter PDF per carrier is stored and each carrier change starts ("letter sent")',
        description:
          'Requires `agreed` (else "Please read and acknowledge the notification before moving forward" at `agreed`) and the company information and insurance plans complete. ' +
          'A second signature answers 409.',
        body: borSaveSignatureRequestSchema,
        response: { 200: borCompanyProfileSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { actor, companyId } = scopeOf(request, 'companyToken');
      // The administrators are told of each letter sent, by a job queued in the signing's transaction.
      const queueStatusMail = await app.jobs.inTransaction(BOR_STATUS_NOTICES);
      return saveSignature(fileDeps, actor, companyId, request.body, queueStatusMail);
    },
  );

  r.post(
    `${BASE}/signing_request`,
    {
      config: COMPANY_TOKEN_ROUTE,
      schema: {
        tags: TAGS,
        summary: "Send the letters to the company's officer to sign (a one-time link by e-mail)",
        description:
          "The officer (name, title, e-mail) signs on a page of their own, without an account; the link works once, for 14 days, and a new request replaces the open one (decision 0081). Send the `version` read (409 when stale). The letters name the broker who prepared them with their licence for the company's state: without one, 400 at `brokerLicense`.",
        body: borSigningRequestSchema,
        response: { 200: borCompanyProfileSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { actor, companyId } = scopeOf(request, 'companyToken');
      // Started before the transaction opens; the mail's job is queued inside it.
      const queueMail = await app.jobs.inTransaction(BOR_SIGNING_REQUEST);
      return requestOfficerSignature(deps, actor, companyId, request.body, queueMail);
    },
  );

  r.get(
    `${BASE}/officer_signing/:token`,
    {
      config: { access: 'public', rateLimit: OFFICER_RATE_LIMIT },
      schema: {
        tags: TAGS,
        summary: "The officer's signing page: the letters as they will be signed (the link's one-time token)",
        description:
          'An unknown link answers 404; a used, replaced or expired link, or letters changed since it was sent, 409, each with its message.',
        params: borOfficerSigningParamsSchema,
        response: { 200: borOfficerSigningSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => readOfficerSigning(db, request.params.token),
  );

  r.post(
    `${BASE}/officer_signing/:token`,
    {
      config: { access: 'public', rateLimit: OFFICER_RATE_LIMIT },
      schema: {
        tags: TAGS,
        summary: 'The officer agrees and signs the letters; the link is used up',
        description:
          "The agreement and the signature (the same PNG rules as every signature). Signs with the officer's name and title; the letters go to the carriers as save_signature sends them.",
        params: borOfficerSigningParamsSchema,
        body: borOfficerSignRequestSchema,
        response: { 200: borOfficerSignedSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) =>
      signAsOfficer(
        fileDeps,
        request.params.token,
        request.body,
        await app.jobs.inTransaction(BOR_STATUS_NOTICES),
      ),
  );

  r.get(
    `${BASE}/carrier_status`,
    {
      config: COMPANY_TOKEN_ROUTE,
      schema: {
        tags: TAGS,
        summary:
          "After signing: each carrier's change with its status, dates and letter (the employer dashboard's status)",
        description:
          '`signedAt` null: the application is not signed and there is nothing to follow yet (decision 0051).',
        querystring: borCompanyTokenQuerySchema,
        response: { 200: borCarrierStatusSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => readCarrierStatus(db, scopeOf(request, 'companyToken').companyId),
  );

  r.get(
    `${BASE}/carrier_changes`,
    {
      config: OPERATIONS_ROUTE,
      schema: {
        tags: TAGS,
        summary: "Operations: every company's carrier changes, those waiting longest first",
        description:
          '`status`: one status, `open` (all but effective; the default) or `all`; 25 a page (decision 0051).',
        querystring: borCarrierChangesQuerySchema,
        response: { 200: borCarrierChangeListSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => listCarrierChangesOfCompanies(db, request.query),
  );

  r.get(
    `${BASE}/carrier_changes/:carrierChangeId/letter`,
    {
      config: { access: ADMINISTRATOR_ROLES },
      schema: {
        tags: TAGS,
        summary: "Download a carrier's signed broker-of-record letter (PDF, as an attachment)",
        description: "The company's administrators and brokers, and operations; anyone else answers 404.",
        params: borCarrierChangeParamsSchema,
        response: { 200: z.unknown().describe("The letter's bytes"), ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const { file, body } = await openCarrierLetter(
        { db, storage, cipher },
        requireActor(request),
        request.params.carrierChangeId,
      );
      return sendStoredFile(reply, { ...file, sizeBytes: body.length }, body);
    },
  );

  r.put(
    `${BASE}/carrier_changes/:carrierChangeId`,
    {
      config: OPERATIONS_ROUTE,
      schema: {
        tags: TAGS,
        summary: "Operations move a carrier's change: incumbent's window, confirmed, effective (or returned)",
        description:
          "Only to one of the change's `nextStatuses`; send the `version` read (409 when stale). The company's administrators are e-mailed.",
        params: borCarrierChangeParamsSchema,
        body: borCarrierChangeRequestSchema,
        response: { 200: borCarrierChangeSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) =>
      setCarrierChangeStatus(
        { db },
        requireActor(request),
        request.params.carrierChangeId,
        request.body,
        await app.jobs.inTransaction(BOR_STATUS_NOTICES),
      ),
  );

  r.get(
    `${BASE}/account`,
    {
      config: { access: ADMINISTRATOR_ROLES },
      schema: {
        tags: TAGS,
        summary: "The caller's account: email, and whether a password may be set (canSetCredentials)",
        response: { 200: borAccountSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => readAccount(db, requireActor(request)),
  );

  r.post(
    `${BASE}/update_account`,
    {
      config: { access: ADMINISTRATOR_ROLES },
      schema: {
        tags: TAGS,
        summary: 'Set the password (and email) of an account that has none of its own yet',
        description:
          'At least 12 characters, not the email (decision 0022). An account with a password, or an email of another account, answers 409.',
        body: borUpdateAccountRequestSchema,
        response: { 200: borAccountSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => updateAccount(db, requireActor(request), request.body),
  );

  r.get(
    '/api/v2/partner/netsuite-payroll-account-items',
    {
      config: COMPANY_TOKEN_ROUTE,
      schema: {
        tags: TAGS,
        summary: "The payroll partner's expense and liability accounts, for the deductions step",
        querystring: borCompanyTokenQuerySchema,
        response: { 200: payrollAccountItemsSchema, ...ERROR_RESPONSES },
      },
    },
    async () => readAccountItems(),
  );

  for (const path of ['/api/partner/preferences', '/api/v2/partner/preferences'])
    r.put(
      path,
      {
        config: COMPANY_TOKEN_ROUTE,
        schema: {
          tags: TAGS,
          summary: "Save the payroll partner's expense and liability accounts (the deductions step)",
          description:
            "Each account must be one of the partner's. Send the application's `version` (409 when stale).",
          body: partnerPreferencesRequestSchema,
          response: { 200: borCompanyProfileSchema, ...ERROR_RESPONSES },
        },
      },
      async (request) => {
        const { actor, companyId } = scopeOf(request, 'companyToken');
        return savePartnerPreferences(deps, actor, companyId, request.body);
      },
    );

  await app.register(async (uploads) => {
    // Only multipart bodies here; anything else is left unread and refused by the handler after the scope.
    await registerUploadContext(uploads, maxBytes, { limits: { fields: 8, parts: 9 } });
    uploads.withTypeProvider<ZodTypeProvider>().put(
      `${BASE}/upload_plan_documents`,
      {
        config: COMPANY_TOKEN_ROUTE,
        schema: {
          tags: TAGS,
          summary: "Upload one plan's invoice or plan documents (one file per call)",
          description:
            'multipart/form-data with `planType`, `planId`, `fileType` (invoice or sbc) and `company_id_token` first (the token also in the query, which names the company), ' +
            `then one file in \`file\`: PDF, PNG or JPEG, at most ${describeSize(maxBytes)}, the type read from its first bytes. ` +
            'A refusal answers 400 with its message as `error`.',
          consumes: ['multipart/form-data'],
          querystring: borCompanyTokenQuerySchema,
          response: { 200: borCompanyProfileSchema, ...ERROR_RESPONSES },
        },
      },
      async (request) => {
        const { actor, companyId, idToken } = scopeOf(request, 'companyToken');
        if (!request.isMultipart()) {
          const message = 'Send the file as multipart/form-data, in a field named "file".';
          throw validationFailed({ file: message }, message);
        }
        const parts = uploadParts(request);
        return uploadPlanDocument(fileDeps, actor, { companyId, idToken, parts });
      },
    );
  });
}

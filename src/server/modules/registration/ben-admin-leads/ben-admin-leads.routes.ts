import { MAX_LEAD_FILES_PER_KEY } from '@shared/domain/ben-admin/lead-rules';
import {
  benAdminLeadQuerySchema,
  benAdminLeadResponseSchema,
  benAdminLeadSchema,
  benAdminLeadUpdateRequestSchema,
  leadFilesQuerySchema,
  leadFilesResponseSchema,
  paymentSetupConfirmationRequestSchema,
  paymentSetupConfirmationResponseSchema,
  paymentSetupIntentRequestSchema,
  paymentSetupIntentResponseSchema,
} from '@shared/schemas/ben-admin-lead';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { scopeOf } from '../../../access/scope';
import type { Db } from '../../../db/client';
import { validationFailed } from '../../../lib/app-error';
import type { FieldCipher } from '../../../lib/field-crypto';
import { COMPANY_TOKEN_ROUTE, ERROR_RESPONSES } from '../../../lib/route-schemas';
import { registerUploadContext, uploadParts } from '../../../lib/upload-context';
import type { Mailer } from '../../../plugins/mail/mailer';
import type { PaymentSetupProvider } from '../../../plugins/payments/payment-setup-provider';
import type { FileStorage } from '../../../plugins/storage/file-storage';
import { describeSize, UPLOAD_MESSAGES } from '../../platform';
import {
  listBenAdminLeadFiles,
  TooManyLeadFilesError,
  uploadBenAdminLeadFiles,
} from './ben-admin-lead-files.service';
import { confirmLeadPaymentSetup, createLeadPaymentSetupIntent } from './ben-admin-lead-payments.service';
import { readBenAdminLead, saveBenAdminLead } from './ben-admin-leads.service';

const BASE = '/api/v1/ben_admin_leads';
const TAGS = ['benefits administration registration'];

/**
 * Benefits-administration registration (docs/spec/3 §7 "Benefits administration", issue 16, decision 0052): the
 * company's lead, its saves (the subscription's count; the signed additional information), its two file sets
 * (multipart, in its own parser context as claims' and broker of record's uploads are), and the payment
 * method's setup with the payment provider (the intent, and its confirmation read back from the provider).
 */
export async function benAdminLeadRoutes(
  app: FastifyInstance,
  opts: {
    db: Db;
    cipher: FieldCipher;
    storage: FileStorage;
    maxBytes: number;
    mailer: Mailer;
    publicUrl: string;
    payments: PaymentSetupProvider;
  },
) {
  const { db, cipher, storage, maxBytes, mailer, publicUrl, payments } = opts;
  const readDeps = { db, payments };
  const fileDeps = { db, payments, storage, maxBytes };
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    BASE,
    {
      config: COMPANY_TOKEN_ROUTE,
      schema: {
        tags: TAGS,
        summary:
          "The company's benefits-administration lead (null before Get Started) and the payment widget",
        querystring: benAdminLeadQuerySchema,
        response: { 200: benAdminLeadResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => readBenAdminLead(readDeps, scopeOf(request, 'companyToken').companyId),
  );

  r.put(
    BASE,
    {
      config: COMPANY_TOKEN_ROUTE,
      schema: {
        tags: TAGS,
        summary: "Save the subscription's employee count, or sign the additional information",
        description:
          '`section` subscription: `version` null makes the lead (status payment; a second answers 409), else changes the count ' +
          'while the payment method is not set up (409 after). `section` additional_information: only at that status (else 409); ' +
          'an empty bank or account number keeps the one on file; the lead is then done and the administrators are e-mailed. ' +
          'Send the `version` read (409 when stale). Every field error at once (400).',
        body: benAdminLeadUpdateRequestSchema,
        response: { 200: benAdminLeadSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { actor, companyId } = scopeOf(request, 'companyToken');
      return saveBenAdminLead(
        { db, payments, cipher, mailer, publicUrl, log: request.log },
        actor,
        companyId,
        request.body,
      );
    },
  );

  r.get(
    `${BASE}/files`,
    {
      config: COMPANY_TOKEN_ROUTE,
      schema: {
        tags: TAGS,
        summary: "One of the lead's file sets: insurance invoices or health-account documents",
        querystring: leadFilesQuerySchema,
        response: { 200: leadFilesResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) =>
      listBenAdminLeadFiles(db, scopeOf(request, 'companyToken').companyId, request.query.storage_key),
  );

  r.post(
    `${BASE}/payment_setup_intent`,
    {
      config: COMPANY_TOKEN_ROUTE,
      schema: {
        tags: TAGS,
        summary: "Start the payment method's setup: a setup intent's client secret for the widget",
        description:
          'Only while the lead waits on payment and it is not set up (else 409). Each call makes a fresh intent.',
        body: paymentSetupIntentRequestSchema,
        response: { 200: paymentSetupIntentResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { actor, companyId } = scopeOf(request, 'companyToken');
      return createLeadPaymentSetupIntent(readDeps, actor, companyId);
    },
  );

  r.post(
    `${BASE}/payment_setup_intent_confirmation`,
    {
      config: COMPANY_TOKEN_ROUTE,
      schema: {
        tags: TAGS,
        summary: 'After the widget confirmed: the setup as the payment provider has it, and where to go next',
        description:
          'Succeeded: the lead moves on and `redirectPath` is the additional information. Waiting on the person or the bank: 409; ' +
          "declined: 400 with the provider's reason as `error`; another lead's setup: 404. Once set up, the same answer.",
        body: paymentSetupConfirmationRequestSchema,
        response: { 200: paymentSetupConfirmationResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { actor, companyId } = scopeOf(request, 'companyToken');
      return confirmLeadPaymentSetup(readDeps, actor, companyId, request.body.setupIntent);
    },
  );

  await app.register(async (uploads) => {
    await registerUploadContext(uploads, maxBytes, {
      limits: { files: MAX_LEAD_FILES_PER_KEY, fields: 8, parts: MAX_LEAD_FILES_PER_KEY + 8 },
    });
    uploads.withTypeProvider<ZodTypeProvider>().patch(
      `${BASE}/files`,
      {
        config: COMPANY_TOKEN_ROUTE,
        schema: {
          tags: TAGS,
          summary: "Add files to one of the lead's sets (insurance invoices or health-account documents)",
          description:
            'multipart/form-data with `storage_key` (insurance or health_account), optional `invoice_type` (insurance only; none: a general invoice) ' +
            'and `company_id_token` first (the token also in the query, which names the company), then one or more files in `files`: ' +
            `PDF, PNG or JPEG, each at most ${describeSize(maxBytes)}, the type read from its first bytes; at most ${MAX_LEAD_FILES_PER_KEY} in a set. ` +
            'Only while the lead is at additional_information (else 409). Answers the set. A refused file answers 400 and keeps none of the request.',
          consumes: ['multipart/form-data'],
          querystring: benAdminLeadQuerySchema,
          response: { 200: leadFilesResponseSchema, ...ERROR_RESPONSES },
        },
      },
      async (request) => {
        const { actor, companyId, idToken } = scopeOf(request, 'companyToken');
        if (!request.isMultipart()) {
          const message = request.headers['content-type']
            ? 'Send the files as multipart/form-data, in fields named "files".'
            : UPLOAD_MESSAGES.missing;
          throw validationFailed({ files: message }, message);
        }
        const parts = uploadParts(request, (err) => {
          const code = (err as { code?: unknown }).code;
          return code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' ? new TooManyLeadFilesError() : err;
        });
        return uploadBenAdminLeadFiles(fileDeps, actor, { companyId, idToken, parts });
      },
    );
  });
}

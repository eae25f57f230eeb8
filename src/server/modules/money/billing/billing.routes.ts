import { errorBodySchema } from '@shared/errors';
import {
  autopayRequestSchema,
  autopayResponseSchema,
  billingOverviewSchema,
  payInvoiceRequestSchema,
  payInvoiceResponseSchema,
  requestInvoicesResponseSchema,
  requestInvoicesSchema,
} from '@shared/schemas/billing';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { scopeOf } from '../../../access/scope';
import { attachmentDisposition } from '../../../lib/file-name';
import {
  COMPANY_ROUTE,
  companyParams,
  companyRoute,
  ERROR_RESPONSES,
  READ_ERROR_RESPONSES,
} from '../../../lib/route-schemas';
import { cronEvery } from '../../../plugins/jobs';
import {
  type BillingDeps,
  payInvoice,
  readBilling,
  refreshAutopayCompanies,
  renderCompanyInvoicePdf,
  requestInvoices,
  setAutopay,
} from './billing.service';

const BASE = '/api/v1/companies/:companyId';
const invoiceParams = companyParams.extend({ invoiceId: z.uuid('Unknown invoice.') });

/**
 * Invoices and payments (issue 12 item 4, decision 0031): pay my bills, request invoices, autopay. The bank
 * numbers never leave the server: the routes answer the account's last four only.
 */
export const billingRoutes: FastifyPluginAsyncZod<BillingDeps & { autopayTickMs: number | null }> = async (
  app,
  { autopayTickMs, ...options },
) => {
  // Notices that fail are logged by the app's logger (template and count only).
  const deps: BillingDeps = { ...options, log: options.log ?? app.log };
  app.get(
    `${BASE}/invoices`,
    companyRoute(
      billingOverviewSchema,
      {
        summary: "The company's invoices (issued when due), autopay, and the account debits draw on",
      },
      READ_ERROR_RESPONSES,
    ),
    async (request) => readBilling(deps, scopeOf(request, 'company').companyId),
  );

  app.get(
    `${BASE}/invoices/:invoiceId/pdf`,
    {
      config: COMPANY_ROUTE,
      schema: {
        tags: ['employer'],
        summary: 'One invoice as a PDF (an attachment)',
        params: invoiceParams,
        response: { 200: z.unknown().describe('The PDF'), ...READ_ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const { filename, pdf } = await renderCompanyInvoicePdf(
        deps,
        scopeOf(request, 'company').companyId,
        request.params.invoiceId,
      );
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', attachmentDisposition(filename))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'no-store')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(Buffer.from(pdf));
    },
  );

  app.post(
    `${BASE}/invoices/:invoiceId/payments`,
    companyRoute(
      payInvoiceResponseSchema,
      {
        summary: 'Pays the invoice by bank debit from the account on file (pending until it settles)',
        description:
          "Send the invoice's `version` you read (a stale one answers 409) and a uuid made when the confirmation opened: the same key pays once.",
        params: invoiceParams,
        body: payInvoiceRequestSchema,
      },
      ERROR_RESPONSES,
    ),
    async (request) => {
      const { actor, companyId } = scopeOf(request, 'company');
      return payInvoice(deps, actor, companyId, request.params.invoiceId, request.body);
    },
  );

  app.post(
    `${BASE}/invoice_requests`,
    {
      config: COMPANY_ROUTE,
      schema: {
        tags: ['employer'],
        summary: "E-mails the chosen invoices' PDFs to the caller, or to the address given",
        params: companyParams,
        body: requestInvoicesSchema,
        response: { 200: requestInvoicesResponseSchema, 400: errorBodySchema, ...READ_ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { actor, companyId } = scopeOf(request, 'company');
      return requestInvoices(deps, actor, companyId, request.body);
    },
  );

  app.put(
    `${BASE}/billing/autopay`,
    {
      config: COMPANY_ROUTE,
      schema: {
        tags: ['employer'],
        summary: 'Turns autopay on or off',
        description: 'Send the autopay `version` you read; a stale one answers 409 version_conflict.',
        params: companyParams,
        body: autopayRequestSchema,
        response: {
          200: autopayResponseSchema,
          400: errorBodySchema,
          ...READ_ERROR_RESPONSES,
          409: errorBodySchema,
        },
      },
    },
    async (request) => {
      const { actor, companyId } = scopeOf(request, 'company');
      return setAutopay(deps.db, actor, companyId, request.body);
    },
  );

  // Autopay's debits are made on the reads above and by this tick, so a company nobody looks at is paid too.
  // On the job queue (decision 0062): its clock ticks by the minute, so the period is rounded up to one.
  if (autopayTickMs !== null)
    app.jobs.register('billing.autopay', () => refreshAutopayCompanies(deps), {
      schedule: cronEvery(autopayTickMs / 1000),
    });
};

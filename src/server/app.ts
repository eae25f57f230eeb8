import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { systemClock } from '@shared/domain/dates/clock';
import { setTodayProvider } from '@shared/schemas/fields';
import Fastify, { type FastifyInstance, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { type Clock, today } from './lib/clock';
import { createFieldCipher } from './lib/field-crypto';
import { redactUrl } from './lib/redact-secrets';
import { responseSerializerCompiler } from './lib/response-serializer';
import { listenForCacheInvalidations } from './lib/shared-cache';
import { ifMatchPlugin } from './lib/versioned-write';
import { brokerFormRoutes } from './modules/broker-of-record/broker-forms/broker-forms.routes';
import { brokerLicenseRoutes } from './modules/broker-of-record/broker-licenses/broker-licenses.routes';
import { borNoticeJobs } from './modules/broker-of-record/broker-of-record/bor-notices';
import { brokerOfRecordRoutes } from './modules/broker-of-record/broker-of-record/broker-of-record.routes';
import { carrierIdentifierRoutes } from './modules/carriers/carrier-identifiers/carrier-identifiers.routes';
import { planDocumentRoutes } from './modules/carriers/plans/plan-documents.routes';
import { administratorRoutes } from './modules/company/administrators/administrators.routes';
import { companyRoutes } from './modules/company/companies/companies.routes';
import { companyPolicyRoutes } from './modules/company/company-policies/company-policies.routes';
import { companySettingsRoutes } from './modules/company/company-settings/company-settings.routes';
import { censusRoutes } from './modules/employer/census/census.routes';
import { employerDashboardRoutes } from './modules/employer/employer-dashboard/employer-dashboard.routes';
import { employmentRoutes } from './modules/employer/employment/employment.routes';
import { noticeRoutes } from './modules/employer/notices/notices.routes';
import { notifyApplicationSigned } from './modules/employer/notices/notices.service';
import { policyCancellationRoutes } from './modules/employer/policy-cancellation/policy-cancellation.routes';
import { readInForceShares } from './modules/enrollment';
import { beneficiaryRoutes } from './modules/enrollment/beneficiaries/beneficiaries.routes';
import { claimRoutes } from './modules/enrollment/claims/claims.routes';
import { coverageRoutes } from './modules/enrollment/coverages/coverages.routes';
import { planRoutes } from './modules/enrollment/coverages/line-plans.routes';
import { eligibilityRoutes } from './modules/enrollment/eligibility/eligibility.routes';
import { employeeApplicationRoutes } from './modules/enrollment/employee-applications/employee-applications.routes';
import { employeeDashboardRoutes } from './modules/enrollment/employee-dashboard/employee-dashboard.routes';
import { employeeFormRoutes } from './modules/enrollment/employee-forms/employee-forms.routes';
import { employeePolicyRoutes } from './modules/enrollment/employee-policies/employee-policies.routes';
import { healthAccountRoutes } from './modules/enrollment/health-accounts/health-accounts.routes';
import { individualLifeRoutes } from './modules/enrollment/individual-life/individual-life.routes';
import { individualPlanRoutes } from './modules/enrollment/individual-plans/individual-plans.routes';
import { createAccountRoutes } from './modules/enrollment/invitation-acceptance/create-account.routes';
import { lifeEventRoutes } from './modules/enrollment/life-events/life-events.routes';
import { newHireRoutes } from './modules/enrollment/new-hires/new-hires.routes';
import { planDetailRoutes } from './modules/enrollment/plan-details/plan-details.routes';
import type { SessionRenewals } from './modules/identity';
import { accountRoutes } from './modules/identity/accounts/accounts.routes';
import { sessionRoutes } from './modules/identity/session/session.routes';
import { billingRoutes } from './modules/money/billing/billing.routes';
import { payrollRoutes } from './modules/money/payroll/payroll.routes';
import { carrierFileRoutes } from './modules/operations/carrier-files/carrier-files.routes';
import { dataRequestRoutes } from './modules/operations/data-requests/data-requests.routes';
import { operationsRoutes } from './modules/operations/operations/operations.routes';
import { reconciliationRoutes } from './modules/operations/reconciliation/reconciliation.routes';
import { recordCheckAfterWrite } from './modules/operations/reconciliation/reconciliation.service';
import { supportRoutes } from './modules/operations/support/support.routes';
import { partnerConnectPageHead } from './modules/partners/partner-sign-in/connect-page';
import { partnerSignInRoutes } from './modules/partners/partner-sign-in/partner-sign-in.routes';
import { integrationRoutes } from './modules/partners/partners/integrations.routes';
import { partnerRoutes } from './modules/partners/partners/partners.routes';
import { fileRoutes } from './modules/platform/files/files.routes';
import { healthRoutes } from './modules/platform/health/health.routes';
import { jobRoutes } from './modules/platform/jobs/jobs.routes';
import { mailOutboxRoutes } from './modules/platform/mail-outbox/mail-outbox.routes';
import { siteConfigRoutes } from './modules/platform/site-config/site-config.routes';
import { markPaymentSetupSucceeded } from './modules/registration/ben-admin-leads/ben-admin-lead-payments.service';
import { benAdminLeadRoutes } from './modules/registration/ben-admin-leads/ben-admin-leads.routes';
import { largeGroupRoutes } from './modules/registration/large-group/large-group.routes';
import { payrollLeadRoutes } from './modules/registration/payroll-leads/payroll-leads.routes';
import { registrationRoutes } from './modules/registration/registration/registration.routes';
import { employeeRenewalRoutes } from './modules/renewal/employee-renewals/employee-renewals.routes';
import {
  findComingYearRenewal,
  findRenewalLanding,
} from './modules/renewal/employee-renewals/employee-renewals.service';
import { openEnrollmentRoutes } from './modules/renewal/open-enrollment/open-enrollment.routes';
import { renewalSuiteRoutes } from './modules/renewal/renewal-suites/renewal-suites.routes';
import { renewalRoutes } from './modules/renewal/renewals/renewals.routes';
import { readRenewalSummaries } from './modules/renewal/renewals/renewals.service';
import { auth, sessionCookieName } from './plugins/auth';
import { clientApp } from './plugins/client-app';
import { clockPlugin } from './plugins/clock';
import { errorHandler } from './plugins/error-handler';
import { loadFirstViewRenderer } from './plugins/first-view';
import { jobsPlugin } from './plugins/jobs';
import { mailPlugin } from './plugins/mail/mail';
import { registerPaymentWebhook } from './plugins/payments/payment-webhook';
import { paymentsPlugin } from './plugins/payments/payments';
import { routeScope } from './plugins/route-scope';
import { securityHeaders } from './plugins/security-headers';
import { fileStoragePlugin } from './plugins/storage/storage';
import { textHygiene } from './plugins/text-hygiene';

export type AppOptions = {
  config: Config;
  database: Database;
  /** The clock every request and job reads (decision 0084): the system's unless a test sets one. */
  clock?: Clock;
  logger?: FastifyServerOptions['logger'];
};

/** Paths that must never reach a log line in clear. */
export const LOG_REDACT_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-csrf-token"]',
  'res.headers["set-cookie"]',
  // @fastify/multipart logs its busboy options, the request's headers among them, at trace level.
  'busboyOptions.headers.cookie',
  'busboyOptions.headers.authorization',
  'busboyOptions.headers["x-csrf-token"]',
  '*.password',
  '*.socialSecurityNumber',
  '*.ssn',
  '*.taxId',
  '*.fein',
  '*.routingNumber',
  '*.accountNumber',
  '*.confirmAccountNumber',
  '*.bankAccountNumber',
  '*.bankRoutingNumber',
  '*.fundingAccountNumber',
  '*.fundingRoutingNumber',
  '*.providerAccountNumber',
];

/**
 * The logger's request serializer: Fastify's own fields, with the URL's secrets blanked (the invitation token
 * in its path, a callback's code and state, searches; decision 0074).
 */
export const LOG_SERIALIZERS = {
  req: (request: FastifyRequest) => ({
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }),
};

/** Any logger the app is given logs requests through LOG_SERIALIZERS. */
function withSafeSerializers(logger: AppOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return false;
  const options = logger === true ? {} : logger;
  return { ...options, serializers: { ...options.serializers, ...LOG_SERIALIZERS } };
}

/** Builds the Fastify app (plugins, then modules); the caller listens. */
export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const { config, database } = opts;
  const db = database.db;
  const cipher = createFieldCipher(config.appSecret);

  const app = Fastify({
    logger: withSafeSerializers(opts.logger),
    trustProxy: proxyTrust(config.trustProxy),
    bodyLimit: 2 * 1024 * 1024, // signatures arrive as data URLs
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  app.decorate('cipher', cipher);
  // First: every later hook, handler and job runs on the app's clock (decision 0084).
  const clock = opts.clock ?? systemClock;
  setTodayProvider(() => today());
  await app.register(clockPlugin, { clock, db });

  await app.register(cookie);
  await app.register(securityHeaders, { config });
  await app.register(rateLimit, {
    global: false,
    // Thrown to the error handler, which answers { error, code: 'rate_limited' }.
    errorResponseBuilder: (_request, context) =>
      Object.assign(
        new Error(`Too many requests from your network. Please wait ${context.after} and try again.`),
        {
          statusCode: 429,
        },
      ),
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Groupcover API',
        version: '1.0.0',
        description: 'Benefits enrollment for small employers.',
      },
      components: {
        securitySchemes: {
          // The partner API (tag "partner", /api/partner/v1): a payroll partner's key (decision 0024).
          partnerKey: {
            type: 'http',
            scheme: 'bearer',
            description: 'A partner API key: gcp_ and 43 characters.',
          },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  await app.register(errorHandler);
  await app.register(auth, { db, config });
  // Before the routes: each route's declared scope (employee policy, employee form, company) is resolved here.
  await app.register(routeScope, { db });
  // Before the routes: every route, present and future, refuses control characters and absurd nesting.
  await app.register(textHygiene);
  // Before the routes: a versioned write's If-Match names the version it was based on (decision 0012).
  await app.register(ifMatchPlugin);
  // The adapters: DATA_DIR/files or an S3 bucket; the outbox table or SMTP.
  await app.register(fileStoragePlugin, { config });
  await app.register(mailPlugin, { config, db });
  await app.register(paymentsPlugin, { config });
  // The job queue in the database (decision 0062): the modules register their scheduled jobs on it.
  await app.register(jobsPlugin, { database, isWorker: config.jobsWorker });

  await app.register(healthRoutes, { databaseKind: database.kind });
  // What the renewal context adds to a session (decision 0083: identity, below it, is handed it here).
  const sessionRenewals: SessionRenewals = {
    readSummaries: (db, companyIds) => readRenewalSummaries(db, companyIds),
    findLanding: findRenewalLanding,
  };
  await app.register(sessionRoutes, { db, config, renewals: sessionRenewals });
  // Issue 17 item 1: partner sign-in over OpenID Connect (decision 0055).
  await app.register(partnerSignInRoutes, { db, config, cipher });
  // The modules that need only the database, in the order their routes are documented.
  const databaseModules = [
    siteConfigRoutes,
    brokerFormRoutes,
    // Issue 35 item 2: a broker's licences per state, which the broker-of-record letters name (decision 0081).
    brokerLicenseRoutes,
    companyRoutes,
    employerDashboardRoutes,
    employeeApplicationRoutes,
    employeeFormRoutes,
    planRoutes,
    eligibilityRoutes,
    coverageRoutes,
    beneficiaryRoutes,
    healthAccountRoutes,
    individualPlanRoutes,
    // Issue 14 item 3: individual term life (decision 0044).
    individualLifeRoutes,
    censusRoutes,
    // Issue 13 item 4: the employee renewal application (its steps use the application's calls, decision 0038).
    employeeRenewalRoutes,
    // Issue 17 item 3: the signed-in person's account settings (decision 0056).
    accountRoutes,
    // Issue 17: the payroll lead landing page's call to action (decision 0059).
    payrollLeadRoutes,
  ];
  for (const routes of databaseModules) await app.register(routes, { db });
  await app.register(fileRoutes, { db, storage: app.fileStorage, maxBytes: config.uploadMaxBytes });
  await app.register(mailOutboxRoutes, { db });
  // Open-enrollment setup and its processing by operations (issue 13, decision 0036).
  await app.register(openEnrollmentRoutes, {
    db,
    storage: app.fileStorage,
    maxBytes: config.uploadMaxBytes,
    mailer: app.mailer,
    config,
  });
  await app.register(employmentRoutes, { db, mailer: app.mailer, publicUrl: config.publicUrl });
  // The modules that send mail (issue 11).
  await app.register(administratorRoutes, { db, mailer: app.mailer, config });
  await app.register(supportRoutes, { db, mailer: app.mailer });
  // Issue 17 item 4: data requests, produced at once and confirmed by mail (decision 0056).
  await app.register(dataRequestRoutes, {
    db,
    mailer: app.mailer,
    publicUrl: config.publicUrl,
    cookieName: sessionCookieName(config),
    storage: app.fileStorage,
  });
  await app.register(partnerRoutes, { db, mailer: app.mailer, config });
  // Issue 18 part 4: e-mail notices (decision 0063): the account's choices and the daily notices; signing an
  // application tells the employee and the administrators.
  await app.register(noticeRoutes, { db, mailer: app.mailer, publicUrl: config.publicUrl });
  await app.register(borNoticeJobs, { db, mailer: app.mailer, publicUrl: config.publicUrl, cipher });
  // Signing tells the employee and the administrators (decision 0063); the notices sit above enrollment.
  const noticeDeps = { db, mailer: app.mailer, publicUrl: config.publicUrl, log: app.log };
  await app.register(employeePolicyRoutes, {
    db,
    notifySigned: (input) => notifyApplicationSigned(noticeDeps, input),
  });
  // Issue 12 items 7 and 8: integrations (partner connections), and cancelling the company policy.
  await app.register(integrationRoutes, { db });
  await app.register(policyCancellationRoutes, { db, mailer: app.mailer, config });
  // Issue 11 part B: add new employee, and creating the account from the invitation.
  await app.register(newHireRoutes, { db, config });
  await app.register(createAccountRoutes, { db, config, renewals: sessionRenewals });
  // Issue 16: a new employer's registration (account and company), before its benefits-administration lead.
  await app.register(registrationRoutes, { db, config, renewals: sessionRenewals });
  // Issue 12: company information (the FEIN and bank numbers sealed with the field cipher).
  await app.register(companySettingsRoutes, { db, cipher });
  // Issue 14: qualifying life events on the employee dashboard (dependents' SSNs sealed; decision 0046).
  await app.register(lifeEventRoutes, { db, cipher });
  // Issue 12 item 1: manage policy (a plan year and its contributions, with the simulation).
  await app.register(companyPolicyRoutes, { db, readInForceShares });
  // Issue 13 item 5: the renewal suite comparison (decision 0039).
  await app.register(renewalSuiteRoutes, { db });
  // Issue 13 items 3 and 6: the employer's renewal (decision 0037).
  await app.register(renewalRoutes, { db, storage: app.fileStorage });
  // Issue 12 items 2 and 3: health plan details (the SBC document from the storage) and the cost of a new hire.
  await app.register(planDetailRoutes, {
    db,
    storage: app.fileStorage,
    maxBytes: config.uploadMaxBytes,
  });
  // Issue 34 item 6: plans' document links (operations) and an offered plan's SBC for the employee (decision 0070).
  await app.register(planDocumentRoutes, { db, storage: app.fileStorage });
  // Issue 14 item 1: the employee dashboard (decision 0041).
  await app.register(employeeDashboardRoutes, { db, storage: app.fileStorage, findComingYearRenewal });
  // Issue 14: claims help on the employee dashboard (decision 0045); its files through the storage adapter.
  await app.register(claimRoutes, { db, storage: app.fileStorage, maxBytes: config.uploadMaxBytes });
  // Issue 15: broker of record (decision 0048): the application, its letters in the storage; its mail is the
  // notices module's jobs (decision 0081).
  await app.register(brokerOfRecordRoutes, {
    db,
    cipher,
    storage: app.fileStorage,
    maxBytes: config.uploadMaxBytes,
    config,
  });
  // Issue 16: benefits-administration registration (decision 0052): the lead, its files in the storage, the
  // payment method's setup with the payment setup provider, the administrators' mail.
  await app.register(benAdminLeadRoutes, {
    db,
    cipher,
    storage: app.fileStorage,
    maxBytes: config.uploadMaxBytes,
    mailer: app.mailer,
    publicUrl: config.publicUrl,
    payments: app.paymentSetup,
  });
  // Issue 16 item 4: large group quote requests (decision 0054), the census in the storage, confirmation mail.
  await app.register(largeGroupRoutes, {
    db,
    cipher,
    storage: app.fileStorage,
    maxBytes: config.uploadMaxBytes,
    mailer: app.mailer,
    publicUrl: config.publicUrl,
  });
  // Issue 18 item 2: carrier enrollment files, 834 and life census (decision 0061), operations only.
  await app.register(carrierFileRoutes, { db, cipher });
  await app.register(carrierIdentifierRoutes, { db });
  // Issue 18 item 3: reconciliation of enrollments, carrier files and payroll (decision 0065).
  await app.register(reconciliationRoutes, { db });
  // Issue 18: operations' view of the job queue (decision 0062).
  await app.register(jobRoutes);
  // Issue 18 item 1: the operations console, application review (decision 0064).
  await app.register(operationsRoutes, { db, mailer: app.mailer, publicUrl: config.publicUrl });
  // Issue 12 item 5: payroll deductions and their CSV exports (decision 0032).
  await app.register(payrollRoutes, { db, checkAfterExport: recordCheckAfterWrite });
  // Issue 12 item 4: invoices and payments (the offline payments provider until issue 16).
  await app.register(billingRoutes, {
    db,
    cipher,
    payments: app.payments,
    mailer: app.mailer,
    publicUrl: config.publicUrl,
    autopayTickMs: config.payments.autopayTickMs,
  });

  // Issue 16 item 2: Stripe's webhook for the subscription's card or bank setup (decision 0053).
  await registerPaymentWebhook(app, {
    provider: app.paymentSetup,
    // The benefits-administration lead the intent was made for moves on, once (decision 0052).
    onSetupIntentSucceeded: async (intent) => {
      await markPaymentSetupSucceeded(db, intent, app.log);
    },
  });

  const renderFirstView = await loadFirstViewRenderer(config.clientDir, config.serverRendering);
  await app.register(clientApp, {
    clientDir: config.clientDir,
    renderFirstView,
    // The partner connect page's form token (decision 0057).
    pageHead: partnerConnectPageHead({ db, config }),
  });

  // Another process's write forgets its cached entries here too (decision 0017); nothing to do on PGlite.
  const stopListening = await listenForCacheInvalidations(db);
  app.addHook('onClose', () => stopListening());
  return app;
}

/**
 * Fastify's trustProxy for TRUST_PROXY (decision 0013). Fastify 5.12 ignores a bare hop count (it trusts no
 * hop then), so a count becomes "trust the `hops` nearest addresses", proxy-addr's hop semantics: right only
 * when the server is reachable through those proxies alone, which is why the README prefers addresses.
 */
export function proxyTrust(
  trustProxy: Config['trustProxy'],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trustProxy !== 'number') return trustProxy;
  return (_address, hop) => hop < trustProxy;
}

declare module 'fastify' {
  interface FastifyInstance {
    cipher: ReturnType<typeof createFieldCipher>;
  }
}

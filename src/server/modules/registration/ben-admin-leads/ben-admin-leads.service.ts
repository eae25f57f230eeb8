import { randomInt } from 'node:crypto';
import { BEN_ADMIN_BASE_PATH, BEN_ADMIN_FLOW, type BenAdminLeadStatus } from '@shared/domain/ben-admin/flow';
import {
  type BenefitInvoiceType,
  hasHealthAccount,
  isPercentageType,
  type LeadContribution,
  type LeadContributionType,
  type LeadFileStorageKey,
  MAX_LEAD_FILES_PER_KEY,
} from '@shared/domain/ben-admin/lead-rules';
import { priceBenAdminSubscription } from '@shared/domain/ben-admin/pricing';
import { toCompanyTokenPrefix } from '@shared/domain/company-token';
import { fieldErrorsFromIssues } from '@shared/errors';
import {
  type BenAdminLead,
  type BenAdminLeadResponse,
  type BenAdminLeadUpdateRequest,
  createAdditionalInformationSchema,
  LEAD_SERVER_MESSAGES,
  type LeadFile,
  leadFilesUploadFieldsSchema,
} from '@shared/schemas/ben-admin-lead';
import type { FastifyBaseLogger } from 'fastify';
import type { Actor } from '../../../access/actor';
import { writeAudit } from '../../../access/audit';
import type { Db } from '../../../db/client';
import { AppError, notFound, validationFailed } from '../../../lib/app-error';
import { listBenefitsAdministrators } from '../../../lib/company-administrators';
import { isUniqueViolation } from '../../../lib/db-errors';
import { type FieldCipher, sealDigits } from '../../../lib/field-crypto';
import type { UploadPart } from '../../../lib/upload-context';
import { assertVersion, versionConflict } from '../../../lib/versioned-write';
import type { Mailer } from '../../../plugins/mail/mailer';
import type { PaymentSetupProvider, SetupIntentView } from '../../../plugins/payments/payment-setup-provider';
import { PaymentProviderError } from '../../../plugins/payments/payments-provider';
import type { FileStorage } from '../../../plugins/storage/file-storage';
import {
  recordStoredFile,
  removeStoredObjects,
  type StoredUpload,
  storeUploadedObject,
  UPLOAD_MESSAGES,
} from '../../platform';
import {
  countLeadFiles,
  externalIdTaken,
  findCompany,
  findLeadOfCompany,
  insertLead,
  insertLeadFile,
  type LeadFileRow,
  type LeadRow,
  type LeadValues,
  listLeadFiles,
  lockCompany,
  lockLead,
  lockLeadOfCompany,
  updateLead,
  updateLeadPaymentBookkeeping,
} from './ben-admin-leads.repository';

/*
 * Benefits-administration registration, the server side (spec 3 §2–§8, issue 16, decision 0052). One lead per
 * company: the landing's count makes it (status payment); the payment method is set up with the payment
 * provider, believed only from the provider (its retrieve, or its signed webhook), which moves it to
 * additional_information; the signed additional information makes it done and e-mails the administrators.
 * Every write locks the lead row and raises its version; a refusal writes nothing. The bank and health-account
 * numbers are sealed with the field cipher and only their last four are ever answered; the signature is kept
 * and never answered. Nothing personal reaches a log line or the audit log (field names, counts, kinds).
 */

export type LeadReadDeps = { db: Db; payments: PaymentSetupProvider };
export type LeadWriteDeps = LeadReadDeps & {
  cipher: FieldCipher;
  mailer: Mailer;
  publicUrl: string;
  log: FastifyBaseLogger;
};
export type LeadFileDeps = LeadReadDeps & { storage: FileStorage; maxBytes: number };

/** Where the payment step sends the person once the payment method is set up (spec 3 §7 redirectPath). */
export const AFTER_PAYMENT_PATH = `${BEN_ADMIN_BASE_PATH}${BEN_ADMIN_FLOW.paths.additionalInformation}`;

/** A lead's files: invoices and health-account documents, as claims and broker of record take them. */
const LEAD_FILE_KINDS = ['pdf', 'png', 'jpeg'] as const;
const LEAD_RECORD = 'ben_admin_lead' as const;

// Letters and digits people read back without confusing them (no 0/O, 1/I/L, U).
const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A short reference for people, "GC-BA-" and five characters (24 million of them; checked unique). */
export function newLeadReference(): string {
  let code = '';
  for (let i = 0; i < 5; i++) code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return `GC-BA-${code}`;
}

const maskLast4 = (last4: string | null) => (last4 ? `••••${last4}` : null);

function toLeadFile(row: LeadFileRow): LeadFile {
  return {
    id: row.id,
    storageKey: row.storageKey as LeadFileStorageKey,
    invoiceType: (row.invoiceType as BenefitInvoiceType | null) ?? null,
    fileName: row.fileName,
    contentType: row.contentType,
    sizeBytes: row.sizeBytes,
    uploadedAt: row.uploadedAt.toISOString(),
  };
}

function toLead(
  row: LeadRow,
  companyIdToken: string,
  files: LeadFileRow[],
  payments: PaymentSetupProvider,
): BenAdminLead {
  const of = (key: LeadFileStorageKey) => files.filter((f) => f.storageKey === key).map(toLeadFile);
  return {
    id: row.id,
    version: row.version,
    companyIdToken,
    employeeCount: row.employeeCount,
    monthlyPriceCents: priceBenAdminSubscription(row.employeeCount),
    companyName: row.companyName,
    externalID: row.externalId,
    status: row.status,
    stripeSetupComplete: row.stripeSetupComplete,
    maskedProviderAccountNumber: maskLast4(row.providerAccountNumberLast4),
    maskedFundingAccountNumber: maskLast4(row.fundingAccountNumberLast4),
    maskedFundingRoutingNumber: maskLast4(row.fundingRoutingNumberLast4),
    contactName: row.contactName,
    contactPhoneNumber: row.contactPhoneNumber,
    brokerName: row.brokerName,
    brokerEmail: row.brokerEmail,
    brokerPhone: row.brokerPhone,
    contributionType: row.contributionType as LeadContributionType,
    contributions: row.contributions,
    otherContributionInformation: row.otherContributionInformation,
    probationaryPeriod: row.probationaryPeriod as BenAdminLead['probationaryPeriod'],
    accountType: row.accountType as BenAdminLead['accountType'],
    yearlyContributionAmount: row.yearlyContributionAmount,
    contributionFrequency: row.contributionFrequency as BenAdminLead['contributionFrequency'],
    provider: row.provider as BenAdminLead['provider'],
    providerOther: row.providerOther,
    fundingBank: row.fundingBank,
    signed: row.signatureImageDataUrl !== null,
    files: of('insurance'),
    employeeHealthAccountFiles: of('health_account'),
    paymentWidget: payments.widget,
  };
}

async function answerLead(deps: LeadReadDeps, companyIdToken: string, row: LeadRow): Promise<BenAdminLead> {
  return toLead(row, companyIdToken, await listLeadFiles(deps.db, row.id), deps.payments);
}

async function requireCompany(db: Db, companyId: string) {
  const company = await findCompany(db, companyId);
  if (!company) throw notFound('That company');
  return company;
}

/** GET /api/v1/ben_admin_leads: the company's lead (null before Get Started), its name and the widget. */
export async function readBenAdminLead(deps: LeadReadDeps, companyId: string): Promise<BenAdminLeadResponse> {
  const company = await requireCompany(deps.db, companyId);
  const row = await findLeadOfCompany(deps.db, companyId);
  return {
    benAdminLead: row ? await answerLead(deps, company.idToken, row) : null,
    companyIdToken: company.idToken,
    companyName: company.name,
    paymentWidget: deps.payments.widget,
  };
}

const auditOf = (actor: Actor, companyId: string, leadId: string) => ({
  accountId: actor.accountId,
  sessionId: actor.sessionId,
  companyId,
  subjectType: 'ben_admin_lead',
  subjectId: leadId,
});

/** Refuses a write based on another version of the lead than the latest. */
const assertLeadVersion = (row: LeadRow, version: number) =>
  assertVersion(row.version, version, LEAD_SERVER_MESSAGES.staleVersion);

/** Refuses a write that the lead's status does not allow (its step is behind or done). */
function wrongStatus(status: BenAdminLeadStatus): AppError {
  return new AppError(
    'conflict',
    status === 'done' ? LEAD_SERVER_MESSAGES.alreadyDone : LEAD_SERVER_MESSAGES.notAtThisStep,
  );
}

/**
 * PUT /api/v1/ben_admin_leads: the subscription's count (creates the lead, or changes it while payment is not
 * set up) or the additional information (signs it: the lead is done, the administrators are e-mailed).
 */
export async function saveBenAdminLead(
  deps: LeadWriteDeps,
  actor: Actor,
  companyId: string,
  body: BenAdminLeadUpdateRequest,
): Promise<BenAdminLead> {
  const company = await requireCompany(deps.db, companyId);
  const lead = body.benAdminLead;
  if (lead.section === 'subscription') {
    const row = await saveSubscription(deps, actor, company, lead.version, lead.employeeCount);
    return answerLead(deps, company.idToken, row);
  }
  const { section: _section, version, ...information } = lead;
  const row = await saveAdditionalInformation(deps, actor, companyId, version, information);
  await tellAdministrators(deps, company, row);
  return answerLead(deps, company.idToken, row);
}

async function saveSubscription(
  deps: LeadWriteDeps,
  actor: Actor,
  company: { id: string; name: string },
  version: number | null,
  employeeCount: number,
): Promise<LeadRow> {
  try {
    return await deps.db.transaction(async (tx) => {
      if (!(await lockCompany(tx, company.id))) throw notFound('That company');
      const existing = await lockLeadOfCompany(tx, company.id);
      if (version === null) {
        if (existing) throw new AppError('conflict', LEAD_SERVER_MESSAGES.alreadyStarted);
        const row = await insertLead(tx, {
          companyId: company.id,
          createdByAccountId: actor.accountId,
          status: 'payment',
          employeeCount,
          companyName: company.name,
          externalId: await newUniqueReference(tx),
        });
        await writeAudit(tx, {
          ...auditOf(actor, company.id, row.id),
          action: 'ben_admin_lead.created',
          details: { employeeCount },
        });
        return row;
      }
      if (!existing) throw versionConflict(LEAD_SERVER_MESSAGES.staleVersion);
      if (existing.stripeSetupComplete || existing.status !== 'payment')
        throw new AppError('conflict', LEAD_SERVER_MESSAGES.subscriptionSetUp);
      assertLeadVersion(existing, version);
      await writeAudit(tx, {
        ...auditOf(actor, company.id, existing.id),
        action: 'ben_admin_lead.subscription_changed',
        details: { from: existing.employeeCount, to: employeeCount },
      });
      return updateLead(tx, existing, { employeeCount });
    });
  } catch (err) {
    // Two first saves that raced past each other's lock (the company row serialises them; this is the index).
    if (isUniqueViolation(err)) throw new AppError('conflict', LEAD_SERVER_MESSAGES.alreadyStarted);
    throw err;
  }
}

async function newUniqueReference(tx: Db): Promise<string> {
  for (let attempt = 0; attempt < 8; attempt++) {
    const reference = newLeadReference();
    if (!(await externalIdTaken(tx, reference))) return reference;
  }
  throw new Error('No free lead reference after 8 attempts.');
}

type AdditionalInformationInput = Omit<
  Extract<BenAdminLeadUpdateRequest['benAdminLead'], { section: 'additional_information' }>,
  'section' | 'version'
>;

/** A contribution row as kept: the values of its type only (percentages, or dollar amounts). */
function keptContribution(type: LeadContributionType, row: LeadContribution): LeadContribution {
  const percent = isPercentageType(type);
  return {
    name: row.name,
    employeePercentage: percent ? row.employeePercentage : null,
    dependentPercentage: percent ? row.dependentPercentage : null,
    employeeFixedAmount: percent ? null : row.employeeFixedAmount,
    dependentFixedAmount: percent ? null : row.dependentFixedAmount,
  };
}

async function saveAdditionalInformation(
  deps: LeadWriteDeps,
  actor: Actor,
  companyId: string,
  version: number,
  input: AdditionalInformationInput,
): Promise<LeadRow> {
  const { cipher } = deps;
  return deps.db.transaction(async (tx) => {
    const row = await lockLeadOfCompany(tx, companyId);
    if (!row) throw new AppError('conflict', LEAD_SERVER_MESSAGES.notAtThisStep);
    if (row.status !== 'additional_information') throw wrongStatus(row.status);
    assertLeadVersion(row, version);
    // Again, with what is on file: an empty number keeps the one on file, so it is required only without one.
    const parsed = createAdditionalInformationSchema({
      providerAccountNumber: row.providerAccountNumberEncrypted !== null,
      fundingAccountNumber: row.fundingAccountNumberEncrypted !== null,
      fundingRoutingNumber: row.fundingRoutingNumberEncrypted !== null,
    }).safeParse(input);
    if (!parsed.success) throw validationFailed(fieldErrorsFromIssues(parsed.error.issues));
    const info = parsed.data;
    const account = hasHealthAccount(info.accountType);
    const values: LeadValues = {
      companyName: info.companyName,
      contactName: info.contactName,
      contactPhoneNumber: info.contactPhoneNumber,
      brokerName: info.brokerName,
      brokerEmail: info.brokerEmail,
      brokerPhone: info.brokerPhone,
      contributionType: info.contributionType,
      contributions: info.contributions.map((c) => keptContribution(info.contributionType, c)),
      otherContributionInformation: info.otherContributionInformation,
      probationaryPeriod: info.probationaryPeriod,
      accountType: info.accountType,
      // Without a health account, nothing of one is kept (the numbers least of all).
      yearlyContributionAmount: account ? info.yearlyContributionAmount : null,
      contributionFrequency: account ? info.contributionFrequency : null,
      provider: account ? info.provider : null,
      providerOther: account && info.provider === 'other' ? info.providerOther : '',
      fundingBank: account ? info.fundingBank : '',
      signatureImageDataUrl: info.signature,
      signedAt: new Date(),
      signedByAccountId: actor.accountId,
      status: 'done',
    };
    if (!account)
      Object.assign(values, {
        providerAccountNumberEncrypted: null,
        providerAccountNumberLast4: null,
        fundingAccountNumberEncrypted: null,
        fundingAccountNumberLast4: null,
        fundingRoutingNumberEncrypted: null,
        fundingRoutingNumberLast4: null,
      } satisfies LeadValues);
    else {
      if (info.providerAccountNumber)
        Object.assign(values, {
          // Letters, digits and dashes: kept as typed (sealDigits would drop the letters).
          providerAccountNumberEncrypted: cipher.encrypt(info.providerAccountNumber),
          providerAccountNumberLast4: info.providerAccountNumber.slice(-4),
        } satisfies LeadValues);
      if (info.fundingAccountNumber) {
        const sealed = sealDigits(cipher, info.fundingAccountNumber);
        Object.assign(values, {
          fundingAccountNumberEncrypted: sealed.encrypted,
          fundingAccountNumberLast4: sealed.last4,
        } satisfies LeadValues);
      }
      if (info.fundingRoutingNumber) {
        const sealed = sealDigits(cipher, info.fundingRoutingNumber);
        Object.assign(values, {
          fundingRoutingNumberEncrypted: sealed.encrypted,
          fundingRoutingNumberLast4: sealed.last4,
        } satisfies LeadValues);
      }
    }
    const updated = await updateLead(tx, row, values);
    // The field names sent, never their values.
    await writeAudit(tx, {
      ...auditOf(actor, companyId, row.id),
      action: 'ben_admin_lead.signed',
      details: {
        from: row.status,
        to: 'done',
        accountType: info.accountType,
        numbersChanged: account
          ? (['providerAccountNumber', 'fundingAccountNumber', 'fundingRoutingNumber'] as const).filter(
              (field) => info[field] !== '',
            )
          : [],
      },
    });
    return updated;
  });
}

/** E-mails each administrator that the registration is complete; a failed message is logged (counts only). */
async function tellAdministrators(
  deps: LeadWriteDeps,
  company: { id: string; idToken: string; name: string },
  lead: LeadRow,
) {
  const administrators = await listBenefitsAdministrators(deps.db, company.id);
  const base = deps.publicUrl.replace(/\/+$/, '');
  const registrationUrl = `${base}${BEN_ADMIN_BASE_PATH}${BEN_ADMIN_FLOW.paths.done}?company_id_token=${encodeURIComponent(toCompanyTokenPrefix(company.idToken))}`;
  let failed = 0;
  for (const administrator of administrators) {
    try {
      await deps.mailer.sendMail('benAdminRegistrationComplete', administrator.email, {
        administratorName: administrator.name,
        companyName: lead.companyName,
        reference: lead.externalId,
        brokerName: lead.brokerName,
        registrationUrl,
      });
    } catch {
      failed += 1;
    }
  }
  if (failed > 0)
    deps.log.warn(
      { leadId: lead.id, failed, sent: administrators.length - failed },
      'benefits administration registration mail failed',
    );
}

// ---------------------------------------------------------------------------------------------------------
// Files

/** GET /api/v1/ben_admin_leads/files: one set's files, oldest first (none before the lead exists). */
export async function listBenAdminLeadFiles(
  db: Db,
  companyId: string,
  storageKey: LeadFileStorageKey,
): Promise<{ files: LeadFile[] }> {
  const lead = await findLeadOfCompany(db, companyId);
  return { files: lead ? (await listLeadFiles(db, lead.id, storageKey)).map(toLeadFile) : [] };
}

/** One part of the multipart upload, as the route hands it over. */
export type LeadUploadPart = UploadPart;

/** Thrown by the route's part reader when the form has more files than one set holds. */
export class TooManyLeadFilesError extends Error {}

/**
 * PATCH /api/v1/ben_admin_leads/files: one or more files into one set (storage_key; an insurance invoice may
 * name its benefit). The text fields come first; each file is sniffed (PDF, PNG or JPEG), size-limited and
 * stored as it arrives; any refusal removes what was stored and answers 400 (nothing recorded). Then, under the
 * lead's lock, the set may not go over MAX_LEAD_FILES_PER_KEY (409), and the lead must be at
 * additional_information (409). Files add and contradict nothing, so they are not based on a version and do not
 * raise it: the form's save that follows the upload (spec 3 §4) sends the version it read.
 */
export async function uploadBenAdminLeadFiles(
  deps: LeadFileDeps,
  actor: Actor,
  input: { companyId: string; idToken: string; parts: AsyncIterable<LeadUploadPart> },
): Promise<{ files: LeadFile[] }> {
  const { db, storage } = deps;
  const fields: Record<string, string> = {};
  let checked: { storageKey: LeadFileStorageKey; invoiceType: BenefitInvoiceType | null } | null = null;
  const uploads: StoredUpload[] = [];
  const refuse = (field: string, message: string) => validationFailed({ [field]: message }, message);
  try {
    for await (const part of input.parts) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value.trim();
        continue;
      }
      if (part.fieldname !== 'files') {
        part.file.resume();
        throw refuse(part.fieldname, LEAD_SERVER_MESSAGES.filesField);
      }
      if (!checked) {
        checked = checkUploadFields(input, fields);
        const lead = await findLeadOfCompany(db, input.companyId);
        assertUploadAllowed(lead);
      }
      if (part.filename === '') {
        part.file.resume();
        throw refuse('files', UPLOAD_MESSAGES.missing);
      }
      const result = await storeUploadedObject(
        deps,
        { filename: part.filename, file: part.file },
        LEAD_FILE_KINDS,
      );
      if ('refused' in result) throw refuse('files', result.refused);
      uploads.push(result);
    }
  } catch (err) {
    await removeStoredObjects(
      storage,
      uploads.map((u) => u.storageKey),
    );
    if (err instanceof AppError) throw err;
    if (err instanceof TooManyLeadFilesError) throw refuse('files', LEAD_SERVER_MESSAGES.tooManyFiles);
    throw refuse('files', UPLOAD_MESSAGES.broken);
  }
  if (!checked || uploads.length === 0) throw refuse('files', UPLOAD_MESSAGES.missing);
  const { storageKey, invoiceType } = checked;
  try {
    await db.transaction(async (tx) => {
      const lead = await lockLeadOfCompany(tx, input.companyId);
      assertUploadAllowed(lead);
      if ((await countLeadFiles(tx, lead.id, storageKey)) + uploads.length > MAX_LEAD_FILES_PER_KEY)
        throw new AppError('conflict', LEAD_SERVER_MESSAGES.tooManyFiles);
      for (const upload of uploads) {
        const storedFileId = await recordStoredFile(tx, {
          ...upload,
          companyId: input.companyId,
          recordType: LEAD_RECORD,
          recordId: lead.id,
          uploadedByAccountId: actor.accountId,
        });
        await insertLeadFile(tx, { leadId: lead.id, storedFileId, storageKey, invoiceType });
      }
      // Types and sizes, never the files' names (names of invoices often name people).
      await writeAudit(tx, {
        ...auditOf(actor, input.companyId, lead.id),
        action: 'ben_admin_lead.files_uploaded',
        details: {
          storageKey,
          invoiceType,
          files: uploads.map((u) => ({ contentType: u.contentType, sizeBytes: u.sizeBytes })),
        },
      });
    });
  } catch (err) {
    await removeStoredObjects(
      storage,
      uploads.map((u) => u.storageKey),
    );
    throw err;
  }
  return listBenAdminLeadFiles(db, input.companyId, storageKey);
}

/** The upload's text fields: the set, the invoice's benefit (insurance only), and the company's token. */
function checkUploadFields(
  input: { idToken: string },
  fields: Record<string, string>,
): { storageKey: LeadFileStorageKey; invoiceType: BenefitInvoiceType | null } {
  const parsed = leadFilesUploadFieldsSchema.safeParse({
    storage_key: fields.storage_key,
    invoice_type: fields.invoice_type || undefined,
    company_id_token: fields.company_id_token || undefined,
  });
  if (!parsed.success) {
    const fieldErrors = fieldErrorsFromIssues(parsed.error.issues);
    throw validationFailed(fieldErrors, Object.values(fieldErrors)[0]);
  }
  const token = parsed.data.company_id_token;
  if (token && token !== input.idToken && token !== toCompanyTokenPrefix(input.idToken))
    throw validationFailed(
      { company_id_token: LEAD_SERVER_MESSAGES.tokenMismatch },
      LEAD_SERVER_MESSAGES.tokenMismatch,
    );
  const storageKey = parsed.data.storage_key;
  const invoiceType = parsed.data.invoice_type ?? null;
  if (invoiceType && storageKey !== 'insurance')
    throw validationFailed(
      { invoice_type: LEAD_SERVER_MESSAGES.invoiceTypeInsuranceOnly },
      LEAD_SERVER_MESSAGES.invoiceTypeInsuranceOnly,
    );
  return { storageKey, invoiceType };
}

function assertUploadAllowed(lead: LeadRow | null): asserts lead is LeadRow {
  if (!lead) throw new AppError('conflict', LEAD_SERVER_MESSAGES.notAtThisStep);
  if (lead.status !== 'additional_information') throw wrongStatus(lead.status);
}

// ---------------------------------------------------------------------------------------------------------
// Payment setup

/**
 * POST payment_setup_intent: a setup intent for the lead's payment method. The provider's customer is made
 * once (its idempotency key is the lead's id); each call makes a fresh intent (the key adds a counter raised
 * first, so a retry after a failure is not answered the failed one); the latest intent's id is kept. No
 * provider call is made while the lead's row is locked.
 */
export async function createLeadPaymentSetupIntent(
  deps: LeadReadDeps,
  actor: Actor,
  companyId: string,
): Promise<{ clientSecret: string }> {
  const { db, payments } = deps;
  const begun = await db.transaction(async (tx) => {
    const lead = await lockLeadOfCompany(tx, companyId);
    assertPaymentOpen(lead);
    const setupIntentCount = lead.setupIntentCount + 1;
    await updateLeadPaymentBookkeeping(tx, lead.id, { setupIntentCount });
    return { lead, setupIntentCount };
  });
  const { lead } = begun;
  const metadata = { leadId: lead.id, companyId };
  let customerId = lead.stripeCustomerId;
  if (!customerId) {
    const customer = await payments.createCustomer({
      email: actor.email,
      name: lead.companyName,
      metadata,
      idempotencyKey: `ben-admin-lead-customer-${lead.id}`,
    });
    customerId = customer.id;
  }
  const intent = await payments.createSetupIntent({
    customerId,
    metadata,
    idempotencyKey: `ben-admin-lead-setup-${lead.id}-${begun.setupIntentCount}`,
  });
  await db.transaction(async (tx) => {
    const locked = await lockLead(tx, lead.id);
    assertPaymentOpen(locked);
    await updateLeadPaymentBookkeeping(tx, lead.id, {
      // The same key gives the same customer, so a racing call stored this very id.
      stripeCustomerId: locked.stripeCustomerId ?? customerId,
      setupIntentId: intent.id,
    });
    await writeAudit(tx, {
      ...auditOf(actor, companyId, lead.id),
      action: 'ben_admin_lead.payment_setup_started',
      details: { attempt: begun.setupIntentCount },
    });
  });
  return { clientSecret: intent.clientSecret };
}

function assertPaymentOpen(lead: LeadRow | null): asserts lead is LeadRow {
  if (!lead) throw new AppError('conflict', LEAD_SERVER_MESSAGES.noSubscription);
  if (lead.stripeSetupComplete || lead.status !== 'payment')
    throw new AppError('conflict', LEAD_SERVER_MESSAGES.subscriptionSetUp);
}

/** Whether an intent is this lead's: made for it (metadata) under its customer. */
function isIntentOfLead(intent: SetupIntentView, lead: LeadRow): boolean {
  return (
    intent.metadata.leadId === lead.id &&
    lead.stripeCustomerId !== null &&
    intent.customerId === lead.stripeCustomerId
  );
}

/**
 * POST payment_setup_intent_confirmation: what the provider says of the intent the browser confirmed (never
 * the browser's word). Succeeded: the lead moves on to additional_information, and the page goes there;
 * waiting on the person or the bank: 409 with what to do; declined: 400 with the provider's reason as the
 * form's error; another lead's intent, or one the provider does not know: 404. Once set up, the same answer.
 */
export async function confirmLeadPaymentSetup(
  deps: LeadReadDeps,
  actor: Actor,
  companyId: string,
  setupIntentId: string,
): Promise<{ redirectPath: string }> {
  const lead = await findLeadOfCompany(deps.db, companyId);
  if (!lead) throw new AppError('conflict', LEAD_SERVER_MESSAGES.noSubscription);
  if (lead.stripeSetupComplete) return { redirectPath: AFTER_PAYMENT_PATH };
  let intent: SetupIntentView;
  try {
    intent = await deps.payments.retrieveSetupIntent(setupIntentId);
  } catch (err) {
    if (err instanceof PaymentProviderError) throw notFound('That payment setup');
    throw err;
  }
  if (!isIntentOfLead(intent, lead)) throw notFound('That payment setup');
  switch (intent.status) {
    case 'succeeded':
      await deps.db.transaction(async (tx) => {
        const locked = await lockLead(tx, lead.id);
        if (!locked) throw notFound('That payment setup');
        await recordPaymentSetUp(tx, locked, intent, actor);
      });
      return { redirectPath: AFTER_PAYMENT_PATH };
    case 'requires_action':
    case 'requires_confirmation':
      throw new AppError('conflict', LEAD_SERVER_MESSAGES.paymentNeedsAction);
    case 'processing':
      throw new AppError('conflict', LEAD_SERVER_MESSAGES.paymentProcessing);
    case 'requires_payment_method':
      throw new AppError(
        'validation_failed',
        intent.lastErrorMessage ?? LEAD_SERVER_MESSAGES.paymentDeclined,
      );
    case 'canceled':
      throw new AppError('conflict', LEAD_SERVER_MESSAGES.paymentCanceled);
  }
}

/**
 * The succeeded setup's one transition, under the lead's lock: set up, the intent and the method's kind kept,
 * status additional_information. Nothing when it is already set up (the browser and the webhook both report it).
 */
async function recordPaymentSetUp(
  tx: Db,
  lead: LeadRow,
  intent: SetupIntentView,
  actor: Actor | null,
): Promise<'recorded' | 'already'> {
  if (lead.stripeSetupComplete) return 'already';
  await updateLead(tx, lead, {
    stripeSetupComplete: true,
    setupIntentId: intent.id,
    paymentMethodKind: intent.paymentMethodKind,
    paymentSetupAt: new Date(),
    status: lead.status === 'payment' ? 'additional_information' : lead.status,
  });
  await writeAudit(tx, {
    accountId: actor?.accountId ?? null,
    sessionId: actor?.sessionId ?? null,
    companyId: lead.companyId,
    subjectType: 'ben_admin_lead',
    subjectId: lead.id,
    action: 'ben_admin_lead.payment_set_up',
    details: { via: actor ? 'confirmation' : 'webhook', paymentMethodKind: intent.paymentMethodKind },
  });
  return 'recorded';
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The webhook's `setup_intent.succeeded` (decision 0052): the lead named by the intent's metadata, if the
 * intent is its (customer matches), moves on as the confirmation would. Idempotent; an intent of no lead of
 * ours (another product's, or a lead since removed) is ignored. Logs ids and outcomes only.
 */
export async function markPaymentSetupSucceeded(
  db: Db,
  intent: SetupIntentView,
  log?: Pick<FastifyBaseLogger, 'info' | 'warn'>,
): Promise<'recorded' | 'already' | 'ignored'> {
  const leadId = intent.metadata.leadId;
  const outcome =
    intent.status !== 'succeeded' || typeof leadId !== 'string' || !UUID.test(leadId)
      ? 'ignored'
      : await db.transaction(async (tx) => {
          const lead = await lockLead(tx, leadId);
          if (!lead || !isIntentOfLead(intent, lead)) return 'ignored' as const;
          return recordPaymentSetUp(tx, lead, intent, null);
        });
  if (outcome === 'ignored')
    log?.warn({ setupIntentId: intent.id }, 'setup intent of no benefits administration lead ignored');
  else log?.info({ setupIntentId: intent.id, outcome }, 'benefits administration payment setup recorded');
  return outcome;
}

/**
 * The company's benefits-administration registration while it waits on the administrator (payment or the
 * benefits information), for the employer dashboard's to-do list; null when there is none or it is done.
 */
export async function findOpenRegistration(
  db: Db,
  companyId: string,
): Promise<{ status: Exclude<BenAdminLeadStatus, 'done'> } | null> {
  const lead = await findLeadOfCompany(db, companyId);
  if (!lead || lead.status === 'done') return null;
  return { status: lead.status };
}

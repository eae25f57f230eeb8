import { randomInt } from 'node:crypto';
import { BEN_ADMIN_BASE_PATH, BEN_ADMIN_FLOW, type BenAdminLeadStatus } from '@shared/domain/ben-admin/flow';
import {
  type BenefitInvoiceType,
  hasHealthAccount,
  type LeadContribution,
  type LeadFileStorageKey,
} from '@shared/domain/ben-admin/lead-rules';
import { priceBenAdminSubscription } from '@shared/domain/ben-admin/pricing';
import { toCompanyTokenPrefix } from '@shared/domain/company-token';
import { isPercentageContribution } from '@shared/domain/contributions/contribution-types';
import type { ContributionType } from '@shared/domain/enums';
import { fromCentsOrNull, toCentsOrNull } from '@shared/domain/money/money';
import { fieldErrorsFromIssues } from '@shared/errors';
import {
  type BenAdminLead,
  type BenAdminLeadResponse,
  type BenAdminLeadUpdateRequest,
  createAdditionalInformationSchema,
  LEAD_SERVER_MESSAGES,
  type LeadFile,
} from '@shared/schemas/ben-admin-lead';
import type { FastifyBaseLogger } from 'fastify';
import type { Actor } from '../../../access/actor';
import { writeAudit } from '../../../access/audit';
import type { Db } from '../../../db/client';
import type { StoredLeadContribution } from '../../../db/schema';
import { AppError, notFound, validationFailed } from '../../../lib/app-error';
import { clock } from '../../../lib/clock';
import { notifyCompanyAdministrators } from '../../../lib/company-administrators';
import { lockCompany } from '../../../lib/company-lock';
import { isUniqueViolation } from '../../../lib/db-errors';
import { type FieldCipher, sealDigits } from '../../../lib/field-crypto';
import { assertVersion, versionConflict } from '../../../lib/versioned-write';
import type { Mailer } from '../../../plugins/mail/mailer';
import type { PaymentSetupProvider } from '../../../plugins/payments/payment-setup-provider';
import type { FileStorage } from '../../../plugins/storage/file-storage';
import {
  externalIdTaken,
  findCompany,
  findLeadOfCompany,
  insertLead,
  type LeadFileRow,
  type LeadRow,
  type LeadValues,
  listLeadFiles,
  lockLeadOfCompany,
  updateLead,
} from './ben-admin-leads.repository';

/*
 * Benefits-administration registration, the server side (docs/spec/3 §2–§8, issue 16, decision 0052). One lead per
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

/** Where the payment step sends the person once the payment method is set up (docs/spec/3 §7 redirectPath). */
export const AFTER_PAYMENT_PATH = `${BEN_ADMIN_BASE_PATH}${BEN_ADMIN_FLOW.paths.additionalInformation}`;

/** A lead's files: invoices and health-account documents, as claims and broker of record take them. */
export const LEAD_FILE_KINDS = ['pdf', 'png', 'jpeg'] as const;
export const LEAD_RECORD = 'ben_admin_lead' as const;

// Letters and digits people read back without confusing them (no 0/O, 1/I/L, U).
const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A short reference for people, "GC-BA-" and five characters (24 million of them; checked unique). */
export function newLeadReference(): string {
  let code = '';
  for (let i = 0; i < 5; i++) code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return `GC-BA-${code}`;
}

const maskLast4 = (last4: string | null) => (last4 ? `••••${last4}` : null);

export function toLeadFile(row: LeadFileRow): LeadFile {
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
    contributionType: row.contributionType as ContributionType,
    contributions: row.contributions.map(({ employeeFixedAmountCents, dependentFixedAmountCents, ...c }) => ({
      ...c,
      employeeFixedAmount: fromCentsOrNull(employeeFixedAmountCents),
      dependentFixedAmount: fromCentsOrNull(dependentFixedAmountCents),
    })),
    otherContributionInformation: row.otherContributionInformation,
    probationaryPeriod: row.probationaryPeriod as BenAdminLead['probationaryPeriod'],
    accountType: row.accountType as BenAdminLead['accountType'],
    yearlyContributionAmount: fromCentsOrNull(row.yearlyContributionAmountCents),
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

export const auditOf = (actor: Actor, companyId: string, leadId: string) => ({
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
export function wrongStatus(status: BenAdminLeadStatus): AppError {
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
/** The row as stored: the type's own fields kept, amounts in cents. */
function keptContribution(type: ContributionType, row: LeadContribution): StoredLeadContribution {
  const percent = isPercentageContribution(type);
  return {
    name: row.name,
    employeePercentage: percent ? row.employeePercentage : null,
    dependentPercentage: percent ? row.dependentPercentage : null,
    employeeFixedAmountCents: percent ? null : toCentsOrNull(row.employeeFixedAmount),
    dependentFixedAmountCents: percent ? null : toCentsOrNull(row.dependentFixedAmount),
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
      yearlyContributionAmountCents: account ? toCentsOrNull(info.yearlyContributionAmount) : null,
      contributionFrequency: account ? info.contributionFrequency : null,
      provider: account ? info.provider : null,
      providerOther: account && info.provider === 'other' ? info.providerOther : '',
      fundingBank: account ? info.fundingBank : '',
      signatureImageDataUrl: info.signature,
      signedAt: clock.now(),
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
  const base = deps.publicUrl.replace(/\/+$/, '');
  const registrationUrl = `${base}${BEN_ADMIN_BASE_PATH}${BEN_ADMIN_FLOW.paths.done}?company_id_token=${encodeURIComponent(toCompanyTokenPrefix(company.idToken))}`;
  await notifyCompanyAdministrators(deps, company.id, 'benAdminRegistrationComplete', (administrator) => ({
    administratorName: administrator.name,
    companyName: lead.companyName,
    reference: lead.externalId,
    brokerName: lead.brokerName,
    registrationUrl,
  }));
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

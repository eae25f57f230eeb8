import { COMPANY_SETTINGS_MESSAGES } from '@shared/domain/company-settings/company-settings';
import { extractDigits, maskEin } from '@shared/domain/identifiers';
import {
  type BankingRequest,
  type CompanyDetailsRequest,
  type CompanyInformation,
  createBankingSchema,
  createCompanyDetailsSchema,
  type PrimaryContactRequest,
  primaryContactRequestSchema,
} from '@shared/schemas/company-settings';
import type { Actor } from '../../../access/actor';
import { writeAudit } from '../../../access/audit';
import type { Db } from '../../../db/client';
import { notFound } from '../../../lib/app-error';
import { invalidateCompanyContext } from '../../../lib/application-context';
import { clock } from '../../../lib/clock';
import { invalidateCompanyPeople } from '../../../lib/company-people';
import { type FieldCipher, sealDigits } from '../../../lib/field-crypto';
import { parseOrFail } from '../../../lib/parse-or-fail';
import { assertVersion } from '../../../lib/versioned-write';

import { type CompanySettingsValues, saveCompanyFields } from '../companies/companies.service';
import {
  type CompanySettingsRow,
  findCompanyPolicyIds,
  findCompanySettings,
  lockCompanySettings,
} from './company-settings.repository';

/**
 * Company information (issue 12 item 6, decision 0028): company details, primary contact and banking. Each
 * save is one transaction that locks the company row, checks the version the screen read (409
 * version_conflict), validates with the shared schema against what is on file (every field error at once),
 * writes, raises the version and audits the names of the fields it changed, never their values. The FEIN and
 * both bank numbers are sealed with the field cipher and only their last four ever leave the server. A new
 * legal name is forgotten by the caches that show it (the application's company side, the employee list)
 * after the commit.
 */

type FormName = 'company_details' | 'primary_contact' | 'banking_information';

/** The company's information as the three forms show it. */
export async function readCompanyInformation(db: Db, companyId: string): Promise<CompanyInformation> {
  const row = await findCompanySettings(db, companyId);
  if (!row) throw notFound('That company');
  return toCompanyInformation(row);
}

function toCompanyInformation(row: CompanySettingsRow): CompanyInformation {
  const hasBank =
    row.bankName !== null &&
    row.bankAccountType !== null &&
    row.bankRoutingLast4 !== null &&
    row.bankAccountLast4 !== null;
  return {
    companyId: row.id,
    version: row.version,
    details: {
      legalName: row.name,
      dbaName: row.dbaName,
      feinMasked: row.taxIdLast4 ? maskEin(row.taxIdLast4) : null,
      entityType: row.entityType,
      industryCode: row.industryCode,
      address1: row.address1,
      address2: row.address2,
      city: row.city,
      state: row.state,
      zip: row.zip,
      phone: row.phone,
    },
    primaryContact: {
      firstName: row.contactFirstName,
      lastName: row.contactLastName,
      title: row.contactTitle,
      email: row.contactEmail,
      phone: row.contactPhone,
    },
    banking: hasBank
      ? {
          bankName: row.bankName!,
          accountType: row.bankAccountType!,
          routingNumberLast4: row.bankRoutingLast4!,
          accountNumberLast4: row.bankAccountLast4!,
          updatedAt: row.bankUpdatedAt?.toISOString() ?? null,
        }
      : null,
  };
}

/** The names of the fields whose new value differs from the stored one (an undefined value is not written). */
function changedFields(row: CompanySettingsRow, values: CompanySettingsValues): string[] {
  return Object.entries(values)
    .filter(([key, value]) => value !== undefined && value !== row[key as keyof CompanySettingsRow])
    .map(([key]) => key);
}

/** A secret number typed again: whether it differs from the sealed one on file. */
function differsFromSealed(cipher: FieldCipher, sealed: string | null, digits: string): boolean {
  return sealed === null || cipher.decrypt(sealed) !== digits;
}

async function writeCompanySettings(
  db: Db,
  actor: Actor,
  target: { companyId: string; version: number; form: FormName },
  write: (
    row: CompanySettingsRow,
  ) =>
    | { values: CompanySettingsValues; changed: string[] }
    | Promise<{ values: CompanySettingsValues; changed: string[] }>,
): Promise<CompanyInformation> {
  const { nameChanged, companyPolicyIds } = await db.transaction(async (tx) => {
    const row = await lockCompanySettings(tx, target.companyId);
    if (!row) throw notFound('That company');
    assertVersion(row.version, target.version, COMPANY_SETTINGS_MESSAGES.version);
    const { values, changed } = await write(row);
    if (changed.length === 0) return { nameChanged: false, companyPolicyIds: [] };
    await saveCompanyFields(tx, row.id, row.version, values);
    await writeAudit(tx, {
      accountId: actor.accountId,
      sessionId: actor.sessionId,
      companyId: row.id,
      action: `company.${target.form}_updated`,
      subjectType: 'company',
      subjectId: row.id,
      details: { fields: changed },
    });
    const nameChanged = changed.includes('name');
    return { nameChanged, companyPolicyIds: nameChanged ? await findCompanyPolicyIds(tx, row.id) : [] };
  });
  if (nameChanged) {
    await invalidateCompanyContext(db, companyPolicyIds);
    await invalidateCompanyPeople(db, [target.companyId]);
  }
  return readCompanyInformation(db, target.companyId);
}

/**
 * Company details: legal name, DBA, FEIN (kept when left empty), legal form, NAICS code, address and phone.
 * The state is where the company's plans are filed: moving it is for support, so a new state is refused.
 */
export function saveCompanyDetails(
  db: Db,
  cipher: FieldCipher,
  actor: Actor,
  companyId: string,
  request: CompanyDetailsRequest,
): Promise<CompanyInformation> {
  return writeCompanySettings(
    db,
    actor,
    { companyId, version: request.version, form: 'company_details' },
    (row) => {
      const details = parseOrFail(
        createCompanyDetailsSchema({ hasFeinOnFile: row.taxIdEncrypted !== null }),
        request,
        request.state === row.state ? {} : { state: COMPANY_SETTINGS_MESSAGES.stateChange },
      );
      const values: CompanySettingsValues = {
        name: details.legalName,
        dbaName: details.dbaName || null,
        entityType: details.entityType,
        industryCode: details.industryCode,
        address1: details.address1,
        address2: details.address2 || null,
        city: details.city,
        zip: details.zip,
        phone: details.phone,
      };
      const changed = changedFields(row, values);
      const fein = extractDigits(details.fein);
      if (fein !== '' && differsFromSealed(cipher, row.taxIdEncrypted, fein)) {
        const sealed = sealDigits(cipher, fein);
        Object.assign(values, { taxIdEncrypted: sealed.encrypted, taxIdLast4: sealed.last4 });
        changed.push('fein');
      }
      return { values, changed };
    },
  );
}

/** The primary contact: name, title, email and phone. */
export function savePrimaryContact(
  db: Db,
  actor: Actor,
  companyId: string,
  request: PrimaryContactRequest,
): Promise<CompanyInformation> {
  return writeCompanySettings(
    db,
    actor,
    { companyId, version: request.version, form: 'primary_contact' },
    (row) => {
      const contact = parseOrFail(primaryContactRequestSchema, request);
      const values: CompanySettingsValues = {
        contactFirstName: contact.firstName,
        contactLastName: contact.lastName,
        contactTitle: contact.title,
        contactEmail: contact.email,
        contactPhone: contact.phone,
      };
      return { values, changed: changedFields(row, values) };
    },
  );
}

/**
 * Banking information: the bank, the account type and the numbers. An empty number keeps the one on file; a
 * new routing number needs its account number (the shared rule). Both numbers are sealed.
 */
export function saveBankingInformation(
  db: Db,
  cipher: FieldCipher,
  actor: Actor,
  companyId: string,
  request: BankingRequest,
): Promise<CompanyInformation> {
  return writeCompanySettings(
    db,
    actor,
    { companyId, version: request.version, form: 'banking_information' },
    (row) => {
      const hasAccountOnFile = row.bankRoutingEncrypted !== null && row.bankAccountEncrypted !== null;
      const banking = parseOrFail(createBankingSchema({ hasAccountOnFile }), request);
      const values: CompanySettingsValues = {
        bankName: banking.bankName,
        bankAccountType: banking.accountType,
      };
      const changed = changedFields(row, values);
      if (
        banking.routingNumber !== '' &&
        differsFromSealed(cipher, row.bankRoutingEncrypted, banking.routingNumber)
      ) {
        const sealed = sealDigits(cipher, banking.routingNumber);
        Object.assign(values, { bankRoutingEncrypted: sealed.encrypted, bankRoutingLast4: sealed.last4 });
        changed.push('routingNumber');
      }
      if (
        banking.accountNumber !== '' &&
        differsFromSealed(cipher, row.bankAccountEncrypted, banking.accountNumber)
      ) {
        const sealed = sealDigits(cipher, banking.accountNumber);
        Object.assign(values, { bankAccountEncrypted: sealed.encrypted, bankAccountLast4: sealed.last4 });
        changed.push('accountNumber');
      }
      if (changed.length > 0) values.bankUpdatedAt = clock.now();
      return { values, changed };
    },
  );
}

/** The company's bank account as a debit needs it: decrypted, inside the server only. */
export type BankAccountForDebit = {
  holderName: string;
  bankName: string;
  accountType: 'checking' | 'savings';
  routingNumber: string;
  accountNumber: string;
  accountNumberLast4: string;
};

/**
 * The bank account on file, decrypted, for the payments adapter (billing's bank debits are the only caller).
 * Never answered by a route or logged. Read with the caller's transaction; null when no account is on file.
 */
export async function readBankAccountForDebit(
  db: Db,
  cipher: FieldCipher,
  companyId: string,
): Promise<BankAccountForDebit | null> {
  const row = await findCompanySettings(db, companyId);
  if (
    !row ||
    row.bankName === null ||
    row.bankAccountType === null ||
    row.bankRoutingEncrypted === null ||
    row.bankAccountEncrypted === null ||
    row.bankAccountLast4 === null
  )
    return null;
  return {
    holderName: row.name,
    bankName: row.bankName,
    accountType: row.bankAccountType,
    routingNumber: cipher.decrypt(row.bankRoutingEncrypted),
    accountNumber: cipher.decrypt(row.bankAccountEncrypted),
    accountNumberLast4: row.bankAccountLast4,
  };
}

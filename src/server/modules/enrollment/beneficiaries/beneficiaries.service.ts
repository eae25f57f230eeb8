import { convertIsoDateToUs, convertUsDateToIso } from '@shared/domain/dates/dates';
import { isMaskedSsn } from '@shared/domain/identifiers';
import type { BeneficiaryPairView } from '@shared/schemas/application-requests';
import { type BeneficiaryPair, createBeneficiaryPairSchema } from '@shared/schemas/beneficiary';
import type { Db } from '../../../db/client';
import type { beneficiaryPairs } from '../../../db/schema';
import { clock } from '../../../lib/clock';
import { type FieldCipher, sealDigits } from '../../../lib/field-crypto';
import { parseOrFail } from '../../../lib/parse-or-fail';
import type { Versioned } from '../../../lib/versioned-write';
import { auditAdminWrite, type Writer, writeApplication } from '../employee-applications/application-writes';
import {
  maskFromLast4,
  requireApplicationPolicyId,
} from '../employee-applications/employee-applications.service';
import { findBeneficiaryPair, upsertBeneficiaryPair } from './beneficiaries.repository';

type StoredPair = typeof beneficiaryPairs.$inferSelect;
type PairValues = Omit<typeof beneficiaryPairs.$inferInsert, 'employeeFormId'>;

export const BENEFICIARY_SSN_MESSAGE = 'Please enter the Social Security number.';

/** A valid stand-in used only to validate a masked SSN that means "keep the stored one". */
const STAND_IN_SSN = '123-45-6789';

/** The stored pair as the form shows it: '' for empty texts, MM/DD/YYYY dates, masked SSNs. */
export function toBeneficiaryPairView(row: StoredPair): BeneficiaryPairView {
  const text = (v: string | null) => v ?? '';
  const date = (v: string | null) => (v ? (convertIsoDateToUs(v) ?? '') : '');
  return {
    beneficiary1Name: text(row.beneficiary1Name),
    beneficiary1Relationship: text(row.beneficiary1Relationship),
    beneficiary1Percentage: row.beneficiary1Percentage,
    beneficiary1BirthDate: date(row.beneficiary1BirthDate),
    beneficiary1SocialSecurityNumber: maskFromLast4(row.beneficiary1SsnLast4) ?? '',
    beneficiary1PhoneNumber: text(row.beneficiary1PhoneNumber),
    beneficiary1Address: text(row.beneficiary1Address),
    beneficiary1City: text(row.beneficiary1City),
    beneficiary1State: text(row.beneficiary1State),
    beneficiary1ZipCode: text(row.beneficiary1ZipCode),
    beneficiary2Type: row.beneficiary2Type,
    beneficiary2Name: text(row.beneficiary2Name),
    beneficiary2Relationship: text(row.beneficiary2Relationship),
    beneficiary2Percentage: row.beneficiary2Percentage,
    beneficiary2BirthDate: date(row.beneficiary2BirthDate),
    beneficiary2SocialSecurityNumber: maskFromLast4(row.beneficiary2SsnLast4) ?? '',
    beneficiary2PhoneNumber: text(row.beneficiary2PhoneNumber),
    beneficiary2Address: text(row.beneficiary2Address),
    beneficiary2City: text(row.beneficiary2City),
    beneficiary2State: text(row.beneficiary2State),
    beneficiary2ZipCode: text(row.beneficiary2ZipCode),
  };
}

/**
 * A masked SSN sent back (XXX-XX-1234) means "keep the stored number": it is replaced by a valid stand-in
 * for validation when it matches the stored last four, and remembered so the stored ciphertext is kept.
 * A mask that matches nothing stored is an error at that field.
 */
export function resolveMaskedSsns(
  input: unknown,
  stored: StoredPair | null,
): { input: unknown; keep: { 1: boolean; 2: boolean }; errors: Record<string, string> } {
  const keep = { 1: false, 2: false };
  const errors: Record<string, string> = {};
  if (typeof input !== 'object' || input === null) return { input, keep, errors };
  const copy: Record<string, unknown> = { ...(input as Record<string, unknown>) };
  for (const n of [1, 2] as const) {
    const key = `beneficiary${n}SocialSecurityNumber`;
    const value = copy[key];
    if (typeof value !== 'string' || !isMaskedSsn(value)) continue;
    const last4 = n === 1 ? stored?.beneficiary1SsnLast4 : stored?.beneficiary2SsnLast4;
    if (last4 && value.endsWith(last4)) {
      copy[key] = STAND_IN_SSN;
      keep[n] = true;
    } else errors[key] = BENEFICIARY_SSN_MESSAGE;
  }
  return { input: copy, keep, errors };
}

/** The validated pair as column values; SSNs sealed (or kept), the second beneficiary cleared when none. */
export function toBeneficiaryValues(
  pair: BeneficiaryPair,
  keep: { 1: boolean; 2: boolean },
  stored: StoredPair | null,
  cipher: FieldCipher,
): PairValues {
  const seal = (n: 1 | 2, value: string | undefined) => {
    if (keep[n] && stored)
      return n === 1
        ? { encrypted: stored.beneficiary1SsnEncrypted, last4: stored.beneficiary1SsnLast4 }
        : { encrypted: stored.beneficiary2SsnEncrypted, last4: stored.beneficiary2SsnLast4 };
    return value ? sealDigits(cipher, value) : { encrypted: null, last4: null };
  };
  const ssn1 = seal(1, pair.beneficiary1SocialSecurityNumber);
  const hasSecond = pair.beneficiary2Type === 'primary' || pair.beneficiary2Type === 'contingent';
  const ssn2 = hasSecond ? seal(2, pair.beneficiary2SocialSecurityNumber) : { encrypted: null, last4: null };
  const orNull = (v: string | undefined | null) => (hasSecond && v ? v : null);
  return {
    beneficiary1Name: pair.beneficiary1Name,
    beneficiary1Relationship: pair.beneficiary1Relationship,
    beneficiary1Percentage: pair.beneficiary1Percentage,
    beneficiary1BirthDate: convertUsDateToIso(pair.beneficiary1BirthDate),
    beneficiary1SsnEncrypted: ssn1.encrypted,
    beneficiary1SsnLast4: ssn1.last4,
    beneficiary1PhoneNumber: pair.beneficiary1PhoneNumber,
    beneficiary1Address: pair.beneficiary1Address,
    beneficiary1City: pair.beneficiary1City,
    beneficiary1State: pair.beneficiary1State,
    beneficiary1ZipCode: pair.beneficiary1ZipCode || null,
    beneficiary2Type: pair.beneficiary2Type,
    beneficiary2Name: orNull(pair.beneficiary2Name),
    beneficiary2Relationship: orNull(pair.beneficiary2Relationship),
    beneficiary2Percentage: hasSecond ? (pair.beneficiary2Percentage ?? null) : null,
    beneficiary2BirthDate:
      hasSecond && pair.beneficiary2BirthDate ? convertUsDateToIso(pair.beneficiary2BirthDate) : null,
    beneficiary2SsnEncrypted: ssn2.encrypted,
    beneficiary2SsnLast4: ssn2.last4,
    beneficiary2PhoneNumber: orNull(pair.beneficiary2PhoneNumber),
    beneficiary2Address: orNull(pair.beneficiary2Address),
    beneficiary2City: orNull(pair.beneficiary2City),
    beneficiary2State: orNull(pair.beneficiary2State),
    beneficiary2ZipCode: orNull(pair.beneficiary2ZipCode),
    updatedAt: clock.now(),
  };
}

/** The stored pair of a form as stored (SSNs sealed), or null: what a write resolves masked SSNs against. */
export function findStoredBeneficiaryPair(db: Db, employeeFormId: string): Promise<StoredPair | null> {
  return findBeneficiaryPair(db, employeeFormId);
}

/**
 * Stores a validated pair (inside an application write): SSNs sealed, or the stored ones kept where a mask
 * was sent back (`keep`, from resolveMaskedSsns against `stored`).
 */
export async function storeBeneficiaryPair(
  tx: Db,
  cipher: FieldCipher,
  employeeFormId: string,
  pair: BeneficiaryPair,
  keep: { 1: boolean; 2: boolean },
  stored: StoredPair | null,
): Promise<void> {
  await upsertBeneficiaryPair(tx, employeeFormId, toBeneficiaryValues(pair, keep, stored, cipher));
}

/** The stored pair of a form (masked). */
export async function getBeneficiaryPair(db: Db, employeeFormId: string) {
  const row = await findBeneficiaryPair(db, employeeFormId);
  return { beneficiaryPair: row ? toBeneficiaryPairView(row) : null };
}

/** Validates and stores the pair (docs/spec/1 §5 "Beneficiary"); errors keyed `beneficiaryPair.<field>`. */
export async function saveBeneficiaryPair(
  db: Db,
  cipher: FieldCipher,
  writer: Writer,
  employeeFormId: string,
  basedOn: number,
  body: { beneficiaryPair?: unknown },
  /** The application the page shows (a renewal's); without it the current one. */
  employeePolicyId?: string,
): Promise<Versioned<{ beneficiaryPair: BeneficiaryPairView | null }>> {
  const policyId = await requireApplicationPolicyId(db, employeeFormId, employeePolicyId);
  const { version } = await writeApplication(db, writer, policyId, basedOn, async (tx, rows) => {
    const stored = await findBeneficiaryPair(tx, employeeFormId);
    const resolved = resolveMaskedSsns(body.beneficiaryPair ?? {}, stored);
    const schema = createBeneficiaryPairSchema({
      isLastFieldOptional: rows.company.beneficiaryLastFieldOptional,
    });
    const prefixed = Object.fromEntries(
      Object.entries(resolved.errors).map(([k, v]) => [`beneficiaryPair.${k}`, v]),
    );
    const pair = parseOrFail(schema, resolved.input, prefixed, ['beneficiaryPair']);
    await storeBeneficiaryPair(tx, cipher, employeeFormId, pair, resolved.keep, stored);
    await auditAdminWrite(tx, writer, 'admin_mode.update_beneficiaries', {
      type: 'employee_form',
      id: employeeFormId,
    });
  });
  return { body: await getBeneficiaryPair(db, employeeFormId), version };
}

import { computeBeneficiaryPercentages } from '@shared/domain/beneficiaries/beneficiaries';
import { BENEFICIARY2_TYPES, type Beneficiary2Type } from '@shared/domain/enums';
import { isMaskedSsn } from '@shared/domain/identifiers';
import { BENEFICIARY_FIELDS } from '@shared/schemas/beneficiary';

/** The beneficiary form's values: text fields as strings, percentages as numbers. */
export type BeneficiaryPairValues = Record<string, string | number | null> & {
  beneficiary2Type: Beneficiary2Type;
  beneficiary1Percentage: number | null;
  beneficiary2Percentage: number | null;
};

/** Form values from the stored pair (null before one is saved): one beneficiary at 100% by default. */
export function toBeneficiaryPairValues(stored: Record<string, unknown> | null): BeneficiaryPairValues {
  const values: Record<string, string | number | null> = {};
  for (const n of [1, 2]) {
    for (const field of BENEFICIARY_FIELDS) {
      const key = `beneficiary${n}${field}`;
      const value = stored?.[key];
      if (field === 'Percentage') values[key] = typeof value === 'number' ? value : null;
      else values[key] = typeof value === 'string' ? value : '';
    }
  }
  const storedType = stored?.beneficiary2Type;
  const type: Beneficiary2Type = (BENEFICIARY2_TYPES as readonly unknown[]).includes(storedType)
    ? (storedType as Beneficiary2Type)
    : 'none';
  const percentages =
    values.beneficiary1Percentage === null ? computeBeneficiaryPercentages(type, null) : null;
  return {
    ...values,
    beneficiary2Type: type,
    beneficiary1Percentage: percentages ? percentages.percentage1 : (values.beneficiary1Percentage as number),
    beneficiary2Percentage: percentages
      ? percentages.percentage2
      : (values.beneficiary2Percentage as number | null),
  };
}

/** The pair as sent: the second beneficiary's fields only when there is one. */
export function toBeneficiaryPairBody(values: Record<string, unknown>): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  const hasSecond = values.beneficiary2Type === 'primary' || values.beneficiary2Type === 'contingent';
  for (const [key, value] of Object.entries(values)) {
    if (key.startsWith('beneficiary2') && key !== 'beneficiary2Type' && !hasSecond) continue;
    body[key] = value;
  }
  return body;
}

/** A well-formed number standing in for one on file while the shared schema checks the form. */
const ON_FILE_STAND_IN = '123-45-6789';

/**
 * The pair as the shared schema should check it: an SSN shown masked (XXX-XX-1234, on file) stands for a valid
 * number, because sending the mask back keeps the stored one (the server resolves it before validating).
 */
export function withOnFileSsnsForValidation<T extends Record<string, unknown>>(pair: T): T {
  const out: Record<string, unknown> = { ...pair };
  for (const [key, value] of Object.entries(pair)) {
    if (key.endsWith('SocialSecurityNumber') && typeof value === 'string' && isMaskedSsn(value)) {
      out[key] = ON_FILE_STAND_IN;
    }
  }
  return out as T;
}

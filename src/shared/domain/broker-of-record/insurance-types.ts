/**
 * The insurance types an employer can move to us as broker of record (docs/spec/3 §3 "Intake plan" and §9
 * "Insurance types"), in the order the form offers them.
 */
export const INSURANCE_TYPES = [
  'medical',
  'dental',
  'vision',
  'termLife',
  'wholeLife',
  'shortTermDisability',
  'longTermDisability',
] as const;

export type InsuranceType = (typeof INSURANCE_TYPES)[number];

/** How the screens, the letter and the e-mails name each type. */
export const INSURANCE_TYPE_LABELS: Record<InsuranceType, string> = {
  medical: 'Medical',
  dental: 'Dental',
  vision: 'Vision',
  termLife: 'Term Life',
  wholeLife: 'Whole Life',
  shortTermDisability: 'Short Term Disability',
  longTermDisability: 'Long Term Disability',
};

/** A value names one of the insurance types. */
export function isInsuranceType(value: string): value is InsuranceType {
  return (INSURANCE_TYPES as readonly string[]).includes(value);
}

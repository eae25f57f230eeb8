import type { Beneficiary2Type } from '../enums';

/** Percentages of the two beneficiaries when the second type changes (docs/spec/1 §4). */
export interface BeneficiaryPercentages {
  percentage1: number;
  percentage2: number | null;
}

/** Second beneficiary: primary takes the remainder of 100 after the first; otherwise both default to 50; none leaves 100 to the first. */
export function computeBeneficiaryPercentages(
  type: Beneficiary2Type,
  percentage1: number | null,
): BeneficiaryPercentages {
  if (type === 'none') return { percentage1: 100, percentage2: null };
  if (type === 'primary') {
    const first = percentage1 === null ? 50 : Math.min(99, Math.max(1, Math.trunc(percentage1)));
    return { percentage1: first, percentage2: 100 - first };
  }
  return { percentage1: 50, percentage2: 50 };
}

/** Beneficiary percentage input: digits only, at most two, first 1–9; empty becomes 1 (docs/spec/1 §5). */
export function parseBeneficiaryPercentageInput(raw: string): number {
  const digits = raw.replace(/\D/g, '').replace(/^0+/, '').slice(0, 2);
  return digits === '' ? 1 : Number(digits);
}

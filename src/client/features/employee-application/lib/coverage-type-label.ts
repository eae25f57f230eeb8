import { COVERAGE_TYPE_LABELS, type CoverageType } from '@shared/domain/enums';

function isCoverageType(value: string): value is CoverageType {
  return Object.hasOwn(COVERAGE_TYPE_LABELS, value);
}

/** A coverage type in words, capitalised for a list: "term_life" → "Term life". */
export function coverageTypeLabel(type: string): string {
  const words = isCoverageType(type) ? COVERAGE_TYPE_LABELS[type] : type.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

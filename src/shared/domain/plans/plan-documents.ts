import type { CoverageType } from '../enums';

/**
 * The documents a plan's member is owed beside its summary of benefits and coverage (decision 0070): a
 * provider directory wherever a network decides who you may see (medical, dental, vision), and a formulary
 * (the covered drug list) where drugs are covered (medical). Other lines carry neither.
 */
export const PLAN_LINK_FIELDS = ['sbcUrl', 'providerDirectoryUrl', 'formularyUrl'] as const;
export type PlanLinkField = (typeof PLAN_LINK_FIELDS)[number];

export const PLAN_LINK_LABELS: Record<PlanLinkField, string> = {
  sbcUrl: 'Summary of benefits and coverage',
  providerDirectoryUrl: 'Provider directory',
  formularyUrl: 'Drug list (formulary)',
};

const LINKS_BY_LINE: Partial<Record<CoverageType, readonly PlanLinkField[]>> = {
  medical: ['sbcUrl', 'providerDirectoryUrl', 'formularyUrl'],
  dental: ['sbcUrl', 'providerDirectoryUrl'],
  vision: ['sbcUrl', 'providerDirectoryUrl'],
};

/** The links a plan of this line may carry: every line an SBC; medical, dental, vision a directory; medical a formulary. */
export function planLinkFieldsOf(coverageType: CoverageType): readonly PlanLinkField[] {
  return LINKS_BY_LINE[coverageType] ?? ['sbcUrl'];
}

export const PLAN_LINK_MESSAGES = {
  notForLine: (field: PlanLinkField, line: string) =>
    `A ${line} plan has no ${PLAN_LINK_LABELS[field].toLowerCase()}: leave it empty.`,
} as const;

/** A web address a browser may be sent to from our pages: https only (no http, javascript: or data:). */
export function isHttpsAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.length > 0 && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** A stored address as the pages may offer it: an https address, else none (older rows may hold anything). */
export function offeredAddress(value: string | null | undefined): string | null {
  return value && isHttpsAddress(value) ? value : null;
}

import type { BenefitsDecision } from '../enums';

/**
 * The rules of a company's administrators and of the people a payroll partner adds (decision 0024). Pure:
 * the screens preview with them, the services enforce them inside their transactions.
 */

export const LAST_ADMINISTRATOR_MESSAGE =
  'A company needs at least one administrator. Invite another administrator before removing this one.';

/** A company keeps at least one benefits administrator: one may be removed only when another remains. */
export function canRemoveAdministrator(administratorIds: readonly string[], accountId: string): boolean {
  return administratorIds.includes(accountId) && administratorIds.some((id) => id !== accountId);
}

/** The choices on the partner-added employee's confirmation page (docs/spec/2 §2.1's three children). */
export const BENEFITS_CHOICES = ['approve-benefits', 'deny-benefits', 'waiting-on-renewal'] as const;
export type BenefitsChoice = (typeof BENEFITS_CHOICES)[number];

export const BENEFITS_DECISION_OF_CHOICE: Record<BenefitsChoice, Exclude<BenefitsDecision, 'pending'>> = {
  'approve-benefits': 'approved',
  'deny-benefits': 'denied',
  'waiting-on-renewal': 'waiting_on_renewal',
};

export const BENEFITS_DECISION_LABELS: Record<BenefitsDecision, string> = {
  pending: 'Waiting for your decision',
  approved: 'Benefits approved',
  denied: 'Benefits denied',
  waiting_on_renewal: 'Waiting on renewal',
};

/**
 * A partner-added person's benefits are decided once, from pending; waiting on renewal may still be
 * approved or denied later (the renewal is when that decision falls). Approved and denied are final here.
 */
export function canDecideBenefits(decision: BenefitsDecision | null): boolean {
  return decision === 'pending' || decision === 'waiting_on_renewal';
}

/** The choices open to a person in this state (none once decided). */
export function openBenefitsChoices(decision: BenefitsDecision | null): BenefitsChoice[] {
  if (!canDecideBenefits(decision)) return [];
  return decision === 'waiting_on_renewal' ? ['approve-benefits', 'deny-benefits'] : [...BENEFITS_CHOICES];
}

/** A partner API key: `gcp_` and 43 base64url characters (32 random bytes). */
export const PARTNER_KEY_PATTERN = /^gcp_[A-Za-z0-9_-]{43}$/;
/** How much of a key is kept in clear to tell keys apart ("gcp_AbCd1234"). */
export const PARTNER_KEY_PREFIX_LENGTH = 12;

export function partnerKeyPrefix(key: string): string {
  return key.slice(0, PARTNER_KEY_PREFIX_LENGTH);
}

/** The key in an `Authorization: Bearer <key>` header; null when the header is absent or of another shape. */
export function readBearerKey(header: string | undefined): string | null {
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  const key = match?.[1] ?? null;
  return key && PARTNER_KEY_PATTERN.test(key) ? key : null;
}

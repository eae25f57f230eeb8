/** A partner's slug as addresses carry it (`/{partner_type}/router/payroll-prospect`, `?partner=`). */
export const PARTNER_SLUG_PATTERN = /^[a-z0-9][a-z0-9_-]*$/i;
export const PARTNER_SLUG_MAX_LENGTH = 64;

/** A slug an address carries, lower-cased, when it can name a partner at all (else null: nothing is asked). */
export function partnerSlugOf(value: string | null | undefined): string | null {
  const slug = value?.trim().toLowerCase() ?? '';
  return slug.length > 0 && slug.length <= PARTNER_SLUG_MAX_LENGTH && PARTNER_SLUG_PATTERN.test(slug)
    ? slug
    : null;
}

/** A partner no row of ours names (the payroll lead call's 404, and a slug no partner can have). */
export const UNKNOWN_PARTNER_MESSAGE =
  'We do not work with that partner. Check the link the partner gave you.';

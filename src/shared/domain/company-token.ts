/**
 * A company's id token (docs/spec/2 §2.1 company_id_token; docs/spec/3 §3 "a 16-character token prefix is used in
 * links"): links carry the whole token or its first 16 characters.
 */
export const COMPANY_TOKEN_PREFIX_LENGTH = 16;

/** The part of a company's token that links carry. */
export function toCompanyTokenPrefix(idToken: string): string {
  return idToken.slice(0, COMPANY_TOKEN_PREFIX_LENGTH);
}

/**
 * A link's value names this company: it is the whole token, or exactly its 16-character prefix. Shorter
 * pieces never match (a few characters could name several companies), nor does anything longer than the token.
 */
export function matchesCompanyToken(idToken: string, value: string): boolean {
  if (value === idToken) return true;
  return value.length === COMPANY_TOKEN_PREFIX_LENGTH && idToken.startsWith(value);
}

/** The employer renewal's pages (spec 2 §2.4), in the flow's order. */
export const RENEWAL_BASE = '/benefits-administration/renewal';
export const RENEWAL_PAGES = [
  'overview',
  'policy-details',
  'employee-eligibility',
  'employee-contributions',
  'status',
] as const;
export type RenewalPage = (typeof RENEWAL_PAGES)[number];

/** A renewal page's address, keeping the company the address names (company_id_token). */
export function renewalPath(page: RenewalPage, companyIdToken: string | null): string {
  const query = companyIdToken ? `?${new URLSearchParams({ company_id_token: companyIdToken })}` : '';
  return `${RENEWAL_BASE}/${page}${query}`;
}

/** An address elsewhere with the company kept. */
export function withCompany(path: string, companyIdToken: string | null): string {
  return companyIdToken ? `${path}?${new URLSearchParams({ company_id_token: companyIdToken })}` : path;
}

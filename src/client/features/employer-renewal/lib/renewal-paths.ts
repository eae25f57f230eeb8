/** The query that keeps the company the address names in a link ('?company_id_token=…', or '' for the active one). */
export function companySearch(companyIdToken: string | null): string {
  return companyIdToken ? `?${new URLSearchParams({ company_id_token: companyIdToken })}` : '';
}

/** An address elsewhere with the company kept. */
export function withCompany(path: string, companyIdToken: string | null): string {
  return `${path}${companySearch(companyIdToken)}`;
}

import { useSearchParams } from 'react-router';

/** The company the address names (company_id_token, whole or its prefix); null: the caller's active company. */
export function useCompanyToken(): string | null {
  const [searchParams] = useSearchParams();
  return searchParams.get('company_id_token') || null;
}

/** The query that keeps the company in an address ('?company_id_token=…', or '' for the active company). */
export function companySearch(companyIdToken: string | null): string {
  return companyIdToken ? `?${new URLSearchParams({ company_id_token: companyIdToken })}` : '';
}

/** An address with the company kept (company_id_token). */
export function withCompany(path: string, companyIdToken: string | null): string {
  return `${path}${companySearch(companyIdToken)}`;
}

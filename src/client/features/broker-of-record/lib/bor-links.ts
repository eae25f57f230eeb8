import { useSearchParams } from 'react-router';

/** The company the address names (company_id_token, whole or its prefix); null: the caller's active company. */
export function useCompanyToken(): string | null {
  const [searchParams] = useSearchParams();
  return searchParams.get('company_id_token') || null;
}

/** An address outside the flow with the company kept (company_id_token); the wizard keeps it on its own pages. */
export function withCompany(path: string, companyIdToken: string | null): string {
  return companyIdToken ? `${path}?${new URLSearchParams({ company_id_token: companyIdToken })}` : path;
}

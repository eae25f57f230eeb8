import { useKeptSearch } from '@client/components/wizard/create-wizard';
import { useSearchParams } from 'react-router';

/*
 * The company an address names (company_id_token, the company's token or its prefix) for the flows that work on
 * it (broker of record, employer renewal, large group, registration); none: the caller's active company.
 */
const COMPANY_QUERY = ['company_id_token'] as const;

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

/** A request body's company_id_token, when the address names one. */
export function companyTokenField(companyIdToken: string | null): { company_id_token?: string } {
  return companyIdToken ? { company_id_token: companyIdToken } : {};
}

/** A wizard's useSearch: its links and redirects keep the company the address names. */
export function useCompanySearch(): string {
  return useKeptSearch(COMPANY_QUERY);
}

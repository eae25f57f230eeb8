import { useSearchParams } from 'react-router';

/** The large group flow's base path (spec 3 "Large group"). */
export const LARGE_GROUP_BASE_PATH = '/register-large-group';
export const LARGE_GROUP_PATHS = {
  requestQuote: `${LARGE_GROUP_BASE_PATH}/request-quote`,
  done: `${LARGE_GROUP_BASE_PATH}/done`,
} as const;

/** The company the address names (company_id_token, whole or its prefix); null: the caller's active company. */
export function useCompanyToken(): string | null {
  const [searchParams] = useSearchParams();
  return searchParams.get('company_id_token') || null;
}

/** An address with the company kept (company_id_token). */
export function withCompany(path: string, companyIdToken: string | null): string {
  return companyIdToken ? `${path}?${new URLSearchParams({ company_id_token: companyIdToken })}` : path;
}

/** Where the root goes (spec 3): done when a quote request is completed, else request-quote. */
export function rootTarget(completedQuoteRequest: boolean): string {
  return completedQuoteRequest ? LARGE_GROUP_PATHS.done : LARGE_GROUP_PATHS.requestQuote;
}

import { BOR_BASE_PATH } from '@shared/domain/broker-of-record/application';
import { useSearchParams } from 'react-router';

/** The company the address names (company_id_token, whole or its prefix); null: the caller's active company. */
export function useCompanyToken(): string | null {
  const [searchParams] = useSearchParams();
  return searchParams.get('company_id_token') || null;
}

/** An address with the company kept (company_id_token), as every page of the flow links. */
export function withCompany(path: string, companyIdToken: string | null): string {
  return companyIdToken ? `${path}?${new URLSearchParams({ company_id_token: companyIdToken })}` : path;
}

/** A page of the flow (`/sign`, or the server's whole `/broker-of-record/sign`) with the company kept. */
export function borPath(path: string, companyIdToken: string | null): string {
  const full =
    path.startsWith(`${BOR_BASE_PATH}/`) || path === BOR_BASE_PATH ? path : `${BOR_BASE_PATH}${path}`;
  return withCompany(full, companyIdToken);
}

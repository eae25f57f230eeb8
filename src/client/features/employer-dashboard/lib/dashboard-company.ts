import { matchesCompanyToken, toCompanyTokenPrefix } from '@shared/domain/company-token';
import type { CompanySummary, Session } from '@shared/schemas/auth';

/** The query values that may name the company a dashboard address shows (docs/spec/2 §2.1). */
export interface DashboardCompanyQuery {
  /** company_id_token: the company's token or its 16-character prefix (links back from admin mode carry it). */
  companyIdToken?: string | null;
  /** managed_company_profile_id: the company's id. */
  managedCompanyProfileId?: string | null;
}

/** Reads the query values that name a company from an address's search params. */
export function readDashboardCompanyQuery(params: URLSearchParams): DashboardCompanyQuery {
  return {
    companyIdToken: params.get('company_id_token'),
    managedCompanyProfileId: params.get('managed_company_profile_id'),
  };
}

/**
 * The company the dashboard shows: the one the company_id_token (whole or its prefix) or the
 * managed_company_profile_id query value names when it is one of the account's companies, else the active
 * company. A value naming a company the account does not manage is ignored.
 */
export function dashboardCompany(
  session: Session,
  query: DashboardCompanyQuery | string | null,
): CompanySummary | null {
  const { companyIdToken, managedCompanyProfileId } =
    typeof query === 'string' || query === null
      ? { companyIdToken: query, managedCompanyProfileId: null }
      : query;
  const byToken = companyIdToken
    ? session.companies.find((c) => matchesCompanyToken(c.idToken, companyIdToken))
    : undefined;
  const byId = managedCompanyProfileId
    ? session.companies.find((c) => c.id === managedCompanyProfileId)
    : undefined;
  return byToken ?? byId ?? session.activeCompany;
}

/**
 * The query the dashboard's navigation links carry so they stay on the company the address shows: its token's
 * 16-character prefix when that is not the session's active company, else nothing (the pages show the active
 * company by default).
 */
export function dashboardNavSearch(session: Session, query: DashboardCompanyQuery): string {
  const shown = dashboardCompany(session, query);
  if (!shown || shown.id === session.activeCompany?.id) return '';
  return `?company_id_token=${encodeURIComponent(toCompanyTokenPrefix(shown.idToken))}`;
}

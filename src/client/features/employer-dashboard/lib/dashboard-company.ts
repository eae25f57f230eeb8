import type { CompanySummary, Session } from '@shared/schemas/auth';

/**
 * The company the dashboard shows: the one named by the company_id_token query value when it is one of the
 * account's companies (links back from admin mode carry it), else the active company.
 */
export function dashboardCompany(session: Session, companyIdToken: string | null): CompanySummary | null {
  const named = companyIdToken ? session.companies.find((c) => c.idToken === companyIdToken) : undefined;
  return named ?? session.activeCompany;
}

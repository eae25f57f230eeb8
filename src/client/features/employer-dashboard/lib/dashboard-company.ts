import type { CompanySummary, Session } from '@shared/schemas/auth';

/** Links in e-mails carry the token's 16-character prefix (spec 2 §2.1, decision 0020). */
const TOKEN_PREFIX_LENGTH = 16;

/**
 * The company the dashboard shows: the one named by the company_id_token query value (whole, or its
 * 16-character prefix as e-mailed links carry it) when it is one of the account's companies (links back from
 * admin mode carry it), else the active company.
 */
export function dashboardCompany(session: Session, companyIdToken: string | null): CompanySummary | null {
  const names = (c: CompanySummary) =>
    c.idToken === companyIdToken ||
    (companyIdToken?.length === TOKEN_PREFIX_LENGTH && c.idToken.startsWith(companyIdToken));
  const named = companyIdToken ? session.companies.find(names) : undefined;
  return named ?? session.activeCompany;
}

import {
  dashboardNavSearch,
  readDashboardCompanyQuery,
} from '@client/features/employer-dashboard/lib/dashboard-company';
import { useDashboardCompany } from '@client/features/employer-dashboard/lib/use-dashboard-company';
import { useSignedInSession } from '@client/lib/session';
import { toCompanyTokenPrefix } from '@shared/domain/company-token';
import { useSearchParams } from 'react-router';

/**
 * The company a setup page is for (the address's company_id_token, else the active company, as the employer
 * dashboard reads it), the token the calls send, and the query its links carry to stay on that company.
 */
export function useSetupCompany() {
  const session = useSignedInSession();
  const [searchParams] = useSearchParams();
  const company = useDashboardCompany();
  return {
    company,
    token: company ? toCompanyTokenPrefix(company.idToken) : null,
    search: dashboardNavSearch(session, readDashboardCompanyQuery(searchParams)),
  };
}

import { useSignedInSession } from '@client/lib/session';
import type { CompanySummary } from '@shared/schemas/auth';
import { useSearchParams } from 'react-router';
import { dashboardCompany, readDashboardCompanyQuery } from './dashboard-company';

/** The company a dashboard page shows (the address's company_id_token or managed_company_profile_id, else the active one). */
export function useDashboardCompany(): CompanySummary | null {
  const session = useSignedInSession();
  const [searchParams] = useSearchParams();
  return dashboardCompany(session, readDashboardCompanyQuery(searchParams));
}

import { useSignedInSession } from '@client/lib/session';
import { Stack, Text, Title } from '@mantine/core';
import type { CompanySummary } from '@shared/schemas/auth';
import { createContext, useContext } from 'react';
import { Outlet, useSearchParams } from 'react-router';
import { dashboardCompany } from '../lib/dashboard-company';
import { NewHireDraftProvider } from '../lib/new-hire-draft';

export const ADD_NEW_EMPLOYEE_PATH = '/employer-dashboard/add-new-employee';

const CompanyContext = createContext<CompanySummary | null>(null);

/** The company the new employee joins (the dashboard's company). */
export function useNewHireCompany(): CompanySummary {
  const company = useContext(CompanyContext);
  if (!company) throw new Error('useNewHireCompany is used inside the Add new employee layout.');
  return company;
}

/** /employer-dashboard/add-new-employee and its confirm and success pages: one draft shared by the three. */
export function AddNewEmployeeLayout() {
  const session = useSignedInSession();
  const [searchParams] = useSearchParams();
  const company = dashboardCompany(session, searchParams.get('company_id_token'));
  if (!company)
    return (
      <Stack gap="md">
        <Title order={1}>Add new employee</Title>
        <Text>Your account does not manage a company yet.</Text>
      </Stack>
    );
  return (
    <CompanyContext.Provider value={company}>
      <NewHireDraftProvider>
        <Outlet />
      </NewHireDraftProvider>
    </CompanyContext.Provider>
  );
}

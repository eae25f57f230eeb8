import { PageLoader } from '@client/components/page-loader';
import { usePageTitle } from '@client/lib/page-title';
import { Stack, Text, Title } from '@mantine/core';
import { Suspense, useId } from 'react';
import { EmployeeRoster } from '../components/employee-roster';
import { useDashboardCompany } from '../lib/use-dashboard-company';

/** /employer-dashboard/manage-employees: the company's employees (the Home is dashboard-home-page.tsx). */
export function EmployerDashboardPage() {
  usePageTitle('Manage employees');
  const company = useDashboardCompany();
  const employeesHeadingId = useId();

  if (!company) {
    return (
      <Stack gap="md">
        <Title order={1}>Employer dashboard</Title>
        <Text>Your account does not manage a company yet.</Text>
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      {/* The company switcher is in the dashboard's frame (components/dashboard-frame.tsx). */}
      <Title order={1}>{company.name}</Title>
      <Stack component="section" gap="sm" aria-labelledby={employeesHeadingId}>
        <Title order={2} size="h3" id={employeesHeadingId}>
          Employees
        </Title>
        <Suspense fallback={<PageLoader />}>
          <EmployeeRoster companyId={company.id} />
        </Suspense>
      </Stack>
    </Stack>
  );
}

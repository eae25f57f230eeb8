import { PageLoader } from '@client/components/page-loader';
import { usePageTitle } from '@client/lib/page-title';
import { useSignedInSession } from '@client/lib/session';
import { Group, Stack, Text, Title } from '@mantine/core';
import { Suspense, useId } from 'react';
import { useSearchParams } from 'react-router';
import { CompanySelect } from '../components/company-select';
import { EmployeeRoster } from '../components/employee-roster';
import { dashboardCompany } from '../lib/dashboard-company';

/** /employer-dashboard and /employer-dashboard/manage-employees: the company's employees. */
export function EmployerDashboardPage() {
  usePageTitle('Employer dashboard');
  const session = useSignedInSession();
  const [searchParams, setSearchParams] = useSearchParams();
  const company = dashboardCompany(session, searchParams.get('company_id_token'));
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
      <Group justify="space-between" align="flex-end" gap="md">
        <Title order={1}>{company.name}</Title>
        {session.companies.length > 1 && (
          // The query value would keep showing the old company; the session now names the new one.
          <CompanySelect
            companies={session.companies}
            value={company.id}
            onSwitched={() => setSearchParams({})}
          />
        )}
      </Group>
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

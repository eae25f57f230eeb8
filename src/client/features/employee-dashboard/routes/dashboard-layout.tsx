import { AdminModeBanner } from '@client/components/admin-mode-banner';
import { useSignedInSession } from '@client/lib/session';
import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { NavLink, Outlet, useParams } from 'react-router';
import { employeeDashboardQueryOptions } from '../api/get-employee-dashboard';
import { DASHBOARD_PAGES, DashboardContext, dashboardBasePath } from '../lib/dashboard-context';

/**
 * The employee dashboard's frame (docs/spec/2 §2.6): admin mode when an employee form id is in the address (the
 * banner and the way back to Manage employees), else the signed-in employee's own; the pages' navigation.
 */
export function DashboardLayout() {
  const { employeeFormId } = useParams();
  const session = useSignedInSession();
  const formId = employeeFormId ?? session.employee?.employeeFormId;
  if (!formId) return <NoEmployeeRecord />;
  return <DashboardFrame formId={formId} adminFormId={employeeFormId} />;
}

function DashboardFrame({ formId, adminFormId }: { formId: string; adminFormId: string | undefined }) {
  const { data: dashboard } = useSuspenseQuery(employeeDashboardQueryOptions(formId));
  const basePath = dashboardBasePath(adminFormId);
  const value = useMemo(() => ({ dashboard, basePath }), [dashboard, basePath]);
  const employeeName = `${dashboard.employee.firstName} ${dashboard.employee.lastName}`;
  return (
    <DashboardContext.Provider value={value}>
      {dashboard.adminMode ? (
        <AdminModeBanner
          employeeName={employeeName}
          companyIdToken={dashboard.companyIDToken}
          subject="employee dashboard"
          exit={{
            to: `/employer-dashboard/manage-employees?${new URLSearchParams({ company_id_token: dashboard.companyIDToken })}`,
            label: 'Exit Employee Dashboard',
          }}
        />
      ) : null}
      <Stack gap="lg">
        <nav aria-label="Employee dashboard">
          <Group gap="md" wrap="wrap">
            {DASHBOARD_PAGES.map((page) => (
              <Anchor
                key={page.path}
                component={NavLink}
                to={page.path ? `${basePath}/${page.path}` : basePath}
                end
                fw={600}
              >
                {page.label}
              </Anchor>
            ))}
          </Group>
        </nav>
        <Outlet />
      </Stack>
    </DashboardContext.Provider>
  );
}

function NoEmployeeRecord() {
  return (
    <Stack gap="md">
      <Title order={1}>Employee dashboard</Title>
      <Text>Your account has no employee benefits to show.</Text>
      <Anchor href="/">Go to your home page</Anchor>
    </Stack>
  );
}

import { PageLoader } from '@client/components/page-loader';
import { usePageTitle } from '@client/lib/page-title';
import { useSignedInSession } from '@client/lib/session';
import { Alert, Anchor, Stack, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { useSwitchCompany } from '../api/switch-company';

/**
 * /company/:companyId/small-group/employer-dashboard (docs/spec/2 §2.1): makes that company the session's active one
 * when the caller manages it, then lands on the dashboard's Home.
 */
export function CompanyDashboardEntryPage() {
  usePageTitle('Employer dashboard');
  const session = useSignedInSession();
  const { companyId = '' } = useParams();
  const switchCompany = useSwitchCompany();
  const managed = session.companies.some((c) => c.id === companyId);
  const isActive = session.activeCompany?.id === companyId;
  const started = useRef(false);

  useEffect(() => {
    if (!managed || isActive || started.current) return;
    started.current = true;
    switchCompany.mutate(companyId);
  }, [managed, isActive, companyId, switchCompany]);

  if (!managed) {
    return (
      <Stack gap="md">
        <Title order={1}>Company not available</Title>
        <Alert color="red" variant="light">
          Your account does not manage that company.
        </Alert>
        <Anchor component={Link} to="/switch-company">
          Choose one of your companies
        </Anchor>
      </Stack>
    );
  }
  if (isActive) return <Navigate to="/employer-dashboard" replace />;
  if (switchCompany.isError) {
    return (
      <Stack gap="md">
        <Title order={1}>Company not available</Title>
        <Alert color="red" variant="light">
          {switchCompany.error.message}
        </Alert>
      </Stack>
    );
  }
  return <PageLoader />;
}

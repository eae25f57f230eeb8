import { useSignedInSession } from '@client/lib/session';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import type { CompanySummary } from '@shared/schemas/auth';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { dashboardCompany } from '../lib/dashboard-company';

/**
 * A dashboard page of one company: the one the company_id_token query value names (whole or its prefix),
 * else the active company; an account without one is told so.
 */
export function DashboardCompanyPage({
  title,
  children,
}: {
  title: string;
  children: (company: CompanySummary) => ReactNode;
}) {
  const session = useSignedInSession();
  const [searchParams] = useSearchParams();
  const company = dashboardCompany(session, searchParams.get('company_id_token'));
  if (!company)
    return (
      <Stack gap="md">
        <Title order={1}>{title}</Title>
        <Text>Your account does not manage a company yet.</Text>
      </Stack>
    );
  return <>{children(company)}</>;
}

/** The way back to the dashboard's home, above a page's heading. */
export function BackToDashboard() {
  return (
    <Anchor component={Link} to="/employer-dashboard" size="sm">
      Back to dashboard
    </Anchor>
  );
}

/** A dashboard page's heading: the way back to the dashboard, the page's title and, when given, its introduction. */
export function DashboardPageHeading({ title, intro }: { title: string; intro?: ReactNode }) {
  return (
    <Stack gap="xs">
      <BackToDashboard />
      <Title order={1}>{title}</Title>
      {intro}
    </Stack>
  );
}

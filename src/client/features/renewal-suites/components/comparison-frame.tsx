import { usePageTitle } from '@client/lib/page-title';
import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import type { CompanySummary } from '@shared/schemas/auth';
import type { ReactNode } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { DashboardCompanyPage } from '../../employer-dashboard/components/dashboard-company-page';

export const COMPARISON_PATH = '/renewal-suites-comparison';
export const BENEFITS_PATH = `${COMPARISON_PATH}/detailed-benefits-comparison`;
export const COSTS_PATH = `${COMPARISON_PATH}/detailed-costs-comparison`;

/** The comparison's pages, as the links between them name them. */
const PAGES = [
  [COMPARISON_PATH, 'Compare packages'],
  [BENEFITS_PATH, 'Detailed benefits comparison'],
  [COSTS_PATH, 'Detailed costs comparison'],
] as const;

/** The address's company query, kept on every link between the pages. */
export function useCompanyQuery(): string {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('company_id_token');
  return token ? `?${new URLSearchParams({ company_id_token: token })}` : '';
}

/**
 * A page of the renewal suite comparison (docs/spec/3): the company the address's company_id_token names (else the
 * active one), a heading, and the links to the comparison's other pages.
 */
export function ComparisonFrame({
  title,
  intro,
  children,
}: {
  title: string;
  intro: ReactNode;
  children: (company: CompanySummary) => ReactNode;
}) {
  usePageTitle(title);
  const query = useCompanyQuery();
  const { pathname } = useLocation();
  // /employer-renewal and its overview show the comparison itself (docs/spec/2 §2.2).
  const here = pathname.startsWith('/employer-renewal') ? COMPARISON_PATH : pathname.replace(/\/$/, '');
  return (
    <DashboardCompanyPage title={title}>
      {(company) => (
        <Stack gap="lg">
          <Stack gap={4}>
            <Anchor component={Link} to={`/employer-dashboard${query}`} size="sm">
              Back to dashboard
            </Anchor>
            <Title order={1}>{title}</Title>
            <Text c="dimmed">{intro}</Text>
          </Stack>
          <Group component="nav" aria-label="Renewal comparison pages" gap="md">
            {PAGES.map(([path, label]) =>
              path === here ? (
                <Text key={path} fw={700} size="sm" aria-current="page">
                  {label}
                </Text>
              ) : (
                <Anchor key={path} component={Link} to={`${path}${query}`} size="sm">
                  {label}
                </Anchor>
              ),
            )}
          </Group>
          {children(company)}
        </Stack>
      )}
    </DashboardCompanyPage>
  );
}

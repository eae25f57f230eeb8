import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/SimpleGrid.css';
import { ApplicationReviewText } from '@client/components/application-review-text';
import { Facts } from '@client/components/facts';
import { TermLifeCard } from '@client/features/individual-life/term-life-card';
import { usePageTitle } from '@client/lib/page-title';
import { Alert, Anchor, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { describeUpcomingShare } from '@shared/domain/employee-dashboard/employee-dashboard';
import { formatCents } from '@shared/domain/money/money';
import { PAY_FREQUENCY_WORDS } from '@shared/domain/payroll/paychecks';
import { Link } from 'react-router';
import { ComingYearCard, describePlanYear } from '../components/coming-year-card';
import { useCanOpenClaims } from '../lib/claims-access';
import { useDashboard } from '../lib/dashboard-context';

/** The dashboard's root: a greeting, the coverage at a glance, and where to go next (decision 0041). */
export function DashboardHomePage() {
  const { dashboard, basePath } = useDashboard();
  const canOpenClaims = useCanOpenClaims();
  const { employee, coverage, application } = dashboard;
  const heading = dashboard.adminMode
    ? `${employee.firstName} ${employee.lastName}'s benefits`
    : `Hi ${employee.firstName}, welcome to your benefits`;
  usePageTitle('Employee dashboard');
  return (
    <Stack gap="lg">
      <Title order={1}>{heading}</Title>
      <Text>Benefits through {dashboard.companyName}.</Text>
      <ApplicationReviewText review={application.review} />
      {!application.isComplete ? (
        <Alert color="brand" variant="light" title="The benefits application is not finished">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">Coverage shows here once the application is signed.</Text>
            <Button component={Link} to={application.applicationPath}>
              Continue Application
            </Button>
          </Stack>
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: dashboard.comingYear && application.isComplete ? 2 : 1 }}>
        {application.isComplete ? (
          <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="glance-heading">
            <Stack gap="sm">
              <Stack gap={0}>
                <Title order={2} size="h3" id="glance-heading">
                  Coverage at a glance
                </Title>
                {dashboard.comingYear ? (
                  <Text c="dimmed">
                    {describePlanYear(dashboard.comingYear.currentPlanYearStartsOn)}, your current year
                  </Text>
                ) : null}
              </Stack>
              {coverage.lines.length === 0 ? (
                <Text>No coverage was chosen on this application.</Text>
              ) : (
                <Facts items={coverage.lines.map((line) => [line.label, line.planName] as const)} />
              )}
              <Facts
                items={[
                  ['You pay each month', formatCents(coverage.monthlyEmployeeCents)],
                  [
                    `You pay per paycheck (${PAY_FREQUENCY_WORDS[employee.payFrequency]})`,
                    formatCents(coverage.perPaycheckCents),
                  ],
                ]}
              />
              {coverage.lines.flatMap((line) =>
                line.upcoming
                  ? [
                      <Text key={line.coverageType} size="sm">
                        {describeUpcomingShare(line.label, line.upcoming)}
                      </Text>,
                    ]
                  : [],
              )}
            </Stack>
          </Card>
        ) : null}
        {dashboard.comingYear ? (
          <ComingYearCard comingYear={dashboard.comingYear} payFrequency={employee.payFrequency} />
        ) : null}
      </SimpleGrid>
      <TermLifeCard employeeFormId={employee.employeeFormId} />
      <Group gap="md" wrap="wrap">
        <Anchor component={Link} to={`${basePath}/view-coverage`}>
          View coverage
        </Anchor>
        <Anchor component={Link} to={`${basePath}/mobile-id-cards`}>
          View ID cards
        </Anchor>
        <Anchor component={Link} to={`${basePath}/employee-information`}>
          View employee information
        </Anchor>
        {application.isComplete ? (
          <Anchor component={Link} to={`${basePath}/change-dependent-coverage`}>
            Report a life event
          </Anchor>
        ) : null}
        {canOpenClaims ? (
          <Anchor component={Link} to={`${basePath}/open-claims`}>
            Claims help
          </Anchor>
        ) : null}
      </Group>
    </Stack>
  );
}

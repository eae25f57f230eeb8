import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/List.css';
import { Facts } from '@client/components/facts';
import { PlanDocumentLinks } from '@client/components/plan-document-links';
import { usePageTitle } from '@client/lib/page-title';
import { Card, List, Stack, Text, Title } from '@mantine/core';
import {
  describeUpcomingShare,
  RELATIONSHIP_LABELS,
} from '@shared/domain/employee-dashboard/employee-dashboard';
import { formatCents, formatWholeDollars } from '@shared/domain/money/money';
import { describePaycheckCount, PAY_FREQUENCY_WORDS } from '@shared/domain/payroll/paychecks';
import { describePlanFurther, summarizePlan } from '@shared/domain/plan-details/plan-details';
import type { DashboardLine, EmployeeDashboard } from '@shared/schemas/employee-dashboard';
import type { ReactNode } from 'react';
import { useDashboard } from '../lib/dashboard-context';
import { describeSpan } from '../lib/dashboard-text';

const HEADING = 'Your coverage';

/** view-coverage: each enrolled line with its plan, who it covers, its dates and costs; the health account. */
export function ViewCoveragePage() {
  usePageTitle(HEADING);
  const { dashboard } = useDashboard();
  const { coverage } = dashboard;
  const perPaycheckLabel = `Per paycheck (${PAY_FREQUENCY_WORDS[dashboard.employee.payFrequency]})`;
  return (
    <Stack gap="lg">
      <Title order={1}>{HEADING}</Title>
      {coverage.lines.length === 0 ? (
        <Text>No coverage to show yet.</Text>
      ) : (
        <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="totals-heading">
          <Stack gap="sm">
            <Title order={2} size="h3" id="totals-heading">
              What you pay
            </Title>
            <Facts
              items={[
                ['Each month', formatCents(coverage.monthlyEmployeeCents)],
                [perPaycheckLabel, formatCents(coverage.perPaycheckCents)],
              ]}
            />
          </Stack>
        </Card>
      )}
      {coverage.lines.map((line) => (
        <CoverageLineCard key={line.coverageType} line={line} perPaycheckLabel={perPaycheckLabel} />
      ))}
      {dashboard.healthAccount ? (
        <HealthAccountCard account={dashboard.healthAccount} paychecks={coverage.paychecks} />
      ) : null}
      {coverage.declined.length > 0 ? (
        <Stack gap="xs" component="section" aria-labelledby="declined-heading">
          <Title order={2} size="h3" id="declined-heading">
            Coverage you declined
          </Title>
          <Text>{coverage.declined.map((d) => d.label).join(', ')}</Text>
        </Stack>
      ) : null}
    </Stack>
  );
}

function CoverageLineCard({ line, perPaycheckLabel }: { line: DashboardLine; perPaycheckLabel: string }) {
  const headingId = `line-${line.coverageType}`;
  const items: Array<readonly [string, ReactNode]> = [
    ['Plan', line.planName],
    ['Carrier', line.carrierName || 'Not on file'],
    ['Coverage dates', describeSpan(line.startsAt, line.endsAt)],
  ];
  if (line.coverageAmount !== null) items.push(['Coverage amount', formatWholeDollars(line.coverageAmount)]);
  if (line.monthly) {
    items.push(
      ['Monthly premium', formatCents(line.monthly.premiumCents)],
      ['Your employer pays', formatCents(line.monthly.companyCents)],
      ['You pay each month', formatCents(line.monthly.employeeCents)],
      [perPaycheckLabel, formatCents(line.perPaycheckCents ?? 0)],
    );
  } else items.push(['Cost', 'Not available: this plan is no longer offered']);
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h3" id={headingId}>
          {line.label}
        </Title>
        <Facts items={items} />
        {line.upcoming ? <Text size="sm">{describeUpcomingShare(line.label, line.upcoming)}</Text> : null}
        <Text fw={600} size="sm">
          Who is covered
        </Text>
        <List size="sm">
          {line.coveredMembers.map((m) => (
            <List.Item key={`${m.relationship}:${m.name}:${m.memberId}`}>
              {m.name} ({RELATIONSHIP_LABELS[m.relationship]})
            </List.Item>
          ))}
        </List>
        {line.plan ? (
          <>
            <Text fw={600} size="sm">
              Plan details
            </Text>
            <Facts
              items={[...summarizePlan(line.plan), ...describePlanFurther(line.plan)].map(
                (f) => [f.label, f.value] as const,
              )}
            />
            <PlanDocumentLinks
              documents={line.plan}
              planName={line.planName}
              coverageType={line.plan.coverageType}
            />
          </>
        ) : null}
      </Stack>
    </Card>
  );
}

function HealthAccountCard({
  account,
  paychecks,
}: {
  account: NonNullable<EmployeeDashboard['healthAccount']>;
  paychecks: EmployeeDashboard['coverage']['paychecks'];
}) {
  const items: Array<readonly [string, ReactNode]> = [
    ['Account', account.label],
    ['Your employer contributes each year', formatCents(account.employerYearlyCents)],
    [
      'You contribute each year',
      account.employeeYearlyCents === null ? 'Nothing chosen' : formatCents(account.employeeYearlyCents),
    ],
  ];
  if (account.employeePerPaycheckCents !== null)
    items.push([
      `Per paycheck (over ${describePaycheckCount(paychecks)})`,
      formatCents(account.employeePerPaycheckCents),
    ]);
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="health-account-heading">
      <Stack gap="sm">
        <Title order={2} size="h3" id="health-account-heading">
          Health account
        </Title>
        <Facts items={items} />
      </Stack>
    </Card>
  );
}

import { Facts } from '@client/components/facts';
import { usePageTitle } from '@client/lib/page-title';
import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { describePremiumBasis } from '@shared/domain/application-review/application-review';
import { COVERAGE_TYPE_LABELS } from '@shared/domain/enums';
import { formatCents } from '@shared/domain/money/money';
import { describeParticipationMet } from '@shared/domain/participation/participation';
import type { CompanySummary, RenewalSummary } from '@shared/schemas/auth';
import type { BorCarrierStatus } from '@shared/schemas/broker-of-record-status';
import type { CompanyDashboard } from '@shared/schemas/employer-dashboard';
import { useSuspenseQueries } from '@tanstack/react-query';
import { Link } from 'react-router';
import { borCarrierStatusQueryOptions } from '../api/get-broker-of-record-status';
import { companyDashboardQueryOptions } from '../api/get-company-dashboard';
import { DashboardGrid, DashboardSection } from '../components/dashboard-section';
import { RemindButton } from '../components/remind-button';
import { BOR_STATUS_PATH, formatMomentDay } from '../lib/broker-of-record-text';
import {
  companyTokenQuery,
  describeRenewalCard,
  formatIsoDay,
  formatRate,
  POLICY_STATE_LABELS,
} from '../lib/dashboard-text';
import { useDashboardCompany } from '../lib/use-dashboard-company';

/** /employer-dashboard: the company's Home (decision 0023). */
export function DashboardHomePage() {
  usePageTitle('Employer dashboard');
  const company = useDashboardCompany();
  if (!company) {
    return (
      <Stack gap="md">
        <Title order={1}>Employer dashboard</Title>
        <Text>Your account does not manage a company yet.</Text>
      </Stack>
    );
  }
  return <DashboardHome company={company} />;
}

function DashboardHome({ company }: { company: CompanySummary }) {
  const companyId = company.id;
  // Both at once: the broker-of-record card is there on first paint, with the rest (decision 0051).
  const [{ data: dashboard }, { data: borStatus }] = useSuspenseQueries({
    queries: [companyDashboardQueryOptions(companyId), borCarrierStatusQueryOptions(company.idToken)],
  });
  return (
    <Stack gap="lg">
      <Title order={1}>{dashboard.company.name}</Title>
      {company.renewal && <RenewalSection renewal={company.renewal} idToken={company.idToken} />}
      {borStatus.signedAt && borStatus.carrierChanges.length > 0 && (
        <BrokerOfRecordSection status={borStatus} idToken={company.idToken} />
      )}
      <TodoSection todos={dashboard.todos} companyId={companyId} />
      <DashboardGrid>
        <PolicySection policy={dashboard.policy} />
        <ProgressSection progress={dashboard.progress} />
        <ParticipationSection participation={dashboard.participation} />
        <PremiumSection premium={dashboard.premium} />
      </DashboardGrid>
    </Stack>
  );
}

/** The renewal's card (decision 0040): the plan year, what to do next and one button, from the session's summary. */
function RenewalSection({ renewal, idToken }: { renewal: RenewalSummary; idToken: string }) {
  const card = describeRenewalCard(renewal);
  return (
    <DashboardSection title={card.title}>
      <Facts items={card.facts} />
      <Text>{card.message}</Text>
      <Group>
        <Button component={Link} to={`${card.action.to}${companyTokenQuery(idToken)}`}>
          {card.action.label}
        </Button>
      </Group>
    </DashboardSection>
  );
}

/**
 * The broker-of-record card (decision 0051), once the letters are signed: each carrier's current status, and the
 * status page with the dates.
 */
function BrokerOfRecordSection({ status, idToken }: { status: BorCarrierStatus; idToken: string }) {
  return (
    <DashboardSection title="Broker of record">
      <Text>
        You signed the broker-of-record letters on {formatMomentDay(status.signedAt!)}. Each carrier makes the
        change on its own; we e-mail you at every step.
      </Text>
      <Facts items={status.carrierChanges.map((c) => [c.carrierName, c.statusLabel] as const)} />
      <Group>
        <Button component={Link} to={`${BOR_STATUS_PATH}${companyTokenQuery(idToken)}`}>
          See broker of record status
        </Button>
      </Group>
    </DashboardSection>
  );
}

function TodoSection({ todos, companyId }: { todos: CompanyDashboard['todos']; companyId: string }) {
  const toEnroll = todos.some((t) => t.kind === 'not_started' || t.kind === 'unsigned');
  return (
    <DashboardSection title="To do">
      {todos.length === 0 ? (
        <Text>Nothing is waiting on you.</Text>
      ) : (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {todos.map((todo) => (
            <li key={todo.kind}>
              <Anchor component={Link} to={todo.href}>
                {todo.label}
              </Anchor>
              {todo.people.length > 0 && (
                <Stack component="ul" gap={4} mt={4} pl="md" m={0} style={{ listStyle: 'none' }}>
                  {todo.people.map((person) => (
                    <li key={person.employeeFormId}>
                      <Anchor component={Link} to={person.href} size="sm">
                        Decide on benefits for {person.name}
                      </Anchor>
                    </li>
                  ))}
                </Stack>
              )}
            </li>
          ))}
        </Stack>
      )}
      {toEnroll && (
        <RemindButton companyId={companyId} employeeFormId={null} label="Remind everyone not finished" />
      )}
    </DashboardSection>
  );
}

function PolicySection({ policy }: { policy: CompanyDashboard['policy'] }) {
  return (
    <DashboardSection title="Your benefits policy">
      {policy ? (
        <Facts
          items={[
            ['Status', POLICY_STATE_LABELS[policy.status]],
            ['Effective', formatIsoDay(policy.effectiveAt)],
            ['Renews', formatIsoDay(policy.renewalAt)],
            ['Waiting period for new hires', policy.waitingPeriodLabel ?? 'Not set'],
            ...(policy.enrollmentWindow
              ? ([
                  ['Open enrollment closes', formatIsoDay(policy.enrollmentWindow.openEnrollmentClosesOn)],
                  [
                    'New hires enroll within',
                    `${policy.enrollmentWindow.newHireWindowDays} days of their hire date`,
                  ],
                ] as const)
              : []),
          ]}
        />
      ) : (
        <Text>Your company has no benefits policy yet.</Text>
      )}
    </DashboardSection>
  );
}

function ProgressSection({ progress }: { progress: CompanyDashboard['progress'] }) {
  return (
    <DashboardSection title="Enrollment progress">
      <Text size="sm">
        {progress.eligible === 1 ? '1 eligible employee' : `${progress.eligible} eligible employees`}
      </Text>
      <Facts
        items={[
          ['Completed', progress.completed],
          ['In progress', progress.inProgress],
          ['Not started', progress.notStarted],
          ['Declined', progress.declined],
        ]}
      />
    </DashboardSection>
  );
}

function ParticipationSection({ participation: p }: { participation: CompanyDashboard['participation'] }) {
  const requirement = `${Math.round(p.requirement * 100)}%`;
  return (
    <DashboardSection title="Medical participation">
      <Facts
        items={[
          ['Participation', formatRate(p.rate)],
          ['Carrier requirement', requirement],
          ['Enrolled in medical', p.enrolled],
          ['Waived, covered elsewhere', p.validWaivers],
          ['Counted (eligible less valid waivers)', p.counted],
        ]}
      />
      {p.warning ? (
        <Alert color="red" variant="light" title="Below the carrier's requirement">
          {p.warning}
        </Alert>
      ) : (
        <Text size="sm">{describeParticipationMet(p)}</Text>
      )}
    </DashboardSection>
  );
}

function PremiumSection({ premium }: { premium: CompanyDashboard['premium'] }) {
  return (
    <DashboardSection title="Monthly premium">
      <Facts
        items={[
          ['Total premium', formatCents(premium.premiumCents)],
          ['Company pays', formatCents(premium.companyCents)],
          ['Employees pay', formatCents(premium.employeeCents)],
        ]}
      />
      {premium.lines.length > 1 && (
        <Text size="sm" fw={600} mt="xs">
          By coverage
        </Text>
      )}
      {premium.lines.length > 1 && (
        <Facts
          items={premium.lines.map(
            (line) =>
              [
                `${COVERAGE_TYPE_LABELS[line.coverageType].replace(/^./, (c) => c.toUpperCase())} (company pays ${formatCents(line.companyCents)})`,
                formatCents(line.premiumCents),
              ] as const,
          )}
        />
      )}
      <Text size="sm" c="dimmed">
        {describePremiumBasis(premium.coveredEmployees, {
          people: premium.awaitingApproval.people,
          premium: formatCents(premium.awaitingApproval.premiumCents),
        })}
      </Text>
    </DashboardSection>
  );
}

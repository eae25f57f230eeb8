import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/SimpleGrid.css';
import { PageLoader } from '@client/components/page-loader';
import { usePageTitle } from '@client/lib/page-title';
import { Anchor, Card, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { QueueSummary } from '@shared/schemas/operations';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Suspense, useId } from 'react';
import { Link } from 'react-router';
import { queuesQueryOptions } from '../api/operations';
import { CountBadges } from '../components/count-badges';
import { OperationsOnly } from '../components/operations-only';

const QUEUE_DESCRIPTIONS: Record<QueueSummary['key'], string> = {
  applications: 'Signed applications to approve, or to return with a reason',
  open_enrollment_setups: "Brokers' plan uploads to load and launch as renewals",
  broker_of_record: "Each carrier's answer to a signed letter, e-mailed to the company",
  registration_leads: 'Companies registering for benefits administration',
  large_group_quotes: "Employers' requests with their census, to review and quote",
  claims_help: "Employees' questions about a claim, answered by support",
  data_requests: "People's exports and deletions of their data, due within 14 days",
};

function QueueCard({ queue }: { queue: QueueSummary }) {
  const headingId = useId();
  return (
    <Card component="section" withBorder padding="md" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Title order={3} size="h4" id={headingId}>
          {queue.path ? (
            <Anchor component={Link} to={queue.path} underline="always" inherit>
              {queue.label}
            </Anchor>
          ) : (
            queue.label
          )}
        </Title>
        <Text size="sm" c="dimmed">
          {QUEUE_DESCRIPTIONS[queue.key]}
        </Text>
        <Text fw={600}>{queue.waiting === 1 ? '1 waiting' : `${queue.waiting} waiting`}</Text>
        <CountBadges
          counts={queue.counts.map((c) => ({
            label: c.label,
            count: c.count,
            alarm: c.status === 'overdue',
          }))}
          label={`${queue.label} per status`}
        />
      </Stack>
    </Card>
  );
}

/** Every queue with what waits on operations (decision 0064). */
function Queues() {
  const { queues } = useSuspenseQuery(queuesQueryOptions()).data;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      {queues.map((q) => (
        <QueueCard key={q.key} queue={q} />
      ))}
    </SimpleGrid>
  );
}

/** /admin: the operations tools. */
export function AdminHomePage() {
  usePageTitle('Admin');
  return (
    <OperationsOnly title="Admin">
      <Stack gap="md">
        <Title order={1}>Admin</Title>
        <Title order={2} size="h3">
          Queues
        </Title>
        <Suspense fallback={<PageLoader />}>
          <Queues />
        </Suspense>
        <Title order={2} size="h3">
          Tools
        </Title>
        <List spacing="xs">
          <List.Item>
            <Anchor component={Link} to="/admin/companies">
              Companies
            </Anchor>
            <Text span c="dimmed">
              {' '}
              — each company's policy, renewal and broker-of-record status
            </Text>
          </List.Item>
          <List.Item>
            <Anchor component={Link} to="/admin/plans">
              Plans and their documents
            </Anchor>
            <Text span c="dimmed">
              {' '}
              — each plan's summary of benefits, provider directory and drug list links
            </Text>
          </List.Item>
          <List.Item>
            <Anchor component={Link} to="/admin/audit">
              Audit log
            </Anchor>
            <Text span c="dimmed">
              {' '}
              — who did what, by company, person and action
            </Text>
          </List.Item>
          <List.Item>
            <Anchor component={Link} to="/admin/outbox">
              Mail outbox
            </Anchor>
            <Text span c="dimmed">
              {' '}
              — the messages the app kept instead of sending
            </Text>
          </List.Item>
          <List.Item>
            <Anchor component={Link} to="/admin/carriers">
              Carriers and their files
            </Anchor>
            <Text span c="dimmed">
              {' '}
              — each carrier's EDI details and the 834 and census files it was sent
            </Text>
          </List.Item>
          <List.Item>
            <Anchor component={Link} to="/admin/jobs">
              Scheduled jobs
            </Anchor>
            <Text span c="dimmed">
              {' '}
              — the nightly carrier files and the other scheduled work, with a run now
            </Text>
          </List.Item>
          <List.Item>
            <Anchor component={Link} to="/admin/reconciliation">
              Reconciliation
            </Anchor>
            <Text span c="dimmed">
              {' '}
              — enrollments against carrier files and payroll deductions, mismatches first
            </Text>
          </List.Item>
          <List.Item>
            <Anchor component={Link} to="/admin/partners">
              Partners and API keys
            </Anchor>
            <Text span c="dimmed">
              {' '}
              — payroll partners' keys to the partner API
            </Text>
          </List.Item>
        </List>
      </Stack>
    </OperationsOnly>
  );
}

import '@mantine/core/styles/List.css';
import '@mantine/core/styles/SimpleGrid.css';
import { PageLoader } from '@client/components/page-loader';
import { Anchor, List, SimpleGrid, Text, Title } from '@mantine/core';
import type { QueueSummary } from '@shared/schemas/operations';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { Link } from 'react-router';
import { queuesQueryOptions } from '../api/operations';
import { AdminCard } from '../components/admin-card';
import { AdminPage } from '../components/admin-page';
import { CountBadges } from '../components/count-badges';

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
  return (
    <AdminCard
      order={3}
      gap="xs"
      heading={
        queue.path ? (
          <Anchor component={Link} to={queue.path} underline="always" inherit>
            {queue.label}
          </Anchor>
        ) : (
          queue.label
        )
      }
    >
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
    </AdminCard>
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

/** The tools beside the queues: where each leads and what it holds. */
const TOOLS: ReadonlyArray<[to: string, label: string, what: string]> = [
  ['/admin/companies', 'Companies', "each company's policy, renewal and broker-of-record status"],
  [
    '/admin/plans',
    'Plans and their documents',
    "each plan's summary of benefits, provider directory and drug list links",
  ],
  ['/admin/audit', 'Audit log', 'who did what, by company, person and action'],
  ['/admin/outbox', 'Mail outbox', 'the messages the app kept instead of sending'],
  [
    '/admin/carriers',
    'Carriers and their files',
    "each carrier's EDI details and the 834 and census files it was sent",
  ],
  ['/admin/jobs', 'Scheduled jobs', 'the nightly carrier files and the other scheduled work, with a run now'],
  [
    '/admin/reconciliation',
    'Reconciliation',
    'enrollments against carrier files and payroll deductions, mismatches first',
  ],
  ['/admin/partners', 'Partners and API keys', "payroll partners' keys to the partner API"],
];

/** /admin: the operations tools. */
export function AdminHomePage() {
  return (
    <AdminPage heading="Admin" back={null}>
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
        {TOOLS.map(([to, label, what]) => (
          <List.Item key={to}>
            <Anchor component={Link} to={to}>
              {label}
            </Anchor>
            <Text span c="dimmed">
              {' '}
              — {what}
            </Text>
          </List.Item>
        ))}
      </List>
    </AdminPage>
  );
}

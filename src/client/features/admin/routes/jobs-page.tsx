import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Card.css';
import { Facts } from '@client/components/facts';
import { isApiError } from '@client/lib/api-client';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { JobRecord, JobsOverview } from '@shared/schemas/jobs';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { jobsQueryOptions, useRunJob } from '../api/jobs';
import { AdminCard, CardList } from '../components/admin-card';
import { AdminPage } from '../components/admin-page';
import { formatUtcTime } from '../lib/format-time';

const HEADING = 'Scheduled jobs';

/** What each job does, in words (decision 0062). */
const JOB_LABELS: Record<string, string> = {
  'billing.autopay': 'Autopay: debit the invoices of companies on autopay',
  'carrier-files.nightly': 'Carrier files: send each carrier its changes, then reconcile',
  'data-requests.purge': 'Data requests: delete those older than 24 months',
  'notices.coverage-effective': 'Notices: coverage starting today',
  'notices.renewal-due': 'Notices: renewals due soon',
  'policy-cancellation.settle': 'Cancellations: end the policies whose date has come',
  'renewals.start-plan-years': 'Renewals: start the plan years whose date has come',
};
const labelOf = (name: string) => JOB_LABELS[name] ?? name;

const timeOf = (at: string | null) => (at ? formatUtcTime(at) : 'Not yet');

const STATE_LABELS: Record<JobRecord['state'], string> = {
  created: 'Queued',
  retry: 'Waiting to retry',
  active: 'Running',
  completed: 'Completed',
  cancelled: 'Cancelled',
  failed: 'Failed',
};

function Schedule({ schedule }: { schedule: JobsOverview['schedules'][number] }) {
  const run = useRunJob();
  const [message, setMessage] = useState<string | null>(null);
  return (
    <AdminCard heading={labelOf(schedule.name)} order={3} size="h5">
      <Facts
        items={[
          ['Job', schedule.name],
          ['Schedule (cron, UTC)', schedule.cron],
        ]}
      />
      <Group>
        <Button
          variant="outline"
          loading={run.isPending}
          onClick={() => {
            setMessage(null);
            run.mutate(schedule.name, {
              onSuccess: () => setMessage('Queued: a worker runs it in a moment.'),
              onError: (error) =>
                setMessage(isApiError(error) ? error.error : 'The job could not be queued. Try again.'),
            });
          }}
        >
          {`Run ${schedule.name} now`}
        </Button>
      </Group>
      {message && (
        <Text size="sm" role="status">
          {message}
        </Text>
      )}
    </AdminCard>
  );
}

function Runs({ jobs }: { jobs: JobRecord[] }) {
  return (
    <CardList items={jobs} itemKey={(job) => job.id} empty="No job has run yet." gap="sm">
      {(job) => (
        <Card withBorder padding="sm">
          <Stack gap={4}>
            <Group gap="xs" wrap="nowrap" align="flex-start">
              <Badge
                variant={job.state === 'failed' ? 'filled' : 'light'}
                color={job.state === 'failed' ? 'red.9' : 'dark'}
                tt="none"
                style={{ flexShrink: 0 }}
              >
                {STATE_LABELS[job.state]}
              </Badge>
              <Text fw={600}>{labelOf(job.name)}</Text>
            </Group>
            <Text size="sm">
              {`Queued ${timeOf(job.createdAt)}; finished ${timeOf(job.completedAt)}${job.retryCount > 0 ? `; retried ${job.retryCount}×` : ''}.`}
            </Text>
            {job.error && (
              <Text size="sm" c="red.9">
                {job.error}
              </Text>
            )}
          </Stack>
        </Card>
      )}
    </CardList>
  );
}

function JobsOverviewView() {
  const overview = useSuspenseQuery(jobsQueryOptions()).data;
  return (
    <Stack gap="lg">
      {!overview.isWorker && (
        <Text size="sm">
          This server process does not work jobs (JOBS_WORKER=off): a worker process runs them.
        </Text>
      )}
      <Stack gap="sm">
        <Title order={2} size="h4">
          Schedules
        </Title>
        <CardList items={overview.schedules} itemKey={(schedule) => schedule.name}>
          {(schedule) => <Schedule schedule={schedule} />}
        </CardList>
      </Stack>
      <Stack gap="sm">
        <Title order={2} size="h4">
          Recent runs
        </Title>
        <Runs jobs={overview.jobs} />
      </Stack>
    </Stack>
  );
}

/** /admin/jobs (decision 0062): the job queue's schedules, a run now, and the newest runs with their outcome. */
export function JobsPage() {
  return (
    <AdminPage
      heading={HEADING}
      intro="The server's scheduled work runs as jobs of a queue kept in the database. A failed run is retried twice, a minute apart; its error shows here without anything personal."
    >
      <JobsOverviewView />
    </AdminPage>
  );
}

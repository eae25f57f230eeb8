import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Combobox.css';
import { Facts } from '@client/components/facts';
import { PageLoader } from '@client/components/page-loader';
import { usePageTitle } from '@client/lib/page-title';
import { Anchor, Badge, Card, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { formatLongIsoDate } from '@shared/domain/dates/dates';
import {
  type AdminDataRequest,
  DATA_REQUEST_KIND_FILTERS,
  DATA_REQUEST_STATUS_FILTERS,
  type DataRequestKindFilter,
  type DataRequestStatusFilter,
} from '@shared/schemas/data-requests';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Suspense, useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { dataRequestsQueryOptions } from '../api/data-requests';
import { type CountBadge, CountBadges } from '../components/count-badges';
import { OperationsOnly } from '../components/operations-only';

const HEADING = 'Data requests';

const STATUS_LABELS: Record<DataRequestStatusFilter, string> = {
  all: 'All',
  open: 'Open',
  overdue: 'Overdue',
  completed: 'Completed',
};
const KIND_LABELS: Record<DataRequestKindFilter, string> = {
  all: 'All kinds',
  export: 'Exports',
  deletion: 'Deletions',
};
const KIND_NAMES = { export: 'Export of their data', deletion: 'Deletion of their data' } as const;

function pick<T extends string>(allowed: readonly T[], value: string | null): T {
  return (allowed as readonly string[]).includes(value ?? '') ? (value as T) : allowed[0]!;
}

const dayOf = (at: string) => formatLongIsoDate(at.slice(0, 10));

function DataRequestCard({ request }: { request: AdminDataRequest }) {
  const headingId = useId();
  return (
    <Card
      component="section"
      withBorder
      padding="md"
      aria-labelledby={headingId}
      style={request.overdue ? { borderColor: 'var(--mantine-color-red-8)', borderWidth: 2 } : undefined}
    >
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          {`${KIND_NAMES[request.kind]}: ${request.name ?? 'Name deleted'}`}
        </Title>
        <Group gap="xs">
          {request.overdue ? (
            <Badge variant="filled" color="red.9" tt="none">
              Overdue
            </Badge>
          ) : (
            <Badge variant="filled" color="dark" tt="none">
              {request.status === 'completed' ? 'Completed' : 'Open'}
            </Badge>
          )}
          {request.overdue && (
            <Text size="sm" c="red.9" fw={600}>
              {`Past its due date of ${dayOf(request.dueAt)}`}
            </Text>
          )}
        </Group>
        <Facts
          items={[
            ['Received', dayOf(request.receivedAt)],
            ['Due', dayOf(request.dueAt)],
            ['Completed', request.completedAt ? dayOf(request.completedAt) : 'Not yet'],
            ['E-mail', request.email],
          ]}
        />
      </Stack>
    </Card>
  );
}

function DataRequestList({ status, kind }: { status: DataRequestStatusFilter; kind: DataRequestKindFilter }) {
  const queue = useSuspenseQuery(dataRequestsQueryOptions(status, kind)).data;
  const counts: CountBadge[] = [
    { label: 'Open', count: queue.counts.open },
    { label: 'Overdue', count: queue.counts.overdue, alarm: true },
    { label: 'Completed', count: queue.counts.completed },
    { label: 'Exports', count: queue.counts.export },
    { label: 'Deletions', count: queue.counts.deletion },
  ];
  return (
    <Stack gap="md">
      <CountBadges counts={counts} label="Requests per status and kind" />
      {queue.requests.length === 0 ? (
        <Text>No data request matches.</Text>
      ) : (
        <>
          <Text size="sm">
            {queue.requests.length === 1 ? '1 request' : `${queue.requests.length} requests`}, open ones
            first, those due soonest at the top.
          </Text>
          <Stack component="ul" gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
            {queue.requests.map((request) => (
              <li key={request.id}>
                <DataRequestCard request={request} />
              </li>
            ))}
          </Stack>
        </>
      )}
    </Stack>
  );
}

/**
 * /admin/data-requests (decisions 0056 and 0060): people's requests for an export or a deletion of their data,
 * each promised within 14 days and kept 24 months, with counts, filters and what is overdue.
 */
export function DataRequestsPage() {
  usePageTitle(HEADING);
  const [params, setParams] = useSearchParams();
  const status = pick(DATA_REQUEST_STATUS_FILTERS, params.get('status'));
  const kind = pick(DATA_REQUEST_KIND_FILTERS, params.get('kind'));
  return (
    <OperationsOnly title={HEADING}>
      <Stack gap="md">
        <Anchor component={Link} to="/admin" size="sm">
          Back to Admin
        </Anchor>
        <Title order={1}>{HEADING}</Title>
        <Text>
          People ask for an export of the data we hold about them, or for its deletion, from their account
          settings. Each is answered within 14 days; the app completes them at once, so an open or overdue
          request needs a look. Requests are kept 24 months.
        </Text>
        <Group gap="md" align="flex-end">
          <NativeSelect
            label="Status"
            data={DATA_REQUEST_STATUS_FILTERS.map((s) => ({ value: s, label: STATUS_LABELS[s] }))}
            value={status}
            onChange={(event) => setParams({ status: event.currentTarget.value, kind })}
            style={{ flex: '1 1 12rem', maxWidth: 320 }}
          />
          <NativeSelect
            label="Kind"
            data={DATA_REQUEST_KIND_FILTERS.map((k) => ({ value: k, label: KIND_LABELS[k] }))}
            value={kind}
            onChange={(event) => setParams({ status, kind: event.currentTarget.value })}
            style={{ flex: '1 1 12rem', maxWidth: 320 }}
          />
        </Group>
        <Suspense fallback={<PageLoader />}>
          <DataRequestList status={status} kind={kind} />
        </Suspense>
      </Stack>
    </OperationsOnly>
  );
}

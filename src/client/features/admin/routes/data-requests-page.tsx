import '@mantine/core/styles/Combobox.css';
import { Facts } from '@client/components/facts';
import { Group, NativeSelect, Stack, Text } from '@mantine/core';
import {
  type AdminDataRequest,
  DATA_REQUEST_KIND_FILTERS,
  DATA_REQUEST_STATUS_FILTERS,
  type DataRequestKindFilter,
  type DataRequestStatusFilter,
} from '@shared/schemas/data-requests';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { dataRequestsQueryOptions } from '../api/data-requests';
import { AdminCard, CardList, StatusBadge } from '../components/admin-card';
import { AdminPage } from '../components/admin-page';
import { type CountBadge, CountBadges } from '../components/count-badges';
import { pickFilter } from '../lib/filters';
import { formatDay } from '../lib/format-time';

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

function DataRequestCard({ request }: { request: AdminDataRequest }) {
  return (
    <AdminCard
      heading={`${KIND_NAMES[request.kind]}: ${request.name ?? 'Name deleted'}`}
      style={request.overdue ? { borderColor: 'var(--mantine-color-red-8)', borderWidth: 2 } : undefined}
      status={
        request.overdue ? (
          <>
            <StatusBadge color="red.9">Overdue</StatusBadge>
            <Text size="sm" c="red.9" fw={600}>
              {`Past its due date of ${formatDay(request.dueAt)}`}
            </Text>
          </>
        ) : (
          <StatusBadge>{request.status === 'completed' ? 'Completed' : 'Open'}</StatusBadge>
        )
      }
    >
      <Facts
        items={[
          ['Received', formatDay(request.receivedAt)],
          ['Due', formatDay(request.dueAt)],
          ['Completed', request.completedAt ? formatDay(request.completedAt) : 'Not yet'],
          ['E-mail', request.email],
        ]}
      />
    </AdminCard>
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
      <CardList
        items={queue.requests}
        itemKey={(request) => request.id}
        empty="No data request matches."
        summary={`${queue.requests.length === 1 ? '1 request' : `${queue.requests.length} requests`}, open ones first, those due soonest at the top.`}
      >
        {(request) => <DataRequestCard request={request} />}
      </CardList>
    </Stack>
  );
}

/**
 * /admin/data-requests (decisions 0056 and 0060): people's requests for an export or a deletion of their data,
 * each promised within 14 days and kept 24 months, with counts, filters and what is overdue.
 */
export function DataRequestsPage() {
  const [params, setParams] = useSearchParams();
  const status = pickFilter(DATA_REQUEST_STATUS_FILTERS, params.get('status'));
  const kind = pickFilter(DATA_REQUEST_KIND_FILTERS, params.get('kind'));
  return (
    <AdminPage
      heading={HEADING}
      intro="People ask for an export of the data we hold about them, or for its deletion, from their account settings. Each is answered within 14 days; the app completes them at once, so an open or overdue request needs a look. Requests are kept 24 months."
      controls={
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
      }
    >
      <DataRequestList status={status} kind={kind} />
    </AdminPage>
  );
}

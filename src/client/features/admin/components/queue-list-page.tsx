import '@mantine/core/styles/Combobox.css';
import { Facts } from '@client/components/facts';
import { NativeSelect, Stack } from '@mantine/core';
import type { AdminQueueItem, QueueListKey } from '@shared/schemas/operations';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { queueListQueryOptions } from '../api/operations';
import { formatDay } from '../lib/format-time';
import { AdminCard, CardList, StatusBadge } from './admin-card';
import { AdminPage } from './admin-page';
import { CountBadges } from './count-badges';

function QueueItemCard({ item, dateLabel }: { item: AdminQueueItem; dateLabel: string }) {
  return (
    <AdminCard heading={item.title} status={<StatusBadge>{item.statusLabel}</StatusBadge>}>
      <Facts items={[[dateLabel, formatDay(item.at)], ...item.facts]} />
    </AdminCard>
  );
}

function QueueItems({
  queue,
  status,
  dateLabel,
  noun,
}: {
  queue: QueueListKey;
  status: string;
  dateLabel: string;
  noun: [string, string];
}) {
  const list = useSuspenseQuery(queueListQueryOptions(queue, status)).data;
  return (
    <Stack gap="md">
      <CountBadges counts={list.counts} label="Per status" />
      <CardList
        items={list.items}
        itemKey={(item) => item.id}
        empty="Nothing matches."
        summary={list.items.length === 1 ? `1 ${noun[0]}` : `${list.items.length} ${noun[1]}`}
      >
        {(item) => <QueueItemCard item={item} dateLabel={dateLabel} />}
      </CardList>
    </Stack>
  );
}

/**
 * One operations queue as a page (decision 0064): a heading, what the queue is, a status filter kept in the URL,
 * the counts per status and a card per item. The queues without a page of their own use it.
 */
export function QueueListPage({
  heading,
  intro,
  statuses,
  queue,
  dateLabel,
  noun,
}: {
  heading: string;
  intro: ReactNode;
  statuses: ReadonlyArray<[value: string, label: string]>;
  queue: QueueListKey;
  dateLabel: string;
  noun: [one: string, many: string];
}) {
  const [params, setParams] = useSearchParams();
  const raw = params.get('status') ?? 'all';
  const status = statuses.some(([v]) => v === raw) ? raw : 'all';
  return (
    <AdminPage
      heading={heading}
      intro={intro}
      controls={
        <NativeSelect
          label="Status"
          data={[{ value: 'all', label: 'All' }, ...statuses.map(([value, label]) => ({ value, label }))]}
          value={status}
          onChange={(event) => setParams({ status: event.currentTarget.value })}
          style={{ maxWidth: 320 }}
        />
      }
    >
      <QueueItems queue={queue} status={status} dateLabel={dateLabel} noun={noun} />
    </AdminPage>
  );
}

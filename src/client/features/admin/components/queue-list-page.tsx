import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Combobox.css';
import { Facts } from '@client/components/facts';
import { Badge, Card, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { formatLongIsoDate } from '@shared/domain/dates/dates';
import type { AdminQueueItem, QueueListKey } from '@shared/schemas/operations';
import { useSuspenseQuery } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { useSearchParams } from 'react-router';
import { queueListQueryOptions } from '../api/operations';
import { AdminPage } from './admin-page';
import { CountBadges } from './count-badges';

function QueueItemCard({ item, dateLabel }: { item: AdminQueueItem; dateLabel: string }) {
  const headingId = useId();
  return (
    <Card component="section" withBorder padding="md" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          {item.title}
        </Title>
        <Group gap="xs">
          <Badge variant="filled" color="dark" tt="none">
            {item.statusLabel}
          </Badge>
        </Group>
        <Facts items={[[dateLabel, formatLongIsoDate(item.at.slice(0, 10))], ...item.facts]} />
      </Stack>
    </Card>
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
      {list.items.length === 0 ? (
        <Text>Nothing matches.</Text>
      ) : (
        <>
          <Text size="sm">
            {list.items.length === 1 ? `1 ${noun[0]}` : `${list.items.length} ${noun[1]}`}
          </Text>
          <Stack component="ul" gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
            {list.items.map((item) => (
              <li key={item.id}>
                <QueueItemCard item={item} dateLabel={dateLabel} />
              </li>
            ))}
          </Stack>
        </>
      )}
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

import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Table.css';
import { ResponsiveList } from '@client/components/responsive-list';
import { Anchor, Table, Text } from '@mantine/core';
import type { OutboxMessageSummary } from '@shared/schemas/outbox';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { outboxQueryOptions } from '../api/get-outbox';
import { AdminPage } from '../components/admin-page';
import { formatTime } from '../lib/format-time';

const messagePath = (message: OutboxMessageSummary) => `/admin/outbox/${encodeURIComponent(message.id)}`;

function OutboxList() {
  const { messages } = useSuspenseQuery(outboxQueryOptions).data;
  if (messages.length === 0) return <Text>The outbox is empty: no message has been sent yet.</Text>;
  return (
    <ResponsiveList
      items={messages}
      itemKey={(message) => message.id}
      headers={['Subject', 'Recipient', 'Time']}
      row={(message) => (
        <>
          <Table.Th scope="row" fw={400}>
            <Anchor component={Link} to={messagePath(message)}>
              {message.subject}
            </Anchor>
          </Table.Th>
          <Table.Td style={{ overflowWrap: 'anywhere' }}>{message.to}</Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>
            <time dateTime={message.createdAt}>{formatTime(message.createdAt)}</time>
          </Table.Td>
        </>
      )}
      card={(message) => (
        <>
          <Anchor component={Link} to={messagePath(message)} fw={600} style={{ overflowWrap: 'anywhere' }}>
            {message.subject}
          </Anchor>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            To {message.to}
          </Text>
          <Text size="sm" c="dimmed">
            <time dateTime={message.createdAt}>{formatTime(message.createdAt)}</time>
          </Text>
        </>
      )}
    />
  );
}

/** /admin/outbox: the messages kept in the outbox (no SMTP server configured), newest first. */
export function OutboxPage() {
  return (
    <AdminPage
      heading="Mail outbox"
      intro="Without an SMTP server, the app keeps its messages here instead of sending them. The 100 most recent are shown, newest first."
    >
      <OutboxList />
    </AdminPage>
  );
}

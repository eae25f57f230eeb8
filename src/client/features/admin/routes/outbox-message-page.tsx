import '@mantine/core/styles/Code.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Table.css';
import { usePageTitle } from '@client/lib/page-title';
import { Code, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { outboxMessageQueryOptions } from '../api/get-outbox';
import { AdminPage } from '../components/admin-page';
import { formatTime } from '../lib/format-time';

function OutboxMessage({ messageId }: { messageId: string }) {
  const message = useSuspenseQuery(outboxMessageQueryOptions(messageId)).data;
  usePageTitle(message.subject);
  return (
    <Stack gap="md">
      <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
        {message.subject}
      </Title>
      <Table variant="vertical" layout="fixed" withTableBorder>
        <Table.Tbody>
          <Table.Tr>
            <Table.Th w={110}>To</Table.Th>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{message.to}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>Time</Table.Th>
            <Table.Td>
              <time dateTime={message.createdAt}>{formatTime(message.createdAt)}</time>
            </Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>Template</Table.Th>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{message.template}</Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      <Title order={2} size="h4">
        Text
      </Title>
      <Text size="sm">
        A one-time link (an invitation to create an account) is shown without its token: only the person it
        was sent to may use it.
      </Text>
      <Paper withBorder radius="md" p={0}>
        {/* The plain-text part, shown as text: the HTML part is never rendered here. */}
        <Code
          block
          style={{
            whiteSpace: 'pre-wrap',
            overflowWrap: 'anywhere',
            fontSize: 'var(--mantine-font-size-sm)',
          }}
        >
          {message.text}
        </Code>
      </Paper>
    </Stack>
  );
}

/** /admin/outbox/:messageId: one message of the outbox, with its text. */
export function OutboxMessagePage() {
  const { messageId = '' } = useParams();
  return (
    <AdminPage
      heading="Message"
      back={{ to: '/admin/outbox', label: 'Back to the mail outbox' }}
      headingInContent
    >
      <OutboxMessage messageId={messageId} />
    </AdminPage>
  );
}

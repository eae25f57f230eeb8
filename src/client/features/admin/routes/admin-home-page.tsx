import '@mantine/core/styles/List.css';
import { usePageTitle } from '@client/lib/page-title';
import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { OperationsOnly } from '../components/operations-only';

/** /admin: the operations tools. */
export function AdminHomePage() {
  usePageTitle('Admin');
  return (
    <OperationsOnly title="Admin">
      <Stack gap="md">
        <Title order={1}>Admin</Title>
        <List spacing="xs">
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
            <Anchor component={Link} to="/admin/open-enrollment">
              Open enrollment setups
            </Anchor>
            <Text span c="dimmed">
              {' '}
              — brokers' plan uploads to load and launch as renewals
            </Text>
          </List.Item>
          <List.Item>
            <Anchor component={Link} to="/admin/broker-of-record">
              Broker of record: carrier changes
            </Anchor>
            <Text span c="dimmed">
              {' '}
              — each carrier's answer to a signed letter, e-mailed to the company
            </Text>
          </List.Item>
          <List.Item>
            <Anchor component={Link} to="/admin/large-group-quotes">
              Large group quote requests
            </Anchor>
            <Text span c="dimmed">
              {' '}
              — employers' requests with their census, to review and quote
            </Text>
          </List.Item>
          <List.Item>
            <Anchor component={Link} to="/admin/data-requests">
              Data requests
            </Anchor>
            <Text span c="dimmed">
              {' '}
              — people's exports and deletions of their data, due within 14 days
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

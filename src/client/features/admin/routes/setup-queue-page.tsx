import '@mantine/core/styles/Badge.css';
import { ResponsiveList } from '@client/components/responsive-list';
import { Anchor, Table, Text } from '@mantine/core';
import type { SetupQueueItem } from '@shared/schemas/open-enrollment';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { setupQueueQueryOptions } from '../api/open-enrollment-setups';
import { AdminPage } from '../components/admin-page';
import { SetupStatusBadge } from '../components/setup-status-badge';
import { formatTime } from '../lib/format-time';

const HEADING = 'Open enrollment setups';
const setupPath = (setup: SetupQueueItem) => `/admin/open-enrollment/${encodeURIComponent(setup.id)}`;
const submitted = (setup: SetupQueueItem) =>
  setup.submittedAt ? (
    <>
      {setup.submittedByName ?? 'Unknown'},{' '}
      <time dateTime={setup.submittedAt}>{formatTime(setup.submittedAt)}</time>
    </>
  ) : (
    '—'
  );

function SetupList() {
  const { setups } = useSuspenseQuery(setupQueueQueryOptions).data;
  if (setups.length === 0) return <Text>No setup has been submitted yet.</Text>;
  return (
    <ResponsiveList
      items={setups}
      itemKey={(setup) => setup.id}
      headers={['Company', 'Submitted', 'Files', 'Status']}
      row={(setup) => (
        <>
          <Table.Th scope="row" fw={400}>
            <Anchor component={Link} to={setupPath(setup)}>
              {setup.companyName}
            </Anchor>
          </Table.Th>
          <Table.Td>{submitted(setup)}</Table.Td>
          <Table.Td>{setup.fileCount}</Table.Td>
          <Table.Td>
            <SetupStatusBadge status={setup.status} />
          </Table.Td>
        </>
      )}
      card={(setup) => (
        <>
          <Anchor component={Link} to={setupPath(setup)} fw={600}>
            {setup.companyName}
          </Anchor>
          <Text size="sm">Submitted by {submitted(setup)}</Text>
          <Text size="sm">
            {setup.fileCount} {setup.fileCount === 1 ? 'file' : 'files'}
          </Text>
          <SetupStatusBadge status={setup.status} />
        </>
      )}
    />
  );
}

/** /admin/open-enrollment: the setups brokers submitted, those to process first (decision 0036). */
export function SetupQueuePage() {
  return (
    <AdminPage
      heading={HEADING}
      intro="Each setup holds a broker's plan documents and rates for a company's renewal. Open one to load its rate sheet, check the preview and launch the renewal. Setups to process come first."
    >
      <SetupList />
    </AdminPage>
  );
}

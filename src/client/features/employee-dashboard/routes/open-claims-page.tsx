import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/ScrollArea.css';
import { ResponsiveList } from '@client/components/responsive-list';
import { usePageTitle } from '@client/lib/page-title';
import { Anchor, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { formatLongIsoDate } from '@shared/domain/dates/dates';
import { formatCents } from '@shared/domain/money/money';
import type { ClaimSummary } from '@shared/schemas/claims';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { claimListQueryOptions } from '../api/claims';
import { ClaimStatusBadge } from '../components/claim-status-badge';
import { useDashboard } from '../lib/dashboard-context';

const HEADING = 'Claims help';

/**
 * open-claims (docs/spec/2 §2.6; decision 0045): the employee's requests to the support team about claims, newest
 * first, with their status, and Submit a Claim.
 */
export function OpenClaimsPage() {
  usePageTitle(HEADING);
  const { dashboard, basePath } = useDashboard();
  const { data } = useSuspenseQuery(claimListQueryOptions(dashboard.employee.employeeFormId));
  const claimLink = (claim: ClaimSummary) => (
    <Anchor component={Link} to={`${basePath}/claims/${claim.id}`} fw={600}>
      {claim.reference}
    </Anchor>
  );
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{HEADING}</Title>
        <Text>
          A bill you did not expect, a claim the carrier denied or paid less than you thought? Tell our
          support team about it: we look into it with the carrier and answer you here.
        </Text>
      </Stack>
      <Group>
        <Button component={Link} to={`${basePath}/submit-claims`}>
          Submit a Claim
        </Button>
      </Group>
      {data.claims.length === 0 ? (
        <Text>You have not asked about any claims yet.</Text>
      ) : (
        <ResponsiveList
          items={data.claims}
          itemKey={(claim) => claim.id}
          headers={['Claim', 'Provider', 'Coverage', 'Patient', 'Date of service', 'Amount billed', 'Status']}
          row={(claim) => (
            <>
              <Table.Th scope="row">{claimLink(claim)}</Table.Th>
              <Table.Td>{claim.providerName}</Table.Td>
              <Table.Td>{claim.coverageLabel}</Table.Td>
              <Table.Td>{claim.patientName}</Table.Td>
              <Table.Td>{formatLongIsoDate(claim.dateOfService)}</Table.Td>
              <Table.Td>{formatCents(claim.amountBilledCents)}</Table.Td>
              <Table.Td>
                <ClaimStatusBadge status={claim.status} />
              </Table.Td>
            </>
          )}
          card={(claim) => (
            <Stack gap={4}>
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                {claimLink(claim)}
                <ClaimStatusBadge status={claim.status} />
              </Group>
              <Text size="sm" fw={600}>
                {claim.providerName}
              </Text>
              <Text size="sm">
                {claim.coverageLabel} · {claim.patientName}
              </Text>
              <Text size="sm">
                {formatLongIsoDate(claim.dateOfService)} · {formatCents(claim.amountBilledCents)}
              </Text>
            </Stack>
          )}
        />
      )}
      <Anchor component={Link} to={basePath}>
        Back to Dashboard
      </Anchor>
    </Stack>
  );
}

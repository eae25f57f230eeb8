import '@mantine/core/styles/SimpleGrid.css';
import { Alert, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatLongIsoDate } from '@shared/domain/dates/dates';
import type { CoverageType } from '@shared/domain/enums';
import { formatCents } from '@shared/domain/money/money';
import { describePriceChange } from '@shared/domain/renewal/renewal-comparison';
import type { RenewalComparisonResponse } from '@shared/schemas/application-summary';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useApplication } from '../../api/get-application';
import { renewalComparisonQueryOptions } from '../../renewal/api/get-renewal-comparison';

export const CURRENT_AGAINST_NEW_HEADING = 'Current against new';

type Side = RenewalComparisonResponse['lines'][number]['renewal'];

/** A plan year's heading: "Current plan year, from January 1, 2026". */
const yearLabel = (kind: 'Current' | 'New', startsOn: string | null) =>
  startsOn ? `${kind} plan year, from ${formatLongIsoDate(startsOn)}` : `${kind} plan year`;

/**
 * On a renewal's choose screen (issue 35 item 5, decision 0079): the line's plan now and its monthly cost beside
 * the renewal's saved choice and its cost, as the server compares them (renewal_comparison). No figure is worked
 * out here. Nothing outside a renewal.
 */
export function CurrentAgainstNew({ coverageType }: { coverageType: CoverageType }) {
  const application = useApplication();
  const isRenewal = application.employeePolicy.isRenewal;
  const comparison = useQuery({
    ...renewalComparisonQueryOptions(application.employeePolicy.id),
    enabled: isRenewal,
  });
  const headingId = useId();
  if (!isRenewal) return null;
  const data = comparison.data;
  const line = data?.lines.find((l) => l.coverageType === coverageType);
  if (data && !line) return null;
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          {CURRENT_AGAINST_NEW_HEADING}
        </Title>
        {comparison.isPending ? (
          <Group gap="xs">
            <Loader size="sm" aria-hidden />
            <Text>Loading your current plan…</Text>
          </Group>
        ) : comparison.isError || !data || !line ? (
          <Alert color="red" variant="light">
            Your current plan could not be loaded. Reload the page to try again.
          </Alert>
        ) : (
          <>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <SideCard
                heading={yearLabel('Current', data.currentPlanYearStartsOn)}
                side={line.current}
                absent="You do not have this coverage now."
              />
              <SideCard heading={yearLabel('New', data.renewalPlanYearStartsOn)} side={line.renewal} />
            </SimpleGrid>
            {describePriceChange(line.changeCents, formatCents) ? (
              <Text fw={600}>{describePriceChange(line.changeCents, formatCents)}</Text>
            ) : null}
            <Text size="sm" c="dimmed">
              The new plan is the one saved in your renewal. Choose another plan and continue to change it.
            </Text>
          </>
        )}
      </Stack>
    </Paper>
  );
}

function SideCard({ heading, side, absent }: { heading: string; side: Side | null; absent?: string }) {
  return (
    <Stack gap={2}>
      <Text fw={600}>{heading}</Text>
      {side ? (
        <>
          <Text>{side.planName ?? side.statusLabel}</Text>
          {side.planName === null ? null : (
            <Text>
              {side.monthlyCents === null
                ? 'Its price is not available yet'
                : `${formatCents(side.monthlyCents)} a month`}
            </Text>
          )}
        </>
      ) : (
        <Text>{absent}</Text>
      )}
    </Stack>
  );
}

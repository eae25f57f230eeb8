import '@mantine/core/styles/SimpleGrid.css';
import { Alert, Anchor, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { signedApplicationPath } from '@shared/domain/enrollment/summary';
import { formatCents } from '@shared/domain/money/money';
import { describePayrollDeduction } from '@shared/domain/payroll/deductions';
import { describePaycheckCount, explainPerPaycheck } from '@shared/domain/payroll/paychecks';
import type { ElectionSummaryResponse } from '@shared/schemas/application-summary';
import { useQuery } from '@tanstack/react-query';
import { applicationSummaryQueryOptions } from '../../api/get-application-summary';
import { describeLineChoice, describeLineCost } from './summary-text';

export const SUMMARY_HEADING = 'Your benefits summary';
/** Review and Sign's heading of the same figures, before signing (issue 34 item 1). */
export const COST_HEADING = 'What you will pay';
export const DOWNLOAD_LABEL = 'Download your signed application';

/**
 * The done page's summary (issue 14 item 2, decision 0042): each line's plan or decline, who it covers, its
 * monthly and per-paycheck cost, the health account, the totals, and the signed application to download.
 * Review and Sign shows the same figures before signing (`beforeSigning`), without the download.
 */
export function ElectionSummary({
  employeePolicyId,
  beforeSigning = false,
}: {
  employeePolicyId: string;
  beforeSigning?: boolean;
}) {
  const summary = useQuery(applicationSummaryQueryOptions(employeePolicyId));
  return (
    <Stack gap="sm" component="section" aria-labelledby="summary-heading">
      <Title order={2} size="h3" id="summary-heading">
        {beforeSigning ? COST_HEADING : SUMMARY_HEADING}
      </Title>
      {summary.isPending ? (
        <Group gap="xs">
          <Loader size="sm" aria-hidden />
          <Text>Loading your summary…</Text>
        </Group>
      ) : summary.isError ? (
        <Alert color="red" variant="light">
          Your summary could not be loaded. Reload the page to try again.
        </Alert>
      ) : (
        <SummaryBody summary={summary.data} />
      )}
      {beforeSigning ? null : (
        <div>
          <Anchor href={signedApplicationPath(employeePolicyId)} download fw={600}>
            {DOWNLOAD_LABEL}
          </Anchor>
          <Text size="sm" c="dimmed">
            A PDF of your elections, the statement you signed and your signature. Social Security numbers show
            only their last four digits.
          </Text>
        </div>
      )}
    </Stack>
  );
}

function SummaryBody({ summary }: { summary: ElectionSummaryResponse }) {
  const account = summary.healthAccount;
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {summary.lines.map((line) => {
          const cost = describeLineCost(line.monthlyCents, line.perPaycheckCents);
          return (
            <Paper key={line.coverageType} withBorder p="sm" radius="md">
              <Title order={3} size="h5">
                {line.label}
              </Title>
              <Text>{describeLineChoice(line)}</Text>
              {line.coveredPeople ? <Text size="sm">Covers: {line.coveredPeople}</Text> : null}
              {cost ? <Text size="sm">{cost}</Text> : null}
              {line.perPaycheckCents ? (
                <Text size="xs" c="dimmed">
                  {describePayrollDeduction(line.coverageType)}
                </Text>
              ) : null}
            </Paper>
          );
        })}
        {account ? (
          <Paper withBorder p="sm" radius="md">
            <Title order={3} size="h5">
              Health account
            </Title>
            <Text>
              {account.label}: {formatCents(account.yearlyCents)} a year
            </Text>
            <Text size="sm">
              {formatCents(account.monthlyCents)} a month · {formatCents(account.perPaycheckCents)} per
              paycheck over {describePaycheckCount(summary.paychecks)}
            </Text>
          </Paper>
        ) : null}
      </SimpleGrid>
      <Text fw={600}>
        Your total: {formatCents(summary.totals.monthlyCents)} a month ·{' '}
        {formatCents(summary.totals.perPaycheckCents)} per paycheck
      </Text>
      <Text size="sm" c="dimmed">
        {explainPerPaycheck(summary.paychecks)}
      </Text>
    </>
  );
}

import '@mantine/core/styles/Card.css';
import { Facts } from '@client/components/facts';
import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import { formatLongIsoDate } from '@shared/domain/dates/dates';
import { formatCents } from '@shared/domain/money/money';
import { PAY_FREQUENCY_WORDS } from '@shared/domain/payroll/paychecks';
import type { EmployeeDashboard } from '@shared/schemas/employee-dashboard';
import { Link } from 'react-router';

type ComingYear = NonNullable<EmployeeDashboard['comingYear']>;

export const COMING_YEAR_HEADING = 'Coming plan year';

/** "Plan year from January 1, 2027", or "Plan year" when the date is not known. */
export const describePlanYear = (startsOn: string | null) =>
  startsOn ? `Plan year from ${formatLongIsoDate(startsOn)}` : 'Plan year';

/**
 * The coming plan year beside the current one (issue 35 item 5, decision 0079): each line's plan and what it
 * costs a month, the totals a month and a paycheck, as the renewal's summary gives them; whether it is signed.
 */
export function ComingYearCard({
  comingYear,
  payFrequency,
}: {
  comingYear: ComingYear;
  payFrequency: EmployeeDashboard['employee']['payFrequency'];
}) {
  const lineValue = (line: ComingYear['lines'][number]) =>
    line.planName === null
      ? line.statusLabel
      : line.monthlyCents === null
        ? line.planName
        : `${line.planName}, ${formatCents(line.monthlyCents)} a month`;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="coming-year-heading">
      <Stack gap="sm">
        <Stack gap={0}>
          <Title order={2} size="h3" id="coming-year-heading">
            {COMING_YEAR_HEADING}
          </Title>
          <Text c="dimmed">{describePlanYear(comingYear.planYearStartsOn)}</Text>
        </Stack>
        <Text>
          {comingYear.signedAt
            ? `Renewal signed on ${formatLongIsoDate(comingYear.signedAt.slice(0, 10))}.`
            : 'Your renewal is not signed yet.'}
        </Text>
        <Facts
          items={[
            ...comingYear.lines.map((line) => [line.label, lineValue(line)] as const),
            ...(comingYear.healthAccount
              ? [
                  [
                    comingYear.healthAccount.label,
                    `${formatCents(comingYear.healthAccount.monthlyCents)} a month`,
                  ] as const,
                ]
              : []),
          ]}
        />
        <Facts
          items={[
            [
              // The renewal's summary total counts the health account; say so beside the current year's figure.
              comingYear.healthAccount
                ? 'You will pay each month, health account included'
                : 'You will pay each month',
              formatCents(comingYear.totals.monthlyCents),
            ],
            [
              `You will pay per paycheck (${PAY_FREQUENCY_WORDS[payFrequency]})`,
              formatCents(comingYear.totals.perPaycheckCents),
            ],
          ]}
        />
        {comingYear.renewalPath ? (
          <Anchor component={Link} to={comingYear.renewalPath}>
            {comingYear.signedAt ? 'Review your renewal' : 'Continue your renewal'}
          </Anchor>
        ) : null}
      </Stack>
    </Card>
  );
}

import '@mantine/core/styles/Card.css';
import { Facts } from '@client/components/facts';
import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { describeLifeQuote, formatDailyPrice, lifeCardFor } from '@shared/domain/individual-life/card-states';
import { formatWholeDollars } from '@shared/domain/money/money';
import type { LifeApplicationResponse, LifeQuotesResponse } from '@shared/schemas/individual-life';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { lifeApplicationQueryOptions, lifeQuotesQueryOptions } from './api';
import { LIFE_CARD_TITLE, QuotesModal } from './quotes-modal';

/*
 * The individual term life card (docs/spec/2 §2.7 and §4, decision 0044), on the employee dashboard's Home and the
 * application's done page, in admin mode too. Nothing at all unless the quote call says the card shows (ages 20
 * to 60, individual applications not hidden); then the start card, or the status card once applied.
 */
export function TermLifeCard({ employeeFormId }: { employeeFormId: string }) {
  const quotes = useQuery(lifeQuotesQueryOptions(employeeFormId));
  const shown = quotes.data?.isShown === true;
  const application = useQuery({ ...lifeApplicationQueryOptions(employeeFormId), enabled: shown });
  if (!shown || !quotes.data || !application.data) return null;
  const status = application.data.individualLifeApplication?.status ?? null;
  const view = lifeCardFor(status);
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="term-life-heading">
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h3" id="term-life-heading">
          {LIFE_CARD_TITLE}
        </Title>
        {view.card === 'start' || !view.statusLine ? (
          <StartCard employeeFormId={employeeFormId} quotes={quotes.data} button={view.buttonLabel} />
        ) : (
          <StatusCard application={application.data} statusLine={view.statusLine} button={view.buttonLabel} />
        )}
      </Stack>
    </Card>
  );
}

function StartCard({
  employeeFormId,
  quotes,
  button,
}: {
  employeeFormId: string;
  quotes: LifeQuotesResponse;
  button: string;
}) {
  const [opened, setOpened] = useState(false);
  const cheapest = Math.min(...quotes.quotes.map((q) => q.daily_price));
  const suggested = quotes.suggestedCoverage;
  return (
    <>
      <Text>
        A term life policy of your own protects the people who count on your income. It is yours: you pay the
        carrier directly and keep it if you change jobs.
      </Text>
      <Text size="sm">
        No medical exam for coverage up to $3M for most products.
        {Number.isFinite(cheapest) ? ` From ${formatDailyPrice(cheapest)}.` : ''}
      </Text>
      {suggested ? (
        <Text size="sm">
          Rule of thumb: 5 to 10 times annual income, for you {formatWholeDollars(suggested.from)} to{' '}
          {formatWholeDollars(suggested.to)}.
        </Text>
      ) : null}
      <Button onClick={() => setOpened(true)}>{button}</Button>
      <QuotesModal
        opened={opened}
        onClose={() => setOpened(false)}
        employeeFormId={employeeFormId}
        quotes={quotes}
      />
    </>
  );
}

function StatusCard({
  application,
  statusLine,
  button,
}: {
  application: LifeApplicationResponse;
  statusLine: string;
  button: string;
}) {
  const chosen = application.individualLifeApplication;
  const policyId = application.individualLifePolicy?.policyID;
  const link = application.linkToCarrierApplication;
  return (
    <>
      <Text fw={600}>{statusLine}</Text>
      {chosen ? (
        <Facts
          items={[
            ['Coverage', describeLifeQuote(chosen.coverage, chosen.term)],
            ['Price', formatDailyPrice(chosen.daily_price)],
            ...(policyId ? ([['Policy ID', policyId]] as const) : []),
          ]}
        />
      ) : null}
      {link ? (
        // The carrier's application (or policy) opens in a new tab; this page stays.
        <Button component="a" href={link} target="_blank" rel="noopener">
          {button}
        </Button>
      ) : null}
    </>
  );
}

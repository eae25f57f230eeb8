import '@mantine/core/styles/Combobox.css';
import { Facts } from '@client/components/facts';
import { Anchor, NativeSelect, Stack } from '@mantine/core';
import { formatLongIsoDate } from '@shared/domain/dates/dates';
import {
  QUOTE_REQUEST_STATUS_LABELS,
  QUOTE_REQUEST_STATUS_STEPS,
  QUOTE_REQUEST_STATUSES,
} from '@shared/domain/large-group/large-group';
import {
  QUOTE_QUEUE_FILTERS,
  type QuoteQueueFilter,
  type QuoteRequestDetail,
} from '@shared/schemas/large-group';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  LARGE_GROUP_QUOTES_QUERY_KEY,
  largeGroupQuotesQueryOptions,
  useMoveQuoteRequest,
} from '../api/large-group-quotes';
import { AdminCard, CardList, StatusSince } from '../components/admin-card';
import { AdminPage } from '../components/admin-page';
import { CountBadges } from '../components/count-badges';
import { Notice } from '../components/notice';
import { StatusMove } from '../components/status-move';
import { pickFilter } from '../lib/filters';
import { formatDay } from '../lib/format-time';

const HEADING = 'Large group quote requests';

const FILTER_OPTIONS = [
  { value: 'all', label: 'All' },
  ...QUOTE_REQUEST_STATUSES.map((s) => ({ value: s, label: QUOTE_REQUEST_STATUS_LABELS[s] })),
];

/** One request: company, counts, coverage, contact, the census, and the move to another status. */
function QuoteRequestCard({
  request,
  onMoved,
}: {
  request: QuoteRequestDetail;
  onMoved: (message: string | null) => void;
}) {
  const move = useMoveQuoteRequest(request.id);
  const address = [request.address1, request.address2, `${request.city}, ${request.state} ${request.zip}`]
    .filter(Boolean)
    .join(', ');
  return (
    <AdminCard
      heading={request.legalName}
      status={<StatusSince label={request.statusLabel} since={request.statusChangedAt} />}
    >
      <Facts
        items={[
          [
            'Received',
            `${formatDay(request.submittedAt)}${request.submittedByName ? ` from ${request.submittedByName}` : ''}`,
          ],
          ['Account', request.companyName],
          ['FEIN', `**-***${request.feinLast4}`],
          ['Address', address],
          [
            'Employees',
            `${request.totalEmployees} (${request.fullTimeEmployees} full-time, ${request.partTimeEmployees} part-time)`,
          ],
          ['Current carrier', request.currentCarrierName ?? 'No current coverage'],
          ...(request.renewalDate
            ? ([['Renewal date', formatLongIsoDate(request.renewalDate)]] as const)
            : []),
          ['Desired effective date', formatLongIsoDate(request.effectiveDate)],
          [
            'Contact',
            `${request.contactName}, ${request.contactTitle} — ${request.contactEmail}, ${request.contactPhone}`,
          ],
        ]}
      />
      <Anchor href={request.censusUrl} download size="sm">
        {`Download the census (${request.census.name})`}
      </Anchor>
      <StatusMove
        move={move}
        version={request.version}
        statuses={QUOTE_REQUEST_STATUS_STEPS[request.status]}
        labels={QUOTE_REQUEST_STATUS_LABELS}
        listKey={LARGE_GROUP_QUOTES_QUERY_KEY}
        movedNotice={(label) => `${request.legalName}'s request is now "${label}".`}
        onMoved={onMoved}
      />
    </AdminCard>
  );
}

function QuoteQueueList({
  status,
  onMoved,
}: {
  status: QuoteQueueFilter;
  onMoved: (m: string | null) => void;
}) {
  const queue = useSuspenseQuery(largeGroupQuotesQueryOptions(status)).data;
  return (
    <Stack gap="md">
      <CountBadges
        label="Requests per status"
        counts={QUOTE_REQUEST_STATUSES.map((s) => ({
          label: QUOTE_REQUEST_STATUS_LABELS[s],
          count: queue.counts[s],
        }))}
      />
      <CardList
        items={queue.items}
        itemKey={(request) => request.id}
        empty="No quote request matches."
        summary={`${queue.items.length === 1 ? '1 request' : `${queue.items.length} requests`}, those waiting longest first.`}
      >
        {(request) => <QuoteRequestCard request={request} onMoved={onMoved} />}
      </CardList>
    </Stack>
  );
}

/**
 * /admin/large-group-quotes (decision 0054): every company's large group quote requests with counts per status;
 * operations download the census and move each request (new → in review → quoted or declined).
 */
export function LargeGroupQuotesPage() {
  const [params, setParams] = useSearchParams();
  const status = pickFilter(QUOTE_QUEUE_FILTERS, params.get('status'));
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <AdminPage
      heading={HEADING}
      intro="Employers with 51 or more full-time equivalent employees ask for large group quotes with their census. Take a request into review, then record whether it was quoted or declined; the employer sees the status."
      controls={
        <>
          <NativeSelect
            label="Show"
            data={FILTER_OPTIONS}
            value={status}
            onChange={(event) => {
              setNotice(null);
              setParams({ status: pickFilter(QUOTE_QUEUE_FILTERS, event.currentTarget.value) });
            }}
            maw={320}
          />
          <Notice notice={notice} />
        </>
      }
    >
      <QuoteQueueList status={status} onMoved={setNotice} />
    </AdminPage>
  );
}

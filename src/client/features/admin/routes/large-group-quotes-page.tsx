import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Combobox.css';
import { Facts } from '@client/components/facts';
import { PageLoader } from '@client/components/page-loader';
import { isApiError } from '@client/lib/api-client';
import { usePageTitle } from '@client/lib/page-title';
import { Alert, Anchor, Badge, Button, Card, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { formatLongIsoDate } from '@shared/domain/dates/dates';
import {
  QUOTE_REQUEST_STATUS_LABELS,
  QUOTE_REQUEST_STATUS_STEPS,
  QUOTE_REQUEST_STATUSES,
  type QuoteRequestStatus,
} from '@shared/domain/large-group/large-group';
import {
  QUOTE_QUEUE_FILTERS,
  type QuoteQueueFilter,
  type QuoteRequestDetail,
} from '@shared/schemas/large-group';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Suspense, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  LARGE_GROUP_QUOTES_QUERY_KEY,
  largeGroupQuotesQueryOptions,
  useMoveQuoteRequest,
} from '../api/large-group-quotes';
import { OperationsOnly } from '../components/operations-only';

const HEADING = 'Large group quote requests';

const FILTER_OPTIONS = [
  { value: 'all', label: 'All' },
  ...QUOTE_REQUEST_STATUSES.map((s) => ({ value: s, label: QUOTE_REQUEST_STATUS_LABELS[s] })),
];

function readFilter(value: string | null): QuoteQueueFilter {
  return (QUOTE_QUEUE_FILTERS as readonly string[]).includes(value ?? '')
    ? (value as QuoteQueueFilter)
    : 'all';
}

const dayOf = (at: string) => formatLongIsoDate(at.slice(0, 10));

/** One request: company, counts, coverage, contact, the census, and the move to another status. */
function QuoteRequestCard({
  request,
  onMoved,
}: {
  request: QuoteRequestDetail;
  onMoved: (message: string | null) => void;
}) {
  const headingId = useId();
  const move = useMoveQuoteRequest(request.id);
  const queryClient = useQueryClient();
  const [next, setNext] = useState<QuoteRequestStatus | ''>('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const stale = isApiError(move.error, 409);
  const failed = move.error && !stale && !fieldError ? move.error.message : null;
  const reload = () => {
    move.reset();
    onMoved(null);
    void queryClient.invalidateQueries({ queryKey: LARGE_GROUP_QUOTES_QUERY_KEY });
  };
  const submit = () => {
    if (!next) {
      setFieldError('Please choose a status.');
      return;
    }
    setFieldError(null);
    move.mutate(
      { status: next, version: request.version },
      {
        onSuccess: (moved) => {
          setNext('');
          onMoved(`${request.legalName}'s request is now "${moved.statusLabel}".`);
        },
        onError: (error) => {
          if (isApiError(error, 400)) setFieldError(error.fieldErrors.status ?? error.error);
        },
      },
    );
  };
  const address = [request.address1, request.address2, `${request.city}, ${request.state} ${request.zip}`]
    .filter(Boolean)
    .join(', ');
  return (
    <Card component="section" withBorder padding="md" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          {request.legalName}
        </Title>
        <Group gap="xs">
          <Badge variant="filled" color="dark" tt="none">
            {request.statusLabel}
          </Badge>
          <Text size="sm">since {dayOf(request.statusChangedAt)}</Text>
        </Group>
        <Facts
          items={[
            [
              'Received',
              `${dayOf(request.submittedAt)}${request.submittedByName ? ` from ${request.submittedByName}` : ''}`,
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
        {stale && (
          <Alert color="red" variant="outline" title="Not saved">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{move.error?.message}</Text>
              <Button size="xs" variant="filled" color="dark" onClick={reload}>
                Reload
              </Button>
            </Stack>
          </Alert>
        )}
        {failed && (
          <Text c="red.9" size="sm" role="alert">
            {failed}
          </Text>
        )}
        <Group align="flex-end" gap="sm">
          <NativeSelect
            label="New status"
            data={[
              { value: '', label: 'Choose a status' },
              ...QUOTE_REQUEST_STATUS_STEPS[request.status].map((s) => ({
                value: s,
                label: QUOTE_REQUEST_STATUS_LABELS[s],
              })),
            ]}
            value={next}
            error={fieldError}
            onChange={(event) => {
              setNext(event.currentTarget.value as QuoteRequestStatus | '');
              setFieldError(null);
            }}
            style={{ flex: '1 1 14rem', minWidth: 0 }}
          />
          <Button onClick={submit} loading={move.isPending}>
            Update status
          </Button>
        </Group>
      </Stack>
    </Card>
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
      <Group
        gap="sm"
        component="ul"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label="Requests per status"
      >
        {QUOTE_REQUEST_STATUSES.map((s) => (
          <li key={s}>
            <Badge variant="light" color="dark" tt="none" size="lg">
              {`${QUOTE_REQUEST_STATUS_LABELS[s]}: ${queue.counts[s]}`}
            </Badge>
          </li>
        ))}
      </Group>
      {queue.items.length === 0 ? (
        <Text>No quote request matches.</Text>
      ) : (
        <>
          <Text size="sm">
            {queue.items.length === 1 ? '1 request' : `${queue.items.length} requests`}, those waiting longest
            first.
          </Text>
          <Stack component="ul" gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
            {queue.items.map((request) => (
              <li key={request.id}>
                <QuoteRequestCard request={request} onMoved={onMoved} />
              </li>
            ))}
          </Stack>
        </>
      )}
    </Stack>
  );
}

/**
 * /admin/large-group-quotes (decision 0054): every company's large group quote requests with counts per status;
 * operations download the census and move each request (new → in review → quoted or declined).
 */
export function LargeGroupQuotesPage() {
  usePageTitle(HEADING);
  const [params, setParams] = useSearchParams();
  const status = readFilter(params.get('status'));
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <OperationsOnly title={HEADING}>
      <Stack gap="md">
        <Anchor component={Link} to="/admin" size="sm">
          Back to Admin
        </Anchor>
        <Title order={1}>{HEADING}</Title>
        <Text>
          Employers with 51 or more full-time equivalent employees ask for large group quotes with their
          census. Take a request into review, then record whether it was quoted or declined; the employer sees
          the status.
        </Text>
        <NativeSelect
          label="Show"
          data={FILTER_OPTIONS}
          value={status}
          onChange={(event) => {
            setNotice(null);
            setParams({ status: readFilter(event.currentTarget.value) });
          }}
          maw={320}
        />
        <div role="status">{notice && <Text fw={600}>{notice}</Text>}</div>
        <Suspense fallback={<PageLoader />}>
          <QuoteQueueList status={status} onMoved={setNotice} />
        </Suspense>
      </Stack>
    </OperationsOnly>
  );
}

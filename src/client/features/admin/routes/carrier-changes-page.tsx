import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Pagination.css';
import { Facts } from '@client/components/facts';
import { PageLoader } from '@client/components/page-loader';
import { isApiError } from '@client/lib/api-client';
import { usePageTitle } from '@client/lib/page-title';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  NativeSelect,
  Pagination,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { INSURANCE_TYPE_LABELS, isInsuranceType } from '@shared/domain/broker-of-record/insurance-types';
import {
  CARRIER_CHANGE_STATUS_LABELS,
  CARRIER_CHANGE_STATUSES,
  type CarrierChangeStatus,
} from '@shared/domain/broker-of-record/letter';
import { formatLongIsoDate } from '@shared/domain/dates/dates';
import {
  BOR_CARRIER_CHANGE_FILTERS,
  type BorCarrierChangeFilter,
  type BorCarrierChangeListItem,
} from '@shared/schemas/broker-of-record-status';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Suspense, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  CARRIER_CHANGES_QUERY_KEY,
  carrierChangesQueryOptions,
  useMoveCarrierChange,
} from '../api/broker-of-record-carrier-changes';
import { OperationsOnly } from '../components/operations-only';

const HEADING = 'Broker of record: carrier changes';

const FILTER_OPTIONS = [
  { value: 'open', label: 'Not yet effective' },
  { value: 'all', label: 'All' },
  ...CARRIER_CHANGE_STATUSES.map((s) => ({ value: s, label: CARRIER_CHANGE_STATUS_LABELS[s] })),
];

const dayOf = (at: string) => formatLongIsoDate(at.slice(0, 10));
const typesOf = (types: readonly string[]) =>
  types.map((t) => (isInsuranceType(t) ? INSURANCE_TYPE_LABELS[t] : t)).join(', ');

function readFilter(value: string | null): BorCarrierChangeFilter {
  return (BOR_CARRIER_CHANGE_FILTERS as readonly string[]).includes(value ?? '')
    ? (value as BorCarrierChangeFilter)
    : 'open';
}

/** One carrier change: its company, carrier, groups, dates and the move to one of its next statuses. */
function CarrierChangeCard({
  change,
  onMoved,
}: {
  change: BorCarrierChangeListItem;
  onMoved: (message: string | null) => void;
}) {
  const headingId = useId();
  const move = useMoveCarrierChange(change.id);
  const queryClient = useQueryClient();
  const reload = () => {
    move.reset();
    onMoved(null);
    void queryClient.invalidateQueries({ queryKey: CARRIER_CHANGES_QUERY_KEY });
  };
  const [next, setNext] = useState<CarrierChangeStatus | ''>('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const stale = isApiError(move.error, 409);
  const failed = move.error && !stale && !fieldError ? move.error.message : null;

  const submit = () => {
    if (!next) {
      setFieldError('Please choose a status.');
      return;
    }
    setFieldError(null);
    move.mutate(
      { status: next, version: change.version },
      {
        onSuccess: (moved) => {
          setNext('');
          onMoved(
            `${change.carrierName} for ${change.companyName} is now "${moved.statusLabel}". The company's administrators were e-mailed.`,
          );
        },
        onError: (error) => {
          if (isApiError(error, 400)) setFieldError(error.fieldErrors.status ?? error.error);
        },
      },
    );
  };

  return (
    <Card component="section" withBorder padding="md" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          {change.carrierName} — {change.companyName}
        </Title>
        <Group gap="xs">
          <Badge variant="filled" color="dark" tt="none">
            {change.statusLabel}
          </Badge>
          <Text size="sm">since {dayOf(change.statusChangedAt)}</Text>
        </Group>
        <Facts
          items={[
            ['Group number', change.groupIdNumbers.join(', ') || 'Not given'],
            ['Coverage', typesOf(change.insuranceTypes)],
            ['Effective date', formatLongIsoDate(change.effectiveDate)],
            ...(change.windowEnds
              ? ([
                  [
                    'Window ends',
                    `${formatLongIsoDate(change.windowEnds.earliest)} to ${formatLongIsoDate(change.windowEnds.latest)}`,
                  ],
                ] as const)
              : []),
            [
              'History',
              <Stack component="ol" gap={2} p={0} m={0} style={{ listStyle: 'none' }} key="history">
                {change.history.map((h) => (
                  <li key={`${h.status}-${h.at}`}>
                    {CARRIER_CHANGE_STATUS_LABELS[h.status]}, {dayOf(h.at)}
                  </li>
                ))}
              </Stack>,
            ],
          ]}
        />
        {change.letterUrl && (
          <Anchor href={change.letterUrl} download size="sm">
            Download the letter to {change.carrierName} (PDF)
          </Anchor>
        )}
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
        {change.nextStatuses.length === 0 ? (
          <Text size="sm">Effective: nothing left to do.</Text>
        ) : (
          <Group align="flex-end" gap="sm">
            <NativeSelect
              label="New status"
              data={[
                { value: '', label: 'Choose a status' },
                ...change.nextStatuses.map((s) => ({ value: s, label: CARRIER_CHANGE_STATUS_LABELS[s] })),
              ]}
              value={next}
              error={fieldError}
              onChange={(event) => {
                setNext(event.currentTarget.value as CarrierChangeStatus | '');
                setFieldError(null);
              }}
              style={{ flex: '1 1 14rem', minWidth: 0 }}
            />
            <Button onClick={submit} loading={move.isPending}>
              Update status
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}

function CarrierChangeList({
  status,
  page,
  onPage,
  onMoved,
}: {
  status: BorCarrierChangeFilter;
  page: number;
  onPage: (page: number) => void;
  onMoved: (message: string | null) => void;
}) {
  const list = useSuspenseQuery(carrierChangesQueryOptions(status, page)).data;
  const pages = Math.max(1, Math.ceil(list.total / list.pageSize));
  if (list.items.length === 0) return <Text>No carrier change matches.</Text>;
  return (
    <Stack gap="md">
      <Text size="sm">
        {list.total === 1 ? '1 carrier change' : `${list.total} carrier changes`}, those waiting longest
        first.
      </Text>
      <Stack component="ul" gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
        {list.items.map((change) => (
          <li key={change.id}>
            <CarrierChangeCard change={change} onMoved={onMoved} />
          </li>
        ))}
      </Stack>
      {pages > 1 && (
        <Pagination
          total={pages}
          value={page}
          onChange={onPage}
          getControlProps={(control) => ({ 'aria-label': `${control} page` })}
          getItemProps={(p) => ({ 'aria-label': `Page ${p}` })}
        />
      )}
    </Stack>
  );
}

/**
 * /admin/broker-of-record (decision 0051): every company's carrier changes after signing; operations move each to
 * one of its next statuses (letter sent → the current broker's window → confirmed → effective, or returned), and
 * the company's administrators are e-mailed.
 */
export function CarrierChangesPage() {
  usePageTitle(HEADING);
  const [params, setParams] = useSearchParams();
  const status = readFilter(params.get('status'));
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const [notice, setNotice] = useState<string | null>(null);
  const go = (next: { status?: BorCarrierChangeFilter; page?: number }) => {
    setNotice(null);
    setParams({ status: next.status ?? status, page: String(next.page ?? 1) });
  };
  return (
    <OperationsOnly title={HEADING}>
      <Stack gap="md">
        <Anchor component={Link} to="/admin" size="sm">
          Back to Admin
        </Anchor>
        <Title order={1}>{HEADING}</Title>
        <Text>
          After a company signs, each carrier gets its letter. Record what each carrier answers: the current
          broker's review window when the carrier notifies them, confirmed when it accepts, effective on the
          date. Each change is e-mailed to the company's administrators and shown on their dashboard.
        </Text>
        <NativeSelect
          label="Show"
          data={FILTER_OPTIONS}
          value={status}
          onChange={(event) => go({ status: readFilter(event.currentTarget.value) })}
          maw={320}
        />
        <div role="status">{notice && <Text fw={600}>{notice}</Text>}</div>
        <Suspense fallback={<PageLoader />}>
          <CarrierChangeList
            status={status}
            page={page}
            onPage={(p) => go({ page: p })}
            onMoved={setNotice}
          />
        </Suspense>
      </Stack>
    </OperationsOnly>
  );
}

import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Pagination.css';
import { Facts } from '@client/components/facts';
import { Anchor, NativeSelect, Pagination, Stack, Text } from '@mantine/core';
import { INSURANCE_TYPE_LABELS, isInsuranceType } from '@shared/domain/broker-of-record/insurance-types';
import {
  CARRIER_CHANGE_STATUS_LABELS,
  CARRIER_CHANGE_STATUSES,
} from '@shared/domain/broker-of-record/letter';
import { formatLongIsoDate } from '@shared/domain/dates/dates';
import {
  BOR_CARRIER_CHANGE_FILTERS,
  type BorCarrierChangeFilter,
  type BorCarrierChangeListItem,
} from '@shared/schemas/broker-of-record-status';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  CARRIER_CHANGES_QUERY_KEY,
  carrierChangesQueryOptions,
  useMoveCarrierChange,
} from '../api/broker-of-record-carrier-changes';
import { AdminCard, CardList, StatusSince } from '../components/admin-card';
import { AdminPage } from '../components/admin-page';
import { Notice } from '../components/notice';
import { StatusMove } from '../components/status-move';
import { pickFilter } from '../lib/filters';
import { formatDay } from '../lib/format-time';

const HEADING = 'Broker of record: carrier changes';

const FILTER_OPTIONS = [
  { value: 'open', label: 'Not yet effective' },
  { value: 'all', label: 'All' },
  ...CARRIER_CHANGE_STATUSES.map((s) => ({ value: s, label: CARRIER_CHANGE_STATUS_LABELS[s] })),
];

const typesOf = (types: readonly string[]) =>
  types.map((t) => (isInsuranceType(t) ? INSURANCE_TYPE_LABELS[t] : t)).join(', ');

/** One carrier change: its company, carrier, groups, dates and the move to one of its next statuses. */
function CarrierChangeCard({
  change,
  onMoved,
}: {
  change: BorCarrierChangeListItem;
  onMoved: (message: string | null) => void;
}) {
  const move = useMoveCarrierChange(change.id);
  return (
    <AdminCard
      heading={`${change.carrierName} — ${change.companyName}`}
      status={<StatusSince label={change.statusLabel} since={change.statusChangedAt} />}
    >
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
                  {CARRIER_CHANGE_STATUS_LABELS[h.status]}, {formatDay(h.at)}
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
      <StatusMove
        move={move}
        version={change.version}
        statuses={change.nextStatuses}
        labels={CARRIER_CHANGE_STATUS_LABELS}
        listKey={CARRIER_CHANGES_QUERY_KEY}
        movedNotice={(label) =>
          `${change.carrierName} for ${change.companyName} is now "${label}". The company's administrators were e-mailed.`
        }
        onMoved={onMoved}
        none={<Text size="sm">Effective: nothing left to do.</Text>}
      />
    </AdminCard>
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
      <CardList
        items={list.items}
        itemKey={(change) => change.id}
        empty="No carrier change matches."
        summary={`${list.total === 1 ? '1 carrier change' : `${list.total} carrier changes`}, those waiting longest first.`}
      >
        {(change) => <CarrierChangeCard change={change} onMoved={onMoved} />}
      </CardList>
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
  const [params, setParams] = useSearchParams();
  const status = pickFilter(BOR_CARRIER_CHANGE_FILTERS, params.get('status'));
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const [notice, setNotice] = useState<string | null>(null);
  const go = (next: { status?: BorCarrierChangeFilter; page?: number }) => {
    setNotice(null);
    setParams({ status: next.status ?? status, page: String(next.page ?? 1) });
  };
  return (
    <AdminPage
      heading={HEADING}
      intro="After a company signs, each carrier gets its letter. Record what each carrier answers: the current broker's review window when the carrier notifies them, confirmed when it accepts, effective on the date. Each change is e-mailed to the company's administrators and shown on their dashboard."
      controls={
        <>
          <NativeSelect
            label="Show"
            data={FILTER_OPTIONS}
            value={status}
            onChange={(event) =>
              go({ status: pickFilter(BOR_CARRIER_CHANGE_FILTERS, event.currentTarget.value) })
            }
            maw={320}
          />
          <Notice notice={notice} />
        </>
      }
    >
      <CarrierChangeList status={status} page={page} onPage={(p) => go({ page: p })} onMoved={setNotice} />
    </AdminPage>
  );
}

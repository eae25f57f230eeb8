import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Card.css';
import { Facts } from '@client/components/facts';
import {
  ReconciliationReportView,
  reconciliationQueryOptions,
} from '@client/components/reconciliation-report';
import { Anchor, Badge, Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { formatLongIsoDate } from '@shared/domain/dates/dates';
import type { ReconciliationList } from '@shared/schemas/reconciliation';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { reconciliationsQueryOptions, useRunReconciliation } from '../api/reconciliations';
import { AdminCard, CardList } from '../components/admin-card';
import { AdminPage } from '../components/admin-page';
import { formatDay } from '../lib/format-time';

const HEADING = 'Reconciliation';
const SHOW_OPTIONS = [
  { value: 'mismatches', label: 'Companies with mismatches' },
  { value: 'all', label: 'Every company checked' },
] as const;
type Show = (typeof SHOW_OPTIONS)[number]['value'];

function CheckNow({ companyId, companyName }: { companyId: string; companyName: string }) {
  const run = useRunReconciliation();
  const queryClient = useQueryClient();
  const [failed, setFailed] = useState(false);
  return (
    <Stack gap={4}>
      <Button
        variant="outline"
        loading={run.isPending}
        onClick={async () => {
          setFailed(false);
          try {
            await run.mutateAsync(companyId);
            await queryClient.invalidateQueries({ queryKey: reconciliationQueryOptions(companyId).queryKey });
          } catch {
            setFailed(true);
          }
        }}
      >
        {`Check ${companyName} now`}
      </Button>
      {failed && (
        <Text size="sm" c="red.9" role="alert">
          The check did not run. Try again in a moment.
        </Text>
      )}
    </Stack>
  );
}

function CompanyCard({ company }: { company: ReconciliationList['companies'][number] }) {
  return (
    <AdminCard
      heading={company.companyName}
      status={
        <Badge
          variant={company.mismatchCount > 0 ? 'filled' : 'light'}
          color={company.mismatchCount > 0 ? 'red.9' : 'dark'}
          tt="none"
        >
          {company.mismatchCount === 1 ? '1 mismatch' : `${company.mismatchCount} mismatches`}
        </Badge>
      }
    >
      <Facts
        items={[
          ['Checked', formatDay(company.checkedAt)],
          ['Payroll export', company.payDate ? formatLongIsoDate(company.payDate) : 'None yet'],
          ['Carrier files compared', String(company.carrierFileCount)],
        ]}
      />
      <Group gap="md">
        <Anchor
          component={Link}
          to={`/admin/reconciliation/${company.companyId}?name=${encodeURIComponent(company.companyName)}`}
          underline="always"
        >
          {`Mismatches of ${company.companyName}`}
        </Anchor>
      </Group>
    </AdminCard>
  );
}

function CompanyList({ show }: { show: Show }) {
  const list = useSuspenseQuery(reconciliationsQueryOptions(show)).data;
  return (
    <Stack gap="md">
      <Text size="sm">
        {`${list.counts.checked === 1 ? '1 company checked' : `${list.counts.checked} companies checked`}, ${list.counts.withMismatches} with mismatches.`}
      </Text>
      <CardList
        items={list.companies}
        itemKey={(company) => company.companyId}
        empty={show === 'mismatches' ? 'No company has a mismatch.' : 'No company has been checked yet.'}
      >
        {(company) => <CompanyCard company={company} />}
      </CardList>
    </Stack>
  );
}

/**
 * /admin/reconciliation (decision 0065): every company's last check of its enrollments against its carriers'
 * files and its payroll export, the most mismatches first. Each company is checked after every file and export.
 */
export function ReconciliationPage() {
  const [params, setParams] = useSearchParams();
  const show: Show = params.get('show') === 'all' ? 'all' : 'mismatches';
  return (
    <AdminPage
      heading={HEADING}
      intro="What each carrier should have (our enrollments) against the last file it was sent and what payroll deducted in the last export: every plan, tier, date or amount that disagrees. Companies are checked after every carrier file and payroll export."
      controls={
        <NativeSelect
          label="Show"
          data={[...SHOW_OPTIONS]}
          value={show}
          onChange={(event) => setParams({ show: event.currentTarget.value })}
          style={{ maxWidth: 320 }}
        />
      }
    >
      <CompanyList show={show} />
    </AdminPage>
  );
}

function CompanyReport({ companyId }: { companyId: string }) {
  const report = useSuspenseQuery(reconciliationQueryOptions(companyId)).data;
  return <ReconciliationReportView report={report} />;
}

/** /admin/reconciliation/:companyId: one company's check, read live, and a check kept in the list now. */
export function CompanyReconciliationPage() {
  const { companyId = '' } = useParams();
  const [params] = useSearchParams();
  const name = params.get('name') ?? 'this company';
  return (
    <AdminPage
      heading={`${HEADING}: ${name}`}
      back={{ to: '/admin/reconciliation', label: 'Back to reconciliation' }}
    >
      <CompanyReport companyId={companyId} />
      <CheckNow companyId={companyId} companyName={name} />
    </AdminPage>
  );
}

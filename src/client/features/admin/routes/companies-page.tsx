import '@mantine/core/styles/Input.css';
import { Facts } from '@client/components/facts';
import { Anchor, Group, Stack, TextInput } from '@mantine/core';
import {
  CARRIER_CHANGE_STATUS_LABELS,
  type CarrierChangeStatus,
} from '@shared/domain/broker-of-record/letter';
import type { AdminCompany } from '@shared/schemas/operations';
import { useSuspenseQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { companiesQueryOptions } from '../api/operations';
import { AdminCard, CardList } from '../components/admin-card';
import { AdminPage } from '../components/admin-page';
import { SearchForm } from '../components/search-form';
import { formatDay } from '../lib/format-time';

const HEADING = 'Companies';
const WORDS: Record<string, string> = {
  enrolled: 'Current',
  upcoming: 'Upcoming',
  cancelled: 'Cancelled',
  processing: 'Processing',
  launched: 'Launched',
};
const word = (s: string) => WORDS[s] ?? s.replaceAll('_', ' ');
const carrierWord = (s: string) => CARRIER_CHANGE_STATUS_LABELS[s as CarrierChangeStatus] ?? word(s);

function CompanyCard({ company }: { company: AdminCompany }) {
  const { policy, renewal, brokerOfRecord } = company;
  const facts: [string, string][] = [
    [
      'Policy',
      policy
        ? `${word(policy.status)}${policy.effectiveAt ? `, from ${formatDay(policy.effectiveAt)}` : ''}${policy.renewalAt ? `, renews ${formatDay(policy.renewalAt)}` : ''}`
        : 'No policy',
    ],
    [
      'Renewal',
      renewal
        ? `${word(renewal.status)}${renewal.setupStatus ? ` (open-enrollment setup: ${word(renewal.setupStatus)})` : ''}`
        : 'None',
    ],
    [
      'Broker of record',
      brokerOfRecord
        ? `${brokerOfRecord.signedAt ? `Signed ${formatDay(brokerOfRecord.signedAt)}` : 'Not signed'}${brokerOfRecord.carriers.length > 0 ? `: ${brokerOfRecord.carriers.map((c) => `${c.carrierName} — ${carrierWord(c.status)}`).join('; ')}` : ''}`
        : 'None',
    ],
  ];
  return (
    <AdminCard heading={company.name}>
      <Facts items={facts} />
      <Group gap="md">
        <Anchor component={Link} to={`/admin/applications?status=all&companyId=${company.id}`}>
          Applications
        </Anchor>
        <Anchor component={Link} to={`/admin/audit?companyId=${company.id}`}>
          Audit log
        </Anchor>
        <Anchor component={Link} to={`/admin/companies/${company.id}/carriers`}>
          Carriers and files
        </Anchor>
      </Group>
    </AdminCard>
  );
}

function CompanyList({ q }: { q: string }) {
  const list = useSuspenseQuery(companiesQueryOptions(q)).data;
  return (
    <Stack gap="md">
      <CardList
        items={list.companies}
        itemKey={(c) => c.id}
        empty="No company matches."
        summary={`${list.total === 1 ? '1 company' : `${list.total} companies`}${list.total > list.companies.length ? `, the first ${list.companies.length} shown` : ''}.`}
      >
        {(c) => <CompanyCard company={c} />}
      </CardList>
    </Stack>
  );
}

/** /admin/companies (decision 0064): companies by name with their policy, renewal and broker-of-record status. */
export function CompaniesPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const [text, setText] = useState(q);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setParams(text.trim() ? { q: text.trim() } : {});
  };
  return (
    <AdminPage
      heading={HEADING}
      controls={
        <SearchForm label="Companies" onSubmit={onSubmit}>
          <TextInput
            label="Company name"
            value={text}
            maxLength={100}
            onChange={(e) => setText(e.currentTarget.value)}
            style={{ flex: '1 1 14rem', maxWidth: 400 }}
          />
        </SearchForm>
      }
    >
      <CompanyList q={q} />
    </AdminPage>
  );
}

import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Input.css';
import { Facts } from '@client/components/facts';
import { PageLoader } from '@client/components/page-loader';
import { usePageTitle } from '@client/lib/page-title';
import { Anchor, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import {
  CARRIER_CHANGE_STATUS_LABELS,
  type CarrierChangeStatus,
} from '@shared/domain/broker-of-record/letter';
import { formatLongIsoDate } from '@shared/domain/dates/dates';
import type { AdminCompany } from '@shared/schemas/operations';
import { useSuspenseQuery } from '@tanstack/react-query';
import { type FormEvent, Suspense, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { companiesQueryOptions } from '../api/operations';
import { OperationsOnly } from '../components/operations-only';

const HEADING = 'Companies';
const dayOf = (at: string) => formatLongIsoDate(at.slice(0, 10));
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
  const headingId = useId();
  const { policy, renewal, brokerOfRecord } = company;
  const facts: [string, string][] = [
    [
      'Policy',
      policy
        ? `${word(policy.status)}${policy.effectiveAt ? `, from ${dayOf(policy.effectiveAt)}` : ''}${policy.renewalAt ? `, renews ${dayOf(policy.renewalAt)}` : ''}`
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
        ? `${brokerOfRecord.signedAt ? `Signed ${dayOf(brokerOfRecord.signedAt)}` : 'Not signed'}${brokerOfRecord.carriers.length > 0 ? `: ${brokerOfRecord.carriers.map((c) => `${c.carrierName} — ${carrierWord(c.status)}`).join('; ')}` : ''}`
        : 'None',
    ],
  ];
  return (
    <Card component="section" withBorder padding="md" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          {company.name}
        </Title>
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
      </Stack>
    </Card>
  );
}

function CompanyList({ q }: { q: string }) {
  const list = useSuspenseQuery(companiesQueryOptions(q)).data;
  if (list.companies.length === 0) return <Text>No company matches.</Text>;
  return (
    <Stack gap="md">
      <Text size="sm">
        {list.total === 1 ? '1 company' : `${list.total} companies`}
        {list.total > list.companies.length ? `, the first ${list.companies.length} shown` : ''}.
      </Text>
      <Stack component="ul" gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
        {list.companies.map((c) => (
          <li key={c.id}>
            <CompanyCard company={c} />
          </li>
        ))}
      </Stack>
    </Stack>
  );
}

/** /admin/companies (decision 0064): companies by name with their policy, renewal and broker-of-record status. */
export function CompaniesPage() {
  usePageTitle(HEADING);
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const [text, setText] = useState(q);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setParams(text.trim() ? { q: text.trim() } : {});
  };
  return (
    <OperationsOnly title={HEADING}>
      <Stack gap="md">
        <Anchor component={Link} to="/admin" size="sm">
          Back to Admin
        </Anchor>
        <Title order={1}>{HEADING}</Title>
        <form onSubmit={onSubmit} aria-label="Companies">
          <Group gap="sm" align="flex-end">
            <TextInput
              label="Company name"
              value={text}
              maxLength={100}
              onChange={(e) => setText(e.currentTarget.value)}
              style={{ flex: '1 1 14rem', maxWidth: 400 }}
            />
            <Button type="submit">Search</Button>
          </Group>
        </form>
        <Suspense fallback={<PageLoader />}>
          <CompanyList q={q} />
        </Suspense>
      </Stack>
    </OperationsOnly>
  );
}

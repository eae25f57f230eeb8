import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Input.css';
import { Facts } from '@client/components/facts';
import { Button, Card, Group, Stack, Text, TextInput } from '@mantine/core';
import type { AdminAuditEntry } from '@shared/schemas/operations';
import { useSuspenseQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { auditQueryOptions } from '../api/operations';
import { CardList } from '../components/admin-card';
import { AdminPage } from '../components/admin-page';
import { SearchForm } from '../components/search-form';
import { formatTime } from '../lib/format-time';

const HEADING = 'Audit log';
/** The search's fields: what each searches by, its longest value and its share of the row. */
const SEARCH_FIELDS = [
  ['companyId', 'Company id', 36, '1 1 14rem'],
  ['person', 'Person', 100, '1 1 12rem'],
  ['action', 'Action', 100, '1 1 12rem'],
] as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function EntryCard({ entry }: { entry: AdminAuditEntry }) {
  const details = Object.entries(entry.details)
    .map(([k, v]) => `${k}: ${typeof v === 'string' ? v : JSON.stringify(v)}`)
    .join('; ');
  return (
    <Card
      component="article"
      withBorder
      padding="sm"
      aria-label={`${entry.action} at ${formatTime(entry.at)}`}
    >
      <Stack gap={4}>
        <Text fw={600}>{entry.action}</Text>
        <Facts
          items={[
            ['When', formatTime(entry.at)],
            ['Who', entry.personEmail ? `${entry.personName ?? ''} ${entry.personEmail}`.trim() : 'The app'],
            ['Company', entry.companyName ?? '—'],
            ['About', entry.subjectType ? `${entry.subjectType} ${entry.subjectId ?? ''}` : '—'],
            ...(entry.adminMode ? ([['Admin mode', 'Yes']] as [string, string][]) : []),
            ...(details ? ([['Details', details]] as [string, string][]) : []),
          ]}
        />
      </Stack>
    </Card>
  );
}

function Entries({
  filters,
}: {
  filters: { companyId?: string; person: string; action: string; page: number };
}) {
  const [, setParams] = useSearchParams();
  const data = useSuspenseQuery(auditQueryOptions(filters)).data;
  const pages = Math.max(1, Math.ceil(data.total / data.pageSize));
  const go = (page: number) =>
    setParams({
      ...(filters.companyId ? { companyId: filters.companyId } : {}),
      ...(filters.person ? { person: filters.person } : {}),
      ...(filters.action ? { action: filters.action } : {}),
      page: String(page),
    });
  return (
    <Stack gap="md">
      <Text size="sm" aria-live="polite">
        {data.total === 1 ? '1 entry' : `${data.total} entries`}, newest first. Page {data.page} of {pages}.
      </Text>
      <CardList items={data.entries} itemKey={(e) => e.id} empty="No entry matches." gap="sm">
        {(e) => <EntryCard entry={e} />}
      </CardList>
      <Group gap="sm">
        <Button variant="default" disabled={data.page <= 1} onClick={() => go(data.page - 1)}>
          Previous page
        </Button>
        <Button variant="default" disabled={data.page >= pages} onClick={() => go(data.page + 1)}>
          Next page
        </Button>
      </Group>
    </Stack>
  );
}

/** /admin/audit (decision 0064): the audit log searched by company, person and action, 50 a page. */
export function AuditPage() {
  const [params, setParams] = useSearchParams();
  const rawCompany = params.get('companyId') ?? '';
  const companyId = UUID.test(rawCompany) ? rawCompany : undefined;
  const person = params.get('person') ?? '';
  const action = params.get('action') ?? '';
  const page = Math.max(1, Math.min(10000, Number.parseInt(params.get('page') ?? '1', 10) || 1));
  const [form, setForm] = useState({ companyId: companyId ?? '', person, action });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const next: Record<string, string> = {};
    if (UUID.test(form.companyId.trim())) next.companyId = form.companyId.trim();
    if (form.person.trim()) next.person = form.person.trim();
    if (form.action.trim()) next.action = form.action.trim();
    setParams(next);
  };
  return (
    <AdminPage
      heading={HEADING}
      intro="Search by the company's id (from Companies), the person who acted (part of their e-mail or name), and the action or how it starts (application. finds every application action)."
      controls={
        <SearchForm label="Audit log" onSubmit={onSubmit}>
          {SEARCH_FIELDS.map(([key, label, maxLength, flex]) => (
            <TextInput
              key={key}
              label={label}
              value={form[key]}
              maxLength={maxLength}
              onChange={(e) => setForm({ ...form, [key]: e.currentTarget.value })}
              style={{ flex }}
            />
          ))}
        </SearchForm>
      }
    >
      <Entries filters={{ companyId, person, action, page }} />
    </AdminPage>
  );
}

import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/Pagination.css';
import { PageLoader } from '@client/components/page-loader';
import { isApiError } from '@client/lib/api-client';
import { fullName } from '@client/lib/format';
import { usePageTitle } from '@client/lib/page-title';
import { Anchor, Group, NativeSelect, Pagination, Stack, Tabs, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { EMPLOYEE_TAB_LABELS, EMPLOYEE_TABS, type EmployeeTab } from '@shared/domain/enums';
import { EMPLOYEE_PAGE_SIZES, type EmployeeListQuery, type EmployeeSort } from '@shared/schemas/employees';
import type { EmployeeListRow } from '@shared/schemas/manage-employees';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Suspense, useDeferredValue, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { companyEmployeesQueryOptions } from '../api/get-company-employees';
import { useSendEnrollmentReminders } from '../api/send-enrollment-reminders';
import { EditEmploymentDialog } from '../components/edit-employment-dialog';
import type { EmployeeAction } from '../components/employee-actions-menu';
import { EmployeeTable } from '../components/employee-table';
import { RehireDialog } from '../components/rehire-dialog';
import { describeReminder } from '../components/remind-button';
import { SendAllInvitationsButton } from '../components/send-all-invitations';
import { TerminateDialog } from '../components/terminate-dialog';
import { readEmployeeListQuery, writeEmployeeListQuery } from '../lib/employee-list-query';
import { useDashboardCompany } from '../lib/use-dashboard-company';
import { useSendInvitation } from '../lib/use-send-invitation';

const SEARCH_DELAY_MS = 300;

const SORT_OPTIONS: ReadonlyArray<{ value: string; label: string }> = [
  { value: 'name:asc', label: 'Name (A to Z)' },
  { value: 'name:desc', label: 'Name (Z to A)' },
  { value: 'email:asc', label: 'Email (A to Z)' },
  { value: 'hiredAt:desc', label: 'Hire date (newest first)' },
  { value: 'hiredAt:asc', label: 'Hire date (oldest first)' },
  { value: 'status:asc', label: 'Application status' },
];

/** /employer-dashboard/manage-employees: the company's people by tab, searched, sorted and paged on the server. */
export function ManageEmployeesPage() {
  usePageTitle('Manage employees');
  const [searchParams, setSearchParams] = useSearchParams();
  // The frame holds the company switcher; the address may name another of the account's companies.
  const company = useDashboardCompany();
  const query = readEmployeeListQuery(searchParams);
  const change = (next: Partial<EmployeeListQuery>) =>
    setSearchParams(writeEmployeeListQuery(searchParams, query, next));

  if (!company) {
    return (
      <Stack gap="md">
        <Title order={1}>Manage employees</Title>
        <Text>Your account does not manage a company yet.</Text>
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <Stack gap={0}>
        <Text fw={600}>{company.name}</Text>
        <Title order={1}>Manage employees</Title>
      </Stack>
      <Group gap="md">
        <Anchor component={Link} to="/employer-dashboard/add-new-employee">
          Add new employee
        </Anchor>
        <Anchor component={Link} to="/employer-dashboard/manage-employees/import">
          Import employees from a file
        </Anchor>
      </Group>
      <SearchBox value={query.search} onSearch={(search) => change({ search })} />
      <Suspense fallback={<PageLoader />}>
        <EmployeeList companyId={company.id} query={query} onChange={change} />
      </Suspense>
    </Stack>
  );
}

/** Search by name or email: the address follows the typing once it pauses. */
function SearchBox({ value, onSearch }: { value: string; onSearch: (search: string) => void }) {
  const [text, setText] = useState(value);
  // The address changed another way (back button, a tab): show what it holds.
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => onSearch(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);
  return (
    <TextInput
      type="search"
      label="Search employees"
      description="Part of a name or an email address"
      value={text}
      onChange={(event) => setText(event.currentTarget.value)}
      maw={420}
    />
  );
}

type OpenDialog = { action: Exclude<EmployeeAction, 'invite' | 'remind'>; row: EmployeeListRow } | null;

function EmployeeList({
  companyId,
  query,
  onChange,
}: {
  companyId: string;
  query: EmployeeListQuery;
  onChange: (next: Partial<EmployeeListQuery>) => void;
}) {
  // The last page stays on screen while the next one loads (no spinner between pages or keystrokes).
  const shown = useDeferredValue(query);
  const { data } = useSuspenseQuery(companyEmployeesQueryOptions(companyId, shown));
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const invite = useSendInvitation(companyId);
  const remind = useSendEnrollmentReminders(companyId);
  const pages = Math.max(1, Math.ceil(data.total / data.pageSize));

  const onAction = (action: EmployeeAction, row: EmployeeListRow) => {
    if (action === 'invite') return invite.send(row);
    if (action === 'remind')
      return remind.mutate(row.employeeFormId, {
        onSuccess: (result) => notifications.show({ color: 'brand', message: describeReminder(result) }),
        onError: (error) =>
          notifications.show({
            color: 'red',
            title: `The reminder to ${fullName(row)} was not sent`,
            message: isApiError(error) ? error.message : 'Something went wrong. Please try again.',
          }),
      });
    setDialog({ action, row });
  };

  return (
    <Tabs
      value={query.tab}
      onChange={(tab) => tab && onChange({ tab: tab as EmployeeTab })}
      keepMounted={false}
    >
      <Tabs.List>
        {EMPLOYEE_TABS.map((tab) => (
          <Tabs.Tab key={tab} value={tab}>
            {EMPLOYEE_TAB_LABELS[tab]} ({data.counts[tab]})
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {EMPLOYEE_TABS.map((tab) => (
        <Tabs.Panel key={tab} value={tab} pt="md">
          {/* Every tab names its panel; only the shown one holds the list. */}
          {tab === shown.tab && (
            <Stack gap="md">
              {tab === 'invited' && <SendAllInvitationsButton companyId={companyId} />}
              <Group justify="space-between" align="flex-end" gap="sm">
                <Text aria-live="polite">
                  {data.total === 0
                    ? shown.search
                      ? `No ${EMPLOYEE_TAB_LABELS[tab].toLowerCase()} employees match “${shown.search}”.`
                      : `No ${EMPLOYEE_TAB_LABELS[tab].toLowerCase()} employees.`
                    : `${data.total} ${data.total === 1 ? 'employee' : 'employees'}${shown.search ? ` match “${shown.search}”` : ''}.`}
                </Text>
                <NativeSelect
                  hiddenFrom="sm"
                  label="Sort by"
                  data={SORT_OPTIONS}
                  value={`${query.sort}:${query.direction}`}
                  onChange={(event) => {
                    const [sort, direction] = event.currentTarget.value.split(':') as [
                      EmployeeSort,
                      'asc' | 'desc',
                    ];
                    onChange({ sort, direction });
                  }}
                />
              </Group>
              {data.employees.length > 0 && (
                <EmployeeTable
                  rows={data.employees}
                  query={shown}
                  onSort={(sort, direction) => onChange({ sort, direction })}
                  onAction={onAction}
                />
              )}
              <Group justify="space-between" gap="sm">
                {pages > 1 ? (
                  <Pagination
                    total={pages}
                    value={shown.page}
                    onChange={(page) => onChange({ page })}
                    getControlProps={(control) =>
                      control === 'previous'
                        ? { 'aria-label': 'Previous page' }
                        : control === 'next'
                          ? { 'aria-label': 'Next page' }
                          : {}
                    }
                    getItemProps={(page) => ({ 'aria-label': `Page ${page}` })}
                  />
                ) : (
                  <span />
                )}
                <NativeSelect
                  label="Per page"
                  data={EMPLOYEE_PAGE_SIZES.map(String)}
                  value={String(query.pageSize)}
                  onChange={(event) => onChange({ pageSize: Number(event.currentTarget.value) })}
                />
              </Group>
            </Stack>
          )}
        </Tabs.Panel>
      ))}
      {dialog?.action === 'edit' && (
        <EditEmploymentDialog
          companyId={companyId}
          row={dialog.row}
          classes={data.classes}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.action === 'terminate' && (
        <TerminateDialog companyId={companyId} row={dialog.row} onClose={() => setDialog(null)} />
      )}
      {dialog?.action === 'rehire' && (
        <RehireDialog companyId={companyId} row={dialog.row} onClose={() => setDialog(null)} />
      )}
    </Tabs>
  );
}

import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Table.css';
import { fullName } from '@client/lib/format';
import { Anchor, Box, Paper, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { ENROLLMENT_STATE_LABELS } from '@shared/domain/application-review/application-review';
import { convertIsoDateToUs } from '@shared/domain/dates/dates';
import { INVITATION_STATE_LABELS } from '@shared/domain/employment/employment';
import { APPLICATION_STATUS_LABELS, type EmployeeTab } from '@shared/domain/enums';
import type { EmployeeListQuery, EmployeeSort } from '@shared/schemas/employees';
import type { EmployeeListRow } from '@shared/schemas/manage-employees';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { type EmployeeAction, EmployeeActionsMenu } from './employee-actions-menu';

const usDate = (iso: string | null) => (iso ? (convertIsoDateToUs(iso) ?? iso) : '—');

/**
 * What the Status column says: the application's status (a completed one with its enrollment, waiting for
 * approval or enrolled), or the invitation's while there is no account.
 */
function statusOf(row: EmployeeListRow, tab: EmployeeTab): ReactNode {
  if (tab === 'invited') return INVITATION_STATE_LABELS[row.invitation.state];
  const label = APPLICATION_STATUS_LABELS[row.applicationStatus];
  if (!row.enrollment) return label;
  return (
    <>
      <Text span inherit display="block">
        {label}
      </Text>
      <Text span size="xs" c="dimmed" display="block">
        {ENROLLMENT_STATE_LABELS[row.enrollment]}
      </Text>
    </>
  );
}

function NameLink({ row }: { row: EmployeeListRow }) {
  return (
    <Anchor
      component={Link}
      to={`/employer-dashboard/employee-status/${encodeURIComponent(row.employeeFormId)}`}
      fw={600}
    >
      {fullName(row)}
    </Anchor>
  );
}

type Column = {
  label: string;
  sort?: EmployeeSort;
  cell: (row: EmployeeListRow) => ReactNode;
};

function columnsOf(tab: EmployeeTab): Column[] {
  const email: Column = { label: 'Email', sort: 'email', cell: (row) => row.email ?? 'No email' };
  const hired: Column = { label: 'Hire date', sort: 'hiredAt', cell: (row) => usDate(row.hiredAt) };
  if (tab === 'terminated')
    return [
      email,
      hired,
      { label: 'Last day', cell: (row) => usDate(row.lastDayAt) },
      { label: 'Coverage ends', cell: (row) => usDate(row.coverageEndsAt) },
    ];
  return [
    email,
    { label: 'Class', cell: (row) => row.className ?? 'None' },
    { label: 'Eligible', cell: (row) => (row.isEligible ? 'Yes' : 'No') },
    hired,
    {
      label: tab === 'invited' ? 'Invitation' : 'Application',
      sort: tab === 'invited' ? undefined : 'status',
      cell: (row) => statusOf(row, tab),
    },
  ];
}

function SortHeader({
  column,
  query,
  onSort,
}: {
  column: { label: string; sort?: EmployeeSort };
  query: EmployeeListQuery;
  onSort: (sort: EmployeeSort, direction: 'asc' | 'desc') => void;
}) {
  if (!column.sort) return <Table.Th scope="col">{column.label}</Table.Th>;
  const sort = column.sort;
  const isSorted = query.sort === sort;
  const ariaSort = isSorted ? (query.direction === 'asc' ? 'ascending' : 'descending') : 'none';
  const next = isSorted && query.direction === 'asc' ? 'desc' : 'asc';
  return (
    <Table.Th scope="col" aria-sort={ariaSort}>
      <UnstyledButton onClick={() => onSort(sort, next)} fw={700} fz="sm" td="underline">
        {column.label}
        <span aria-hidden="true">{isSorted ? (query.direction === 'asc' ? ' ▲' : ' ▼') : ''}</span>
      </UnstyledButton>
    </Table.Th>
  );
}

/**
 * One page of people: a table with sortable headers from the sm breakpoint, cards on phones (where the page
 * offers a Sort by select instead of headers). Each row links to the person's status page and has its actions.
 */
export function EmployeeTable({
  rows,
  query,
  onSort,
  onAction,
}: {
  rows: readonly EmployeeListRow[];
  query: EmployeeListQuery;
  onSort: (sort: EmployeeSort, direction: 'asc' | 'desc') => void;
  onAction: (action: EmployeeAction, row: EmployeeListRow) => void;
}) {
  const columns = columnsOf(query.tab);
  return (
    <>
      <Table visibleFrom="sm" striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <SortHeader column={{ label: 'Name', sort: 'name' }} query={query} onSort={onSort} />
            {columns.map((column) => (
              <SortHeader key={column.label} column={column} query={query} onSort={onSort} />
            ))}
            <Table.Th scope="col">
              <span>Actions</span>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.employeeFormId}>
              <Table.Th scope="row">
                <NameLink row={row} />
              </Table.Th>
              {columns.map((column) => (
                <Table.Td
                  key={column.label}
                  style={column.label === 'Email' ? { overflowWrap: 'anywhere' } : undefined}
                >
                  {column.cell(row)}
                </Table.Td>
              ))}
              <Table.Td>
                <EmployeeActionsMenu row={row} onAction={onAction} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Stack component="ul" hiddenFrom="sm" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {rows.map((row) => (
          <Paper component="li" key={row.employeeFormId} withBorder p="md" radius="md">
            <Stack gap={4} align="flex-start">
              <NameLink row={row} />
              {columns.map((column) => (
                <Text key={column.label} size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {column.label}: {column.cell(row)}
                </Text>
              ))}
              <Box mt="xs">
                <EmployeeActionsMenu row={row} onAction={onAction} />
              </Box>
            </Stack>
          </Paper>
        ))}
      </Stack>
    </>
  );
}

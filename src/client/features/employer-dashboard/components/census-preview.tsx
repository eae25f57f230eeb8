import '@mantine/core/styles/List.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Table.css';
import { ResponsiveList } from '@client/components/responsive-list';
import { List, Table, Text } from '@mantine/core';
import { CENSUS_ACTION_LABELS, type CensusPreviewRow } from '@shared/schemas/census';
import type { ReactNode } from 'react';

const rowName = (row: CensusPreviewRow) => `${row.firstName} ${row.lastName}`.trim() || 'No name';
function RowErrors({ row }: { row: CensusPreviewRow }) {
  return (
    <List size="sm" spacing={2}>
      {Object.entries(row.errors).map(([column, message]) => (
        <List.Item key={column}>
          {column === 'row' ? (
            message
          ) : (
            <>
              <Text span fw={600} size="sm">
                {column}
              </Text>
              : {message}
            </>
          )}
        </List.Item>
      ))}
    </List>
  );
}

/** A census file's rows as the file numbers them (the header is row 1): the name, the email and one more column. */
function CensusRows({
  rows,
  email,
  column,
  cell,
  cardLine,
}: {
  rows: readonly CensusPreviewRow[];
  email: (row: CensusPreviewRow) => string;
  column: string;
  cell: (row: CensusPreviewRow) => ReactNode;
  /** The column's value on a phone's card. */
  cardLine: (row: CensusPreviewRow) => ReactNode;
}) {
  return (
    <ResponsiveList
      items={rows}
      itemKey={(row) => String(row.rowNumber)}
      headers={['Row', 'Name', 'Email', column]}
      row={(row) => (
        <>
          <Table.Th scope="row">Row {row.rowNumber}</Table.Th>
          <Table.Td>{rowName(row)}</Table.Td>
          <Table.Td style={{ overflowWrap: 'anywhere' }}>{email(row)}</Table.Td>
          <Table.Td>{cell(row)}</Table.Td>
        </>
      )}
      card={(row) => (
        <>
          <Text fw={600}>
            Row {row.rowNumber}: {rowName(row)}
          </Text>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {email(row)}
          </Text>
          {cardLine(row)}
        </>
      )}
    />
  );
}

/** Every bad row with each field's error, as the file numbers its rows (the header is row 1). */
export function CensusErrorRows({ rows }: { rows: readonly CensusPreviewRow[] }) {
  const errors = (row: CensusPreviewRow) => <RowErrors row={row} />;
  return (
    <CensusRows
      rows={rows}
      email={(row) => row.email || 'No email'}
      column="Errors"
      cell={errors}
      cardLine={errors}
    />
  );
}

/** Every row of a valid file and what importing it does to that person. */
export function CensusActionRows({ rows }: { rows: readonly CensusPreviewRow[] }) {
  const label = (row: CensusPreviewRow) => (row.action ? CENSUS_ACTION_LABELS[row.action] : '');
  return (
    <CensusRows
      rows={rows}
      email={(row) => row.email}
      column="Action"
      cell={label}
      cardLine={(row) => <Text size="sm">Action: {label(row)}</Text>}
    />
  );
}

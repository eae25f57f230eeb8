import '@mantine/core/styles/List.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Table.css';
import { ResponsiveList } from '@client/components/responsive-list';
import { List, Table, Text } from '@mantine/core';
import { CENSUS_ACTION_LABELS, type CensusPreviewRow } from '@shared/schemas/census';

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

/** Every bad row with each field's error, as the file numbers its rows (the header is row 1). */
export function CensusErrorRows({ rows }: { rows: readonly CensusPreviewRow[] }) {
  return (
    <ResponsiveList
      items={rows}
      itemKey={(row) => String(row.rowNumber)}
      headers={['Row', 'Name', 'Email', 'Errors']}
      row={(row) => (
        <>
          <Table.Th scope="row">Row {row.rowNumber}</Table.Th>
          <Table.Td>{rowName(row)}</Table.Td>
          <Table.Td style={{ overflowWrap: 'anywhere' }}>{row.email || 'No email'}</Table.Td>
          <Table.Td>
            <RowErrors row={row} />
          </Table.Td>
        </>
      )}
      card={(row) => (
        <>
          <Text fw={600}>
            Row {row.rowNumber}: {rowName(row)}
          </Text>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {row.email || 'No email'}
          </Text>
          <RowErrors row={row} />
        </>
      )}
    />
  );
}

/** Every row of a valid file and what importing it does to that person. */
export function CensusActionRows({ rows }: { rows: readonly CensusPreviewRow[] }) {
  const label = (row: CensusPreviewRow) => (row.action ? CENSUS_ACTION_LABELS[row.action] : '');
  return (
    <ResponsiveList
      items={rows}
      itemKey={(row) => String(row.rowNumber)}
      headers={['Row', 'Name', 'Email', 'Action']}
      row={(row) => (
        <>
          <Table.Th scope="row">Row {row.rowNumber}</Table.Th>
          <Table.Td>{rowName(row)}</Table.Td>
          <Table.Td style={{ overflowWrap: 'anywhere' }}>{row.email}</Table.Td>
          <Table.Td>{label(row)}</Table.Td>
        </>
      )}
      card={(row) => (
        <>
          <Text fw={600}>
            Row {row.rowNumber}: {rowName(row)}
          </Text>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {row.email}
          </Text>
          <Text size="sm">Action: {label(row)}</Text>
        </>
      )}
    />
  );
}

import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Table.css';
import { Paper, Stack, Table } from '@mantine/core';
import type { ReactNode } from 'react';

interface ResponsiveListProps<T> {
  items: readonly T[];
  itemKey: (item: T) => string;
  /** The table's column headers. */
  headers: readonly string[];
  /** An item's table cells (a row header first). */
  row: (item: T) => ReactNode;
  /** An item's card content, for phones. */
  card: (item: T) => ReactNode;
}

/** A list shown as a table from the sm breakpoint up and as a stack of cards on phones; CSS shows one. */
export function ResponsiveList<T>({ items, itemKey, headers, row, card }: ResponsiveListProps<T>) {
  return (
    <>
      <Table visibleFrom="sm" striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            {headers.map((header) => (
              <Table.Th key={header} scope="col">
                {header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={itemKey(item)}>{row(item)}</Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Stack component="ul" hiddenFrom="sm" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {items.map((item) => (
          <Paper component="li" key={itemKey(item)} withBorder p="md" radius="md">
            {card(item)}
          </Paper>
        ))}
      </Stack>
    </>
  );
}

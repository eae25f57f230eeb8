import '@mantine/core/styles/Fieldset.css';
import { Button, Fieldset, Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';

interface RepeatableRowsProps<Row> {
  /** The form's array of rows ("dependents"). */
  name: string;
  /** A new row's values. */
  newRow: () => Row;
  /** Each row's fieldset legend ("Dependent 1"). */
  legend: (index: number) => string;
  /** The add button ("Add dependent"). */
  addLabel: string;
  /** Each remove button's accessible name ("Remove dependent 1"); its text is "Remove". */
  removeLabel: (index: number) => string;
  /** Shown when there is no row. */
  empty?: ReactNode;
  /** Whether a row may be removed (default: every row). */
  canRemove?: (index: number) => boolean;
  maxRows?: number;
  /** A row's fields, named under `path` ("dependents.0"). */
  children: (row: { index: number; path: string }) => ReactNode;
}

/** Rows of the same fields, each in its own fieldset, with Add and Remove (a new row takes the focus). */
export function RepeatableRows<Row>({
  name,
  newRow,
  legend,
  addLabel,
  removeLabel,
  empty,
  canRemove = () => true,
  maxRows = Number.POSITIVE_INFINITY,
  children,
}: RepeatableRowsProps<Row>) {
  const { control } = useFormContext();
  // keyName: rows may carry their own `id` (a saved dependent's).
  const { fields, append, remove } = useFieldArray({ control, name, keyName: 'key' });
  return (
    <>
      {fields.length === 0 ? empty : null}
      {fields.map((field, index) => (
        <Fieldset key={field.key} legend={legend(index)} variant="filled" radius="md">
          <Stack gap="sm">
            {children({ index, path: `${name}.${index}` })}
            {canRemove(index) ? (
              <Group justify="flex-end">
                <Button
                  variant="subtle"
                  color="red"
                  size="compact-sm"
                  onClick={() => remove(index)}
                  aria-label={removeLabel(index)}
                >
                  Remove
                </Button>
              </Group>
            ) : null}
          </Stack>
        </Fieldset>
      ))}
      {fields.length < maxRows ? (
        <Group>
          <Button variant="default" onClick={() => append(newRow() as never, { shouldFocus: true })}>
            {addLabel}
          </Button>
        </Group>
      ) : null}
    </>
  );
}

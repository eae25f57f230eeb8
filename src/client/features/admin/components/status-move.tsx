import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Combobox.css';
import { isApiError } from '@client/lib/api-client';
import { Alert, Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { type QueryKey, type UseMutationResult, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';

/**
 * Moving an item of an operations queue to another status, with the version read: a select of the statuses it
 * may go to and "Update status"; a stale version (409) offers to reload the list, a refused status shows at the
 * select, any other failure under it. `onMoved` gets the notice to show (null when it goes).
 */
export function StatusMove<S extends string, T extends { statusLabel: string }>({
  move,
  version,
  statuses,
  labels,
  listKey,
  movedNotice,
  onMoved,
  none,
}: {
  move: UseMutationResult<T, Error, { status: S; version: number }>;
  version: number;
  statuses: readonly S[];
  labels: Record<S, string>;
  /** The list to reload after a stale version. */
  listKey: QueryKey;
  movedNotice: (statusLabel: string) => string;
  onMoved: (notice: string | null) => void;
  /** Shown instead of the select when there is no status left to go to (the select otherwise). */
  none?: ReactNode;
}) {
  const queryClient = useQueryClient();
  const [next, setNext] = useState<S | ''>('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const stale = isApiError(move.error, 409);
  const failed = move.error && !stale && !fieldError ? move.error.message : null;
  const reload = () => {
    move.reset();
    onMoved(null);
    void queryClient.invalidateQueries({ queryKey: listKey });
  };
  const submit = () => {
    if (!next) {
      setFieldError('Please choose a status.');
      return;
    }
    setFieldError(null);
    move.mutate(
      { status: next, version },
      {
        onSuccess: (moved) => {
          setNext('');
          onMoved(movedNotice(moved.statusLabel));
        },
        onError: (error) => {
          if (isApiError(error, 400)) setFieldError(error.fieldErrors.status ?? error.error);
        },
      },
    );
  };
  return (
    <>
      {stale && (
        <Alert color="red" variant="outline" title="Not saved">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{move.error?.message}</Text>
            <Button size="xs" variant="filled" color="dark" onClick={reload}>
              Reload
            </Button>
          </Stack>
        </Alert>
      )}
      {failed && (
        <Text c="red.9" size="sm" role="alert">
          {failed}
        </Text>
      )}
      {none !== undefined && statuses.length === 0 ? (
        none
      ) : (
        <Group align="flex-end" gap="sm">
          <NativeSelect
            label="New status"
            data={[
              { value: '', label: 'Choose a status' },
              ...statuses.map((s) => ({ value: s, label: labels[s] })),
            ]}
            value={next}
            error={fieldError}
            onChange={(event) => {
              setNext(event.currentTarget.value as S | '');
              setFieldError(null);
            }}
            style={{ flex: '1 1 14rem', minWidth: 0 }}
          />
          <Button onClick={submit} loading={move.isPending}>
            Update status
          </Button>
        </Group>
      )}
    </>
  );
}

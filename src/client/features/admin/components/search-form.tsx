import '@mantine/core/styles/Input.css';
import { Button, Group } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';

/** A page's search: its fields in a row and "Search", the form named for screen readers. */
export function SearchForm({
  label,
  onSubmit,
  children,
}: {
  label: string;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} aria-label={label}>
      <Group gap="sm" align="flex-end">
        {children}
        <Button type="submit">Search</Button>
      </Group>
    </form>
  );
}

import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Card.css';
import {
  Badge,
  Card,
  Group,
  type MantineColor,
  type MantineSpacing,
  Stack,
  Text,
  Title,
  type TitleOrder,
  type TitleSize,
} from '@mantine/core';
import { type CSSProperties, type Key, type ReactNode, useId } from 'react';
import { formatDay } from '../lib/format-time';

/**
 * One item of an operations list as a card named by its heading: the heading, the item's status line (badges),
 * then its facts and actions.
 */
export function AdminCard({
  heading,
  order = 2,
  size = 'h4',
  gap = 'sm',
  status,
  style,
  children,
}: {
  heading: ReactNode;
  order?: TitleOrder;
  size?: TitleSize;
  gap?: MantineSpacing;
  /** Shown in a row under the heading (a StatusBadge, the date it has been so). */
  status?: ReactNode;
  style?: CSSProperties;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Card component="section" withBorder padding="md" aria-labelledby={headingId} style={style}>
      <Stack gap={gap}>
        <Title order={order} size={size} id={headingId}>
          {heading}
        </Title>
        {status ? <Group gap="xs">{status}</Group> : null}
        {children}
      </Stack>
    </Card>
  );
}

/** An item's status as a filled badge. */
export function StatusBadge({ color = 'dark', children }: { color?: MantineColor; children: ReactNode }) {
  return (
    <Badge variant="filled" color={color} tt="none">
      {children}
    </Badge>
  );
}

/** An item's status and the day it has been so ("since November 23, 2026"). */
export function StatusSince({ label, since }: { label: string; since: string }) {
  return (
    <>
      <StatusBadge>{label}</StatusBadge>
      <Text size="sm">since {formatDay(since)}</Text>
    </>
  );
}

/**
 * The cards of a list as a bare list (one card a list item), the line that counts them first; `empty` alone when
 * there is none (the bare list when the page says nothing then).
 */
export function CardList<T>({
  items,
  itemKey,
  empty,
  summary,
  gap = 'md',
  children,
}: {
  items: readonly T[];
  itemKey: (item: T) => Key;
  empty?: ReactNode;
  summary?: ReactNode;
  gap?: MantineSpacing;
  children: (item: T, index: number) => ReactNode;
}) {
  if (items.length === 0 && empty !== undefined) return <Text>{empty}</Text>;
  return (
    <>
      {summary ? <Text size="sm">{summary}</Text> : null}
      <Stack component="ul" gap={gap} p={0} m={0} style={{ listStyle: 'none' }}>
        {items.map((item, index) => (
          <li key={itemKey(item)}>{children(item, index)}</li>
        ))}
      </Stack>
    </>
  );
}

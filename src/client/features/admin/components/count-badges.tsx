import '@mantine/core/styles/Badge.css';
import { Badge, Group } from '@mantine/core';

export type CountBadge = {
  label: string;
  count: number /** Red when above zero (something overdue). */;
  alarm?: boolean;
};

/** A queue's counts as a list of badges ("Open: 3"); an alarming count above zero turns red (decision 0060). */
export function CountBadges({ counts, label }: { counts: readonly CountBadge[]; label: string }) {
  return (
    <Group gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={label}>
      {counts.map((c) => {
        const red = c.alarm === true && c.count > 0;
        return (
          <li key={c.label}>
            <Badge variant={red ? 'filled' : 'light'} color={red ? 'red.9' : 'dark'} tt="none" size="lg">
              {`${c.label}: ${c.count}`}
            </Badge>
          </li>
        );
      })}
    </Group>
  );
}

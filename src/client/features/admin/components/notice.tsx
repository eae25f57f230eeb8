import { Text } from '@mantine/core';

/** What the last action did, read out when it changes (the region stays, empty, until then). */
export function Notice({ notice }: { notice: string | null }) {
  return <div role="status">{notice && <Text fw={600}>{notice}</Text>}</div>;
}

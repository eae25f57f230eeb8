import '@mantine/core/styles/List.css';
import '@mantine/core/styles/SimpleGrid.css';
import { List, SimpleGrid, Stack, Title } from '@mantine/core';
import { BOR_CHANGING, BOR_NOT_CHANGING } from '@shared/domain/broker-of-record/letter';

/** What a broker-of-record change changes and what it does not (docs/spec/3 §2 "Review and sign"). */
export function WhatChanges() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
      <Stack gap="xs" component="section" aria-labelledby="bor-changing">
        <Title order={3} size="h5" id="bor-changing">
          What changes
        </Title>
        <List size="sm" spacing={4}>
          {BOR_CHANGING.map((item) => (
            <List.Item key={item}>{item}</List.Item>
          ))}
        </List>
      </Stack>
      <Stack gap="xs" component="section" aria-labelledby="bor-not-changing">
        <Title order={3} size="h5" id="bor-not-changing">
          What does not change
        </Title>
        <List size="sm" spacing={4}>
          {BOR_NOT_CHANGING.map((item) => (
            <List.Item key={item}>{item}</List.Item>
          ))}
        </List>
      </Stack>
    </SimpleGrid>
  );
}

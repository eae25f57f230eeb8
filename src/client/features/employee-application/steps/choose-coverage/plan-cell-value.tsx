import '@mantine/core/styles/List.css';
import { List, Text } from '@mantine/core';
import type { PlanCellValue as Value } from './lib/plan-rows';

/** A detail of a plan: a text, or a list (benefits). */
export function PlanCellValue({ value }: { value: Value }) {
  if (typeof value === 'string') return <Text size="sm">{value}</Text>;
  return (
    <List size="sm" spacing={2}>
      {value.map((item) => (
        <List.Item key={item}>{item}</List.Item>
      ))}
    </List>
  );
}

import { Fieldset, Group, Input, Radio, Stack } from '@mantine/core';
import { type ReactNode, useId } from 'react';

export interface RadioOption<V extends string> {
  value: V;
  label: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
}

interface RadioFieldsetProps<V extends string> {
  /** The question, as the fieldset's legend. */
  legend: ReactNode;
  options: readonly RadioOption<V>[];
  value: V | null;
  onChange: (value: V) => void;
  description?: ReactNode;
  error?: string;
  /** Options side by side (Yes/No) rather than stacked. */
  inline?: boolean;
}

/** A required single choice: native radios in a fieldset whose legend is the question, the error below. */
export function RadioFieldset<V extends string>({
  legend,
  options,
  value,
  onChange,
  description,
  error,
  inline = false,
}: RadioFieldsetProps<V>) {
  const name = useId();
  const errorId = `${name}-error`;
  const descriptionId = `${name}-description`;
  const describedBy = [description ? descriptionId : '', error ? errorId : ''].join(' ').trim();
  const Layout = inline ? Group : Stack;
  return (
    <Fieldset
      variant="unstyled"
      legend={legend}
      aria-describedby={describedBy || undefined}
      data-error={error ? true : undefined}
      styles={{ legend: { fontWeight: 600, marginBottom: 'var(--mantine-spacing-xs)' } }}
    >
      {description && (
        <Input.Description id={descriptionId} mb="xs">
          {description}
        </Input.Description>
      )}
      <Layout gap={inline ? 'lg' : 'sm'}>
        {options.map((option) => (
          <Radio
            key={option.value}
            name={name}
            value={option.value}
            label={option.label}
            description={option.description}
            disabled={option.disabled}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
            error={Boolean(error)}
          />
        ))}
      </Layout>
      {error && (
        <Input.Error id={errorId} mt="xs">
          {error}
        </Input.Error>
      )}
    </Fieldset>
  );
}

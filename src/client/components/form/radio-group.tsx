import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/RadioCard.css';
import '@mantine/core/styles/RadioIndicator.css';
import '@mantine/core/styles/Radio.css';
import { Group, Input, Radio, Stack, Text } from '@mantine/core';
import { type ReactNode, type Ref, useId } from 'react';

export interface RadioOption<V extends string> {
  value: V;
  label: ReactNode;
  /** A second line under the label (a price, a hint). */
  description?: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps<V extends string> {
  legend: ReactNode;
  description?: ReactNode;
  options: ReadonlyArray<RadioOption<V>>;
  value: V | null | undefined;
  onChange: (value: V) => void;
  error?: ReactNode;
  /** The first radio's ref, so a form can focus the group on an error. */
  inputRef?: Ref<HTMLInputElement>;
  name?: string;
  required?: boolean;
  disabled?: boolean;
  /** Lay the radios out in a column instead of a row. */
  vertical?: boolean;
}

/** Radios in a fieldset with a legend; the error is tied to the group and each radio. */
export function RadioGroup<V extends string>({
  legend,
  description,
  options,
  value,
  onChange,
  error,
  inputRef,
  name,
  required,
  disabled,
  vertical,
}: RadioGroupProps<V>) {
  const errorId = useId();
  const descriptionId = useId();
  const describedBy = [description ? descriptionId : null, error ? errorId : null].filter(Boolean).join(' ');
  const Layout = vertical ? Stack : Group;
  return (
    <fieldset
      style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}
      aria-describedby={describedBy || undefined}
    >
      <Text component="legend" fw={500} size="sm" p={0} mb={4}>
        {legend}
        {required ? (
          <Text component="span" c="red.9" aria-hidden="true">
            {' *'}
          </Text>
        ) : null}
      </Text>
      {description ? (
        <Text id={descriptionId} size="xs" c="dimmed" mb={4}>
          {description}
        </Text>
      ) : null}
      <Radio.Group value={value ?? ''} onChange={(v) => onChange(v as V)} name={name} disabled={disabled}>
        <Layout gap="sm">
          {options.map((option, index) => (
            <Radio
              key={option.value}
              value={option.value}
              label={option.label}
              description={option.description}
              ref={index === 0 ? inputRef : undefined}
              aria-invalid={error ? true : undefined}
              disabled={disabled || option.disabled}
            />
          ))}
        </Layout>
      </Radio.Group>
      {error ? (
        <Input.Error id={errorId} mt={4}>
          {error}
        </Input.Error>
      ) : null}
    </fieldset>
  );
}

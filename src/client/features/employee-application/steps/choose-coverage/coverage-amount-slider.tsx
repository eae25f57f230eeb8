import '@mantine/core/styles/Slider.css';
import { Group, Input, Slider, Stack, Text } from '@mantine/core';
import { formatWholeDollars } from '@shared/domain/money/money';
import { useId } from 'react';

interface CoverageAmountSliderProps {
  /** "Your coverage amount": the slider's accessible name, shown with the amount. */
  label: string;
  value: number;
  onChange: (value: number) => void;
  max: number;
  step: number;
  error?: string;
}

/** A life coverage amount from $0 (decline) to the maximum, in the plan's increments. */
export function CoverageAmountSlider({
  label,
  value,
  onChange,
  max,
  step,
  error,
}: CoverageAmountSliderProps) {
  const id = useId();
  const shown = Math.min(value, max);
  return (
    <Stack gap="xs" data-error={error ? true : undefined}>
      <Text id={`${id}-label`} fw={600}>
        {label}: {formatWholeDollars(shown)}
      </Text>
      <Slider
        value={shown}
        onChange={onChange}
        min={0}
        max={max}
        step={step > 0 ? step : 1}
        disabled={max <= 0}
        label={formatWholeDollars}
        thumbLabel={label}
        thumbValueText={formatWholeDollars}
        thumbProps={{ 'aria-describedby': error ? `${id}-error` : undefined }}
      />
      <Group justify="space-between">
        <Text size="sm">$0</Text>
        <Text size="sm">{formatWholeDollars(max)}</Text>
      </Group>
      {error && <Input.Error id={`${id}-error`}>{error}</Input.Error>}
    </Stack>
  );
}

import { Stack, Text } from '@mantine/core';
import type { CoverageAmountRange } from '@shared/domain/enrollment/coverage-plan';
import { type Control, Controller } from 'react-hook-form';
import { CoverageAmountSlider } from './coverage-amount-slider';
import type { CoverageChoiceValues } from './lib/coverage-choice';

interface CoverageAmountsProps {
  /** The employee's slider, from the shared rule (salary × multiplier, the plan maximum, the increment). */
  range: CoverageAmountRange;
  /** The spouse's slider, when the plan has one and a spouse is on file. */
  spouseRange: CoverageAmountRange | null;
  control: Control<CoverageChoiceValues>;
  typeLabel: string;
}

/** Variable life: the employee's amount ($0 declines) and, where the plan has it, the spouse's. */
export function CoverageAmounts({ range, spouseRange, control, typeLabel }: CoverageAmountsProps) {
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Controller
          control={control}
          name="coverageAmount"
          render={({ field, fieldState }) => (
            <CoverageAmountSlider
              label="Your coverage amount"
              value={field.value}
              onChange={field.onChange}
              max={range.max}
              step={range.step}
              error={fieldState.error?.message}
            />
          )}
        />
        <Text size="sm" c="dimmed">
          {range.max > 0
            ? `Choose $0 to decline ${typeLabel} coverage.`
            : 'Enter your annual salary in your basic information to choose an amount.'}
        </Text>
      </Stack>
      {spouseRange && (
        <Controller
          control={control}
          name="spouseCoverageAmount"
          render={({ field, fieldState }) => (
            <CoverageAmountSlider
              label="Spouse coverage amount"
              value={field.value}
              onChange={field.onChange}
              max={spouseRange.max}
              step={spouseRange.step}
              error={fieldState.error?.message}
            />
          )}
        />
      )}
    </Stack>
  );
}

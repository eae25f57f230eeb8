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

interface AmountSliderProps {
  control: Control<CoverageChoiceValues>;
  name: 'coverageAmount' | 'spouseCoverageAmount';
  label: string;
  range: CoverageAmountRange;
}

/** One person's amount slider, bound to its form field. */
function AmountSlider({ control, name, label, range }: AmountSliderProps) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <CoverageAmountSlider
          label={label}
          value={field.value}
          onChange={field.onChange}
          max={range.max}
          step={range.step}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

/** Variable life: the employee's amount ($0 declines) and, where the plan has it, the spouse's. */
export function CoverageAmounts({ range, spouseRange, control, typeLabel }: CoverageAmountsProps) {
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <AmountSlider control={control} name="coverageAmount" label="Your coverage amount" range={range} />
        <Text size="sm" c="dimmed">
          {range.max > 0
            ? `Choose $0 to decline ${typeLabel} coverage.`
            : 'Enter your annual salary in your basic information to choose an amount.'}
        </Text>
      </Stack>
      {spouseRange && (
        <AmountSlider
          control={control}
          name="spouseCoverageAmount"
          label="Spouse coverage amount"
          range={spouseRange}
        />
      )}
    </Stack>
  );
}

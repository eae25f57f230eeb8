import { Stack, Text } from '@mantine/core';
import type { PlanView } from '@shared/schemas/plans';
import { type Control, Controller } from 'react-hook-form';
import { CoverageAmountSlider } from './coverage-amount-slider';
import type { CoverageChoiceValues } from './lib/coverage-choice';
import { getCoverageSliderRange, getSpouseCoverageSliderRange } from './lib/coverage-slider';

interface CoverageAmountsProps {
  plan: PlanView;
  control: Control<CoverageChoiceValues>;
  annualSalary: number | null;
  hasSpouse: boolean;
  typeLabel: string;
}

/** Variable life: the employee's amount ($0 declines) and, where the plan has it, the spouse's. */
export function CoverageAmounts({ plan, control, annualSalary, hasSpouse, typeLabel }: CoverageAmountsProps) {
  const range = getCoverageSliderRange(plan, annualSalary);
  const spouseRange = getSpouseCoverageSliderRange(plan);
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
      {plan.spouse_variable_coverage && hasSpouse && (
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

import { Text } from '@mantine/core';
import { listSegmentChoices } from '@shared/domain/enrollment/family';
import { Controller } from 'react-hook-form';
import { CoverageAmounts } from './coverage-amounts';
import { EmployerPaidChoice } from './employer-paid-choice';
import { SegmentChoice } from './segment-choice';
import type { CoverageChoice } from './use-coverage-choice';

/** What the flow of the chosen plan asks before Continue (docs/spec/1 §4). */
export function EnrollmentControls({ choice }: { choice: CoverageChoice }) {
  const { form, typeLabel, flowPlan: plan } = choice;
  switch (choice.flow) {
    case 'not_eligible':
      return <Text>Continue to decline {typeLabel} coverage.</Text>;
    case 'choose_plan':
      return null;
    case 'automatic':
      return (
        <Text>
          Your employer pays for {plan?.display_name ?? 'this coverage'}, so you are enrolled automatically.
        </Text>
      );
    case 'employer_paid_choice':
      return plan ? (
        <Controller
          control={form.control}
          name="employerPaidChoice"
          render={({ field, fieldState }) => (
            <EmployerPaidChoice
              plan={plan}
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
      ) : null;
    case 'segment':
      return (
        <Controller
          control={form.control}
          name="segment"
          render={({ field, fieldState }) => (
            <SegmentChoice
              segments={listSegmentChoices(choice.dependents)}
              priceOf={plan ? (segment) => choice.monthlyCostOf(plan, segment) : null}
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
      );
    case 'enroll_or_decline':
      if (!choice.amountRange) return null;
      return (
        <CoverageAmounts
          range={choice.amountRange}
          spouseRange={choice.hasSpouse ? choice.spouseAmountRange : null}
          control={form.control}
          typeLabel={typeLabel}
        />
      );
  }
}

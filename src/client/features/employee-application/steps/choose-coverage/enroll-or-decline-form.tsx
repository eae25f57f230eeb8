import { scrollToFirstError } from '@client/components/form/scroll-to-first-error';
import { fullName } from '@client/lib/format';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, Text } from '@mantine/core';
import type { YesNo } from '@shared/domain/enums';
import type { ApplicationDependent } from '@shared/schemas/application';
import { createAgeEnrollmentSchema } from '@shared/schemas/enrollment';
import type { PlanView } from '@shared/schemas/plans';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { useApplication } from '../../api/get-application';
import { planCostsQueryOptions } from '../../api/get-plan-costs';
import { FormErrorAlert } from './form-error-alert';
import type { EnrollOrDeclineAnswers } from './lib/coverage-choice';
import type { SaveError } from './lib/field-errors';
import { findPlanCost, getEmployeeMonthlyCost } from './lib/plan-costs';
import { MonthlyCost } from './monthly-cost';
import { YesNoRadioGroup } from './yes-no-radio-group';

type FormValues = z.input<ReturnType<typeof createAgeEnrollmentSchema>>;

interface EnrollOrDeclineFormProps {
  plan: PlanView;
  /** The dependents this plan can cover, in display order. */
  coverable: readonly ApplicationDependent[];
  defaults: { isEnrolling: YesNo | null; dependentsEnrolling: Record<string, boolean | null> };
  /** The amounts chosen on the page, priced with the chosen dependents. */
  amounts: { coverageAmount: number | null; spouseCoverageAmount: number | null };
  /** The shared rule finds the employee too old for this plan: its cost reads Not Eligible. */
  isOverAgeLimit: boolean;
  isSaving: boolean;
  /** The last save's failure: errors at the modal's questions, the rest in the form alert. */
  saveError: SaveError | null;
  onSubmit: (answers: EnrollOrDeclineAnswers) => void;
  onCancel: () => void;
}

const toYesNo = (value: boolean | null | undefined): YesNo | null =>
  value === true ? 'Yes' : value === false ? 'No' : null;

export function EnrollOrDeclineForm(props: EnrollOrDeclineFormProps) {
  const { plan, coverable, defaults, amounts, isOverAgeLimit, isSaving, saveError } = props;
  const application = useApplication();
  const form = useForm<FormValues, unknown, z.output<ReturnType<typeof createAgeEnrollmentSchema>>>({
    resolver: zodResolver(createAgeEnrollmentSchema(coverable.map((d) => d.id))),
    defaultValues: {
      isEnrolling: defaults.isEnrolling ?? undefined,
      dependentsEnrolling: defaults.dependentsEnrolling,
    },
  });
  const isEnrolling = useWatch({ control: form.control, name: 'isEnrolling' });
  const chosen = useWatch({ control: form.control, name: 'dependentsEnrolling' }) ?? {};
  const dependentIds = coverable.filter((d) => chosen[d.id] === true).map((d) => d.id);
  const costs = useQuery({
    ...planCostsQueryOptions(application.employeePolicy.id, plan.type, { dependentIds, ...amounts }),
    enabled: isEnrolling === 'Yes',
  });
  const errors = form.formState.errors;
  const formRef = useRef<HTMLFormElement>(null);
  // A failed save shows its errors here: bring the first into view.
  useEffect(() => {
    if (saveError) scrollToFirstError(formRef.current);
  }, [saveError]);

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((answers) =>
        props.onSubmit({
          isEnrolling: answers.isEnrolling,
          dependentsEnrolling: answers.dependentsEnrolling,
        }),
      )}
    >
      <Stack gap="md">
        <Controller
          control={form.control}
          name="isEnrolling"
          render={({ field }) => (
            <YesNoRadioGroup
              legend={`Do you want to enroll in ${plan.display_name}?`}
              description={plan.carrier}
              value={field.value ?? null}
              onChange={field.onChange}
              error={errors.isEnrolling?.message ?? saveError?.placed.modal.isEnrolling}
            />
          )}
        />
        {isEnrolling === 'Yes' &&
          coverable.map((dependent) => (
            <Controller
              key={dependent.id}
              control={form.control}
              name={`dependentsEnrolling.${dependent.id}`}
              render={({ field }) => (
                <YesNoRadioGroup
                  legend={`Is ${fullName(dependent)} enrolling?`}
                  value={toYesNo(field.value)}
                  onChange={(value) => field.onChange(value === 'Yes')}
                  error={
                    errors.dependentsEnrolling?.[dependent.id]?.message ??
                    saveError?.placed.modal.dependents[dependent.id]
                  }
                />
              )}
            />
          ))}
        {isEnrolling === 'Yes' && (
          <Stack gap={4}>
            <Text fw={600}>Your monthly cost</Text>
            <MonthlyCost
              plan={plan}
              cost={getEmployeeMonthlyCost(findPlanCost(costs.data, plan.id), isOverAgeLimit, null)}
            />
          </Stack>
        )}
        {saveError && <FormErrorAlert saveError={saveError} />}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={props.onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={isSaving}>
            Save and continue
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

import { FormAlert } from '@client/components/form/form-alert';
import { useFormErrors } from '@client/components/form/use-form-errors';
import { useKitForm } from '@client/components/form/use-kit-form';
import { BackLink } from '@client/components/wizard/step-actions';
import { usePageTitle } from '@client/lib/page-title';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import type { IndividualLine } from '@shared/schemas/individual-application';
import { useState } from 'react';
import {
  EMPLOYEE_DASHBOARD_PATH,
  readIndividualSource,
  useIndividualApplication,
  useIndividualApplicationWrites,
} from '../api';
import { individualWizard } from '../wizard';
import { IndividualPlanCard } from './plan-card';

const TEXT = {
  dental: { heading: 'Individual Dental Plans', without: 'Continue Without Dental', step: 'dentalPlans' },
  vision: { heading: 'Individual Vision Plans', without: 'Continue Without Vision', step: 'visionPlans' },
} as const;

/**
 * The dental or vision page of the individual application (docs/spec/3 §2, §4): the plans of the line as cards;
 * selecting one stores its id, "Continue Without Dental / Vision" clears the line's plan and enrolment, and
 * either goes on by the flow's rule (vision next when it is offered, else Enter Information).
 */
export function PlansStep({ line }: { line: IndividualLine }) {
  const text = TEXT[line];
  usePageTitle(text.heading);
  const application = useIndividualApplication();
  const writes = useIndividualApplicationWrites();
  const { previousPath } = individualWizard.useStepNavigation(text.step);
  const form = useKitForm();
  const errors = useFormErrors(form, { focus: 'alert' });
  const saveAndContinue = individualWizard.useSaveAndContinue(text.step, errors);
  const [saving, setSaving] = useState<string | null>(null);
  const type = line === 'dental' ? 'individual_dental' : 'individual_vision';
  const plans = application.plans.filter((p) => p.type === type);
  const chosen = line === 'dental' ? application.individualDentalPlanID : application.individualVisionPlanID;
  const save = async (key: string, planId: string | null) => {
    setSaving(key);
    try {
      await saveAndContinue(() => writes.choosePlan(line, planId));
    } finally {
      setSaving(null);
    }
  };
  return (
    <Stack gap="lg">
      <Title order={1}>{text.heading}</Title>
      <Text>
        Add an individual {line} plan, paid by you directly to the carrier, or continue without {line}{' '}
        coverage.
      </Text>
      <FormAlert
        ref={errors.alertRef}
        message={errors.formError}
        details={errors.details}
        reloadable={errors.reloadable}
      />
      {plans.length === 0 ? <Text>No individual {line} plans are sold in your state.</Text> : null}
      {plans.map((plan) => (
        <IndividualPlanCard
          key={plan.id}
          plan={plan}
          hasSpouse={application.individualHasSpouse}
          hasChildren={application.individualHasChildren}
          selected={plan.id === chosen}
          action={
            <Button
              onClick={() => save(plan.id, plan.id)}
              loading={saving === plan.id}
              disabled={saving !== null}
              aria-describedby={`plan-${plan.id}`}
            >
              {plan.id === chosen ? 'Continue with this plan' : 'Select this plan'}
            </Button>
          }
        />
      ))}
      <Group justify="space-between" wrap="wrap">
        <BackLink to={previousPath ?? readIndividualSource() ?? EMPLOYEE_DASHBOARD_PATH} />
        <Button
          variant="default"
          onClick={() => save('without', null)}
          loading={saving === 'without'}
          disabled={saving !== null}
        >
          {text.without}
        </Button>
      </Group>
    </Stack>
  );
}

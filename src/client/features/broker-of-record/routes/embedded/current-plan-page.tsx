import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import { Form } from '@client/components/form/form';
import { useFormErrors } from '@client/components/form/use-form-errors';
import { useKitForm } from '@client/components/form/use-kit-form';
import { StepActions } from '@client/components/wizard/step-actions';
import { useCompanyToken } from '@client/lib/company-token';
import { zodResolver } from '@hookform/resolvers/zod';
import { Text } from '@mantine/core';
import type { Resolver } from 'react-hook-form';
import { useUpdateCompanyProfile } from '../../api/company-profile';
import { InsurancePlanRows } from '../../components/insurance-plan-rows';
import { type PlansValues, plansSchema, toIntake, toPlansValues } from '../../lib/basic-information-form';
import { borEmbeddedWizard } from '../../wizard';
import { EmbeddedFrame } from './embedded-frame';

const TITLE = 'Insurance Plans';
const resolver = zodResolver(plansSchema) as unknown as Resolver<PlansValues>;

/**
 * …/broker-of-record/current-plan (docs/spec/3 §2 "Insurance plans"): the shared plan rows per insurance type. A kept
 * row keeps its contribution and accounts (the save replaces the plans); then the server's next section.
 */
export function CurrentPlanPage() {
  const { record: profile } = borEmbeddedWizard.useWizardPaths();
  const { previousPath } = borEmbeddedWizard.useStepNavigation('currentPlan');
  const save = useUpdateCompanyProfile(useCompanyToken());
  const form = useKitForm<PlansValues>({ resolver, defaultValues: toPlansValues(profile) });
  const errors = useFormErrors(form);
  const saveAndContinue = borEmbeddedWizard.useSaveAndContinue('currentPlan', errors);

  const onSubmit = async (values: PlansValues) => {
    const intake = toIntake(values.plans);
    const saved = profile.borApplicationIntake.plans;
    const plans = Object.fromEntries(
      Object.entries(intake.plans).map(([type, rows]) => [
        type,
        rows.map((row) => {
          const kept = saved[type as keyof typeof saved]?.find((p) => p.id === row.id);
          return kept
            ? {
                ...row,
                contributions: kept.contributions?.typeOfContribution
                  ? {
                      typeOfContribution: kept.contributions.typeOfContribution,
                      employee: kept.contributions.employee,
                      dependent: kept.contributions.dependent,
                    }
                  : null,
                accounts: kept.accounts,
              }
            : row;
        }),
      ]),
    );
    await saveAndContinue(() =>
      save.mutateAsync({ version: profile.version, section: 'currentPlan', borApplicationIntake: { plans } }),
    );
  };

  return (
    <EmbeddedFrame
      title={TITLE}
      subtitle="Tell us your carrier name and group number"
      profile={profile}
      backTo={previousPath}
    >
      <Form form={form} errors={errors} onSubmit={onSubmit} gap="lg">
        <Text size="sm" c="dimmed">
          Add every plan the company has today. One letter goes to each carrier; your plans, prices and
          doctors stay as they are.
        </Text>
        <InsurancePlanRows state={profile.state} />
        <StepActions previousPath={previousPath} saving={save.isPending} />
      </Form>
    </EmbeddedFrame>
  );
}

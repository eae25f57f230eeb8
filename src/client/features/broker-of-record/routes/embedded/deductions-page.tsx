import { useKitForm } from '@client/components/form/use-kit-form';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import { SelectField } from '@client/components/form/fields';
import { Form } from '@client/components/form/form';
import { useFormErrors } from '@client/components/form/use-form-errors';
import { StepActions } from '@client/components/wizard/step-actions';
import { isApiError } from '@client/lib/api-client';
import { useCompanyToken } from '@client/lib/company-token';
import { Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import type { InsuranceType } from '@shared/domain/broker-of-record/insurance-types';
import { useSuspenseQuery } from '@tanstack/react-query';
import { payrollAccountItemsQueryOptions, useSavePartnerPreferences } from '../../api/partner';
import { borEmbeddedWizard } from '../../wizard';
import { EmbeddedFrame } from './embedded-frame';
import { listProfilePlans, type ProfilePlan } from './embedded-plans';

const TITLE = 'Set up Payroll Deductions';

type AccountValues = { expenseAccount: string; liabilityAccount: string };
type DeductionValues = { accounts: Partial<Record<InsuranceType, AccountValues[]>> };

/**
 * …/broker-of-record/deductions, netsuite partner only (docs/spec/3 §2, §7, §8): per plan the expense and liability
 * accounts the payroll deductions post to, from the partner's chart of accounts; saved through the partner
 * preferences call (the first plan's accounts are the company's defaults). A failed save is logged (no names,
 * no amounts) and the user stays, with the form's alert (decision 0050).
 */
export function DeductionsPage() {
  const { record: profile } = borEmbeddedWizard.useWizardPaths();
  const { previousPath } = borEmbeddedWizard.useStepNavigation('deductions');
  const token = useCompanyToken();
  const { data: items } = useSuspenseQuery(payrollAccountItemsQueryOptions(token));
  const save = useSavePartnerPreferences(token);
  const plans = listProfilePlans(profile);
  const accounts: DeductionValues['accounts'] = {};
  for (const { type, plan } of plans) {
    accounts[type] ??= [];
    accounts[type].push({
      expenseAccount:
        plan.accounts.expenseAccount ?? profile.partnerCompanyPreferences.expenseAccountID ?? '',
      liabilityAccount:
        plan.accounts.liabilityAccount ?? profile.partnerCompanyPreferences.liabilityAccountID ?? '',
    });
  }
  const form = useKitForm<DeductionValues>({ defaultValues: { accounts } });
  const errors = useFormErrors(form);
  const saveAndContinue = borEmbeddedWizard.useSaveAndContinue('deductions', errors);

  const onSubmit = async (values: DeductionValues) => {
    const chosen = plans.map(({ type, index, plan }) => {
      const a = values.accounts[type]?.[index];
      return {
        planType: type,
        planId: plan.id,
        expenseAccount: a?.expenseAccount || null,
        liabilityAccount: a?.liabilityAccount || null,
      };
    });
    await saveAndContinue(
      async () => {
        try {
          return await save.mutateAsync({
            version: profile.version,
            preferences: {
              expenseAccountID: chosen[0]?.expenseAccount ?? null,
              liabilityAccountID: chosen[0]?.liabilityAccount ?? null,
              plans: chosen,
            },
          });
        } catch (error) {
          // docs/spec/3 §8: logged, and the user stays. Only the status and code: nothing about the company or its plans.
          console.error('Saving the payroll deduction accounts failed', {
            status: isApiError(error) ? error.status : null,
            code: isApiError(error) ? error.code : 'unknown',
          });
          throw error;
        }
      },
      { aliases: Object.fromEntries(aliases(plans)) },
    );
  };

  return (
    <EmbeddedFrame
      title={TITLE}
      subtitle="Choose where each plan's payroll deductions are recorded in your chart of accounts."
      profile={profile}
      backTo={previousPath}
    >
      <Form form={form} errors={errors} onSubmit={onSubmit}>
        {plans.map((p) => (
          <PlanAccounts
            key={`${p.type}-${p.plan.id}`}
            plan={p}
            expense={items.select_options.expense_select_options}
            liability={items.select_options.liability_select_options}
          />
        ))}
        <StepActions previousPath={previousPath} />
      </Form>
    </EmbeddedFrame>
  );
}

/** The server's keys for a plan's accounts (preferences.plans.N.…) as this form names them. */
function aliases(plans: ProfilePlan[]): Array<[string, string]> {
  return plans.flatMap(({ type, index }, n) => [
    [`preferences.plans.${n}.expenseAccount`, `accounts.${type}.${index}.expenseAccount`],
    [`preferences.plans.${n}.liabilityAccount`, `accounts.${type}.${index}.liabilityAccount`],
  ]);
}

type Option = { value: string; label: string };

function PlanAccounts({
  plan,
  expense,
  liability,
}: {
  plan: ProfilePlan;
  expense: Option[];
  liability: Option[];
}) {
  const headingId = `accounts-${plan.type}-${plan.plan.id}`;
  const at = `accounts.${plan.type}.${plan.index}`;
  const name = plan.title.replace(/^[^:]+: /, '');
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          {plan.title}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <SelectField
            name={`${at}.expenseAccount`}
            label={`Expense account for ${name}`}
            placeholder="Select an account"
            options={expense}
          />
          <SelectField
            name={`${at}.liabilityAccount`}
            label={`Liability account for ${name}`}
            placeholder="Select an account"
            options={liability}
          />
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}

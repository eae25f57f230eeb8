import '@mantine/core/styles/SimpleGrid.css';
import { MoneyField } from '@client/components/form/fields';
import { Form } from '@client/components/form/form';
import { useFormErrors } from '@client/components/form/use-form-errors';
import { useKitForm } from '@client/components/form/use-kit-form';
import { BackLink, StepActions } from '@client/components/wizard/step-actions';
import { usePageTitle } from '@client/lib/page-title';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { hasHealthAccountStep } from '@shared/domain/health-account/health-account';
import { formatCents, toCents } from '@shared/domain/money/money';
import { describePaycheckCount, perPaycheckOfYearly } from '@shared/domain/payroll/paychecks';
import { createHealthAccountSchema, HEALTH_ACCOUNT_MESSAGES } from '@shared/schemas/health-account';
import { useSuspenseQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { type Resolver, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { useApplication } from '../../api/get-application';
import {
  employeeHealthAccountQueryOptions,
  healthAccountOverviewQueryOptions,
  useSaveEmployeeHealthAccount,
} from '../../api/health-account';
import { useSaveAndContinue, useStepNavigation, useStepPath } from '../../lib/step-navigation';
import { parseYearlyAmountInput } from './per-paycheck';

const HEADING = 'Health Account Information';

interface HealthAccountValues {
  yearlyContributionAmount: string;
}

/** Health account information (docs/spec/1 §2): the employer's account and the employee's optional yearly amount. */
export function HealthAccountStep() {
  usePageTitle(HEADING);
  const application = useApplication();
  const { previousPath, nextPath } = useStepNavigation('healthAccountInformation');
  if (!hasHealthAccountStep(application.healthAccount.benefitStatus)) {
    return (
      <Stack gap="md">
        <Title order={1}>{HEADING}</Title>
        <Text>Your employer does not offer a health account.</Text>
        <Group justify="space-between">
          <BackLink to={previousPath} />
          {nextPath ? (
            <Anchor component={Link} to={nextPath}>
              Continue
            </Anchor>
          ) : null}
        </Group>
      </Stack>
    );
  }
  return <HealthAccountForm previousPath={previousPath} />;
}

function HealthAccountForm({ previousPath }: { previousPath: string | null }) {
  const application = useApplication();
  const policyId = application.employeePolicy.id;
  const [{ data: overview }, { data: account }] = useSuspenseQueries({
    queries: [healthAccountOverviewQueryOptions(policyId), employeeHealthAccountQueryOptions(policyId)],
  });
  const pathFor = useStepPath();
  const mutation = useSaveEmployeeHealthAccount(policyId);
  const maximumCents = overview.enrollmentData.employee_maximum;
  const canContribute = overview.canContribute;
  const schema = useMemo(
    () => createHealthAccountSchema(maximumCents, { canContribute }),
    [maximumCents, canContribute],
  );
  const stored = account.employeeHealthAccount.yearlyContributionAmount;
  const form = useKitForm<HealthAccountValues>({
    resolver: zodResolver(schema) as unknown as Resolver<HealthAccountValues>,
    defaultValues: { yearlyContributionAmount: stored === null ? '' : String(stored) },
  });
  const typed = useWatch({ control: form.control, name: 'yearlyContributionAmount' });
  const yearly = parseYearlyAmountInput(typed ?? '');
  const errors = useFormErrors(form);
  const saveAndContinue = useSaveAndContinue('healthAccountInformation', errors);
  const onSubmit = (values: HealthAccountValues) => {
    // The resolver hands back the schema's output: a number of dollars, or null when left empty.
    const amount = values.yearlyContributionAmount as unknown as number | null;
    return saveAndContinue(() => mutation.mutateAsync({ yearlyContributionAmount: amount }));
  };

  const facts: Array<[string, string]> = [
    ['Account type', overview.employerHealthAccountTypeFormatted],
    ['Employer yearly contribution', formatCents(overview.employerYearlyContributionAmount)],
    ['Yearly maximum (individual)', formatCents(overview.yearlyMaximums.individual)],
    ['Yearly maximum (family)', formatCents(overview.yearlyMaximums.family)],
  ];
  const paychecks = `the ${describePaycheckCount(overview.paychecks)} of your coverage this plan year`;
  return (
    <Stack gap="lg">
      <Title order={1}>{HEADING}</Title>
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="employer-account-heading">
        <Title order={2} size="h4" id="employer-account-heading" mb="sm">
          Your employer's health account
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" component="dl" m={0}>
          {facts.map(([term, value]) => (
            <div key={term}>
              <Text component="dt" size="sm" c="dimmed">
                {term}
              </Text>
              <Text component="dd" m={0} fw={600}>
                {value}
              </Text>
            </div>
          ))}
        </SimpleGrid>
      </Paper>
      <Form form={form} errors={errors} onSubmit={onSubmit}>
        {canContribute ? null : (
          <Alert color="brand" title="No contribution with your medical choice">
            {HEALTH_ACCOUNT_MESSAGES.needsHsaEligiblePlan}{' '}
            <Anchor component={Link} to={pathFor('chooseMedicalPlan')}>
              Review your medical plan
            </Anchor>
          </Alert>
        )}
        <MoneyField
          name="yearlyContributionAmount"
          label="Your annual contribution"
          disabled={!canContribute}
          description={`Optional. Up to ${formatCents(maximumCents)} a year${
            overview.hasCoveredDependents ? ' (family maximum, less your employer’s contribution)' : ''
          }.`}
        />
        <Text aria-live="polite" size="sm">
          {yearly !== null && yearly > 0
            ? `That comes to ${formatCents(perPaycheckOfYearly(toCents(yearly), overview.paychecks))} per paycheck over ${paychecks}.`
            : `Your contribution is spread evenly over ${paychecks}.`}
        </Text>
        <StepActions previousPath={previousPath} />
      </Form>
    </Stack>
  );
}

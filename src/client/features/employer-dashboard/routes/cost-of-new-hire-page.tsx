import { useKitForm } from '@client/components/form/use-kit-form';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/SimpleGrid.css';
import { DateField, RadioGroupField, SelectField, TextField, ZipField } from '@client/components/form/fields';
import { Form } from '@client/components/form/form';
import { useFormErrors } from '@client/components/form/use-form-errors';
import { PageLoader } from '@client/components/page-loader';
import { usePageTitle } from '@client/lib/page-title';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { COVERAGE_TYPE_LABELS, SEGMENTS } from '@shared/domain/enums';
import { formatCents } from '@shared/domain/money/money';
import {
  NEW_HIRE_FAMILY_LABELS,
  tierHasChildren,
  tierHasSpouse,
} from '@shared/domain/new-hires/new-hire-cost';
import {
  type NewHireCost,
  type NewHireCostInput,
  type NewHireCostRequest,
  newHireCostSchema,
} from '@shared/schemas/plan-details';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useEstimateNewHireCost } from '../api/estimate-new-hire-cost';
import { newEmployeeOptionsQueryOptions } from '../api/get-new-employee-options';
import { DashboardSection } from '../components/dashboard-section';
import { formatIsoDay } from '../lib/dashboard-text';
import { useDashboardCompany } from '../lib/use-dashboard-company';

const HEADING = 'Cost of a new hire';
const ESTIMATE_NOTE =
  'This is an estimate, not a quote: the final cost depends on the plan the person chooses, the ages of the people they cover and the carrier’s approval.';
const FAMILY_OPTIONS = SEGMENTS.map((value) => ({ value, label: NEW_HIRE_FAMILY_LABELS[value] }));
const BASIS_OPTIONS = [
  { value: 'age', label: 'Age' },
  { value: 'birthDate', label: 'Date of birth' },
] as const;

/**
 * /employer-dashboard/cost-of-new-hire (decision 0029): an age or birth date, a zip code and who is covered
 * → each offered health plan's monthly premium, the company's part and the employee's, under a class's
 * current contributions. Priced on the server by the shared engine; nothing is saved.
 */
export function CostOfNewHirePage() {
  usePageTitle(HEADING);
  const company = useDashboardCompany();
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{HEADING}</Title>
        <Text c="dimmed">
          What each health plan would cost a month for someone you hire today, under your current
          contributions. Nothing is saved.
        </Text>
      </Stack>
      {company ? (
        <Suspense fallback={<PageLoader />}>
          <CostOfNewHire companyId={company.id} />
        </Suspense>
      ) : (
        <Text>Your account does not manage a company yet.</Text>
      )}
    </Stack>
  );
}

function CostOfNewHire({ companyId }: { companyId: string }) {
  const { classes } = useSuspenseQuery(newEmployeeOptionsQueryOptions(companyId)).data;
  const estimate = useEstimateNewHireCost(companyId);
  const form = useKitForm<NewHireCostInput, unknown, NewHireCostRequest>({
    resolver: zodResolver(newHireCostSchema),
    defaultValues: {
      ageBasis: 'age',
      age: '',
      bornAt: '',
      zip: '',
      family: 'ee_only',
      childrenCount: '',
      spouseAge: '',
      // The default class comes first.
      employeeRoleId: classes[0]?.id ?? '',
    },
  });
  const errors = useFormErrors(form);
  const basis = form.watch('ageBasis');
  const family = form.watch('family');

  const onSubmit = async (request: NewHireCostRequest) => {
    errors.clearError();
    try {
      await estimate.mutateAsync(request);
    } catch (error) {
      errors.showError(error);
    }
  };

  return (
    <Stack gap="xl">
      <Form form={form} errors={errors} onSubmit={onSubmit}>
        <RadioGroupField name="ageBasis" legend="Enter the new hire's" required options={BASIS_OPTIONS} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {basis === 'birthDate' ? (
            <DateField name="bornAt" label="Date of birth" withAsterisk />
          ) : (
            <TextField name="age" label="Age" withAsterisk inputMode="numeric" autoComplete="off" />
          )}
          <ZipField name="zip" label="Home zip code" withAsterisk />
        </SimpleGrid>
        <RadioGroupField name="family" legend="Who is covered" required vertical options={FAMILY_OPTIONS} />
        {tierHasSpouse(family ?? 'ee_only') && (
          <TextField
            name="spouseAge"
            label="Spouse's age"
            description="Leave empty to price the spouse at the new hire's age."
            inputMode="numeric"
            autoComplete="off"
            maw={240}
          />
        )}
        {tierHasChildren(family ?? 'ee_only') && (
          <TextField
            name="childrenCount"
            label="Number of children"
            withAsterisk
            inputMode="numeric"
            autoComplete="off"
            maw={240}
          />
        )}
        <SelectField
          name="employeeRoleId"
          label="Contribution class"
          withAsterisk
          description="The company's contributions for this class are applied."
          options={classes.map((c) => ({ value: c.id, label: c.name }))}
        />
        <Group mt="md">
          <Button type="submit" loading={estimate.isPending}>
            Show monthly costs
          </Button>
        </Group>
      </Form>
      {estimate.data && <CostResult result={estimate.data} />}
    </Stack>
  );
}

const lineTitle = (type: string) => {
  const label = COVERAGE_TYPE_LABELS[type as keyof typeof COVERAGE_TYPE_LABELS];
  return `${label.charAt(0).toUpperCase()}${label.slice(1)}`;
};

function CostResult({ result }: { result: NewHireCost }) {
  const who =
    result.family === 'ee_children' || result.family === 'ee_family'
      ? `${NEW_HIRE_FAMILY_LABELS[result.family]}, ${result.childrenCount} ${result.childrenCount === 1 ? 'child' : 'children'}`
      : NEW_HIRE_FAMILY_LABELS[result.family];
  return (
    <Stack gap="lg" aria-live="polite">
      <Title order={2}>Estimated monthly cost</Title>
      <Alert color="brand" title="An estimate">
        <Stack gap={4}>
          <Text size="sm">{ESTIMATE_NOTE}</Text>
          <Text size="sm">
            Priced for a {result.age}-year-old ({who}) in {result.zip}, class {result.className}, with ages on{' '}
            {formatIsoDay(result.agesOn)}, when coverage would start for someone hired today.
            {result.spouseAge !== null && ` The spouse is priced at ${result.spouseAge}.`} Each child is
            priced as a child under 15; premiums are rated at the company's address.
          </Text>
        </Stack>
      </Alert>
      {result.lines.length === 0 && <Text>This plan year offers no medical, dental or vision plans.</Text>}
      {result.lines.map((line) => (
        <DashboardSection key={line.coverageType} title={lineTitle(line.coverageType)}>
          <Table visibleFrom="sm" striped verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Plan</Table.Th>
                <Table.Th scope="col">Carrier</Table.Th>
                <Table.Th scope="col">Total premium</Table.Th>
                <Table.Th scope="col">Company pays</Table.Th>
                <Table.Th scope="col">Employee pays</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {line.plans.map((plan) => (
                <Table.Tr key={plan.planId}>
                  <Table.Th scope="row">{plan.planName}</Table.Th>
                  <Table.Td>{plan.carrier}</Table.Td>
                  {plan.monthly ? (
                    <>
                      <Table.Td>{formatCents(plan.monthly.premiumCents)}</Table.Td>
                      <Table.Td>{formatCents(plan.monthly.companyCents)}</Table.Td>
                      <Table.Td>{formatCents(plan.monthly.employeeCents)}</Table.Td>
                    </>
                  ) : (
                    <Table.Td colSpan={3}>Not available at this age</Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Stack component="ul" hiddenFrom="sm" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {line.plans.map((plan) => (
              <Paper component="li" key={plan.planId} withBorder p="md" radius="md">
                <Stack gap={4}>
                  <Text fw={600}>{plan.planName}</Text>
                  <Text size="sm">Carrier: {plan.carrier}</Text>
                  {plan.monthly ? (
                    <>
                      <Text size="sm">Total premium: {formatCents(plan.monthly.premiumCents)}</Text>
                      <Text size="sm">Company pays: {formatCents(plan.monthly.companyCents)}</Text>
                      <Text size="sm">Employee pays: {formatCents(plan.monthly.employeeCents)}</Text>
                    </>
                  ) : (
                    <Text size="sm">Not available at this age</Text>
                  )}
                </Stack>
              </Paper>
            ))}
          </Stack>
        </DashboardSection>
      ))}
    </Stack>
  );
}

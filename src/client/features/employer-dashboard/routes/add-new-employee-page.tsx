import { useKitForm } from '@client/components/form/use-kit-form';
import '@mantine/core/styles/SimpleGrid.css';
import { CheckboxField, DateField, MoneyField, SelectField, TextField } from '@client/components/form/fields';
import { Form } from '@client/components/form/form';
import { useFormErrors } from '@client/components/form/use-form-errors';
import { PageLoader } from '@client/components/page-loader';
import { usePageTitle } from '@client/lib/page-title';
import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { EMPLOYEE_TYPE_LABELS, EMPLOYEE_TYPES } from '@shared/domain/enums';
import { type NewEmployee, type NewEmployeeInput, newEmployeeSchema } from '@shared/schemas/employees';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Suspense, useEffect } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useEstimateNewEmployee } from '../api/estimate-new-employee';
import { newEmployeeOptionsQueryOptions } from '../api/get-new-employee-options';
import { useNewHireDraft } from '../lib/new-hire-draft';
import { ADD_NEW_EMPLOYEE_PATH, useNewHireCompany } from './add-new-employee-layout';

const HEADING = 'Add new employee';
const TYPE_OPTIONS = EMPLOYEE_TYPES.map((value) => ({ value, label: EMPLOYEE_TYPE_LABELS[value] }));

/** /employer-dashboard/add-new-employee: who the new employee is; Continue checks it and shows confirm. */
export function AddNewEmployeePage() {
  usePageTitle(HEADING);
  const company = useNewHireCompany();
  return (
    <Stack gap="lg" maw={760}>
      <Stack gap={4}>
        <Title order={1}>{HEADING}</Title>
        <Text c="dimmed">
          {company.name}: we will e-mail the new employee a link to create their account and apply for
          benefits. Fields marked * are required.
        </Text>
      </Stack>
      <Suspense fallback={<PageLoader />}>
        <NewEmployeeForm companyId={company.id} />
      </Suspense>
    </Stack>
  );
}

function NewEmployeeForm({ companyId }: { companyId: string }) {
  const { classes } = useSuspenseQuery(newEmployeeOptionsQueryOptions(companyId)).data;
  const { draft, update } = useNewHireDraft();
  const navigate = useNavigate();
  const { search } = useLocation();
  const estimate = useEstimateNewEmployee(companyId);

  const defaultValues: NewEmployeeInput = draft.values ?? {
    firstName: '',
    lastName: '',
    email: '',
    bornAt: '',
    hiredAt: '',
    annualSalary: '',
    employeeType: 'full_time',
    employeeRoleId: classes[0]?.id ?? '',
    isEligible: true,
  };
  const form = useKitForm<NewEmployeeInput, unknown, NewEmployee>({
    resolver: zodResolver(newEmployeeSchema),
    defaultValues,
  });
  const errors = useFormErrors(form);
  const isPayroll = form.watch('employeeType') === 'full_time';

  // A save refused on confirm (an email taken meanwhile) comes back here, its errors at their fields.
  const { saveError } = draft;
  const { showError } = errors;
  useEffect(() => {
    if (!saveError) return;
    showError(saveError);
    update({ saveError: null });
  }, [saveError, showError, update]);

  const onSubmit = async (employee: NewEmployee) => {
    errors.clearError();
    try {
      const result = await estimate.mutateAsync(employee);
      update({ values: form.getValues(), checked: { employee, estimate: result }, added: null });
      navigate(`${ADD_NEW_EMPLOYEE_PATH}/confirm${search}`);
    } catch (error) {
      errors.showError(error);
    }
  };

  return (
    <Form form={form} errors={errors} onSubmit={onSubmit}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextField name="firstName" label="First name" withAsterisk autoComplete="off" />
        <TextField name="lastName" label="Last name" withAsterisk autoComplete="off" />
      </SimpleGrid>
      <TextField
        name="email"
        type="email"
        label="Email"
        withAsterisk
        autoComplete="off"
        description="The invitation goes to this address."
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <DateField name="bornAt" label="Date of birth" withAsterisk />
        <DateField name="hiredAt" label="Hire date" withAsterisk description="Up to a year from today." />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <SelectField name="employeeType" label="Employee type" withAsterisk options={TYPE_OPTIONS} />
        <MoneyField
          name="annualSalary"
          label="Annual salary"
          withAsterisk={isPayroll}
          description={
            isPayroll ? 'Prices life and disability coverage.' : 'Optional for owners and contractors.'
          }
        />
      </SimpleGrid>
      <SelectField
        name="employeeRoleId"
        label="Contribution class"
        withAsterisk
        description="Sets what the company contributes to this person's coverage."
        options={classes.map((c) => ({ value: c.id, label: c.name }))}
      />
      <CheckboxField name="isEligible" label="Eligible for benefits" />
      <Group justify="space-between" mt="md">
        <Anchor component={Link} to={`/employer-dashboard/manage-employees${search}`}>
          Cancel
        </Anchor>
        <Button type="submit" loading={estimate.isPending}>
          Continue
        </Button>
      </Group>
    </Form>
  );
}

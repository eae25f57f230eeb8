import { useKitForm } from '@client/components/form/use-kit-form';
import '@mantine/core/styles/SimpleGrid.css';
import {
  DateField,
  MoneyField,
  PhoneField,
  RadioGroupField,
  SelectField,
  StateField,
  TextField,
  ZipField,
} from '@client/components/form/fields';
import { Form } from '@client/components/form/form';
import { useFormErrors } from '@client/components/form/use-form-errors';
import { StepActions } from '@client/components/wizard/step-actions';
import { usePageTitle } from '@client/lib/page-title';
import { zodResolver } from '@hookform/resolvers/zod';
import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  type ContactInformation,
  type contactInformationSchema,
  createContactInformationSchema,
  isSalaryRequired,
} from '@shared/schemas/contact-information';
import { useMemo } from 'react';
import type { z } from 'zod';
import { useApplication } from '../../api/get-application';
import { useUpdateContactInformation } from '../../api/update-employee-form';
import { EnrollmentWindowNotice } from '../../components/enrollment-window-notice';
import { describeSyncedFields, SyncedFieldsNote } from '../../components/synced-fields-note';
import { useSaveAndContinue, useStepNavigation } from '../../lib/step-navigation';
import { GENDER_OPTIONS, MARITAL_STATUS_OPTIONS, YES_NO_OPTIONS } from '../options';

const HEADING = 'Contact Information';

type ContactValues = z.input<typeof contactInformationSchema>;

const NAME_FIELDS = [
  { field: 'firstName', label: 'First name', withAsterisk: true, autoComplete: 'given-name' },
  { field: 'middleInitial', label: 'Middle initial', maxLength: 1, autoComplete: 'additional-name' },
  { field: 'lastName', label: 'Last name', withAsterisk: true, autoComplete: 'family-name' },
] as const;

/** Basic information (docs/spec/1 §2 "Contact Information"); saving completes basicInformation. */
export function BasicInformationStep() {
  usePageTitle(HEADING);
  const application = useApplication();
  const employee = application.employeeForm;
  const { previousPath } = useStepNavigation('basicInformation');
  const mutation = useUpdateContactInformation(application);

  const requiresSalary = isSalaryRequired(application.availablePlans);
  const asksTobaccoUse = application.company.asksTobaccoUse;
  const roles = application.employeeRoles;
  const schema = useMemo(
    () => createContactInformationSchema({ requiresSalary, asksTobaccoUse }),
    [requiresSalary, asksTobaccoUse],
  );

  const defaultValues: ContactValues = {
    firstName: employee.firstName ?? '',
    middleInitial: employee.middleInitial ?? '',
    lastName: employee.lastName ?? '',
    homeAddress: employee.homeAddress ?? '',
    city: employee.city ?? '',
    state: (employee.state ?? '') as ContactValues['state'],
    zipCode: employee.zipCode ?? '',
    homePhoneNumber: employee.homePhoneNumber ?? '',
    workPhoneNumber: employee.workPhoneNumber ?? '',
    bornAt: employee.bornAt ?? '',
    gender: employee.gender as ContactValues['gender'],
    maritalStatus: employee.maritalStatus as ContactValues['maritalStatus'],
    annualSalary: employee.annualSalary === null ? '' : String(employee.annualSalary),
    tobaccoUser: employee.tobaccoUser ?? null,
    employeeRole: employee.employeeRoleId ?? roles[0]?.id ?? null,
  };
  const form = useKitForm<ContactValues, unknown, ContactInformation>({
    resolver: zodResolver(schema),
    defaultValues,
  });
  const errors = useFormErrors(form);
  const saveAndContinue = useSaveAndContinue('basicInformation', errors);
  const synced = describeSyncedFields(application, defaultValues);

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{HEADING}</Title>
        <Text c="dimmed">Tell us how to reach you. Fields marked * are required.</Text>
      </Stack>
      <EnrollmentWindowNotice employeeFormId={application.employeeForm.id} />
      {synced.anyLocked ? <SyncedFieldsNote partner={application.partner} /> : null}
      <Form
        form={form}
        errors={errors}
        onSubmit={(values) => saveAndContinue(() => mutation.mutateAsync(values))}
      >
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          {NAME_FIELDS.map(({ field, ...props }) => (
            <TextField key={field} {...props} {...synced.field(field)} />
          ))}
        </SimpleGrid>
        <TextField
          label="Physical address"
          withAsterisk
          autoComplete="street-address"
          {...synced.field('homeAddress', 'No PO boxes')}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <TextField label="City" withAsterisk autoComplete="address-level2" {...synced.field('city')} />
          <StateField withAsterisk {...synced.choice('state')} />
          <ZipField label="Zip code" withAsterisk {...synced.field('zipCode')} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <PhoneField label="Home phone" withAsterisk {...synced.field('homePhoneNumber')} />
          <PhoneField label="Work phone" {...synced.field('workPhoneNumber', 'Optional')} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <DateField label="Date of birth" withAsterisk autoComplete="bday" {...synced.field('bornAt')} />
          <SelectField
            label="Marital status"
            withAsterisk
            placeholder="Select"
            options={MARITAL_STATUS_OPTIONS}
            {...synced.choice('maritalStatus')}
          />
        </SimpleGrid>
        <RadioGroupField legend="Gender" required options={GENDER_OPTIONS} {...synced.choice('gender')} />
        <MoneyField
          label="Annual salary"
          withAsterisk={requiresSalary}
          {...synced.field(
            'annualSalary',
            requiresSalary ? 'Used to price your life and disability coverage' : 'Optional',
          )}
        />
        {asksTobaccoUse ? (
          <RadioGroupField
            name="tobaccoUser"
            legend="Do you use tobacco?"
            required
            options={YES_NO_OPTIONS}
          />
        ) : null}
        {roles.length > 1 ? (
          <SelectField
            label="Employee role"
            options={roles.map((r) => ({ value: r.id, label: r.name }))}
            {...synced.choice('employeeRole')}
          />
        ) : null}
        <StepActions previousPath={previousPath} />
      </Form>
    </Stack>
  );
}

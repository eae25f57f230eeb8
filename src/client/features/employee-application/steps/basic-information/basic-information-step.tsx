import {
  DateField,
  MoneyField,
  PhoneField,
  RadioGroupField,
  SelectField,
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
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useApplication } from '../../api/get-application';
import { useUpdateContactInformation } from '../../api/update-employee-form';
import { describeSyncedFields, SyncedFieldsNote } from '../../components/synced-fields-note';
import { useSaveAndContinue, useStepNavigation } from '../../lib/step-navigation';
import { GENDER_OPTIONS, MARITAL_STATUS_OPTIONS, STATE_OPTIONS, YES_NO_OPTIONS } from '../options';

const HEADING = 'Contact Information';

type ContactValues = z.input<typeof contactInformationSchema>;

/** Basic information (spec 1 §2 "Contact Information"); saving completes basicInformation. */
export function BasicInformationStep() {
  usePageTitle(HEADING);
  const application = useApplication();
  const employee = application.employeeForm;
  const { previousPath } = useStepNavigation('basicInformation');
  const mutation = useUpdateContactInformation(employee.id);

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
  const form = useForm<ContactValues, unknown, ContactInformation>({
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
      {synced.anyLocked ? <SyncedFieldsNote partner={application.partner} /> : null}
      <Form
        form={form}
        errors={errors}
        onSubmit={(values) => saveAndContinue(() => mutation.mutateAsync(values))}
      >
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <TextField
            name="firstName"
            label="First name"
            withAsterisk
            autoComplete="given-name"
            {...synced.props('firstName')}
          />
          <TextField
            name="middleInitial"
            label="Middle initial"
            maxLength={1}
            autoComplete="additional-name"
            {...synced.props('middleInitial')}
          />
          <TextField
            name="lastName"
            label="Last name"
            withAsterisk
            autoComplete="family-name"
            {...synced.props('lastName')}
          />
        </SimpleGrid>
        <TextField
          name="homeAddress"
          label="Physical address"
          withAsterisk
          autoComplete="street-address"
          {...synced.props('homeAddress', 'No PO boxes')}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <TextField
            name="city"
            label="City"
            withAsterisk
            autoComplete="address-level2"
            {...synced.props('city')}
          />
          <SelectField
            name="state"
            label="State"
            withAsterisk
            autoComplete="address-level1"
            placeholder="Select a state"
            options={STATE_OPTIONS}
            disabled={synced.isLocked('state')}
          />
          <ZipField name="zipCode" label="Zip code" withAsterisk {...synced.props('zipCode')} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <PhoneField
            name="homePhoneNumber"
            label="Home phone"
            withAsterisk
            {...synced.props('homePhoneNumber')}
          />
          <PhoneField
            name="workPhoneNumber"
            label="Work phone"
            {...synced.props('workPhoneNumber', 'Optional')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <DateField
            name="bornAt"
            label="Date of birth"
            withAsterisk
            autoComplete="bday"
            {...synced.props('bornAt')}
          />
          <SelectField
            name="maritalStatus"
            label="Marital status"
            withAsterisk
            placeholder="Select"
            options={MARITAL_STATUS_OPTIONS}
            disabled={synced.isLocked('maritalStatus')}
          />
        </SimpleGrid>
        <RadioGroupField
          name="gender"
          legend="Gender"
          required
          options={GENDER_OPTIONS}
          disabled={synced.isLocked('gender')}
        />
        <MoneyField
          name="annualSalary"
          label="Annual salary"
          withAsterisk={requiresSalary}
          {...synced.props(
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
            name="employeeRole"
            label="Employee role"
            options={roles.map((r) => ({ value: r.id, label: r.name }))}
          />
        ) : null}
        <StepActions previousPath={previousPath} />
      </Form>
    </Stack>
  );
}

import { FormAlert } from '@client/components/form-alert';
import { controlledMaskedProps, DateField, PhoneField, ZipField } from '@client/components/masked-inputs';
import { RadioGroupField } from '@client/components/radio-group-field';
import { useServerErrors } from '@client/components/use-server-errors';
import { StepActions } from '@client/components/wizard/step-actions';
import { usePageTitle } from '@client/lib/page-title';
import { zodResolver } from '@hookform/resolvers/zod';
import { NativeSelect, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { US_STATES } from '@shared/domain/enums';
import {
  type ContactInformation,
  type contactInformationSchema,
  createContactInformationSchema,
  isSalaryRequired,
} from '@shared/schemas/contact-information';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useApplication } from '../../api/get-application';
import { useUpdateContactInformation } from '../../api/update-employee-form';
import { SyncedFieldsNote, syncedFieldDescription } from '../../components/synced-fields-note';
import { getSyncedFields, isReadOnlySyncedField } from '../../lib/application-rules';
import { useSaveAndContinue, useStepNavigation } from '../../lib/step-navigation';
import { GENDER_OPTIONS, MARITAL_STATUS_OPTIONS, YES_NO_OPTIONS } from '../options';

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
  const { register, control, handleSubmit, formState } = form;
  const errors = formState.errors;
  const { formError, details, reloadable, alertRef, formRef, onInvalid, showError, clearError } =
    useServerErrors(form);

  const synced = getSyncedFields(application);
  const readOnly = (field: keyof typeof defaultValues) =>
    isReadOnlySyncedField(synced, field, defaultValues[field]);
  const anyReadOnly = Object.keys(defaultValues).some((f) => readOnly(f as keyof typeof defaultValues));
  const syncedProps = (field: keyof typeof defaultValues) =>
    readOnly(field)
      ? {
          readOnly: true,
          variant: 'filled' as const,
          description: syncedFieldDescription(application.partner),
        }
      : {};

  const saveAndContinue = useSaveAndContinue('basicInformation', { clearError, showError });
  const onSubmit = handleSubmit((values) => saveAndContinue(() => mutation.mutateAsync(values)), onInvalid);

  const saving = formState.isSubmitting;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{HEADING}</Title>
        <Text c="dimmed">Tell us how to reach you. Fields marked * are required.</Text>
      </Stack>
      {anyReadOnly ? <SyncedFieldsNote partner={application.partner} /> : null}
      <form ref={formRef} onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <FormAlert ref={alertRef} message={formError} details={details} reloadable={reloadable} />
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <TextInput
              label="First name"
              withAsterisk
              autoComplete="given-name"
              error={errors.firstName?.message}
              {...register('firstName')}
              {...syncedProps('firstName')}
            />
            <TextInput
              label="Middle initial"
              maxLength={1}
              autoComplete="additional-name"
              error={errors.middleInitial?.message}
              {...register('middleInitial')}
              {...syncedProps('middleInitial')}
            />
            <TextInput
              label="Last name"
              withAsterisk
              autoComplete="family-name"
              error={errors.lastName?.message}
              {...register('lastName')}
              {...syncedProps('lastName')}
            />
          </SimpleGrid>
          <TextInput
            label="Physical address"
            description={
              readOnly('homeAddress') ? syncedFieldDescription(application.partner) : 'No PO boxes'
            }
            withAsterisk
            autoComplete="street-address"
            error={errors.homeAddress?.message}
            readOnly={readOnly('homeAddress')}
            variant={readOnly('homeAddress') ? 'filled' : 'default'}
            {...register('homeAddress')}
          />
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <TextInput
              label="City"
              withAsterisk
              autoComplete="address-level2"
              error={errors.city?.message}
              {...register('city')}
              {...syncedProps('city')}
            />
            <NativeSelect
              label="State"
              withAsterisk
              autoComplete="address-level1"
              data={[
                { value: '', label: 'Select a state' },
                ...US_STATES.map((s) => ({ value: s, label: s })),
              ]}
              error={errors.state?.message}
              disabled={readOnly('state')}
              {...register('state')}
            />
            <Controller
              control={control}
              name="zipCode"
              render={({ field }) => (
                <ZipField
                  label="Zip code"
                  withAsterisk
                  {...controlledMaskedProps(field)}
                  error={errors.zipCode?.message}
                  {...syncedProps('zipCode')}
                />
              )}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Controller
              control={control}
              name="homePhoneNumber"
              render={({ field }) => (
                <PhoneField
                  label="Home phone"
                  withAsterisk
                  {...controlledMaskedProps(field)}
                  error={errors.homePhoneNumber?.message}
                  {...syncedProps('homePhoneNumber')}
                />
              )}
            />
            <Controller
              control={control}
              name="workPhoneNumber"
              render={({ field }) => (
                <PhoneField
                  label="Work phone"
                  description="Optional"
                  {...controlledMaskedProps(field)}
                  error={errors.workPhoneNumber?.message}
                  {...syncedProps('workPhoneNumber')}
                />
              )}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Controller
              control={control}
              name="bornAt"
              render={({ field }) => (
                <DateField
                  label="Date of birth"
                  withAsterisk
                  autoComplete="bday"
                  {...controlledMaskedProps(field)}
                  error={errors.bornAt?.message}
                  {...syncedProps('bornAt')}
                />
              )}
            />
            <NativeSelect
              label="Marital status"
              withAsterisk
              data={[{ value: '', label: 'Select' }, ...MARITAL_STATUS_OPTIONS]}
              error={errors.maritalStatus?.message}
              disabled={readOnly('maritalStatus')}
              {...register('maritalStatus')}
            />
          </SimpleGrid>
          <Controller
            control={control}
            name="gender"
            render={({ field }) => (
              <RadioGroupField
                legend="Gender"
                required
                options={GENDER_OPTIONS}
                value={field.value}
                onChange={field.onChange}
                inputRef={field.ref}
                name={field.name}
                disabled={readOnly('gender')}
                error={errors.gender?.message}
              />
            )}
          />
          <TextInput
            label="Annual salary"
            description={
              readOnly('annualSalary')
                ? syncedFieldDescription(application.partner)
                : requiresSalary
                  ? 'Used to price your life and disability coverage'
                  : 'Optional'
            }
            withAsterisk={requiresSalary}
            inputMode="decimal"
            leftSection="$"
            error={errors.annualSalary?.message}
            readOnly={readOnly('annualSalary')}
            variant={readOnly('annualSalary') ? 'filled' : 'default'}
            {...register('annualSalary')}
          />
          {asksTobaccoUse ? (
            <Controller
              control={control}
              name="tobaccoUser"
              render={({ field }) => (
                <RadioGroupField
                  legend="Do you use tobacco?"
                  required
                  options={YES_NO_OPTIONS}
                  value={field.value}
                  onChange={field.onChange}
                  inputRef={field.ref}
                  name={field.name}
                  error={errors.tobaccoUser?.message}
                />
              )}
            />
          ) : null}
          {roles.length > 1 ? (
            <NativeSelect
              label="Employee role"
              data={roles.map((r) => ({ value: r.id, label: r.name }))}
              error={errors.employeeRole?.message}
              {...register('employeeRole')}
            />
          ) : null}
          <StepActions previousPath={previousPath} saving={saving} />
        </Stack>
      </form>
    </Stack>
  );
}

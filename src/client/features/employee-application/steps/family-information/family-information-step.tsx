import { FormAlert } from '@client/components/form-alert';
import { DateField } from '@client/components/masked-inputs';
import { RadioGroupField } from '@client/components/radio-group-field';
import { useServerErrors } from '@client/components/use-server-errors';
import { StepActions } from '@client/components/wizard/step-actions';
import { usePageTitle } from '@client/lib/page-title';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  Fieldset,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { createFamilyInformationSchema, type FamilyInformation } from '@shared/schemas/family-information';
import { useMemo } from 'react';
import { Controller, useFieldArray, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { useApplication } from '../../api/get-application';
import { useUpdateFamilyInformation } from '../../api/update-employee-form';
import { sortDependentsForDisplay } from '../../lib/application-rules';
import { useSaveAndContinue, useStepNavigation } from '../../lib/step-navigation';
import { DEPENDENT_TYPE_LABELS, GENDER_OPTIONS } from '../options';
import { listRelationshipOptions } from './relationship-options';

const HEADING = 'Family Information';

type FamilyValues = z.input<ReturnType<typeof createFamilyInformationSchema>>;
type DependentValues = FamilyValues['dependents'][number];

const emptyDependent = (): DependentValues =>
  ({
    firstName: '',
    lastName: '',
    bornAt: '',
    gender: null,
    dependentType: '',
  }) as unknown as DependentValues;

/** Family information (spec 1 §2): the dependents; at most one spouse or domestic partner. */
export function FamilyInformationStep() {
  usePageTitle(HEADING);
  const application = useApplication();
  const { previousPath } = useStepNavigation('familyInformation');
  const mutation = useUpdateFamilyInformation(application.employeeForm.id);
  const schema = useMemo(() => createFamilyInformationSchema(), []);

  const form = useForm<FamilyValues, unknown, FamilyInformation>({
    resolver: zodResolver(schema),
    mode: 'onChange',
    defaultValues: {
      dependents: sortDependentsForDisplay(application.employeeDependents).map((d) => ({
        id: d.id,
        firstName: d.firstName,
        lastName: d.lastName,
        bornAt: d.bornAt,
        gender: d.gender,
        dependentType: d.dependentType,
      })),
    },
  });
  const { control, register, handleSubmit, formState } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'dependents', keyName: 'key' });
  const dependents = useWatch({ control, name: 'dependents' }) ?? [];
  const types = dependents.map((d) => d?.dependentType ?? null);
  const { formError, details, reloadable, alertRef, formRef, onInvalid, showError, clearError } =
    useServerErrors(form);

  const saveAndContinue = useSaveAndContinue('familyInformation', { clearError, showError });
  const onSubmit = handleSubmit((values) => saveAndContinue(() => mutation.mutateAsync(values)), onInvalid);

  const errors = formState.errors.dependents;
  const saving = formState.isSubmitting;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{HEADING}</Title>
        <Text c="dimmed">
          Add your spouse or domestic partner and your children, even if you do not plan to cover them. You
          can add one spouse or domestic partner.
        </Text>
      </Stack>
      <form ref={formRef} onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <FormAlert ref={alertRef} message={formError} details={details} reloadable={reloadable} />
          {fields.length === 0 ? <Text>You have not added any dependents.</Text> : null}
          {fields.map((field, index) => {
            const e = errors?.[index];
            const legend = `Dependent ${index + 1}`;
            const relationshipOptions = listRelationshipOptions(types, index);
            return (
              <Fieldset key={field.key} legend={legend} variant="filled" radius="md">
                <Stack gap="sm">
                  <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                    <TextInput
                      label="First name"
                      withAsterisk
                      error={e?.firstName?.message}
                      {...register(`dependents.${index}.firstName`)}
                    />
                    <TextInput
                      label="Last name"
                      withAsterisk
                      error={e?.lastName?.message}
                      {...register(`dependents.${index}.lastName`)}
                    />
                    <Controller
                      control={control}
                      name={`dependents.${index}.bornAt`}
                      render={({ field: f }) => (
                        <DateField
                          label="Date of birth"
                          withAsterisk
                          name={f.name}
                          value={f.value ?? ''}
                          onChange={f.onChange}
                          onBlur={f.onBlur}
                          inputRef={f.ref}
                          error={e?.bornAt?.message}
                        />
                      )}
                    />
                    <NativeSelect
                      label="Relationship"
                      withAsterisk
                      data={[
                        { value: '', label: 'Select' },
                        ...relationshipOptions.map((t) => ({ value: t, label: DEPENDENT_TYPE_LABELS[t] })),
                      ]}
                      error={e?.dependentType?.message}
                      {...register(`dependents.${index}.dependentType`)}
                    />
                  </SimpleGrid>
                  <Controller
                    control={control}
                    name={`dependents.${index}.gender`}
                    render={({ field: f }) => (
                      <RadioGroupField
                        legend="Gender"
                        required
                        options={GENDER_OPTIONS}
                        value={f.value}
                        onChange={f.onChange}
                        inputRef={f.ref}
                        name={f.name}
                        error={e?.gender?.message}
                      />
                    )}
                  />
                  <Group justify="flex-end">
                    <Button
                      variant="subtle"
                      color="red"
                      size="compact-sm"
                      onClick={() => remove(index)}
                      aria-label={`Remove dependent ${index + 1}`}
                    >
                      Remove
                    </Button>
                  </Group>
                </Stack>
              </Fieldset>
            );
          })}
          <Group>
            <Button variant="default" onClick={() => append(emptyDependent(), { shouldFocus: true })}>
              Add dependent
            </Button>
          </Group>
          {!formState.isValid && fields.length > 0 ? (
            <Text size="sm" c="dimmed">
              Complete every dependent's details to continue.
            </Text>
          ) : null}
          <StepActions previousPath={previousPath} saving={saving} disabled={!formState.isValid} />
        </Stack>
      </form>
    </Stack>
  );
}

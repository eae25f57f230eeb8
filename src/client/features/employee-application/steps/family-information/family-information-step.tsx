import '@mantine/core/styles/SimpleGrid.css';
import { DateField, RadioGroupField, SelectField, TextField } from '@client/components/form/fields';
import { Form } from '@client/components/form/form';
import { RepeatableRows } from '@client/components/form/repeatable-rows';
import { useFormErrors } from '@client/components/form/use-form-errors';
import { useKitForm } from '@client/components/form/use-kit-form';
import { StepActions } from '@client/components/wizard/step-actions';
import { usePageTitle } from '@client/lib/page-title';
import { zodResolver } from '@hookform/resolvers/zod';
import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { createFamilyInformationSchema, type FamilyInformation } from '@shared/schemas/family-information';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
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

/** Family information (docs/spec/1 §2): the dependents; at most one spouse or domestic partner. */
export function FamilyInformationStep() {
  usePageTitle(HEADING);
  const application = useApplication();
  const { previousPath } = useStepNavigation('familyInformation');
  const mutation = useUpdateFamilyInformation(application);
  const schema = useMemo(() => createFamilyInformationSchema(), []);

  const form = useKitForm<FamilyValues, unknown, FamilyInformation>({
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
  const dependents = useWatch({ control: form.control, name: 'dependents' }) ?? [];
  const types = dependents.map((d) => d?.dependentType ?? null);
  const errors = useFormErrors(form);
  const saveAndContinue = useSaveAndContinue('familyInformation', errors);
  const isValid = form.formState.isValid;

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{HEADING}</Title>
        <Text c="dimmed">
          Add your spouse or domestic partner and your children, even if you do not plan to cover them. You
          can add one spouse or domestic partner.
        </Text>
      </Stack>
      <Form
        form={form}
        errors={errors}
        onSubmit={(values) => saveAndContinue(() => mutation.mutateAsync(values))}
      >
        <RepeatableRows
          name="dependents"
          newRow={emptyDependent}
          legend={(index) => `Dependent ${index + 1}`}
          addLabel="Add dependent"
          removeLabel={(index) => `Remove dependent ${index + 1}`}
          empty={<Text>You have not added any dependents.</Text>}
        >
          {({ index, path }) => (
            <>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <TextField name={`${path}.firstName`} label="First name" withAsterisk />
                <TextField name={`${path}.lastName`} label="Last name" withAsterisk />
                <DateField name={`${path}.bornAt`} label="Date of birth" withAsterisk />
                <SelectField
                  name={`${path}.dependentType`}
                  label="Relationship"
                  withAsterisk
                  placeholder="Select"
                  options={listRelationshipOptions(types, index).map((t) => ({
                    value: t,
                    label: DEPENDENT_TYPE_LABELS[t],
                  }))}
                />
              </SimpleGrid>
              <RadioGroupField name={`${path}.gender`} legend="Gender" required options={GENDER_OPTIONS} />
            </>
          )}
        </RepeatableRows>
        {!isValid && dependents.length > 0 ? (
          <Text size="sm" c="dimmed">
            Complete every dependent's details to continue.
          </Text>
        ) : null}
        <StepActions previousPath={previousPath} disabled={!isValid} />
      </Form>
    </Stack>
  );
}

import '@mantine/core/styles/SimpleGrid.css';
import { DateField, RadioGroupField, SsnField, TextField } from '@client/components/form/fields';
import { Form } from '@client/components/form/form';
import { useFormErrors } from '@client/components/form/use-form-errors';
import { useKitForm } from '@client/components/form/use-kit-form';
import { fullName } from '@client/lib/format';
import { usePageTitle } from '@client/lib/page-title';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { isMaskedSsn } from '@shared/domain/identifiers';
import {
  type EditDependentRequest,
  editDependentRequestSchema,
  type LifeEventsOverview,
} from '@shared/schemas/life-events';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { Resolver } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { useEditDependent } from '../api/edit-dependent';
import { lifeEventsQueryOptions } from '../api/get-life-events';
import { useDashboard } from '../lib/dashboard-context';
import { DEPENDENT_WORDS } from '../lib/life-event-text';

const HEADING = 'Edit dependent information';

const GENDER_OPTIONS = [
  { value: 'female', label: 'Female' },
  { value: 'male', label: 'Male' },
];

/**
 * edit-dependent-information/{id} (docs/spec/2 §2.6, decision 0046): a dependent's names, date of birth and gender
 * under the application's rules, and the SSN when none is on file (on file: shown masked, not editable here).
 */
export function EditDependentInformationPage() {
  usePageTitle(HEADING);
  const { dependentId = '' } = useParams();
  const { dashboard, basePath } = useDashboard();
  const overview = useSuspenseQuery(lifeEventsQueryOptions(dashboard.employee.employeeFormId)).data;
  const dependent = overview.dependents.find((d) => d.id === dependentId) ?? null;
  if (!dependent || overview.notReportableReason) {
    return (
      <Stack gap="md">
        <Title order={1}>{HEADING}</Title>
        <Alert color="brand" variant="light" title="This dependent cannot be changed here">
          {dependent ? overview.notReportableReason : 'This dependent is not on the application.'}
        </Alert>
        <Anchor component={Link} to={`${basePath}/change-dependent-coverage`}>
          Change dependent coverage
        </Anchor>
      </Stack>
    );
  }
  return <EditDependentForm dependent={dependent} version={overview.version} />;
}

function EditDependentForm({
  dependent,
  version,
}: {
  dependent: LifeEventsOverview['dependents'][number];
  version: number;
}) {
  const { dashboard, basePath } = useDashboard();
  const navigate = useNavigate();
  const mutation = useEditDependent(dashboard.employee.employeeFormId, dependent.id);
  const form = useKitForm<EditDependentRequest>({
    resolver: zodResolver(editDependentRequestSchema) as unknown as Resolver<EditDependentRequest>,
    defaultValues: {
      firstName: dependent.firstName,
      lastName: dependent.lastName,
      bornAt: dependent.bornAt,
      gender: dependent.gender,
      socialSecurityNumber: dependent.socialSecurityNumberMasked ?? '',
    },
  });
  const errors = useFormErrors(form);
  const onSubmit = async (values: EditDependentRequest) => {
    errors.clearError();
    try {
      const ssn = values.socialSecurityNumber ?? '';
      await mutation.mutateAsync({
        body: { ...values, socialSecurityNumber: isMaskedSsn(ssn) ? '' : ssn },
        version,
      });
      navigate(`${basePath}/success`);
    } catch (error) {
      errors.showError(error);
    }
  };
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{HEADING}</Title>
        <Text>
          {fullName(dependent)} · {DEPENDENT_WORDS[dependent.dependentType]}
        </Text>
      </Stack>
      <Form form={form} errors={errors} onSubmit={onSubmit}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextField name="firstName" label="First name" withAsterisk />
          <TextField name="lastName" label="Last name" withAsterisk />
          <DateField name="bornAt" label="Date of birth" withAsterisk />
        </SimpleGrid>
        <RadioGroupField name="gender" legend="Gender" required options={GENDER_OPTIONS} />
        <SsnField
          name="socialSecurityNumber"
          label="Social Security number"
          description={
            dependent.socialSecurityNumberMasked
              ? 'On file. To change it, please contact your benefits administrator.'
              : 'Optional until it arrives; the carrier asks for it.'
          }
        />
        <Group>
          <Button type="submit" loading={mutation.isPending}>
            Save changes
          </Button>
          <Anchor component={Link} to={`${basePath}/change-dependent-coverage`}>
            Cancel
          </Anchor>
        </Group>
      </Form>
    </Stack>
  );
}

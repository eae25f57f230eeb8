import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Table.css';
import { RadioGroupField } from '@client/components/form/fields';
import { Form } from '@client/components/form/form';
import { useFormErrors } from '@client/components/form/use-form-errors';
import { useKitForm } from '@client/components/form/use-kit-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Group, Input, Paper, Radio, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { createEmployeeContributionsSchema, type EmployeeContributions } from '@shared/schemas/contribution';
import type { RenewalRecord } from '@shared/schemas/renewal';
import { useMemo, useRef } from 'react';
import { useController } from 'react-hook-form';
import { Link } from 'react-router';
import { useSaveEmployeeContributions } from '../api/save-employee-contributions';
import { RenewalFormActions, RenewalFrame } from '../components/renewal-frame';
import { employerRenewalWizard } from '../wizard';

/**
 * …/renewal/employee-contributions, "Employee Contribution" (docs/spec/2 §2.4): a radio matrix of the eligible
 * employees against the medical contribution classes (a card per employee on phones), with a link back to
 * policy-details; Next saves and goes where the saved renewal says (status). Only once the renewal is signed.
 */
export function EmployeeContributionsPage() {
  const { pathFor } = employerRenewalWizard.useWizardPaths();
  return (
    <RenewalFrame title="Employee Contribution">
      {(record, token) =>
        record.status !== 'signed' ? (
          <Stack gap="md">
            <Text>
              Sign the renewal first: the contribution classes are those of the signed renewal details.
            </Text>
            <Group>
              <Button component={Link} to={pathFor('policyDetails')}>
                Go to renewal details
              </Button>
            </Group>
          </Stack>
        ) : (
          <ClassesForm record={record} token={token} />
        )
      }
    </RenewalFrame>
  );
}

type Row = RenewalRecord['employees'][number];

function ClassesForm({ record, token }: { record: RenewalRecord; token: string | null }) {
  const { pathFor } = employerRenewalWizard.useWizardPaths();
  const { previousPath } = employerRenewalWizard.useStepNavigation('employeeContributions');
  const save = useSaveEmployeeContributions(token);
  const version = useRef(record.version);
  version.current = record.version;
  const options = record.medicalCompanyContributionOptions;
  const eligible = record.employees.filter((e) => e.isEligible && e.renewalPolicyExternalID);
  const schema = useMemo(() => createEmployeeContributionsSchema(options.length > 0), [options.length]);
  const form = useKitForm<EmployeeContributions>({
    resolver: zodResolver(schema),
    defaultValues: {
      employees: eligible.map((e) => ({
        renewalPolicyExternalID: e.renewalPolicyExternalID!,
        medicalCompanyContributionID: e.medicalCompanyContributionID,
      })),
    },
  });
  const errors = useFormErrors(form);
  const saveAndContinue = employerRenewalWizard.useSaveAndContinue('employeeContributions', errors);
  const wide = useMediaQuery('(min-width: 48em)');

  const onSubmit = (values: EmployeeContributions) =>
    saveAndContinue(() => save.mutateAsync({ ...values, version: version.current }));

  return (
    <Form form={form} errors={errors} onSubmit={onSubmit} gap="lg">
      <Text>
        Choose each employee's medical contribution class. The classes are the medical contributions of your{' '}
        <Anchor component={Link} to={pathFor('policyDetails')}>
          renewal details
        </Anchor>
        .
      </Text>
      {eligible.length === 0 ? <Text>No eligible employee has a renewal application.</Text> : null}
      {wide ? (
        <Table verticalSpacing="sm" striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Employee</Table.Th>
              {options.map((o) => (
                <Table.Th key={o.id} scope="col" ta="center">
                  {o.label}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {eligible.map((e, i) => (
              <MatrixRow key={e.id} employee={e} index={i} options={options} />
            ))}
          </Table.Tbody>
        </Table>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {eligible.map((e, i) => (
            <Paper component="li" key={e.id} withBorder p="md" radius="md">
              <RadioGroupField
                name={`employees.${i}.medicalCompanyContributionID`}
                legend={e.name}
                options={options.map((o) => ({ value: o.id, label: o.label }))}
                vertical
              />
            </Paper>
          ))}
        </Stack>
      )}
      <RenewalFormActions back={previousPath} saving={save.isPending} />
    </Form>
  );
}

/** One employee's row of the matrix: a radio per class, named for the assistive reader by employee and class. */
function MatrixRow({
  employee,
  index,
  options,
}: {
  employee: Row;
  index: number;
  options: RenewalRecord['medicalCompanyContributionOptions'];
}) {
  const { field, fieldState } = useController({ name: `employees.${index}.medicalCompanyContributionID` });
  const errorId = `class-error-${index}`;
  return (
    <Table.Tr data-error={fieldState.error ? true : undefined}>
      <Table.Th scope="row" fw={400}>
        {employee.name}
        {fieldState.error ? <Input.Error id={errorId}>{fieldState.error.message}</Input.Error> : null}
      </Table.Th>
      {options.map((o, i) => (
        <Table.Td key={o.id} ta="center">
          <Radio
            ref={i === 0 ? field.ref : undefined}
            name={`class-${index}`}
            value={o.id}
            checked={field.value === o.id}
            onChange={() => field.onChange(o.id)}
            aria-label={`${o.label} for ${employee.name}`}
            aria-invalid={fieldState.error ? true : undefined}
            aria-describedby={fieldState.error ? errorId : undefined}
            styles={{ body: { justifyContent: 'center' } }}
          />
        </Table.Td>
      ))}
    </Table.Tr>
  );
}

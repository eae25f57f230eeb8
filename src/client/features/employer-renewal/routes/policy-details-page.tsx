import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Table.css';
import { ContributionRowsField } from '@client/components/form/contribution-rows-field';
import { RadioGroupField } from '@client/components/form/fields';
import { Form, FormErrorAlert } from '@client/components/form/form';
import { SignatureField } from '@client/components/form/signature-field';
import { useFormErrors } from '@client/components/form/use-form-errors';
import { useKitForm } from '@client/components/form/use-kit-form';
import { Alert, List, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { CARRIER_MINIMUM_PERCENT } from '@shared/domain/contributions/contributions';
import { SERVICE_LINE_LABELS, WAITING_PERIOD_LABELS, WAITING_PERIODS } from '@shared/domain/enums';
import { formatCents } from '@shared/domain/money/money';
import { describeAffordabilityThreshold } from '@shared/domain/renewal/checks';
import type { RenewalDetails } from '@shared/schemas/contribution';
import { LIFE_CONTRIBUTION, type RenewalRecord } from '@shared/schemas/renewal';
import { useMemo, useRef } from 'react';
import { FormProvider, useWatch } from 'react-hook-form';
import { useSaveRenewalDetails } from '../api/save-renewal-details';
import { useSignRenewal } from '../api/sign-renewal';
import { RenewalFormActions, RenewalFrame, RenewalNav } from '../components/renewal-frame';
import { findFormRowsBelowMinimum, previewAffordability } from '../lib/checks-view';
import {
  createDetailsResolver,
  type DetailsFormValues,
  groupRows,
  serverAliases,
  toFormValues,
} from '../lib/details-form';
import { employerRenewalWizard } from '../wizard';

const WAITING_OPTIONS = WAITING_PERIODS.map((value) => ({
  value,
  label:
    value === 'first_of_month_after_hire'
      ? `${WAITING_PERIOD_LABELS[value]} (most common)`
      : WAITING_PERIOD_LABELS[value],
}));

/**
 * …/renewal/policy-details (docs/spec/2 §2.4): the waiting period, the contribution tables per line (Life fixed at
 * 100%), the employer checks before signing (issue 13 item 6) and the Authorize signature; Next saves, then
 * signs, then goes where the signed renewal says (employee-eligibility). A signed renewal shows its details
 * read-only.
 */
export function PolicyDetailsPage() {
  return (
    <RenewalFrame title="Renewal Details">
      {(record, token) =>
        record.status === 'signed' ? (
          <SignedDetails record={record} />
        ) : (
          <DetailsForm record={record} token={token} />
        )
      }
    </RenewalFrame>
  );
}

function ContributionTables({ record, readOnly }: { record: RenewalRecord; readOnly?: boolean }) {
  const rows = (useWatch({ name: 'rows' }) ?? []) as DetailsFormValues['rows'];
  const below = new Set(findFormRowsBelowMinimum(rows, record.checks));
  return (
    <>
      {record.serviceLinesWithPlans.map((line) => (
        <Paper
          key={line}
          withBorder
          radius="md"
          p="md"
          component="section"
          aria-labelledby={`contributions-${line}`}
        >
          <Stack gap="sm">
            <Title order={2} size="h4" id={`contributions-${line}`}>
              {SERVICE_LINE_LABELS[line]}
            </Title>
            <ContributionRowsField
              name="rows"
              serviceLine={line}
              lineLabel={SERVICE_LINE_LABELS[line]}
              readOnly={readOnly}
              {...(line === 'life'
                ? { fixedTerms: 'contribution fixed at 100%', fixedValues: LIFE_CONTRIBUTION }
                : {})}
              rowNote={(index) =>
                below.has(index) ? (
                  <Alert color="brand" variant="light" title="Below the carriers' usual minimum">
                    <Text size="sm">
                      For at least one employee this contribution pays less than {CARRIER_MINIMUM_PERCENT}% of
                      the employee-only premium. Most carriers require that much to renew a small group.
                    </Text>
                  </Alert>
                ) : null
              }
            />
          </Stack>
        </Paper>
      ))}
    </>
  );
}

function DetailsForm({ record, token }: { record: RenewalRecord; token: string | null }) {
  const { previousPath } = employerRenewalWizard.useStepNavigation('policyDetails');
  const save = useSaveRenewalDetails(token);
  const sign = useSignRenewal(token);
  // The version of the record on screen, read when Next is pressed (a save raises it).
  const version = useRef(record.version);
  version.current = record.version;
  const resolver = useMemo(
    () => createDetailsResolver(record.serviceLinesWithPlans),
    [record.serviceLinesWithPlans],
  );
  const form = useKitForm<DetailsFormValues, unknown, RenewalDetails>({
    resolver,
    defaultValues: toFormValues(record),
  });
  const errors = useFormErrors(form);
  const saveAndContinue = employerRenewalWizard.useSaveAndContinue('policyDetails', errors);

  // One Continue: the details saved, then signed; the signed renewal is the record the flow goes on from.
  const onSubmit = (values: RenewalDetails) => {
    const rows = form.getValues('rows');
    return saveAndContinue(
      async () => {
        const saved = await save.mutateAsync({
          version: version.current,
          probationaryPeriod: values.probationaryPeriod,
          contributions: groupRows(rows).contributions,
        });
        return sign.mutateAsync({
          id: saved.renewal!.id,
          signatureImageDataUrl: values.signatureImageDataUrl,
        });
      },
      { aliases: serverAliases(rows) },
    );
  };

  return (
    <Form form={form} errors={errors} onSubmit={onSubmit} gap="lg" alert="placed">
      <RadioGroupField
        name="probationaryPeriod"
        legend="Waiting period for new employees"
        options={WAITING_OPTIONS}
        required
        vertical
      />
      <ContributionTables record={record} />
      <RenewalChecksPanel record={record} />
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="authorize-heading">
        <Stack gap="sm">
          <Title order={2} size="h4" id="authorize-heading">
            Authorize
          </Title>
          <Text size="sm">
            By signing you authorize these plans and contributions for the plan year starting{' '}
            {record.effectiveAt}. Your employees' renewal applications open when you sign.
          </Text>
          <SignatureField
            name="signatureStrokes"
            imageName="signatureImageDataUrl"
            label="Signature"
            size="fixed"
            clearLabel="Clear Signature"
          />
        </Stack>
      </Paper>
      <FormErrorAlert />
      <RenewalFormActions back={previousPath} saving={save.isPending || sign.isPending} />
    </Form>
  );
}

function SignedDetails({ record }: { record: RenewalRecord }) {
  const { previousPath, nextPath } = employerRenewalWizard.useStepNavigation('policyDetails');
  const form = useKitForm<DetailsFormValues>({ defaultValues: toFormValues(record) });
  return (
    <Stack gap="lg">
      <Alert color="brand" variant="light" title="Signed">
        <Text size="sm">
          You signed this renewal
          {record.signedAt ? ` on ${new Date(record.signedAt).toLocaleDateString('en-US')}` : ''}. Its details
          can no longer change.
        </Text>
      </Alert>
      <Text>
        Waiting period for new employees:{' '}
        {record.probationaryPeriod ? WAITING_PERIOD_LABELS[record.probationaryPeriod] : 'Not set'}
      </Text>
      <FormProvider {...form}>
        <ContributionTables record={record} readOnly />
      </FormProvider>
      <RenewalNav back={previousPath ?? undefined} next={nextPath ?? undefined} />
    </Stack>
  );
}

/** The employer checks before signing: participation and minimum contribution warn; affordability informs. */
function RenewalChecksPanel({ record }: { record: RenewalRecord }) {
  const { participation } = record.checks;
  // The figures follow the contributions on screen, by the rule the server computes them with.
  const rows = (useWatch({ name: 'rows' }) ?? []) as DetailsFormValues['rows'];
  const affordability = previewAffordability(rows, record);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="checks-heading">
      <Stack gap="sm">
        <Title order={2} size="h4" id="checks-heading">
          Before you sign
        </Title>
        {participation.warning ? (
          <Alert color="brand" variant="light" title="Participation below the carriers' minimum">
            <Text size="sm">
              {participation.enrolled} of {participation.counted} eligible employees (not counting{' '}
              {participation.validWaivers} covered elsewhere) are enrolled in medical. {participation.warning}
            </Text>
          </Alert>
        ) : (
          <Text size="sm">
            Participation: {participation.enrolled} of {participation.counted} eligible employees enrolled in
            medical ({participation.validWaivers} covered elsewhere not counted), at or above the carriers'{' '}
            {Math.round(participation.requirement * 100)}% minimum.
          </Text>
        )}
        {affordability.length > 0 ? (
          <Stack gap={4}>
            <Title order={3} size="h5">
              ACA affordability (for information)
            </Title>
            <Text size="sm" c="dimmed">
              The employee-only cost of the least expensive medical plan after the contributions above (as you
              edit them), as a share of each employee's salary.{' '}
              {describeAffordabilityThreshold(Number(record.effectiveAt.slice(0, 4)))}
            </Text>
            <Table fz="sm" verticalSpacing={4}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Employee</Table.Th>
                  <Table.Th scope="col">Monthly cost</Table.Th>
                  <Table.Th scope="col">Share of salary</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {affordability.map((a) => (
                  <Table.Tr key={a.id}>
                    <Table.Th scope="row" fw={400}>
                      {a.name}
                    </Table.Th>
                    <Table.Td>
                      {a.employeeOnlyCostCents === null ? 'Not priced' : formatCents(a.employeeOnlyCostCents)}
                    </Table.Td>
                    <Table.Td>
                      {a.percentOfSalary === null
                        ? 'No salary on file'
                        : `${a.percentOfSalary}% (${a.isAffordable ? 'affordable' : 'not affordable'})`}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Stack>
        ) : null}
        <List size="sm" spacing={2}>
          <List.Item>These checks are warnings: you can still sign. Check with your broker first.</List.Item>
        </List>
      </Stack>
    </Paper>
  );
}

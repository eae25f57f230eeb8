import { TextField } from '@client/components/form/fields';
import { Form } from '@client/components/form/form';
import { useFormErrors } from '@client/components/form/use-form-errors';
import { useKitForm } from '@client/components/form/use-kit-form';
import { PageLoader } from '@client/components/page-loader';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatLongIsoDate } from '@shared/domain/dates/dates';
import { COVERAGE_TYPE_LABELS, type CoverageType } from '@shared/domain/enums';
import type { CarrierGroup } from '@shared/schemas/carrier-identifiers';
import {
  type RenewalCarrierGroups,
  type RenewalCarrierGroupsRequest,
  renewalCarrierGroupsRequestSchema,
} from '@shared/schemas/renewal';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Suspense, useId, useState } from 'react';
import { renewalCarrierGroupsQueryOptions, useSaveRenewalCarrierGroups } from '../api/carrier-groups';

type FormValues = Pick<RenewalCarrierGroupsRequest, 'carriers'>;

const SOURCE_WORDS: Record<NonNullable<CarrierGroup['source']>, string> = {
  broker_of_record: 'from broker of record',
  renewal: 'entered at renewal',
  operations: 'set by our operations team',
};

/** The form's values from the numbers on record: what the carrier gave, '' where nothing is. */
const toFormValues = (list: RenewalCarrierGroups): FormValues => ({
  carriers: list.carriers.map((c) => ({
    carrierId: c.carrierId,
    groupNumber: c.groupNumberOnRecord ?? '',
    planCodes: Object.fromEntries(c.plans.map((p) => [p.planId, p.codeOnRecord ?? ''])),
    version: c.version,
  })),
});

/** What the carrier's number on record is, as the ID cards, carrier files, payroll and invoices use it. */
function onRecordText(carrier: CarrierGroup): string {
  if (!carrier.groupNumberOnRecord)
    return `On record: none yet. We use our number ${carrier.groupNumber} until ${carrier.carrierName} gives one.`;
  return `On record: ${carrier.groupNumberOnRecord}${carrier.source ? ` (${SOURCE_WORDS[carrier.source]})` : ''}.`;
}

function CarrierFields({ carrier, index }: { carrier: CarrierGroup; index: number }) {
  const headingId = useId();
  const lines = [...new Set(carrier.plans.map((p) => p.coverageType as CoverageType))]
    .map((line) => COVERAGE_TYPE_LABELS[line] ?? line)
    .join(', ');
  return (
    <Paper withBorder radius="md" p="md" component="fieldset" aria-labelledby={headingId} m={0}>
      <Stack gap="sm">
        <Stack gap={0}>
          <Title order={3} size="h5" id={headingId}>
            {carrier.carrierName}
          </Title>
          <Text size="sm" c="dimmed">
            {lines}
          </Text>
        </Stack>
        <Text size="sm" data-testid={`group-on-record-${carrier.carrierId}`}>
          {onRecordText(carrier)}
        </Text>
        <TextField
          name={`carriers.${index}.groupNumber`}
          label={`Group number with ${carrier.carrierName}`}
          description="Optional. Up to 30 letters, digits, spaces, dots, dashes or slashes, as the carrier wrote it."
          autoComplete="off"
        />
        {carrier.plans.map((plan) => (
          <TextField
            key={plan.planId}
            name={`carriers.${index}.planCodes.${plan.planId}`}
            label={`Plan code: ${plan.planName}`}
            description={
              plan.codeOnRecord
                ? 'Optional. The carrier’s code for this plan.'
                : `Optional. The carrier’s code for this plan; without one, carrier files name it "${plan.planCode}".`
            }
            autoComplete="off"
          />
        ))}
      </Stack>
    </Paper>
  );
}

function NumbersForm({
  list,
  companyIdToken,
}: {
  list: RenewalCarrierGroups;
  companyIdToken: string | null;
}) {
  const form = useKitForm<FormValues>({
    resolver: zodResolver(renewalCarrierGroupsRequestSchema.pick({ carriers: true })),
    defaultValues: toFormValues(list),
  });
  const errors = useFormErrors(form);
  const save = useSaveRenewalCarrierGroups(companyIdToken);
  const [saved, setSaved] = useState(false);
  const onSubmit = async (values: FormValues) => {
    errors.clearError();
    setSaved(false);
    try {
      const answer = await save.mutateAsync(values);
      // The saved numbers and their new versions, so a second save is not stale.
      form.reset(toFormValues(answer));
      setSaved(true);
    } catch (error) {
      errors.showError(error);
    }
  };
  return (
    <Form form={form} errors={errors} onSubmit={onSubmit}>
      {list.carriers.map((carrier, index) => (
        <CarrierFields key={carrier.carrierId} carrier={carrier} index={index} />
      ))}
      <Group>
        <Button type="submit" loading={save.isPending}>
          Save group numbers
        </Button>
      </Group>
      <div role="status">
        {saved ? (
          <Text size="sm" fw={600}>
            Saved. ID cards, carrier files, payroll exports and invoices use these numbers from now on.
          </Text>
        ) : null}
      </div>
    </Form>
  );
}

function CarrierNumbers({ companyIdToken }: { companyIdToken: string | null }) {
  const { data } = useSuspenseQuery(renewalCarrierGroupsQueryOptions(companyIdToken));
  if (data.carriers.length === 0)
    return <Text size="sm">Choose a renewal package to enter its carriers' numbers.</Text>;
  return (
    <>
      <Text size="sm">
        Each carrier gives your group a number for the plan year starting{' '}
        {formatLongIsoDate(data.effectiveAt)}, and may give its own codes for the plans. Enter them here when
        you have them; until then your employees' ID cards and the carrier files use our number. The numbers
        on record are filled in.
      </Text>
      <NumbersForm list={data} companyIdToken={companyIdToken} />
    </>
  );
}

/**
 * The renewal package's carriers and the numbers they know the company by (issue 34 item 5, decision 0073): the
 * group number for the new plan year and the plan codes, optional, checked by the same shared schema as the
 * operations page, and put on record for the company (the ID cards, 834s, payroll exports and invoices show them).
 */
export function CarrierGroupNumbers({ companyIdToken }: { companyIdToken: string | null }) {
  return (
    <Stack component="section" gap="sm" aria-labelledby="carrier-numbers-heading">
      <Title order={2} size="h3" id="carrier-numbers-heading">
        Carrier group numbers
      </Title>
      <Suspense fallback={<PageLoader />}>
        <CarrierNumbers companyIdToken={companyIdToken} />
      </Suspense>
    </Stack>
  );
}

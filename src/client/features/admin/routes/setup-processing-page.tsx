import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/List.css';
import { FileUploadField } from '@client/components/form/file-upload-field';
import { Form } from '@client/components/form/form';
import { useFormErrors } from '@client/components/form/use-form-errors';
import { useKitForm } from '@client/components/form/use-kit-form';
import { ResponsiveList } from '@client/components/responsive-list';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Group, List, Stack, Table, Text, Title } from '@mantine/core';
import { formatLongIsoDate } from '@shared/domain/dates/dates';
import { SERVICE_LINE_LABELS } from '@shared/domain/enums';
import { formatCents } from '@shared/domain/money/money';
import {
  MAX_RATE_SHEET_BYTES,
  SETUP_BENEFIT_TYPE_LABELS,
  SETUP_UPLOAD_KIND_LABELS,
  type SetupDetail,
} from '@shared/schemas/open-enrollment';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Resolver } from 'react-hook-form';
import { useParams } from 'react-router';
import { z } from 'zod';
import { setupDetailQueryOptions, useLaunchSetup, useLoadRateSheet } from '../api/open-enrollment-setups';
import { AdminPage } from '../components/admin-page';
import { SetupStatusBadge } from '../components/setup-status-badge';
import { formatTime } from '../lib/format-time';

const HEADING = 'Open enrollment setup';
const RATE_SHEET_LIMITS = { maxBytes: MAX_RATE_SHEET_BYTES, types: ['text/csv'] } as const;
const rateSheetFormSchema = z.object({
  file: z.custom<File>((value) => value instanceof File, 'Choose the rate sheet (CSV) to load.'),
});
type RateSheetForm = { file: File | null };

const describeSize = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** /admin/open-enrollment/:setupId: a setup's uploads, its rate sheet and preview, and its launch. */
export function SetupProcessingPage() {
  const { setupId = '' } = useParams();
  return (
    <AdminPage
      heading={HEADING}
      back={{ to: '/admin/open-enrollment', label: 'Back to open enrollment setups' }}
      headingInContent
      gap="lg"
    >
      <SetupProcessing setupId={setupId} />
    </AdminPage>
  );
}

function SetupProcessing({ setupId }: { setupId: string }) {
  const setup = useSuspenseQuery(setupDetailQueryOptions(setupId)).data;
  const processing = setup.status === 'processing';
  return (
    <>
      <Stack gap={4}>
        <Title order={1}>
          {HEADING}: {setup.company.name}
        </Title>
        <Group gap="xs">
          <SetupStatusBadge status={setup.status} />
          <Text size="sm">
            Renewal effective {formatLongIsoDate(setup.renewal.effectiveAt)}. Submitted by{' '}
            {setup.submittedByName ?? 'unknown'}
            {setup.submittedAt ? (
              <>
                {' '}
                on <time dateTime={setup.submittedAt}>{formatTime(setup.submittedAt)}</time>
              </>
            ) : null}
            .
            {setup.launchedAt ? (
              <>
                {' '}
                Launched by {setup.launchedByName ?? 'unknown'} on{' '}
                <time dateTime={setup.launchedAt}>{formatTime(setup.launchedAt)}</time>.
              </>
            ) : null}
          </Text>
        </Group>
      </Stack>

      <Stack gap="xs" component="section" aria-labelledby="setup-files-heading">
        <Title order={2} size="h3" id="setup-files-heading">
          Uploaded files
        </Title>
        <List size="sm" spacing={4}>
          {setup.files.map((file) => (
            <List.Item key={file.id}>
              {SETUP_BENEFIT_TYPE_LABELS[file.serviceLine]} {SETUP_UPLOAD_KIND_LABELS[file.kind]}:{' '}
              <Anchor
                href={`/api/v1/files/${encodeURIComponent(file.id)}`}
                download
                style={{ overflowWrap: 'anywhere' }}
              >
                {file.name}
              </Anchor>{' '}
              ({describeSize(file.sizeBytes)})
            </List.Item>
          ))}
        </List>
      </Stack>

      {processing ? <RateSheetSection setup={setup} /> : null}
      <PreviewSection setup={setup} />
      {processing ? <LaunchSection setup={setup} /> : null}
    </>
  );
}

function RateSheetSection({ setup }: { setup: SetupDetail }) {
  const form = useKitForm<RateSheetForm>({
    resolver: zodResolver(rateSheetFormSchema) as unknown as Resolver<RateSheetForm>,
    defaultValues: { file: null },
  });
  const errors = useFormErrors(form);
  const load = useLoadRateSheet(setup.id);
  const onSubmit = async (values: RateSheetForm) => {
    const file = values.file!;
    if (
      await errors.attempt(
        async () => load.mutateAsync({ csv: await file.text(), fileName: file.name, version: setup.version }),
        { csv: 'file', fileName: 'file' },
      )
    ) {
      form.reset({ file: null });
    }
  };
  return (
    <Stack gap="xs" component="section" aria-labelledby="rate-sheet-heading">
      <Title order={2} size="h3" id="rate-sheet-heading">
        Rate sheet
      </Title>
      <Text size="sm">
        One row per plan of a suite (up to five suites): its line, carrier and name, the fields the renewal
        cards show, whether it is the line's base plan, the current medical plan it replaces, and its rates.
        Loading a sheet replaces the suites loaded before. The columns are described in docs/rate-sheet.md.
      </Text>
      <Form form={form} errors={errors} onSubmit={onSubmit}>
        <FileUploadField name="file" label="Rate sheet" withAsterisk limits={RATE_SHEET_LIMITS} maw={480} />
        <Group>
          <Button type="submit" loading={load.isPending}>
            Load rate sheet
          </Button>
        </Group>
      </Form>
    </Stack>
  );
}

type PreviewPlan = SetupDetail['suites'][number]['plans'][number];

/** Who disability is priced for: the employees with a salary on file (the others are left out). */
const disabilityNote = (salaried: number) =>
  salaried === 0
    ? 'Disability plans show no figure: no employee has a salary on file.'
    : `Disability plans are priced on salaries, for the ${salaried} ${salaried === 1 ? 'employee' : 'employees'} with one on file.`;

function PreviewSection({ setup }: { setup: SetupDetail }) {
  if (setup.suites.length === 0)
    return (
      <Stack gap="xs" component="section" aria-labelledby="preview-heading">
        <Title order={2} size="h3" id="preview-heading">
          Preview
        </Title>
        <Text size="sm">No rate sheet has been loaded yet.</Text>
      </Stack>
    );
  const cost = (plan: PreviewPlan, key: 'premium' | 'companyContribution' | 'employeeDeduction') =>
    plan.monthly ? formatCents(plan.monthly[key]) : '—';
  return (
    <Stack gap="md" component="section" aria-labelledby="preview-heading">
      <Title order={2} size="h3" id="preview-heading">
        Preview
      </Title>
      <Text size="sm">
        {setup.censusEmployees === null
          ? 'The company has no current plan year: there is no census to price the plans on.'
          : `Each plan's monthly cost for the ${setup.censusEmployees} eligible employees of the current plan year and their covered dependents, under the current company contributions. ${disabilityNote(setup.salariedEmployees ?? 0)}`}
      </Text>
      {setup.suites.map((suite) => (
        <Stack key={suite.id} gap="xs">
          <Title order={3} size="h4">
            Suite {suite.position}: {suite.shortName}
          </Title>
          <ResponsiveList
            items={suite.plans}
            itemKey={(plan) => plan.id}
            headers={['Plan', 'Line', 'Monthly premium', 'Company pays', 'Employees pay']}
            row={(plan) => (
              <>
                <Table.Th scope="row" fw={400}>
                  {plan.name}
                  <Text span size="sm" c="dimmed">
                    {' '}
                    — {plan.carrierName}
                    {plan.isBasePlan ? ', base plan' : ''}
                  </Text>
                </Table.Th>
                <Table.Td>{SERVICE_LINE_LABELS[plan.serviceLine]}</Table.Td>
                <Table.Td>{cost(plan, 'premium')}</Table.Td>
                <Table.Td>{cost(plan, 'companyContribution')}</Table.Td>
                <Table.Td>{cost(plan, 'employeeDeduction')}</Table.Td>
              </>
            )}
            card={(plan) => (
              <>
                <Text fw={600}>{plan.name}</Text>
                <Text size="sm">
                  {SERVICE_LINE_LABELS[plan.serviceLine]}, {plan.carrierName}
                  {plan.isBasePlan ? ', base plan' : ''}
                </Text>
                <Text size="sm">
                  Monthly premium {cost(plan, 'premium')}: company {cost(plan, 'companyContribution')},
                  employees {cost(plan, 'employeeDeduction')}
                </Text>
              </>
            )}
          />
        </Stack>
      ))}
      {setup.mappings.length > 0 ? (
        <Stack gap="xs">
          <Title order={3} size="h4">
            Current medical plans and their replacements
          </Title>
          <List size="sm" spacing={4}>
            {setup.mappings.map((mapping) => (
              <List.Item key={mapping.name}>
                {mapping.name}: {mapping.items.map((i) => `${i.planName} (${i.suiteName})`).join('; ')}
              </List.Item>
            ))}
          </List>
        </Stack>
      ) : null}
    </Stack>
  );
}

function LaunchSection({ setup }: { setup: SetupDetail }) {
  const launch = useLaunchSetup(setup.id);
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <Stack gap="xs" component="section" aria-labelledby="launch-heading">
      <Title order={2} size="h3" id="launch-heading">
        Launch
      </Title>
      <Text size="sm">
        Launching opens the renewal to {setup.company.name}'s administrators with suite 1 selected, copies the
        current contributions when the renewal has none, and e-mails each administrator that the renewal is
        ready.
      </Text>
      {failure ? (
        <Alert color="red" variant="light" title="The renewal was not launched" role="alert">
          {failure}
        </Alert>
      ) : null}
      <Group>
        <Button
          disabled={setup.suites.length === 0}
          loading={launch.isPending}
          onClick={() =>
            launch.mutate(
              { version: setup.version },
              {
                onSuccess: () => setFailure(null),
                onError: (error) => setFailure(error.message),
              },
            )
          }
        >
          Launch renewal
        </Button>
      </Group>
      {setup.suites.length === 0 ? <Text size="sm">Load a rate sheet before launching.</Text> : null}
    </Stack>
  );
}

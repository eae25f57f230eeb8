import '@mantine/core/styles/List.css';
import { FileUploadField } from '@client/components/form/file-upload-field';
import { Form } from '@client/components/form/form';
import { useFormErrors } from '@client/components/form/use-form-errors';
import { useKitForm } from '@client/components/form/use-kit-form';
import { usePageTitle } from '@client/lib/page-title';
import { useSignedInSession } from '@client/lib/session';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { MAX_CENSUS_ROWS } from '@shared/domain/census/census-file';
import {
  type CensusImportResponse,
  type CensusPreviewResponse,
  MAX_CENSUS_BYTES,
} from '@shared/schemas/census';
import { useEffect, useId, useRef, useState } from 'react';
import type { Resolver } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { z } from 'zod';
import { useImportCensus } from '../api/import-census';
import { censusTemplateUrl, usePreviewCensus } from '../api/preview-census';
import { CensusActionRows, CensusErrorRows } from '../components/census-preview';
import { SendAllInvitationsButton } from '../components/send-all-invitations';
import { describeCensusSummary, groupDigits } from '../lib/census-summary';
import { dashboardCompany } from '../lib/dashboard-company';

const HEADING = 'Import employees';
const CENSUS_FILE_LIMITS = { maxBytes: MAX_CENSUS_BYTES, types: ['text/csv'] } as const;

/** The page's form holds the chosen file; the request (its text) is checked by censusPreviewRequestSchema. */
const censusFileFormSchema = z.object({
  file: z.custom<File>((value) => value instanceof File, 'Choose a CSV file to check.'),
});
type CensusFileForm = { file: File | null };

/** The columns as the template has them, with what each holds (decision 0025). */
const COLUMNS: ReadonlyArray<[string, string]> = [
  ['first_name, last_name', 'as on payroll'],
  ['email', 'where the invitation will go; a known email updates that person'],
  ['birth_date, hire_date', 'MM/DD/YYYY'],
  ['annual_salary', 'in dollars, like 52,000; may be empty for owners and 1099 contractors'],
  ['employee_type', 'full_time, owner or 1099'],
  ['class', 'a contribution class by its name; empty: the default class'],
  ['eligible', 'yes or no; empty: yes'],
];

/** /employer-dashboard/manage-employees/import: a census file checked row by row, then imported whole. */
export function CensusImportPage() {
  usePageTitle(HEADING);
  const session = useSignedInSession();
  const [searchParams] = useSearchParams();
  const company = dashboardCompany(session, searchParams.get('company_id_token'));
  if (!company) {
    return (
      <Stack gap="md">
        <Title order={1}>{HEADING}</Title>
        <Text>Your account does not manage a company yet.</Text>
      </Stack>
    );
  }
  return <CensusImport key={company.id} companyId={company.id} companyName={company.name} />;
}

type Checked = { csv: string; fileName: string; result: CensusPreviewResponse };

function CensusImport({ companyId, companyName }: { companyId: string; companyName: string }) {
  const form = useKitForm<CensusFileForm>({
    resolver: zodResolver(censusFileFormSchema) as unknown as Resolver<CensusFileForm>,
    defaultValues: { file: null },
  });
  const errors = useFormErrors(form);
  const preview = usePreviewCensus(companyId);
  const importer = useImportCensus(companyId);
  const [checked, setChecked] = useState<Checked | null>(null);
  const [imported, setImported] = useState<CensusImportResponse | null>(null);
  const resultsRef = useRef<HTMLHeadingElement>(null);
  const resultsHeadingId = useId();

  // Keyboard and screen reader users land on what the check or the import found.
  useEffect(() => {
    if (checked || imported) resultsRef.current?.focus();
  }, [checked, imported]);

  const onSubmit = async (values: CensusFileForm) => {
    const file = values.file!;
    errors.clearError();
    importer.reset();
    setChecked(null);
    setImported(null);
    const csv = await file.text();
    try {
      const result = await preview.mutateAsync({ csv, fileName: file.name });
      setChecked({ csv, fileName: file.name, result });
    } catch (error) {
      errors.showError(error, { csv: 'file', fileName: 'file' });
    }
  };

  const runImport = (basis: string, csv: string) =>
    importer.mutate(
      { csv, basis },
      {
        onSuccess: (result) => {
          setImported(result);
          setChecked(null);
          form.reset({ file: null });
        },
      },
    );

  const result = checked?.result;
  const isValid = Boolean(result?.basis);
  const badRows = result?.rows.filter((row) => row.action === null) ?? [];

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Anchor component={Link} to="/employer-dashboard/manage-employees" size="sm">
          Back to Manage employees
        </Anchor>
        <Title order={1}>{HEADING}</Title>
        <Text>
          Add or update up to {groupDigits(MAX_CENSUS_ROWS)} people of {companyName} at once from a CSV file.
          We check every row first; nothing is imported unless every row is valid. Importing does not send
          invitations.
        </Text>
      </Stack>

      <Stack gap="xs" component="section" aria-labelledby="census-template-heading">
        <Title order={2} size="h3" id="census-template-heading">
          1. Fill in the template
        </Title>
        <Text size="sm">
          <Anchor href={censusTemplateUrl(companyId)} download="census-template.csv">
            Download the census template (CSV)
          </Anchor>
          , then add one person a row. Its columns:
        </Text>
        <List size="sm" spacing={2}>
          {COLUMNS.map(([column, meaning]) => (
            <List.Item key={column}>
              <Text span fw={600} size="sm">
                {column}
              </Text>
              : {meaning}
            </List.Item>
          ))}
        </List>
      </Stack>

      <Stack gap="xs" component="section" aria-labelledby="census-file-heading">
        <Title order={2} size="h3" id="census-file-heading">
          2. Check your file
        </Title>
        <Form form={form} errors={errors} onSubmit={onSubmit}>
          <FileUploadField
            name="file"
            label="Census file"
            withAsterisk
            limits={CENSUS_FILE_LIMITS}
            maw={480}
          />
          <Group>
            <Button type="submit" loading={preview.isPending}>
              Check file
            </Button>
          </Group>
        </Form>
      </Stack>

      {imported ? (
        <Stack gap="sm" component="section" aria-labelledby={resultsHeadingId}>
          <Title order={2} size="h3" id={resultsHeadingId} ref={resultsRef} tabIndex={-1}>
            Import complete
          </Title>
          <Alert color="brand" variant="light" title="Your employees were imported">
            <Text size="sm">
              {groupDigits(imported.added)} added, {groupDigits(imported.updated)} updated,{' '}
              {groupDigits(imported.unchanged)} unchanged. No invitations were sent: send them now, or later
              from Manage employees.
            </Text>
          </Alert>
          <Group>
            <SendAllInvitationsButton companyId={companyId} variant="filled" />
            <Button component={Link} to="/employer-dashboard/manage-employees" variant="default">
              Go to Manage employees
            </Button>
          </Group>
        </Stack>
      ) : null}

      {result && checked ? (
        <Stack gap="sm" component="section" aria-labelledby={resultsHeadingId}>
          <Title order={2} size="h3" id={resultsHeadingId} ref={resultsRef} tabIndex={-1}>
            3. Review and import
          </Title>
          <Text size="sm">
            {checked.fileName}: {describeCensusSummary(result.summary)}
          </Text>
          {result.fileErrors.length > 0 ? (
            <Alert color="red" variant="light" title="This file cannot be imported">
              <List size="sm">
                {result.fileErrors.map((message) => (
                  <List.Item key={message}>{message}</List.Item>
                ))}
              </List>
            </Alert>
          ) : null}
          {badRows.length > 0 ? (
            <>
              <Alert
                color="red"
                variant="light"
                title={`${badRows.length} ${badRows.length === 1 ? 'row has' : 'rows have'} errors`}
              >
                <Text size="sm">
                  Nothing has been imported. Fix these rows in your file, save it as CSV and check it again.
                </Text>
              </Alert>
              <CensusErrorRows rows={badRows} />
            </>
          ) : null}
          {importer.error ? (
            <Alert color="red" variant="light" role="alert" title="Nothing was imported">
              <Text size="sm">{importer.error.message}</Text>
            </Alert>
          ) : null}
          <Group>
            <Button
              disabled={!isValid}
              loading={importer.isPending}
              onClick={() => result.basis && runImport(result.basis, checked.csv)}
            >
              {isValid
                ? `Import ${result.summary.rows} ${result.summary.rows === 1 ? 'person' : 'people'}`
                : 'Import'}
            </Button>
            {!isValid ? <Text size="sm">Import is available once every row is valid.</Text> : null}
          </Group>
          {isValid ? <CensusActionRows rows={result.rows} /> : null}
        </Stack>
      ) : null}
    </Stack>
  );
}

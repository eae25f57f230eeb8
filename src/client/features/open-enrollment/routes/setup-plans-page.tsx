import '@mantine/core/styles/SimpleGrid.css';
import { FileUploadField } from '@client/components/form/file-upload-field';
import { Form } from '@client/components/form/form';
import { useFormErrors } from '@client/components/form/use-form-errors';
import { useKitForm } from '@client/components/form/use-kit-form';
import { usePageTitle } from '@client/lib/page-title';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { SETUP_UPLOAD_KINDS } from '@shared/domain/enums';
import {
  OPEN_ENROLLMENT_MESSAGES,
  SETUP_BENEFIT_TYPE_LABELS,
  SETUP_BENEFIT_TYPES,
  SETUP_FILE_MAX_BYTES,
  SETUP_UPLOAD_KIND_LABELS,
  SETUP_UPLOADS,
  setupUploadField,
} from '@shared/schemas/open-enrollment';
import type { Resolver } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { useSubmitSetup } from '../api/open-enrollment-setup';
import { useSetupCompany } from '../lib/use-setup-company';
import { SETUP_HEADING as HEADING, setupWizard, toSetupRecord } from '../wizard';

/** The types the server accepts (it reads the kind from the content); the size is its default limit. */
const LIMITS = {
  maxBytes: SETUP_FILE_MAX_BYTES,
  types: [
    'application/pdf',
    'image/png',
    'image/jpeg',
    'text/csv',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ],
} as const;

type SetupForm = Record<string, File | null>;
const optionalFile = z.custom<File | null>((value) => value === null || value instanceof File);
/** Plan Documents are required for medical only (docs/spec/2 §5); every other upload is optional. */
const setupFormSchema = z.object(
  Object.fromEntries(
    SETUP_UPLOADS.map(({ field }) => [
      field,
      field === 'medicalDocuments'
        ? z.custom<File>((value) => value instanceof File, OPEN_ENROLLMENT_MESSAGES.medicalDocumentsRequired)
        : optionalFile,
    ]),
  ),
);

/**
 * …/open-enrollment-setup/plans: the Plan Documents and Plan Rates of the six benefit types (docs/spec/2 §2.3); Next
 * submits, then goes where the saved status says (processing-plans). Without a company the flow says so instead.
 */
export function SetupPlansPage() {
  usePageTitle(HEADING);
  const { company, token, search } = useSetupCompany();
  const form = useKitForm<SetupForm>({
    resolver: zodResolver(setupFormSchema) as unknown as Resolver<SetupForm>,
    defaultValues: Object.fromEntries(SETUP_UPLOADS.map(({ field }) => [field, null])),
  });
  const errors = useFormErrors(form);
  const submit = useSubmitSetup(token ?? '');
  const saveAndContinue = setupWizard.useSaveAndContinue('plans', errors);

  // The flow shows the no-company screen instead (OPEN_ENROLLMENT_SETUP_FLOW's redirect).
  if (!company || !token) return null;

  const onSubmit = async (values: SetupForm) => {
    const body = new FormData();
    // The token first: the server reads the form in order and checks it names the address's company.
    body.append('company_id_token', token);
    for (const { field } of SETUP_UPLOADS) {
      const file = values[field];
      if (file instanceof File) body.append(field, file, file.name);
    }
    await saveAndContinue(async () => toSetupRecord(true, await submit.mutateAsync(body)));
  };

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{HEADING}</Title>
        <Text>
          Upload the plan documents and rates of {company.name}'s plans for the renewal. Plan Documents are
          required for medical; everything else is optional.
        </Text>
      </Stack>
      <Form form={form} errors={errors} onSubmit={onSubmit} gap="lg">
        {SETUP_BENEFIT_TYPES.map((line) => (
          <Stack key={line} gap="xs" component="section" aria-labelledby={`setup-${line}`}>
            <Title order={2} size="h3" id={`setup-${line}`}>
              {SETUP_BENEFIT_TYPE_LABELS[line]}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              {SETUP_UPLOAD_KINDS.map((kind) => (
                <FileUploadField
                  key={kind}
                  name={setupUploadField(line, kind)}
                  label={`${SETUP_BENEFIT_TYPE_LABELS[line]} ${SETUP_UPLOAD_KIND_LABELS[kind]}`}
                  withAsterisk={line === 'medical' && kind === 'documents'}
                  limits={LIMITS}
                />
              ))}
            </SimpleGrid>
          </Stack>
        ))}
        <Group justify="space-between">
          <Button component={Link} to={`/employer-dashboard${search}`} variant="default">
            Back
          </Button>
          <Button type="submit" loading={submit.isPending}>
            Next
          </Button>
        </Group>
      </Form>
    </Stack>
  );
}

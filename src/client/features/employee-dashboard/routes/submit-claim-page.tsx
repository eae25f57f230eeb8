import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/SimpleGrid.css';
import { DateField, MoneyField, SelectField, TextareaField, TextField } from '@client/components/form/fields';
import { FileUploadField } from '@client/components/form/file-upload-field';
import { Form } from '@client/components/form/form';
import { useFormErrors } from '@client/components/form/use-form-errors';
import { useKitForm } from '@client/components/form/use-kit-form';
import { usePageTitle } from '@client/lib/page-title';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { CLAIM_LIMITS } from '@shared/domain/claims/claims';
import { RELATIONSHIP_LABELS } from '@shared/domain/employee-dashboard/employee-dashboard';
import {
  CLAIM_PATIENT_EMPLOYEE,
  type ClaimFormValues,
  type ClaimRequest,
  claimRequestSchema,
} from '@shared/schemas/claims';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Resolver } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { claimListQueryOptions, useSubmitClaim, useUploadClaimAttachment } from '../api/claims';
import { useDashboard } from '../lib/dashboard-context';

const HEADING = 'Submit a Claim';
const FILE_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;

type SubmitValues = ClaimFormValues & { attachment: File | null };
const submitSchema = claimRequestSchema.extend({
  attachment: z.custom<File | null>((value) => value === null || value instanceof File),
});

/** What the claim page says when the request went in but its file did not. */
export type ClaimPageNotice = { attachmentRefused: string };

/**
 * submit-claims (docs/spec/2 §2.6; decision 0045): a request to the support team about a claim of a line the
 * employee is enrolled in, with an optional file (a bill, an explanation of benefits). The request is sent,
 * then the file; the claim's page opens either way, saying so if the file was refused.
 */
export function SubmitClaimPage() {
  usePageTitle(HEADING);
  const { dashboard, basePath } = useDashboard();
  const formId = dashboard.employee.employeeFormId;
  const { data } = useSuspenseQuery(claimListQueryOptions(formId));
  const lines = data.claimableLines;
  const navigate = useNavigate();
  const submit = useSubmitClaim(formId);
  const upload = useUploadClaimAttachment(formId);
  const form = useKitForm<SubmitValues, unknown, ClaimRequest & { attachment: File | null }>({
    resolver: zodResolver(submitSchema) as unknown as Resolver<
      SubmitValues,
      unknown,
      ClaimRequest & { attachment: File | null }
    >,
    defaultValues: {
      coverageType: lines.length === 1 ? lines[0]!.coverageType : ('' as ClaimFormValues['coverageType']),
      patient: CLAIM_PATIENT_EMPLOYEE,
      providerName: '',
      dateOfService: '',
      amountBilled: '',
      description: '',
      attachment: null,
    },
  });
  const errors = useFormErrors(form);
  const coverageType = form.watch('coverageType');
  const line = lines.find((l) => l.coverageType === coverageType);
  const members = line?.members ?? [];

  // A person not covered by the newly chosen line is not kept.
  useEffect(() => {
    const patient = form.getValues('patient');
    if (line && !line.members.some((m) => m.value === patient))
      form.setValue('patient', CLAIM_PATIENT_EMPLOYEE);
  }, [line, form]);

  if (lines.length === 0)
    return (
      <Stack gap="md">
        <Title order={1}>{HEADING}</Title>
        <Text>
          Claims help is for the medical, dental and vision coverage you are enrolled in. Once your benefits
          application is signed and includes one of them, you can ask about a claim here.
        </Text>
        <Anchor component={Link} to={`${basePath}/open-claims`}>
          Back to Claims help
        </Anchor>
      </Stack>
    );

  const onSubmit = async ({ attachment, ...request }: ClaimRequest & { attachment: File | null }) => {
    errors.clearError();
    let claimId: string;
    try {
      claimId = (await submit.mutateAsync(request)).id;
    } catch (error) {
      errors.showError(error);
      return;
    }
    let notice: ClaimPageNotice | null = null;
    if (attachment)
      await upload.mutateAsync({ claimId, file: attachment }).catch((error: unknown) => {
        const reason =
          error && typeof error === 'object' && 'fieldErrors' in error
            ? (error as { fieldErrors: Record<string, string> }).fieldErrors.file
            : undefined;
        notice = { attachmentRefused: reason ?? 'The file could not be uploaded. Please try again.' };
      });
    navigate(`${basePath}/claims/${claimId}`, { state: notice });
  };

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{HEADING}</Title>
        <Text>
          Tell us about the claim and what you need. Our support team looks into it with the carrier and
          answers you on the claim's page, usually within two business days.
        </Text>
      </Stack>
      {dashboard.adminMode ? (
        <Alert color="dark" variant="outline" title="Admin mode">
          You are submitting this request for {dashboard.employee.firstName} {dashboard.employee.lastName}. It
          is recorded as sent by you.
        </Alert>
      ) : null}
      <Form form={form} errors={errors} onSubmit={onSubmit} gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <SelectField
            name="coverageType"
            label="Coverage"
            withAsterisk
            placeholder="Choose a coverage"
            options={lines.map((l) => ({ value: l.coverageType, label: `${l.label}: ${l.planName}` }))}
          />
          <SelectField
            name="patient"
            label="Who received the care"
            withAsterisk
            options={members.map((m) => ({
              value: m.value,
              label: `${m.name} (${RELATIONSHIP_LABELS[m.relationship]})`,
            }))}
            disabled={!line}
          />
          <TextField
            name="providerName"
            label="Provider"
            description="The doctor, dentist, clinic, hospital or optician"
            withAsterisk
            maxLength={CLAIM_LIMITS.providerName}
          />
          <DateField name="dateOfService" label="Date of service" withAsterisk />
          <MoneyField
            name="amountBilled"
            label="Amount billed"
            description="What the provider billed, as on the bill"
            withAsterisk
          />
        </SimpleGrid>
        <TextareaField
          name="description"
          label="What happened, and what do you need?"
          description={`Up to ${CLAIM_LIMITS.description} characters. Please leave out Social Security numbers.`}
          withAsterisk
          autosize
          minRows={4}
          maxLength={CLAIM_LIMITS.description}
        />
        <FileUploadField
          name="attachment"
          label="Attachment (optional)"
          limits={{ maxBytes: data.attachmentMaxBytes, types: FILE_TYPES }}
        />
        <Text size="sm">
          A bill, a receipt or the carrier's explanation of benefits helps. You can add more files later.
        </Text>
        <Group justify="space-between">
          <Button component={Link} to={`${basePath}/open-claims`} variant="default">
            Cancel
          </Button>
          <Button type="submit" loading={submit.isPending || upload.isPending}>
            Submit Claim
          </Button>
        </Group>
      </Form>
    </Stack>
  );
}

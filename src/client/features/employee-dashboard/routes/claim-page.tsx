import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Paper.css';
import { Facts } from '@client/components/facts';
import { SelectField, TextareaField } from '@client/components/form/fields';
import { formatBytes } from '@client/components/form/file-limits';
import { FileUploadField } from '@client/components/form/file-upload-field';
import { Form } from '@client/components/form/form';
import { useFormErrors } from '@client/components/form/use-form-errors';
import { useKitForm } from '@client/components/form/use-kit-form';
import { isApiError } from '@client/lib/api-client';
import { usePageTitle } from '@client/lib/page-title';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Card, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { CLAIM_LIMITS, CLAIM_STATUS_LABELS, type ClaimStatus } from '@shared/domain/claims/claims';
import { formatLongIsoDate } from '@shared/domain/dates/dates';
import { formatCents } from '@shared/domain/money/money';
import { type ClaimDetail, claimMessageRequestSchema } from '@shared/schemas/claims';
import { useQuery } from '@tanstack/react-query';
import type { Resolver } from 'react-hook-form';
import { Link, useLocation, useParams } from 'react-router';
import { z } from 'zod';
import {
  claimQueryOptions,
  useChangeClaimStatus,
  usePostClaimMessage,
  useUploadClaimAttachment,
} from '../api/claims';
import { ClaimStatusBadge } from '../components/claim-status-badge';
import { useDashboard } from '../lib/dashboard-context';
import type { ClaimPageNotice } from './submit-claim-page';

const FILE_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;
const dateTime = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * claims/{id} (docs/spec/2 §2.6; decision 0045): one request to the support team, its status, the conversation with
 * a reply box, and its files. Support (operations, in admin mode) also moves the status.
 */
export function ClaimPage() {
  const { claimId = '' } = useParams();
  const { dashboard, basePath } = useDashboard();
  const formId = dashboard.employee.employeeFormId;
  const query = useQuery(claimQueryOptions(formId, claimId));
  usePageTitle(query.data ? `Claim ${query.data.reference}` : 'Claim');
  const back = (
    <Anchor component={Link} to={`${basePath}/open-claims`}>
      Back to Claims help
    </Anchor>
  );
  if (query.isPending) return <Text>Loading the claim…</Text>;
  if (query.isError)
    return (
      <Stack gap="md">
        <Title order={1}>Claim not found</Title>
        <Text>
          {isApiError(query.error, 404)
            ? 'We could not find this claim. It may belong to someone else, or the link may be wrong.'
            : query.error.message}
        </Text>
        {back}
      </Stack>
    );
  return <ClaimView claim={query.data} formId={formId} back={back} />;
}

function ClaimView({ claim, formId, back }: { claim: ClaimDetail; formId: string; back: React.ReactNode }) {
  const notice = useLocation().state as ClaimPageNotice | null;
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Group gap="sm" align="center">
          <Title order={1}>Claim {claim.reference}</Title>
          <ClaimStatusBadge status={claim.status} />
        </Group>
        <Text>{describeStatus(claim.status)}</Text>
      </Stack>
      {notice?.attachmentRefused ? (
        <Alert color="dark" variant="outline" title="Your claim was submitted, but not its file">
          {notice.attachmentRefused} You can add the file below.
        </Alert>
      ) : null}
      <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="claim-details">
        <Stack gap="sm">
          <Title order={2} size="h3" id="claim-details">
            Details
          </Title>
          <Facts
            items={[
              ['Coverage', claim.coverageLabel],
              ['Who received the care', claim.patientName],
              ['Provider', claim.providerName],
              ['Date of service', formatLongIsoDate(claim.dateOfService)],
              ['Amount billed', formatCents(claim.amountBilledCents)],
              ['Submitted', dateTime(claim.submittedAt)],
            ]}
          />
          <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{claim.description}</Text>
        </Stack>
      </Card>
      {claim.nextStatuses.length > 0 ? <StatusForm claim={claim} formId={formId} /> : null}
      <Attachments claim={claim} formId={formId} />
      <Messages claim={claim} formId={formId} />
      {back}
    </Stack>
  );
}

function describeStatus(status: ClaimStatus): string {
  switch (status) {
    case 'open':
      return 'Sent to our support team. We will answer here.';
    case 'in_review':
      return 'Our support team is looking into it with the carrier.';
    case 'resolved':
      return 'Our support team has answered. If something is still wrong, reply below.';
    case 'closed':
      return 'This request is closed. For anything new, please submit another claim.';
  }
}

function Attachments({ claim, formId }: { claim: ClaimDetail; formId: string }) {
  const upload = useUploadClaimAttachment(formId);
  const schema = z.object({ file: z.custom<File>((v) => v instanceof File, 'Choose a file to upload.') });
  const form = useKitForm<{ file: File | null }, unknown, { file: File }>({
    resolver: zodResolver(schema) as unknown as Resolver<{ file: File | null }, unknown, { file: File }>,
    defaultValues: { file: null },
  });
  const errors = useFormErrors(form);
  const canAdd = claim.canReply && claim.attachments.length < CLAIM_LIMITS.attachments;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="claim-files">
      <Stack gap="sm">
        <Title order={2} size="h3" id="claim-files">
          Files
        </Title>
        {claim.attachments.length === 0 ? (
          <Text>No files yet.</Text>
        ) : (
          <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }}>
            {claim.attachments.map((file) => (
              <li key={file.id}>
                <Anchor href={file.downloadHref} download={file.name} style={{ overflowWrap: 'anywhere' }}>
                  Download {file.name}
                </Anchor>{' '}
                <Text span size="sm">
                  ({formatBytes(file.sizeBytes)})
                </Text>
              </li>
            ))}
          </Stack>
        )}
        {canAdd ? (
          <Form
            form={form}
            errors={errors}
            onSubmit={async ({ file }) => {
              if (await errors.attempt(() => upload.mutateAsync({ claimId: claim.id, file }))) {
                form.reset({ file: null });
              }
            }}
            gap="sm"
          >
            <FileUploadField
              name="file"
              label="Add a file"
              limits={{ maxBytes: claim.attachmentMaxBytes, types: FILE_TYPES }}
            />
            <Group>
              <Button type="submit" variant="default" loading={upload.isPending}>
                Upload File
              </Button>
            </Group>
          </Form>
        ) : null}
      </Stack>
    </Card>
  );
}

function Messages({ claim, formId }: { claim: ClaimDetail; formId: string }) {
  const post = usePostClaimMessage(formId, claim.id);
  const replySchema = claimMessageRequestSchema.pick({ body: true });
  const form = useKitForm<{ body: string }>({
    resolver: zodResolver(replySchema) as unknown as Resolver<{ body: string }>,
    defaultValues: { body: '' },
  });
  const errors = useFormErrors(form);
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="claim-messages">
      <Stack gap="sm">
        <Title order={2} size="h3" id="claim-messages">
          Messages
        </Title>
        {claim.messages.length === 0 ? (
          <Text>No messages yet. Our support team will write here.</Text>
        ) : (
          <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {claim.messages.map((message) => (
              <Paper
                component="li"
                key={message.id}
                withBorder
                p="sm"
                radius="md"
                bg={message.author === 'support' ? 'gray.0' : undefined}
              >
                <Text size="sm" fw={600}>
                  {message.authorName}
                  <Text span size="sm" fw={400}>
                    {' · '}
                    {dateTime(message.createdAt)}
                  </Text>
                </Text>
                <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{message.body}</Text>
              </Paper>
            ))}
          </Stack>
        )}
        {claim.canReply ? (
          <Form
            form={form}
            errors={errors}
            onSubmit={async ({ body }) => {
              if (await errors.attempt(() => post.mutateAsync({ body, version: claim.version }))) {
                form.reset({ body: '' });
              }
            }}
            gap="sm"
          >
            <TextareaField
              name="body"
              label="Your message"
              autosize
              minRows={3}
              maxLength={CLAIM_LIMITS.message}
            />
            <Group>
              <Button type="submit" loading={post.isPending}>
                Send Message
              </Button>
            </Group>
          </Form>
        ) : null}
      </Stack>
    </Card>
  );
}

/** Support's control: the statuses the request may move to (the server names them for operations only). */
function StatusForm({ claim, formId }: { claim: ClaimDetail; formId: string }) {
  const change = useChangeClaimStatus(formId, claim.id);
  const schema = z.object({
    status: z.enum(claim.nextStatuses as [ClaimStatus, ...ClaimStatus[]], { error: 'Choose a status.' }),
  });
  const form = useKitForm<{ status: string }, unknown, { status: ClaimStatus }>({
    resolver: zodResolver(schema) as unknown as Resolver<
      { status: string },
      unknown,
      { status: ClaimStatus }
    >,
    defaultValues: { status: '' },
  });
  const errors = useFormErrors(form);
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="claim-status">
      <Form
        form={form}
        errors={errors}
        onSubmit={async ({ status }) => {
          if (await errors.attempt(() => change.mutateAsync({ status, version: claim.version }))) {
            form.reset({ status: '' });
          }
        }}
        gap="sm"
      >
        <Title order={2} size="h3" id="claim-status">
          Status (support)
        </Title>
        <SelectField
          name="status"
          label="Move to"
          placeholder="Choose a status"
          options={claim.nextStatuses.map((s) => ({ value: s, label: CLAIM_STATUS_LABELS[s] }))}
        />
        <Group>
          <Button type="submit" variant="default" loading={change.isPending}>
            Update Status
          </Button>
        </Group>
      </Form>
    </Card>
  );
}

import { useKitForm } from '@client/components/form/use-kit-form';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Code.css';
import { Dialog } from '@client/components/dialog';
import { TextField } from '@client/components/form/fields';
import { Form } from '@client/components/form/form';
import { useFormErrors } from '@client/components/form/use-form-errors';
import { KeyStatusBadge, OneTimeKey } from '@client/components/one-time-key';
import { ResponsiveList } from '@client/components/responsive-list';
import { isApiError } from '@client/lib/api-client';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Code, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import {
  type CreatedPartnerApiKey,
  type CreatePartnerApiKeyRequest,
  createPartnerApiKeyRequestSchema,
  type PartnerApiKey,
  type PartnerSummary,
} from '@shared/schemas/partners';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useCreatePartnerKey } from '../api/create-partner-key';
import { partnersQueryOptions } from '../api/get-partners';
import { useRevokePartnerKey } from '../api/revoke-partner-key';
import { AdminPage } from '../components/admin-page';
import { formatTime } from '../lib/format-time';

const TITLE = 'Partners and API keys';

/** /admin/partners: payroll partners' keys to the partner API, made and revoked by operations (decision 0024). */
export function PartnersPage() {
  return (
    <AdminPage
      heading={TITLE}
      gap="lg"
      intro={
        <>
          A payroll partner adds employees to its companies through the partner API (
          <Anchor href="/api/docs" target="_blank" underline="always">
            documented here
          </Anchor>
          ) with a key sent as <Code>Authorization: Bearer gcp_…</Code>. A key is shown once, when it is made;
          only its first characters are kept in clear.
        </>
      }
    >
      <PartnerList />
    </AdminPage>
  );
}

function PartnerList() {
  const { partners } = useSuspenseQuery(partnersQueryOptions).data;
  if (partners.length === 0) return <Text>No payroll partner is set up.</Text>;
  return (
    <Stack gap="xl">
      {partners.map((partner) => (
        <PartnerKeys key={partner.id} partner={partner} />
      ))}
    </Stack>
  );
}

const statusOf = (key: PartnerApiKey) => <KeyStatusBadge revokedAt={key.revokedAt} />;

function PartnerKeys({ partner }: { partner: PartnerSummary }) {
  const headingId = useId();
  const revoke = useRevokePartnerKey(partner.id);
  const [revoking, setRevoking] = useState<PartnerApiKey | null>(null);
  const revokeButton = (key: PartnerApiKey) =>
    key.revokedAt ? null : (
      <Button variant="default" size="xs" onClick={() => setRevoking(key)} aria-label={`Revoke ${key.name}`}>
        Revoke
      </Button>
    );
  return (
    <Stack component="section" gap="sm" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId}>
        {partner.name}
      </Title>
      {revoke.error && (
        <Alert color="red" variant="light" role="alert">
          {isApiError(revoke.error) ? revoke.error.error : 'Something went wrong. Please try again.'}
        </Alert>
      )}
      {partner.keys.length === 0 ? (
        <Text size="sm">No key yet.</Text>
      ) : (
        <ResponsiveList
          items={partner.keys}
          itemKey={(k) => k.id}
          headers={['Name', 'Key', 'Created', 'Last used', 'Status', 'Actions']}
          row={(k) => (
            <>
              <Table.Th scope="row" fw={600}>
                {k.name}
              </Table.Th>
              <Table.Td>
                <Code>{k.keyPrefix}…</Code>
              </Table.Td>
              <Table.Td>{formatTime(k.createdAt)}</Table.Td>
              <Table.Td>{k.lastUsedAt ? formatTime(k.lastUsedAt) : 'Never'}</Table.Td>
              <Table.Td>{statusOf(k)}</Table.Td>
              <Table.Td>{revokeButton(k)}</Table.Td>
            </>
          )}
          card={(k) => (
            <Stack gap={4}>
              <Group gap="xs">
                <Text fw={600}>{k.name}</Text>
                {statusOf(k)}
              </Group>
              <Code>{k.keyPrefix}…</Code>
              <Text size="sm" c="dimmed">
                Created {formatTime(k.createdAt)}; last used{' '}
                {k.lastUsedAt ? formatTime(k.lastUsedAt) : 'never'}
              </Text>
              <Group>{revokeButton(k)}</Group>
            </Stack>
          )}
        />
      )}
      <CreateKeyForm partner={partner} />
      <Dialog opened={revoking !== null} onClose={() => setRevoking(null)} title="Revoke API key">
        {revoking && (
          <Stack gap="md">
            <Text>
              Revoke “{revoking.name}” of {partner.name}? Requests with this key are refused from now on. This
              cannot be undone.
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setRevoking(null)}>
                Cancel
              </Button>
              <Button
                loading={revoke.isPending}
                onClick={() => revoke.mutate(revoking.id, { onSettled: () => setRevoking(null) })}
              >
                Revoke key
              </Button>
            </Group>
          </Stack>
        )}
      </Dialog>
    </Stack>
  );
}

function CreateKeyForm({ partner }: { partner: PartnerSummary }) {
  const create = useCreatePartnerKey(partner.id);
  const [created, setCreated] = useState<CreatedPartnerApiKey | null>(null);
  const form = useKitForm<CreatePartnerApiKeyRequest>({
    resolver: zodResolver(createPartnerApiKeyRequestSchema),
    defaultValues: { name: '' },
  });
  const errors = useFormErrors(form);

  const onSubmit = async (values: CreatePartnerApiKeyRequest) => {
    if (await errors.attempt(async () => setCreated(await create.mutateAsync(values))))
      form.reset({ name: '' });
  };

  return (
    <Paper withBorder p="md" radius="md">
      {created && (
        <OneTimeKey
          title="Copy this key now"
          secret={created.key}
          testId="new-partner-key"
          onDone={() => setCreated(null)}
        >
          This is the only time the key “{created.apiKey.name}” is shown. Store it in {partner.name}'s
          settings; if it is lost, make a new key and revoke this one.
        </OneTimeKey>
      )}
      <Form form={form} errors={errors} onSubmit={onSubmit}>
        <TextField
          name="name"
          label={`New key for ${partner.name}`}
          description="A name that says where the key is used, like “Nightly payroll sync”."
          withAsterisk
        />
        <Group>
          <Button type="submit" loading={create.isPending}>
            Create key
          </Button>
        </Group>
      </Form>
    </Paper>
  );
}

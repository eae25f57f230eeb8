import { useKitForm } from '@client/components/form/use-kit-form';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Alert.css';
import { TextField } from '@client/components/form/fields';
import { Form } from '@client/components/form/form';
import { useFormErrors } from '@client/components/form/use-form-errors';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Group, List, Modal, Stack, Text, Title } from '@mantine/core';
import {
  DATA_REQUEST_DUE_DAYS,
  type DataRequest,
  type RequestDeleteInformation,
  requestDeleteInformationSchema,
} from '@shared/schemas/data-requests';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import {
  dataRequestsQueryOptions,
  exportUrl,
  useRequestDeletion,
  useRequestInformation,
} from '../api/data-requests';

const day = (iso: string) => new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium' });

/** What a deletion keeps, said before the person confirms (decision 0056). */
const KEPT_BEFORE = [
  'Signed applications and their PDFs (the carrier contract and insurance law require them)',
  'Your employee record at your employer (it belongs to your employer’s plan), with the dependents and beneficiaries a signed application names',
  'Life events you reported and your claims help requests (without your messages and files)',
  'Documents you uploaded for a company you administer (they are the company’s)',
  'Broker-of-record letters you signed and the billing records of companies you administer',
  'The security log of what was done with your account',
];

/** "Request my data" and "Delete my data" on the account page (docs/spec/3 §2; decision 0056). */
export function DataRequestsSection({ onDeleted }: { onDeleted: (request: DataRequest) => void }) {
  const headingId = useId();
  const requests = useQuery(dataRequestsQueryOptions);
  const request = useRequestInformation();
  const [confirming, setConfirming] = useState(false);
  const exports = (requests.data?.requests ?? []).filter((r) => r.kind === 'export');
  return (
    <Stack component="section" gap="sm" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId}>
        Your data
      </Title>
      <Text>
        You can get a copy of everything we hold about you, or ask us to delete it. We answer within{' '}
        {DATA_REQUEST_DUE_DAYS} days; usually at once.
      </Text>
      <Group>
        <Button onClick={() => request.mutate()} loading={request.isPending}>
          Request my data
        </Button>
        <Button color="red" variant="outline" onClick={() => setConfirming(true)}>
          Delete my data
        </Button>
      </Group>
      {request.isSuccess ? (
        <Alert color="brand" variant="light" role="status">
          Your data is ready to download. We also sent you an email.
        </Alert>
      ) : null}
      {exports.length > 0 ? (
        <Stack gap="xs">
          <Title order={3} size="h4">
            Your data requests
          </Title>
          <List spacing="xs">
            {exports.map((r) => (
              <List.Item key={r.id}>
                <Text span>Requested {day(r.receivedAt)}: </Text>
                <Anchor href={exportUrl(r.id, 'json')} download>
                  Download JSON
                </Anchor>
                {' · '}
                <Anchor href={exportUrl(r.id, 'pdf')} download>
                  Download PDF
                </Anchor>
              </List.Item>
            ))}
          </List>
        </Stack>
      ) : null}
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title="Delete my data"
        size="lg"
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <DeleteForm onCancel={() => setConfirming(false)} onDeleted={onDeleted} />
      </Modal>
    </Stack>
  );
}

function DeleteForm({ onCancel, onDeleted }: { onCancel: () => void; onDeleted: (r: DataRequest) => void }) {
  const remove = useRequestDeletion();
  const form = useKitForm<RequestDeleteInformation>({
    resolver: zodResolver(requestDeleteInformationSchema),
    defaultValues: { currentPassword: '' },
  });
  const errors = useFormErrors(form);
  const onSubmit = async (values: RequestDeleteInformation) => {
    errors.clearError();
    try {
      const done = await remove.mutateAsync(values);
      onDeleted(done.request);
    } catch (error) {
      errors.showError(error);
    }
  };
  return (
    <Stack gap="sm">
      <Text>
        We will delete your name and email, your answers on applications you have not signed, the files and
        messages you added to claims help requests, your phone numbers, and dependents and beneficiaries no
        signed application names; then we close your account and sign you out. This cannot be undone. We keep
        what the law, our carrier contracts or your employer’s plan require:
      </Text>
      <List spacing={4}>
        {KEPT_BEFORE.map((k) => (
          <List.Item key={k}>{k}</List.Item>
        ))}
      </List>
      <Form form={form} errors={errors} onSubmit={onSubmit}>
        <TextField
          name="currentPassword"
          label="Your password"
          type="password"
          autoComplete="current-password"
          withAsterisk
        />
        <Group>
          <Button type="submit" color="red" loading={remove.isPending}>
            Delete my data
          </Button>
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
        </Group>
      </Form>
    </Stack>
  );
}

/** After a deletion: what was deleted and what was kept, and why; the person is signed out. */
export function DeletionDone({ request }: { request: DataRequest }) {
  return (
    <Stack gap="md" maw={640}>
      <Title order={1}>Your data has been deleted</Title>
      <Text>Your account is closed and you are signed out. We sent a confirmation to your email.</Text>
      <Title order={2} size="h3">
        What we deleted
      </Title>
      <List spacing="xs">
        {request.deleted
          .filter((d) => d.count > 0)
          .map((d) => (
            <List.Item key={d.what}>{`${d.what} (${d.count})`}</List.Item>
          ))}
      </List>
      <Title order={2} size="h3">
        What we kept, and why
      </Title>
      <List spacing="xs">
        {request.kept.map((k) => (
          <List.Item key={k.what}>
            <Text span fw={600}>
              {k.what} ({k.count}):
            </Text>{' '}
            {k.why}
          </List.Item>
        ))}
      </List>
      {/* A full page load: the session is gone on the server, and the app starts again signed out. */}
      <Anchor href="/login">Go to the sign-in page</Anchor>
    </Stack>
  );
}

import { Dialog } from '@client/components/dialog';
import { TextField } from '@client/components/form/fields';
import { Form } from '@client/components/form/form';
import { useFormErrors } from '@client/components/form/use-form-errors';
import { useKitForm } from '@client/components/form/use-kit-form';
import { PageLoader } from '@client/components/page-loader';
import { ResponsiveList } from '@client/components/responsive-list';
import { isApiError } from '@client/lib/api-client';
import { usePageTitle } from '@client/lib/page-title';
import { useSignedInSession } from '@client/lib/session';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import {
  canRemoveAdministrator,
  LAST_ADMINISTRATOR_MESSAGE,
} from '@shared/domain/company-people/administrators-and-partners';
import { endSentence } from '@shared/domain/text/text';
import {
  type AdministratorInvitationInput,
  type AdministratorInvitationRequest,
  type AdministratorInvitationResponse,
  administratorInvitationRequestSchema,
  type CompanyPerson,
  type PendingAdministratorInvitation,
} from '@shared/schemas/administrators';
import type { CompanySummary } from '@shared/schemas/auth';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Suspense, useId, useState } from 'react';
import { administratorsQueryOptions } from '../api/get-administrators';
import { useInviteAdministrator } from '../api/invite-administrator';
import { useRemoveAdministrator } from '../api/remove-administrator';
import { useRevokeAdministratorInvitation } from '../api/revoke-administrator-invitation';
import { DashboardCompanyPage, DashboardPageHeading } from '../components/dashboard-company-page';
import { formatDay } from '../lib/format-day';

const TITLE = 'Manage administrators';

/** /employer-dashboard/company-information/manage-admins (decision 0024). */
export function ManageAdminsPage() {
  usePageTitle(TITLE);
  return (
    <DashboardCompanyPage title={TITLE}>
      {(company) => (
        <Stack gap="xl">
          <DashboardPageHeading
            title={TITLE}
            intro={
              <Text>
                Administrators of {company.name} manage its employees, benefits and billing. Invite a
                colleague by email; they create their own account from the invitation.
              </Text>
            }
          />
          <Suspense fallback={<PageLoader />}>
            <Administrators company={company} />
          </Suspense>
          <InviteAdministrator company={company} />
        </Stack>
      )}
    </DashboardCompanyPage>
  );
}

const nameOf = (person: CompanyPerson) => person.name ?? person.email;

function Administrators({ company }: { company: CompanySummary }) {
  const session = useSignedInSession();
  const { administrators, brokers, pendingInvitations } = useSuspenseQuery(
    administratorsQueryOptions(company.id),
  ).data;
  const remove = useRemoveAdministrator(company.id);
  const revoke = useRevokeAdministratorInvitation(company.id);
  const [removing, setRemoving] = useState<CompanyPerson | null>(null);
  const ids = administrators.map((a) => a.accountId);
  const adminsHeading = useId();
  const pendingHeading = useId();
  const brokersHeading = useId();
  const failure = remove.error ?? revoke.error;

  const removeButton = (person: CompanyPerson) =>
    canRemoveAdministrator(ids, person.accountId) ? (
      <Button
        variant="default"
        size="xs"
        onClick={() => setRemoving(person)}
        aria-label={`Remove ${nameOf(person)}`}
      >
        Remove
      </Button>
    ) : null;
  const youBadge = (person: CompanyPerson) =>
    person.accountId === session.account.id ? (
      <Text span c="dimmed" fw={400}>
        {' '}
        (you)
      </Text>
    ) : null;

  return (
    <>
      {failure && (
        <Alert color="red" variant="light" role="alert">
          {isApiError(failure) ? failure.error : 'Something went wrong. Please try again.'}
        </Alert>
      )}
      <Stack component="section" gap="sm" aria-labelledby={adminsHeading}>
        <Title order={2} size="h3" id={adminsHeading}>
          Administrators
        </Title>
        {administrators.length === 1 && <Text size="sm">{LAST_ADMINISTRATOR_MESSAGE}</Text>}
        <ResponsiveList
          items={administrators}
          itemKey={(a) => a.accountId}
          headers={['Name', 'Email', 'Added', 'Actions']}
          row={(a) => (
            <>
              <Table.Th scope="row" fw={600}>
                {nameOf(a)}
                {youBadge(a)}
              </Table.Th>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{a.email}</Table.Td>
              <Table.Td>{formatDay(a.addedAt)}</Table.Td>
              <Table.Td>{removeButton(a)}</Table.Td>
            </>
          )}
          card={(a) => (
            <Stack gap={4}>
              <Text fw={600}>
                {nameOf(a)}
                {youBadge(a)}
              </Text>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {a.email}
              </Text>
              <Text size="sm" c="dimmed">
                Added {formatDay(a.addedAt)}
              </Text>
              <Group>{removeButton(a)}</Group>
            </Stack>
          )}
        />
      </Stack>

      <Stack component="section" gap="sm" aria-labelledby={pendingHeading}>
        <Title order={2} size="h3" id={pendingHeading}>
          Pending invitations
        </Title>
        {pendingInvitations.length === 0 ? (
          <Text size="sm">No invitation is waiting to be accepted.</Text>
        ) : (
          <ResponsiveList
            items={pendingInvitations}
            itemKey={(i) => i.id}
            headers={['Email', 'Sent', 'Expires', 'Actions']}
            row={(i: PendingAdministratorInvitation) => (
              <>
                <Table.Th scope="row" fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {i.email}
                </Table.Th>
                <Table.Td>{formatDay(i.sentAt)}</Table.Td>
                <Table.Td>{formatDay(i.expiresAt)}</Table.Td>
                <Table.Td>
                  <RevokeButton invitation={i} onRevoke={() => revoke.mutate(i.id)} busy={revoke.isPending} />
                </Table.Td>
              </>
            )}
            card={(i: PendingAdministratorInvitation) => (
              <Stack gap={4}>
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {i.email}
                </Text>
                <Text size="sm" c="dimmed">
                  Sent {formatDay(i.sentAt)}, expires {formatDay(i.expiresAt)}
                </Text>
                <Group>
                  <RevokeButton invitation={i} onRevoke={() => revoke.mutate(i.id)} busy={revoke.isPending} />
                </Group>
              </Stack>
            )}
          />
        )}
      </Stack>

      <Stack component="section" gap="sm" aria-labelledby={brokersHeading}>
        <Title order={2} size="h3" id={brokersHeading}>
          Brokers acting for this company
        </Title>
        {brokers.length === 0 ? (
          <Text size="sm">No broker acts for {company.name}.</Text>
        ) : (
          <>
            <Text size="sm">Brokers are managed by Groupcover; contact support to change them.</Text>
            <Stack component="ul" gap={4} pl="md" m={0}>
              {brokers.map((b) => (
                <li key={b.accountId}>
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {nameOf(b)} ({b.email})
                  </Text>
                </li>
              ))}
            </Stack>
          </>
        )}
      </Stack>

      <Dialog opened={removing !== null} onClose={() => setRemoving(null)} title="Remove administrator">
        {removing && (
          <Stack gap="md">
            <Text>
              Remove {nameOf(removing)} as an administrator of {company.name}? They will no longer see this
              company's dashboard.
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setRemoving(null)}>
                Cancel
              </Button>
              <Button
                loading={remove.isPending}
                onClick={() => remove.mutate(removing.accountId, { onSettled: () => setRemoving(null) })}
              >
                Remove administrator
              </Button>
            </Group>
          </Stack>
        )}
      </Dialog>
    </>
  );
}

function RevokeButton({
  invitation,
  onRevoke,
  busy,
}: {
  invitation: PendingAdministratorInvitation;
  onRevoke: () => void;
  busy: boolean;
}) {
  return (
    <Button
      variant="default"
      size="xs"
      disabled={busy}
      onClick={onRevoke}
      aria-label={`Revoke the invitation to ${invitation.email}`}
    >
      Revoke
    </Button>
  );
}

function InviteAdministrator({ company }: { company: CompanySummary }) {
  const invite = useInviteAdministrator(company.id);
  const [result, setResult] = useState<AdministratorInvitationResponse | null>(null);
  const form = useKitForm<AdministratorInvitationInput, unknown, AdministratorInvitationRequest>({
    resolver: zodResolver(administratorInvitationRequestSchema),
    defaultValues: { email: '', name: '' },
  });
  const errors = useFormErrors(form);
  const headingId = useId();

  const onSubmit = async (values: AdministratorInvitationRequest) => {
    errors.clearError();
    setResult(null);
    try {
      setResult(await invite.mutateAsync(values));
      form.reset({ email: '', name: '' });
    } catch (error) {
      errors.showError(error);
    }
  };

  return (
    <Stack component="section" gap="sm" aria-labelledby={headingId} maw={560}>
      <Title order={2} size="h3" id={headingId}>
        Invite an administrator
      </Title>
      {result && (
        <Alert color="brand" variant="light" role="status">
          {result.outcome === 'added'
            ? `${endSentence(`${result.email} already had an administrator account and is now an administrator of ${company.name}`)} We e-mailed them.`
            : `We e-mailed an invitation to ${result.email}. The link works for 14 days.`}
        </Alert>
      )}
      <Form form={form} errors={errors} onSubmit={onSubmit}>
        <TextField name="email" label="Email" type="email" autoComplete="off" withAsterisk />
        <TextField name="name" label="Name (optional)" autoComplete="off" />
        <Group>
          <Button type="submit" loading={invite.isPending}>
            Send invitation
          </Button>
        </Group>
      </Form>
    </Stack>
  );
}

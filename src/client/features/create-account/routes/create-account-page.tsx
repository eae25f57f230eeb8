import { TextField } from '@client/components/form/fields';
import { Form } from '@client/components/form/form';
import { useFormErrors } from '@client/components/form/use-form-errors';
import { useKitForm } from '@client/components/form/use-kit-form';
import { PageLoader } from '@client/components/page-loader';
import { usePageTitle } from '@client/lib/page-title';
import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { MIN_PASSWORD_LENGTH } from '@shared/domain/accounts/password';
import {
  type AcceptInvitationRequest,
  createAcceptInvitationSchema,
  type InvitationView,
} from '@shared/schemas/new-hires';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Suspense, useMemo } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useAcceptInvitation } from '../api/accept-invitation';
import { invitationQueryOptions } from '../api/get-invitation';

/**
 * /{companyIdToken}/create-account/{token} (docs/spec/3): the invitation's link. The new employee (or
 * administrator) chooses a password and lands in their application (or the dashboard), signed in.
 */
export function CreateAccountPage() {
  const { account } = useParams();
  return (
    <Stack maw={480} mx="auto" gap="lg">
      {account ? (
        <Suspense fallback={<PageLoader />}>
          <InvitationGate token={account} />
        </Suspense>
      ) : (
        <LinkNoLongerValid />
      )}
    </Stack>
  );
}

function InvitationGate({ token }: { token: string }) {
  const invitation = useSuspenseQuery(invitationQueryOptions(token)).data;
  return invitation ? <CreateAccountForm token={token} invitation={invitation} /> : <LinkNoLongerValid />;
}

function LinkNoLongerValid() {
  usePageTitle('Link no longer valid');
  return (
    <>
      <Title order={1}>This link is no longer valid</Title>
      <Text>
        Invitation links work once and for 14 days, and only the latest one sent to you works. Please ask your
        company's benefits administrator to send you a new invitation.
      </Text>
      <Text>
        Already created your account?{' '}
        <Anchor component={Link} to="/login">
          Sign in
        </Anchor>
      </Text>
    </>
  );
}

function CreateAccountForm({ token, invitation }: { token: string; invitation: InvitationView }) {
  usePageTitle('Create your account');
  const navigate = useNavigate();
  const accept = useAcceptInvitation(token);
  const schema = useMemo(() => createAcceptInvitationSchema(invitation.email), [invitation.email]);
  const form = useKitForm<AcceptInvitationRequest>({
    resolver: zodResolver(schema),
    defaultValues: { password: '', passwordConfirmation: '' },
  });
  const errors = useFormErrors(form);

  const onSubmit = async (request: AcceptInvitationRequest) => {
    errors.clearError();
    try {
      const { redirectTo } = await accept.mutateAsync(request);
      navigate(redirectTo, { replace: true });
    } catch (error) {
      errors.showError(error);
    }
  };

  return (
    <>
      <Stack gap={4}>
        <Title order={1}>Create your account</Title>
        <Text>
          {invitation.firstName ? `Welcome, ${invitation.firstName}! ` : ''}
          {invitation.kind === 'employee'
            ? `${invitation.companyName} invited you to apply for your benefits.`
            : `You were invited to manage ${invitation.companyName}'s benefits.`}{' '}
          Choose a password to create your account.
        </Text>
      </Stack>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
        <Form form={form} errors={errors} onSubmit={onSubmit}>
          <Stack gap={2}>
            <Text size="sm" c="dimmed">
              Email
            </Text>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {invitation.email}
            </Text>
            {/* For password managers: the account this password belongs to. */}
            <input type="hidden" name="username" autoComplete="username" value={invitation.email} readOnly />
          </Stack>
          <TextField
            name="password"
            type="password"
            label="Password"
            withAsterisk
            autoComplete="new-password"
            description={`At least ${MIN_PASSWORD_LENGTH} characters. A short sentence is easy to remember.`}
          />
          <TextField
            name="passwordConfirmation"
            type="password"
            label="Confirm password"
            withAsterisk
            autoComplete="new-password"
          />
          <Button type="submit" loading={accept.isPending}>
            Create account
          </Button>
        </Form>
      </Paper>
    </>
  );
}

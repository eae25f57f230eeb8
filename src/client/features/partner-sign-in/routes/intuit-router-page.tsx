import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import { TextField } from '@client/components/form/fields';
import { Form } from '@client/components/form/form';
import { useFormErrors } from '@client/components/form/use-form-errors';
import { useKitForm } from '@client/components/form/use-kit-form';
import { PageLoader } from '@client/components/page-loader';
import { isApiError } from '@client/lib/api-client';
import { usePageTitle } from '@client/lib/page-title';
import { useSignedInSession } from '@client/lib/session';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { localPath } from '@shared/domain/local-path';
import { type AccountCredentials, accountCredentialsSchema } from '@shared/schemas/accounts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type Path, useController } from 'react-hook-form';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { ownAccountQuery, useUpdateCredentials } from '../api/update-credentials';

const TITLE = 'Create your Groupcover account';

/**
 * /intuit/router (docs/spec/3 §2 "Accounting-software connect page (QuickBooks-type): account creation with email and
 * password, then navigation onward"; decision 0058). After a QuickBooks sign-in: an account that has no password
 * of its own chooses its email and password here, then goes on to `return_to` (a path of this site) or its home;
 * an account that has one goes on at once.
 */
export function IntuitRouterPage() {
  usePageTitle(TITLE);
  const session = useSignedInSession();
  const onward = localPath(useSearchParams()[0].get('return_to')) ?? session.homePath;
  const account = useQuery(ownAccountQuery());
  if (account.error) throw account.error;
  if (!account.data) return <PageLoader />;
  if (account.data.hasPassword) return <Navigate to={onward} replace />;
  return <CreateAccountForm email={account.data.email} onward={onward} />;
}

function CreateAccountForm({ email, onward }: { email: string; onward: string }) {
  const navigate = useNavigate();
  const save = useUpdateCredentials();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useKitForm<AccountCredentials>({
    resolver: zodResolver(accountCredentialsSchema),
    defaultValues: { email, password: '' },
  });
  const errors = useFormErrors(form, { focus: 'alert' });

  const onSubmit = async (values: AccountCredentials) => {
    setFailure(null);
    try {
      await save.mutateAsync(values);
      navigate(onward, { replace: true });
    } catch (error) {
      if (!isApiError(error)) return errors.showError(error);
      // docs/spec/3 §8: the server's errors on the form, joined by commas; each also at its field.
      const messages = [...new Set(Object.values(error.fieldErrors))];
      for (const [field, message] of Object.entries(error.fieldErrors))
        if (field === 'email' || field === 'password')
          form.setError(field as Path<AccountCredentials>, { type: 'server', message });
      setFailure((messages.length > 0 ? messages : [error.error]).join(', '));
    }
  };

  return (
    <Stack gap="lg" maw={520}>
      <Title order={1}>{TITLE}</Title>
      <Text>
        You signed in with QuickBooks. Choose the email and password you will use to sign in to Groupcover
        directly, then we will take you on.
      </Text>
      <Form form={form} errors={errors} onSubmit={onSubmit}>
        {failure ? (
          <Alert color="red" role="alert" title="Your account could not be created">
            {failure}
          </Alert>
        ) : null}
        <TextField name="email" label="Email" withAsterisk type="email" autoComplete="email" />
        <PasswordField />
        <Group>
          <Button type="submit" loading={save.isPending}>
            Create account
          </Button>
        </Group>
      </Form>
    </Stack>
  );
}

/** The new password (the house's rule: at least 12 characters, not the email). */
function PasswordField() {
  const { field, fieldState } = useController<AccountCredentials, 'password'>({ name: 'password' });
  const error = fieldState.error?.message;
  return (
    <PasswordInput
      label="Password"
      withAsterisk
      description="At least 12 characters, not your email address."
      autoComplete="new-password"
      name={field.name}
      ref={field.ref}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={error}
      aria-invalid={error ? true : undefined}
      visibilityToggleButtonProps={{ 'aria-label': 'Show or hide the password' }}
    />
  );
}

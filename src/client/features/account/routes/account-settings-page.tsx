import { BadLinkPage } from '@client/app/bad-link-page';
import { TextField } from '@client/components/form/fields';
import { Form } from '@client/components/form/form';
import { useFormErrors } from '@client/components/form/use-form-errors';
import { useKitForm } from '@client/components/form/use-kit-form';
import { PageLoader } from '@client/components/page-loader';
import { ApiError } from '@client/lib/api-client';
import { usePageTitle } from '@client/lib/page-title';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import {
  ACCOUNT_SETTINGS_MESSAGES,
  type AccountSettings,
  type UpdateAccountSettings,
  updateAccountSettingsSchema,
} from '@shared/schemas/accounts';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useParams } from 'react-router';
import { accountSettingsQueryOptions, useUpdateAccountSettings } from '../api/account-settings';

const TITLE = 'Account settings';

/**
 * /account/{accountId} (docs/spec/3 §2 "User settings page (name, email), with data request and data deletion
 * request actions"; decision 0056). Only one's own id: another's is the bad-link page (the server answers 404).
 */
export function AccountSettingsPage({ children }: { children?: (settings: AccountSettings) => ReactNode }) {
  usePageTitle(TITLE);
  const { accountId = '' } = useParams();
  const query = useQuery(accountSettingsQueryOptions(accountId));
  if (query.error) {
    if (query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400)) {
      return <BadLinkPage heading="Whoops! Bad Link." />;
    }
    throw query.error;
  }
  if (!query.data) return <PageLoader />;
  return (
    <Stack gap="xl" maw={640}>
      <Title order={1}>{TITLE}</Title>
      <SettingsForm settings={query.data} />
      {children?.(query.data)}
    </Stack>
  );
}

function SettingsForm({ settings }: { settings: AccountSettings }) {
  const save = useUpdateAccountSettings();
  const [saved, setSaved] = useState(false);
  const headingId = useId();
  const defaults = {
    name: settings.name ?? '',
    email: settings.email,
    currentPassword: '',
    version: settings.version,
  };
  const form = useKitForm<UpdateAccountSettings>({
    resolver: zodResolver(updateAccountSettingsSchema),
    defaultValues: defaults,
  });
  const errors = useFormErrors(form);
  const email = useWatch({ control: form.control, name: 'email' });
  const emailChanged = email.trim().toLowerCase() !== settings.email;

  const onSubmit = async (values: UpdateAccountSettings) => {
    errors.clearError();
    setSaved(false);
    if (values.email.trim().toLowerCase() !== settings.email && !values.currentPassword) {
      form.setError('currentPassword', { message: ACCOUNT_SETTINGS_MESSAGES.currentPasswordRequired });
      return;
    }
    try {
      const next = await save.mutateAsync(values);
      form.reset({ name: next.name ?? '', email: next.email, currentPassword: '', version: next.version });
      setSaved(true);
    } catch (error) {
      errors.showError(error);
    }
  };

  return (
    <Stack component="section" gap="sm" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId}>
        Your details
      </Title>
      <Form form={form} errors={errors} onSubmit={onSubmit}>
        <TextField name="name" label="Name" withAsterisk autoComplete="name" />
        <TextField name="email" label="Email" withAsterisk type="email" autoComplete="email" />
        {emailChanged || !settings.hasPassword ? (
          <TextField
            name="currentPassword"
            label="Current password"
            type="password"
            autoComplete="current-password"
            description="Needed to change the email you sign in with."
          />
        ) : null}
        {saved ? (
          <Alert color="brand" variant="light" role="status">
            {ACCOUNT_SETTINGS_MESSAGES.saved}
          </Alert>
        ) : null}
        <Group>
          <Button type="submit" loading={save.isPending}>
            Save changes
          </Button>
        </Group>
      </Form>
      <Text size="sm" c="dimmed">
        We use this email to sign you in and to write to you about your benefits.
      </Text>
    </Stack>
  );
}

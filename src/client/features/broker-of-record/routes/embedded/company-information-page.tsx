import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import { TextField } from '@client/components/form/fields';
import { Form } from '@client/components/form/form';
import { useFormErrors } from '@client/components/form/use-form-errors';
import { useKitForm } from '@client/components/form/use-kit-form';
import { StepActions } from '@client/components/wizard/step-actions';
import { useCompanyToken } from '@client/lib/company-token';
import { zodResolver } from '@hookform/resolvers/zod';
import { Paper, PasswordInput, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { checkNewPassword } from '@shared/domain/accounts/password';
import { BOR_MESSAGES } from '@shared/domain/broker-of-record/application';
import type { BorAccount } from '@shared/schemas/broker-of-record';
import { borCompanyProfileFieldsSchema } from '@shared/schemas/broker-of-record';
import { ALWAYS_REFINE } from '@shared/schemas/fields';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { type Resolver, useController } from 'react-hook-form';
import { z } from 'zod';
import { borAccountQueryOptions, useUpdateBorAccount } from '../../api/account';
import { useUpdateCompanyProfile } from '../../api/company-profile';
import { CompanyFields } from '../../components/company-fields';
import {
  type CompanyFieldValues,
  toCompanyBody,
  toCompanyFieldValues,
} from '../../lib/basic-information-form';
import { borEmbeddedWizard } from '../../wizard';
import { EmbeddedFrame } from './embedded-frame';

const TITLE = 'Company Information';

type CompanyInformationValues = CompanyFieldValues & { accountEmail: string; password: string };

/**
 * The company fields' schema (the FEIN required when none is on file) and, when the account may set a password,
 * the house's password rule on a typed one (decision 0022; empty keeps signing in through the partner).
 */
function buildSchema(feinOnFile: boolean, account: BorAccount) {
  return z
    .object({ ...borCompanyProfileFieldsSchema.shape, accountEmail: z.string(), password: z.string() })
    .superRefine((values, ctx) => {
      if (!feinOnFile && values.fein === '')
        ctx.addIssue({ code: 'custom', path: ['fein'], message: BOR_MESSAGES.feinRequired });
      if (account.canSetCredentials && values.password !== '') {
        const problem = checkNewPassword(
          { password: values.password, passwordConfirmation: values.password },
          values.accountEmail,
        ).password;
        if (problem) ctx.addIssue({ code: 'custom', path: ['password'], message: problem });
      }
    }, ALWAYS_REFINE);
}

/**
 * …/broker-of-record/company-information (docs/spec/3 §2, §5): the authorized representative and the company's
 * address (the shared company fields), and, only when GET account says canSetCredentials, a password for the
 * account, sent with its email through update_account before the company is saved. Then the server's next
 * section.
 */
export function CompanyInformationPage() {
  const { record: profile } = borEmbeddedWizard.useWizardPaths();
  const { previousPath } = borEmbeddedWizard.useStepNavigation('companyInformation');
  const { data: account } = useSuspenseQuery(borAccountQueryOptions());
  const save = useUpdateCompanyProfile(useCompanyToken());
  const updateAccount = useUpdateBorAccount();
  const feinOnFile = profile.feinMasked !== null;
  const resolver = useMemo(
    () => zodResolver(buildSchema(feinOnFile, account)) as unknown as Resolver<CompanyInformationValues>,
    [feinOnFile, account],
  );
  const form = useKitForm<CompanyInformationValues>({
    resolver,
    defaultValues: { ...toCompanyFieldValues(profile), accountEmail: account.email, password: '' },
  });
  const errors = useFormErrors(form);
  const saveAndContinue = borEmbeddedWizard.useSaveAndContinue('companyInformation', errors);

  const onSubmit = async ({ accountEmail, password, ...company }: CompanyInformationValues) => {
    if (account.canSetCredentials && password !== '') {
      errors.clearError();
      try {
        await updateAccount.mutateAsync({ email: accountEmail, password });
      } catch (error) {
        errors.showError(error, { email: 'accountEmail' });
        return;
      }
    }
    await saveAndContinue(() =>
      save.mutateAsync({
        version: profile.version,
        section: 'companyInformation',
        ...toCompanyBody(company),
      }),
    );
  };

  return (
    <EmbeddedFrame
      title={TITLE}
      subtitle="Who may approve the change of broker, and where the company is."
      profile={profile}
      backTo={previousPath}
    >
      <Form form={form} errors={errors} onSubmit={onSubmit} gap="lg">
        <Paper withBorder radius="md" p="md">
          <CompanyFields feinMasked={profile.feinMasked} partnerContact={profile.partner !== null} />
        </Paper>
        {account.canSetCredentials ? (
          <Paper withBorder radius="md" p="md" component="section" aria-labelledby="sign-in-heading">
            <Stack gap="sm">
              <Title order={2} size="h4" id="sign-in-heading">
                Your Groupcover sign-in (optional)
              </Title>
              <Text size="sm" c="dimmed">
                You came here through your partner. Choose a password to also sign in to Groupcover directly.
              </Text>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <TextField name="accountEmail" label="Sign-in email" type="email" autoComplete="username" />
                <PasswordField />
              </SimpleGrid>
            </Stack>
          </Paper>
        ) : null}
        <StepActions previousPath={previousPath} saving={save.isPending || updateAccount.isPending} />
      </Form>
    </EmbeddedFrame>
  );
}

/** The new password (at least 12 characters, not the email). */
function PasswordField() {
  const { field, fieldState } = useController({ name: 'password' });
  const error = fieldState.error?.message;
  return (
    <PasswordInput
      label="Password"
      description="At least 12 characters. Leave empty to keep signing in through your partner."
      autoComplete="new-password"
      name={field.name}
      ref={field.ref}
      value={field.value as string}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={error}
      aria-invalid={error ? true : undefined}
      visibilityToggleButtonProps={{ 'aria-label': 'Show or hide the password' }}
    />
  );
}

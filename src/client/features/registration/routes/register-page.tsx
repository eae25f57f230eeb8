import '@mantine/core/styles/SimpleGrid.css';
import { RadioGroupField, StateField, TextField } from '@client/components/form/fields';
import { Form } from '@client/components/form/form';
import { useFormErrors } from '@client/components/form/use-form-errors';
import { useKitForm } from '@client/components/form/use-kit-form';
import { usePageTitle } from '@client/lib/page-title';
import { returnPathFrom } from '@client/lib/return-to';
import { useSession } from '@client/lib/session';
import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { MIN_PASSWORD_LENGTH } from '@shared/domain/accounts/password';
import { isValidEmployeeCount } from '@shared/domain/ben-admin/pricing';
import {
  parseRegistrationPath,
  REGISTRATION_PATH_LABELS,
  REGISTRATION_PATHS,
  type RegistrationPath,
  startPathOf,
} from '@shared/domain/registration/paths';
import { type RegistrationRequest, registrationRequestSchema } from '@shared/schemas/registration';
import type { Resolver } from 'react-hook-form';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useLeadWrites, useRegister } from '../api';

const HEADING = 'Get started with Groupcover';

const PATH_OPTIONS = REGISTRATION_PATHS.map((value) => ({
  value,
  label: REGISTRATION_PATH_LABELS[value].label,
  description: REGISTRATION_PATH_LABELS[value].description,
}));

type Values = Omit<RegistrationRequest, 'path' | 'state'> & { path: RegistrationPath | null; state: string };

/**
 * /register (docs/spec/3 §2; decision 0052): the entry that sends a new employer to the right path. Signed out, it
 * asks what they sign up for and creates the account and the company; benefits administration chosen on its
 * landing (`?employees=`) makes the lead with that count and goes to payment. Signed in, it lists the paths.
 */
export function RegisterPage() {
  usePageTitle(HEADING);
  const session = useSession();
  return (
    <Stack maw={640} mx="auto" gap="lg">
      <Title order={1}>{HEADING}</Title>
      {session ? <ChoosePath email={session.account.email} /> : <RegistrationForm />}
    </Stack>
  );
}

function ChoosePath({ email }: { email: string }) {
  return (
    <>
      <Text>You are signed in as {email}. What would you like to do?</Text>
      <Stack gap="sm">
        {REGISTRATION_PATHS.map((path) => (
          <Paper key={path} withBorder radius="md" p="md">
            <Anchor component={Link} to={startPathOf(path, false)} fw={600}>
              {REGISTRATION_PATH_LABELS[path].label}
            </Anchor>
            <Text size="sm">{REGISTRATION_PATH_LABELS[path].description}</Text>
          </Paper>
        ))}
      </Stack>
    </>
  );
}

function RegistrationForm() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const register = useRegister();
  const leads = useLeadWrites();
  const chosen = parseRegistrationPath(search.get('path'));
  const employees = Number(search.get('employees'));
  const form = useKitForm<Values>({
    resolver: zodResolver(registrationRequestSchema) as unknown as Resolver<Values>,
    defaultValues: {
      path: chosen,
      name: '',
      companyName: '',
      state: '',
      email: '',
      password: '',
      passwordConfirmation: '',
    },
  });
  const errors = useFormErrors(form);
  const onSubmit = async (values: Values) => {
    errors.clearError();
    try {
      const request = values as RegistrationRequest;
      const { redirectTo } = await register.mutateAsync(request);
      // The landing's count makes the lead at once, so the next page is payment.
      if (request.path === 'benefits_administration' && isValidEmployeeCount(employees)) {
        await leads.save({ section: 'subscription', version: null, employeeCount: employees });
        navigate(startPathOf(request.path, true), { replace: true });
      } else navigate(redirectTo, { replace: true });
    } catch (error) {
      errors.showError(error);
    }
  };
  // Back to the page that sent the visitor here (a flow's address, its company kept), else the path's start.
  const returnTo = returnPathFrom(useLocation().state) ?? (chosen ? startPathOf(chosen, false) : '/');
  return (
    <>
      <Text>Create your account to start. It takes a minute; you can finish the rest later.</Text>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
        <Form form={form} errors={errors} onSubmit={onSubmit}>
          <RadioGroupField<RegistrationPath>
            name="path"
            legend="What are you signing up for?"
            options={PATH_OPTIONS}
            required
            vertical
          />
          <TextField name="name" label="Your name" autoComplete="name" withAsterisk />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextField
              name="companyName"
              label="Company legal name"
              autoComplete="organization"
              withAsterisk
            />
            <StateField name="state" withAsterisk description="Where the company is based" />
          </SimpleGrid>
          <TextField name="email" type="email" label="Work email" autoComplete="email" withAsterisk />
          <TextField
            name="password"
            type="password"
            label="Password"
            autoComplete="new-password"
            description={`At least ${MIN_PASSWORD_LENGTH} characters. A short sentence is easy to remember.`}
            withAsterisk
          />
          <TextField
            name="passwordConfirmation"
            type="password"
            label="Confirm password"
            autoComplete="new-password"
            withAsterisk
          />
          <Button type="submit" loading={form.formState.isSubmitting}>
            Create account
          </Button>
        </Form>
      </Paper>
      <Text>
        Already have an account?{' '}
        <Anchor component={Link} to="/login" state={{ returnTo }} underline="always">
          Log in
        </Anchor>
      </Text>
    </>
  );
}

import { TextField } from '@client/components/form/fields';
import { Form } from '@client/components/form/form';
import { useFormErrors } from '@client/components/form/use-form-errors';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@mantine/core';
import { type LoginRequest, loginRequestSchema } from '@shared/schemas/auth';
import { useForm } from 'react-hook-form';
import { useSignIn } from '../api/create-session';

/** Email and password (the form kit): field errors at the fields, the server's message once above them. */
export function LoginForm() {
  const signIn = useSignIn();
  const form = useForm<LoginRequest>({
    resolver: zodResolver(loginRequestSchema),
    defaultValues: { email: '', password: '' },
  });
  const errors = useFormErrors(form);

  const onSubmit = async (credentials: LoginRequest) => {
    errors.clearError();
    try {
      await signIn.mutateAsync(credentials);
    } catch (error) {
      errors.showError(error);
    }
  };

  return (
    <Form form={form} errors={errors} onSubmit={onSubmit}>
      <TextField name="email" label="Email" type="email" autoComplete="username" />
      <TextField name="password" label="Password" type="password" autoComplete="current-password" />
      <Button type="submit" loading={form.formState.isSubmitting}>
        Sign in
      </Button>
    </Form>
  );
}

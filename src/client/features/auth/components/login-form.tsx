import { isApiError } from '@client/lib/api-client';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { type LoginRequest, loginRequestSchema } from '@shared/schemas/auth';
import { useForm } from 'react-hook-form';
import { useSignIn } from '../api/create-session';

const LOGIN_FIELDS = ['email', 'password'] as const;

/** Email and password; field errors at the fields, the server's message once above them. */
export function LoginForm() {
  const signIn = useSignIn();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<LoginRequest>({
    resolver: zodResolver(loginRequestSchema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit((credentials) =>
    signIn.mutate(credentials, {
      onError: (error) => {
        if (!isApiError(error)) return;
        for (const field of LOGIN_FIELDS) {
          const message = error.fieldErrors[field];
          if (message) setError(field, { message });
        }
      },
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {signIn.error && (
          <Alert color="red" variant="light">
            {isApiError(signIn.error) ? signIn.error.error : 'Something went wrong. Please try again.'}
          </Alert>
        )}
        <TextInput
          label="Email"
          type="email"
          autoComplete="username"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextInput
          label="Password"
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <Button type="submit" loading={signIn.isPending}>
          Sign in
        </Button>
      </Stack>
    </form>
  );
}

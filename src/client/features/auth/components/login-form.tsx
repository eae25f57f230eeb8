import { isApiError } from '@client/lib/api-client';
import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { checkSignInInput, type SignInErrors, type SignInInput } from '@shared/domain/sign-in/sign-in';
import { type FormEvent, useRef, useState } from 'react';
import { useSignIn } from '../api/create-session';

/** The inputs in page order: the first one with an error takes the focus. */
const LOGIN_FIELDS = [
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'username' },
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'current-password' },
] as const;

/**
 * Email and password; field errors at the fields, the server's message once above them. Checked with the
 * shared sign-in rule, without a form or schema library: this is the first page most people load.
 */
export function LoginForm() {
  const signIn = useSignIn();
  const [errors, setErrors] = useState<SignInErrors>({});
  const fields = { email: useRef<HTMLInputElement>(null), password: useRef<HTMLInputElement>(null) };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const credentials: SignInInput = {
      email: String(data.get('email') ?? '').trim(),
      password: String(data.get('password') ?? ''),
    };
    const found = checkSignInInput(credentials);
    setErrors(found);
    const first = LOGIN_FIELDS.find(({ name }) => found[name]);
    if (first) {
      fields[first.name].current?.focus();
      return;
    }
    signIn.mutate(credentials, {
      onError: (error) => {
        if (!isApiError(error)) return;
        const fromServer: SignInErrors = {};
        for (const { name } of LOGIN_FIELDS)
          if (error.fieldErrors[name]) fromServer[name] = error.fieldErrors[name];
        setErrors(fromServer);
      },
    });
  };

  // A field's error goes away as soon as it is edited.
  const clear = (field: keyof SignInErrors) => () =>
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {signIn.error && (
          <Alert color="red" variant="light">
            {isApiError(signIn.error) ? signIn.error.error : 'Something went wrong. Please try again.'}
          </Alert>
        )}
        {LOGIN_FIELDS.map((field) => (
          <TextInput
            key={field.name}
            ref={fields[field.name]}
            {...field}
            error={errors[field.name]}
            onChange={clear(field.name)}
          />
        ))}
        <Button type="submit" loading={signIn.isPending}>
          Sign in
        </Button>
      </Stack>
    </form>
  );
}

import { describe, expect, it } from 'vitest';
import { checkSignInInput, SIGN_IN_MESSAGES } from './sign-in';

describe('checkSignInInput', () => {
  it('accepts an email and a password, trimming the email', () => {
    expect(checkSignInInput({ email: ' employee@example.com ', password: 'demo-password' })).toEqual({});
    expect(checkSignInInput({ email: "o'neil+hr@mail.example.co", password: 'x' })).toEqual({});
  });

  it('asks for both when empty', () => {
    expect(checkSignInInput({ email: '  ', password: '' })).toEqual({
      email: SIGN_IN_MESSAGES.emailRequired,
      password: SIGN_IN_MESSAGES.passwordRequired,
    });
  });

  it.each([
    'employee',
    'employee@',
    '@example.com',
    'employee@example',
    '.employee@example.com',
    'employee.@example.com',
    'em..ployee@example.com',
    'employee@exa mple.com',
  ])('refuses %j as an email', (email) => {
    expect(checkSignInInput({ email, password: 'x' })).toEqual({ email: SIGN_IN_MESSAGES.emailInvalid });
  });

  it('refuses control characters and over-long passwords', () => {
    expect(checkSignInInput({ email: 'a\u0000@example.com', password: 'p\u0007' })).toEqual({
      email: SIGN_IN_MESSAGES.specialCharacters,
      password: SIGN_IN_MESSAGES.specialCharacters,
    });
    expect(checkSignInInput({ email: 'a@example.com', password: 'x'.repeat(201) })).toEqual({
      password: SIGN_IN_MESSAGES.passwordTooLong,
    });
    expect(checkSignInInput({ email: 'a@example.com', password: 'x'.repeat(200) })).toEqual({});
  });
});

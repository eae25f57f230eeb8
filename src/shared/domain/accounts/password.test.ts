import { describe, expect, it } from 'vitest';
import { checkNewPassword, PASSWORD_MESSAGES } from './password';

const EMAIL = 'dana.lee@example.com';
const check = (password: string, passwordConfirmation = password) =>
  checkNewPassword({ password, passwordConfirmation }, EMAIL);

describe('checkNewPassword', () => {
  it('accepts a long password typed twice alike', () => {
    expect(check('correct horse battery')).toEqual({});
  });

  it('asks for both fields when empty', () => {
    expect(check('', '')).toEqual({
      password: PASSWORD_MESSAGES.required,
      passwordConfirmation: PASSWORD_MESSAGES.confirmationRequired,
    });
  });

  it('refuses fewer than 12 characters and accepts exactly 12', () => {
    expect(check('elevenchars').password).toBe(PASSWORD_MESSAGES.tooShort);
    expect(check('twelve chars')).toEqual({});
  });

  it('refuses more than 200 characters', () => {
    expect(check('a'.repeat(201)).password).toBe(PASSWORD_MESSAGES.tooLong);
  });

  it('refuses the email as the password, whatever its case', () => {
    expect(check('Dana.Lee@Example.com').password).toBe(PASSWORD_MESSAGES.sameAsEmail);
  });

  it('refuses control characters', () => {
    expect(check('long password\u0000here').password).toBe(PASSWORD_MESSAGES.specialCharacters);
  });

  it('names a confirmation that differs', () => {
    expect(check('correct horse battery', 'correct horse batter')).toEqual({
      passwordConfirmation: PASSWORD_MESSAGES.mismatch,
    });
  });
});

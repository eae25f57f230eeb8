import { MAX_PASSWORD_LENGTH } from '../sign-in/sign-in';
import { hasSpecialCharacters, SPECIAL_CHARACTERS_MESSAGE } from '../text/text';

export const MIN_PASSWORD_LENGTH = 12;

export const PASSWORD_MESSAGES = {
  required: 'Please choose a password.',
  tooShort: `Please use at least ${MIN_PASSWORD_LENGTH} characters.`,
  tooLong: `Please use ${MAX_PASSWORD_LENGTH} characters or fewer.`,
  sameAsEmail: 'Please choose a password that is not your email address.',
  confirmationRequired: 'Please enter the password again.',
  mismatch: 'The passwords do not match.',
  specialCharacters: SPECIAL_CHARACTERS_MESSAGE,
} as const;

export type NewPasswordInput = { password: string; passwordConfirmation: string };
export type NewPasswordErrors = Partial<Record<keyof NewPasswordInput, string>>;

/**
 * A new account's password (decision 0022, after NIST SP 800-63B): at least 12 and at most 200 characters,
 * no control characters, not the account's email (in any case), typed twice alike. No composition rules:
 * length is what makes a password strong, and rules about digits and symbols make people write them down.
 */
export function checkNewPassword(input: NewPasswordInput, email: string): NewPasswordErrors {
  const errors: NewPasswordErrors = {};
  const { password, passwordConfirmation } = input;
  if (password === '') errors.password = PASSWORD_MESSAGES.required;
  else if (hasSpecialCharacters(password)) errors.password = PASSWORD_MESSAGES.specialCharacters;
  else if ([...password].length < MIN_PASSWORD_LENGTH) errors.password = PASSWORD_MESSAGES.tooShort;
  else if (password.length > MAX_PASSWORD_LENGTH) errors.password = PASSWORD_MESSAGES.tooLong;
  else if (email !== '' && password.trim().toLowerCase() === email.trim().toLowerCase())
    errors.password = PASSWORD_MESSAGES.sameAsEmail;
  if (passwordConfirmation === '') errors.passwordConfirmation = PASSWORD_MESSAGES.confirmationRequired;
  else if (!errors.password && passwordConfirmation !== password)
    errors.passwordConfirmation = PASSWORD_MESSAGES.mismatch;
  return errors;
}

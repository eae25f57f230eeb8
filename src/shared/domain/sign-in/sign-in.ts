import { hasSpecialCharacters, SPECIAL_CHARACTERS_MESSAGE } from '../text/text';

export const SIGN_IN_MESSAGES = {
  emailRequired: 'Enter your email.',
  emailInvalid: 'Enter a valid email address.',
  passwordRequired: 'Enter your password.',
  passwordTooLong: 'That password is too long.',
  specialCharacters: SPECIAL_CHARACTERS_MESSAGE,
} as const;

export const MAX_PASSWORD_LENGTH = 200;

// A practical address check (the shape zod's email check uses): a local part that neither starts nor ends
// with a dot nor holds two in a row, an @, and dot-separated labels ending in a top-level name of letters.
const EMAIL_PATTERN =
  /^(?!\.)(?!.*\.\.)[A-Za-z0-9_'+\-.]*[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export type SignInInput = { email: string; password: string };
export type SignInErrors = Partial<Record<keyof SignInInput, string>>;

/**
 * The sign-in form's rules, for the page and the server alike (the page loads no schema library): an email
 * (trimmed) of a valid shape and a password of at most 200 characters, neither holding control characters.
 */
export function checkSignInInput(input: SignInInput): SignInErrors {
  const errors: SignInErrors = {};
  const email = input.email.trim();
  if (email === '') errors.email = SIGN_IN_MESSAGES.emailRequired;
  else if (hasSpecialCharacters(email)) errors.email = SIGN_IN_MESSAGES.specialCharacters;
  else if (!EMAIL_PATTERN.test(email)) errors.email = SIGN_IN_MESSAGES.emailInvalid;
  if (input.password === '') errors.password = SIGN_IN_MESSAGES.passwordRequired;
  else if (hasSpecialCharacters(input.password)) errors.password = SIGN_IN_MESSAGES.specialCharacters;
  else if (input.password.length > MAX_PASSWORD_LENGTH) errors.password = SIGN_IN_MESSAGES.passwordTooLong;
  return errors;
}

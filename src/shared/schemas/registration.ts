import { z } from 'zod';
import { checkNewPassword } from '../domain/accounts/password';
import { REGISTRATION_PATHS } from '../domain/registration/paths';
import { sessionSchema } from './auth';
import {
  ALWAYS_REFINE,
  emailSchema,
  nameSchema,
  requiredTextSchema,
  textSchema,
  usStateSchema,
} from './fields';

/**
 * POST /api/v1/registrations (decision 0052; the spec shows /register but not its call): a new employer's
 * account and company, signed in at once. The password follows the house rule (decision 0022) with the email.
 */
export const registrationRequestSchema = z
  .object({
    path: z.enum(REGISTRATION_PATHS, { error: 'Please choose what you are signing up for.' }),
    name: nameSchema,
    companyName: requiredTextSchema.max(200),
    state: usStateSchema,
    email: emailSchema,
    password: textSchema,
    passwordConfirmation: textSchema,
  })
  .superRefine((value, ctx) => {
    // Fields that failed their own type check are read as empty (ALWAYS_REFINE runs anyway).
    const text = (v: unknown) => (typeof v === 'string' ? v : '');
    const errors = checkNewPassword(
      { password: text(value.password), passwordConfirmation: text(value.passwordConfirmation) },
      text(value.email),
    );
    for (const [path, message] of Object.entries(errors))
      ctx.addIssue({ code: 'custom', path: [path], message });
  }, ALWAYS_REFINE);
export type RegistrationRequest = z.infer<typeof registrationRequestSchema>;

export const registrationResponseSchema = z.object({
  session: sessionSchema,
  /** Where the new account goes next: its path's first step. */
  redirectTo: z.string(),
});
export type RegistrationResponse = z.infer<typeof registrationResponseSchema>;

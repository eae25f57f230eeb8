import { startPathOf } from '@shared/domain/registration/paths';
import { EMAIL_IN_USE_MESSAGE } from '@shared/schemas/new-hires';
import type { RegistrationRequest } from '@shared/schemas/registration';
import { writeAudit } from '../../../access/audit';
import type { Config } from '../../../config';
import type { Db } from '../../../db/client';
import { validationFailed } from '../../../lib/app-error';
import { addRegisteringAdministrator, createRegisteredCompany } from '../../company';
import { createAccount, hashPassword, openSession } from '../../identity';

/** Shown at the email when it already has an account: signing in is the way on (decision 0052). */
export const REGISTRATION_EMAIL_IN_USE = `${EMAIL_IN_USE_MESSAGE}. Please log in to continue.`;

/**
 * A new employer's registration (decision 0052): in one transaction the account (a benefits administrator,
 * with the password they chose), the company (name and state) and the membership that makes them its
 * administrator, and an audit row; then a session as sign-in opens one. An email that already has an account
 * changes nothing and answers its field error.
 */
export async function registerEmployer(
  db: Db,
  config: Config,
  input: { request: RegistrationRequest; userAgent: string | null },
): Promise<{ sessionToken: string; redirectTo: string }> {
  const { request } = input;
  const passwordHash = await hashPassword(request.password);
  const accountId = await db.transaction(async (tx) => {
    const account = await createAccount(tx, {
      email: request.email,
      name: request.name,
      role: 'benefits_admin',
      passwordHash,
    });
    if (!account) throw validationFailed({ email: REGISTRATION_EMAIL_IN_USE });
    const company = await createRegisteredCompany(tx, {
      name: request.companyName,
      state: request.state,
      contactName: request.name,
      contactEmail: request.email,
    });
    await addRegisteringAdministrator(tx, company.id, account.id);
    await writeAudit(tx, {
      accountId: account.id,
      companyId: company.id,
      action: 'registration.created',
      subjectType: 'company',
      subjectId: company.id,
      details: { path: request.path },
    });
    return account.id;
  });
  const session = await openSession(db, config, { accountId, userAgent: input.userAgent });
  return { sessionToken: session.token, redirectTo: startPathOf(request.path, false) };
}

import { verify } from '@node-rs/argon2';
import { fieldErrorsFromIssues } from '@shared/errors';
import {
  ACCOUNT_SETTINGS_MESSAGES,
  type AccountSettings,
  accountCredentialsSchema,
  CREDENTIALS_MESSAGES,
  type updateAccountSettingsSchema,
} from '@shared/schemas/accounts';
import { EMAIL_IN_USE_MESSAGE } from '@shared/schemas/new-hires';
import type { z } from 'zod';
import type { Actor } from '../../../access/actor';
import { writeAudit } from '../../../access/audit';
import type { Db } from '../../../db/client';
import { AppError, notFound, validationFailed } from '../../../lib/app-error';
import { isUniqueViolation } from '../../../lib/db-errors';
import { assertVersion } from '../../../lib/versioned-write';
import { hashPassword } from '../session/session.service';
import {
  anonymizeAccount,
  findAccount,
  findAccountIdByEmail,
  setAccountCredentials,
  updateAccount,
} from './accounts.repository';

type Row = NonNullable<Awaited<ReturnType<typeof findAccount>>>;

const toSettings = (row: Row): AccountSettings => ({
  id: row.id,
  name: row.name,
  email: row.email,
  hasPassword: row.credentialsSet,
  version: row.updatedAt.toISOString(),
});

/** The signed-in account's settings; another account's id (the page's path) is not found (decision 0056). */
export async function getAccountSettings(
  db: Db,
  actor: Actor,
  accountId: string | undefined,
): Promise<AccountSettings> {
  if (accountId !== undefined && accountId !== actor.accountId) throw notFound('That account');
  const row = await findAccount(db, actor.accountId);
  if (!row) throw notFound('That account');
  return toSettings(row);
}

/**
 * Saves name and email in one transaction, the account row locked: a stale version is refused (409), an
 * email that another account has is refused at the field, and changing the email needs the current password.
 */
export async function updateAccountSettings(
  db: Db,
  actor: Actor,
  body: z.output<typeof updateAccountSettingsSchema>,
): Promise<AccountSettings> {
  const email = body.email.toLowerCase();
  try {
    return await db.transaction(async (tx) => {
      const row = await findAccount(tx, actor.accountId, true);
      if (!row) throw notFound('That account');
      assertVersion(row.updatedAt.toISOString(), body.version, ACCOUNT_SETTINGS_MESSAGES.stale);
      const emailChanged = email !== row.email;
      if (emailChanged) {
        if (!row.credentialsSet) throw validationFailed({ email: ACCOUNT_SETTINGS_MESSAGES.noPassword });
        if (body.currentPassword === '') {
          throw validationFailed({ currentPassword: ACCOUNT_SETTINGS_MESSAGES.currentPasswordRequired });
        }
        const ok = await verify(row.passwordHash, body.currentPassword).catch(() => false);
        if (!ok) throw validationFailed({ currentPassword: ACCOUNT_SETTINGS_MESSAGES.currentPasswordWrong });
        if (await findAccountIdByEmail(tx, email)) throw validationFailed({ email: EMAIL_IN_USE_MESSAGE });
      }
      const { updatedAt } = await updateAccount(tx, actor.accountId, { name: body.name, email });
      await writeAudit(tx, {
        accountId: actor.accountId,
        sessionId: actor.sessionId,
        action: 'account.settings_updated',
        subjectType: 'account',
        subjectId: actor.accountId,
        // What changed, never the values.
        details: { nameChanged: body.name !== row.name, emailChanged },
      });
      return toSettings({ ...row, name: body.name, email, updatedAt });
    });
  } catch (error) {
    // Two accounts taking the same email at once: the unique index has the last word.
    if (isUniqueViolation(error)) throw validationFailed({ email: EMAIL_IN_USE_MESSAGE });
    throw error;
  }
}

/**
 * An account a partner sign-in made chooses its own sign-in (decision 0058; broker of record's update_account
 * and the accounting connect's update_credentials both call this): the email and the house's password rule
 * (accountCredentialsSchema, decision 0022), and an email no other account has. Every problem is answered at
 * once at its field (400); an email in use alone is a conflict (409, as decision 0048 answers it). An account
 * that already has a password answers 409: changing it goes through the account settings. One transaction, the
 * account row locked; the audit row says what happened, never the values.
 */
export async function setOwnCredentials(
  db: Db,
  actor: Actor,
  body: { email: string; password: string },
  via: 'broker_of_record' | 'accounting_connect',
): Promise<{ email: string }> {
  const parsed = accountCredentialsSchema.safeParse(body);
  const fieldErrors = parsed.success ? {} : fieldErrorsFromIssues(parsed.error.issues);
  const email = parsed.success ? parsed.data.email.toLowerCase() : null;
  // Hashing is slow: done before the row is locked, and only for a password the rule accepts.
  const passwordHash = parsed.success ? await hashPassword(parsed.data.password) : null;
  try {
    return await db.transaction(async (tx) => {
      const account = await findAccount(tx, actor.accountId, true);
      if (!account) throw notFound('That account');
      if (account.credentialsSet) throw new AppError('conflict', CREDENTIALS_MESSAGES.alreadySet);
      const wanted = email ?? (typeof body.email === 'string' ? body.email.trim().toLowerCase() : '');
      if (!fieldErrors.email && wanted !== account.email && (await findAccountIdByEmail(tx, wanted)))
        fieldErrors.email = EMAIL_IN_USE_MESSAGE;
      // In the form's order: the email, then the password.
      const found = Object.fromEntries(
        Object.entries(fieldErrors).sort(([a], [b]) => (a === 'email' ? -1 : b === 'email' ? 1 : 0)),
      );
      if (Object.keys(found).length === 1 && found.email === EMAIL_IN_USE_MESSAGE)
        throw new AppError('conflict', EMAIL_IN_USE_MESSAGE, found);
      if (Object.keys(found).length > 0 || !email || !passwordHash) throw validationFailed(found);
      await setAccountCredentials(tx, account.id, { email, passwordHash });
      await writeAudit(tx, {
        accountId: actor.accountId,
        sessionId: actor.sessionId,
        action: 'account.credentials_set',
        subjectType: 'account',
        subjectId: account.id,
        details: { emailChanged: email !== account.email, via },
      });
      return { email };
    });
  } catch (error) {
    // Two accounts taking the same email at once: the unique index has the last word.
    if (isUniqueViolation(error))
      throw new AppError('conflict', EMAIL_IN_USE_MESSAGE, { email: EMAIL_IN_USE_MESSAGE });
    throw error;
  }
}

/**
 * Closes an account for good inside the caller's transaction (a deletion request, decision 0060): no name, an
 * address that cannot receive mail, a password nobody knows, disabled, its sessions ended. Answers how many
 * sessions were ended.
 */
export function closeAccount(tx: Db, accountId: string, lockedOutHash: string, now: Date): Promise<number> {
  return anonymizeAccount(tx, accountId, lockedOutHash, now);
}

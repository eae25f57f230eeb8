import { verify } from '@node-rs/argon2';
import {
  ACCOUNT_SETTINGS_MESSAGES,
  type AccountSettings,
  type updateAccountSettingsSchema,
} from '@shared/schemas/accounts';
import { EMAIL_IN_USE_MESSAGE } from '@shared/schemas/new-hires';
import type { z } from 'zod';
import type { Actor } from '../../access/actor';
import { writeAudit } from '../../access/audit';
import type { Db } from '../../db/client';
import { AppError, notFound, validationFailed } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { findAccount, findAccountIdByEmail, updateAccount } from './accounts.repository';

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
      if (row.updatedAt.toISOString() !== body.version) {
        throw new AppError('version_conflict', ACCOUNT_SETTINGS_MESSAGES.stale);
      }
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

import type { BorAccount } from '@shared/schemas/broker-of-record';
import type { Actor } from '../../../access/actor';
import type { Db } from '../../../db/client';
import { notFound } from '../../../lib/app-error';
import { setOwnCredentials } from '../../identity';
import { findAccount } from './broker-of-record.repository';

// ---------------------------------------------------------------------------------------------------------
// Account

/** GET account: the caller's email and whether they may set a password (none chosen yet). */
export async function readAccount(db: Db, actor: Actor): Promise<BorAccount> {
  const account = await findAccount(db, actor.accountId);
  if (!account) throw notFound('That account');
  return { email: account.email, name: account.name, canSetCredentials: !account.credentialsSet };
}

/**
 * POST update_account: sets the password of an account that has none of its own and its email; the rule is the
 * accounts module's (setOwnCredentials, decision 0058), shared with the accounting connect's update_credentials.
 */
export async function updateAccount(
  db: Db,
  actor: Actor,
  body: { email: string; password: string },
): Promise<BorAccount> {
  await setOwnCredentials(db, actor, body, 'broker_of_record');
  return readAccount(db, actor);
}

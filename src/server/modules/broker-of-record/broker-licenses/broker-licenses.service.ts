import {
  BROKER_LICENSE_MESSAGES,
  type BrokerLicenses,
  type BrokerLicensesRequest,
} from '@shared/schemas/broker-licenses';
import type { Actor } from '../../../access/actor';
import { writeAudit } from '../../../access/audit';
import type { Db } from '../../../db/client';
import type { BorLetterBroker } from '../../../db/schema';
import { notFound } from '../../../lib/app-error';
import { assertVersion } from '../../../lib/versioned-write';
import {
  findBrokerAccount,
  findLicense,
  listLicenses,
  lockBrokerAccount,
  replaceLicenses,
} from './broker-licenses.repository';

/*
 * A broker's licences per state (issue 35 item 2, decision 0081). This module owns broker_licenses; the broker of
 * record reads a broker's licence for a state through `findLetterBroker`.
 */

/** The list's version: its rows' (each save raises all of them); 1 before the first licence. */
const versionOf = (rows: ReadonlyArray<{ version: number }>) =>
  rows.reduce((max, r) => Math.max(max, r.version), 1);

/** GET broker_licenses: the signed-in broker's licences, by state. */
export async function readBrokerLicenses(db: Db, actor: Actor): Promise<BrokerLicenses> {
  const [account, rows] = await Promise.all([
    findBrokerAccount(db, actor.accountId),
    listLicenses(db, actor.accountId),
  ]);
  if (!account) throw notFound('That account');
  return {
    brokerName: account.name ?? account.email,
    version: versionOf(rows),
    licenses: rows.map((r) => ({
      state: r.state as BrokerLicenses['licenses'][number]['state'],
      licenseNumber: r.licenseNumber,
      npn: r.npn,
      agency: r.agency,
    })),
  };
}

/** PUT broker_licenses: the whole list, under the account's lock and the version read (409 when stale). */
export async function saveBrokerLicenses(
  db: Db,
  actor: Actor,
  body: BrokerLicensesRequest,
): Promise<BrokerLicenses> {
  await db.transaction(async (tx) => {
    if (!(await lockBrokerAccount(tx, actor.accountId))) throw notFound('That account');
    const current = await listLicenses(tx, actor.accountId);
    assertVersion(versionOf(current), body.version, BROKER_LICENSE_MESSAGES.version);
    await replaceLicenses(tx, actor.accountId, body.version + 1, body.licenses);
    // The states only: licence numbers are the broker's business, not the audit's.
    await writeAudit(tx, {
      accountId: actor.accountId,
      sessionId: actor.sessionId,
      companyId: null,
      action: 'broker_licenses.saved',
      subjectType: 'account',
      subjectId: actor.accountId,
      details: { states: body.licenses.map((l) => l.state) },
    });
  });
  return readBrokerLicenses(db, actor);
}

/**
 * The broker a broker-of-record letter names for a company in `state`: the broker's agency, name, licence for that
 * state and NPN; null when the broker has no licence for it (such a broker cannot be named).
 */
export async function findLetterBroker(
  db: Db,
  accountId: string,
  state: string,
): Promise<BorLetterBroker | null> {
  const [account, license] = await Promise.all([
    findBrokerAccount(db, accountId),
    findLicense(db, accountId, state),
  ]);
  if (!account || !license) return null;
  return {
    brokerAgency: license.agency,
    brokerName: account.name ?? account.email,
    brokerLicense: `${license.state} ${license.licenseNumber}`,
    brokerNpn: license.npn,
  };
}

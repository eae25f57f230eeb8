import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import {
  type AdminDataRequestList,
  type AdminDataRequestQuery,
  DATA_REQUEST_RETENTION_MONTHS,
  type DataRequest,
  DELETION_MESSAGES,
  dataRequestDueAt,
  type KeptRecord,
} from '@shared/schemas/data-requests';
import type { Actor } from '../../../access/actor';
import { writeAudit } from '../../../access/audit';
import type { Db } from '../../../db/client';
import { notFound, unauthenticated, validationFailed } from '../../../lib/app-error';
import { clock } from '../../../lib/clock';
import type { Mailer } from '../../../plugins/mail/mailer';
import type { FileStorage } from '../../../plugins/storage/file-storage';
import { eraseUnsignedEnrollmentRecords } from '../../enrollment';
import { closeAccount } from '../../identity';
import { deleteFilesUploadedBy, removeStoredObjects } from '../../platform';
import {
  collectPersonalData,
  completeDataRequest,
  countDataRequests,
  countKeptRecords,
  type DataRequestRow,
  deleteDataRequestsBefore,
  findDataRequestOf,
  findPasswordOf,
  insertDataRequest,
  listAllDataRequests,
  listDataRequestsOf,
  lockOpenAccount,
} from './data-requests.repository';

/** Columns that never leave the server whole (decision 0056): the sealed numbers and the secrets. */
const SECRET_KEY = /Encrypted$|^passwordHash$|^tokenHash$|^csrfToken$|^keyHash$|^storageKey$/;
const SIGNATURE_KEY = /signature.*(DataUrl|Image)$/i;

/**
 * A stored row as the export shows it: sealed SSNs and bank numbers are left out (their last four, stored
 * beside them, stay), secrets are left out, signature images are named, dates are ISO strings.
 */
export function maskForExport(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(maskForExport);
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, v] of Object.entries(value)) {
      if (SECRET_KEY.test(key)) continue;
      out[key] =
        SIGNATURE_KEY.test(key) && typeof v === 'string' && v ? '[signature on file]' : maskForExport(v);
    }
    return out;
  }
  return value;
}

const toDataRequest = (row: DataRequestRow): DataRequest => ({
  id: row.id,
  kind: row.kind,
  status: row.status,
  receivedAt: row.receivedAt.toISOString(),
  dueAt: row.dueAt.toISOString(),
  completedAt: row.completedAt?.toISOString() ?? null,
  deleted: row.summary.deleted,
  kept: row.summary.kept,
});

/** An instant's calendar date (in the request's company's zone, else the default: decision 0084). */
const isoDay = (d: Date) => clock.isoDateOf(d);

/**
 * `POST request_information`: the export is produced at once, inside one transaction with the request's
 * row (received, then completed), and the person is told by e-mail.
 */
export async function requestInformation(
  db: Db,
  mailer: Mailer,
  actor: Actor,
  publicUrl: string,
): Promise<DataRequest> {
  const row = await db.transaction(async (tx) => {
    const now = clock.now();
    const request = await insertDataRequest(tx, {
      accountId: actor.accountId,
      email: actor.email,
      name: actor.name,
      kind: 'export',
      receivedAt: now,
      dueAt: dataRequestDueAt(now),
    });
    const data = await collectPersonalData(tx, actor.accountId);
    const document = {
      producedAt: now.toISOString(),
      note: 'Everything Groupcover holds about you. SSNs and bank account numbers show only their last four digits.',
      ...(maskForExport(data) as Record<string, unknown>),
    };
    const deleted: { what: string; count: number }[] = [];
    const completed = await completeDataRequest(tx, request.id, {
      completedAt: clock.now(),
      summary: { deleted, kept: [] },
      exportDocument: document,
    });
    await writeAudit(tx, {
      accountId: actor.accountId,
      sessionId: actor.sessionId,
      action: 'account.data_export_produced',
      subjectType: 'data_request',
      subjectId: request.id,
    });
    return completed;
  });
  await mailer.sendMail('dataRequestConfirmed', actor.email, {
    name: actor.name,
    kind: 'export',
    receivedAt: isoDay(row.receivedAt),
    accountUrl: `${publicUrl.replace(/\/$/, '')}/account/${actor.accountId}`,
    kept: [],
  });
  return toDataRequest(row);
}

/** Why each kind of record outlives a deletion (decision 0056). */
export const KEPT_REASONS = {
  signedApplications:
    'Signed applications and their PDFs: the insurance carrier’s contract and insurance record-keeping law require us to keep them.',
  lifeEvents:
    'Life events you reported: they changed the coverage of a signed application, so they are kept with it.',
  claims:
    'Your claims help requests (without your messages and files): the record of what the support team did for you with the carrier.',
  companyFiles:
    'Documents you uploaded for a company you administer: they are the company’s records, not yours alone.',
  employeeRecords:
    'Your employee record at your employer (name, SSN last four, coverage): it belongs to your employer’s plan and backs the signed applications; your employer keeps it.',
  brokerLetters:
    'Broker-of-record letters you signed: the carriers require them for as long as we are the broker.',
  billing:
    'Billing records and invoices of the companies you administer: tax and accounting law require them.',
  auditEntries: 'The security log of what was done with your account: kept as the legal record of access.',
} as const;

/**
 * `POST request_delete_information` (decision 0056), in one transaction: deletes the claim-help messages the
 * person wrote and the phone numbers on their employee record, closes the account (no name, an address that
 * receives nothing, a password nobody knows, disabled) and ends every session. What law or the carrier
 * contract requires is kept and listed with why. Then the person is told by e-mail at the address they had.
 */
export async function requestDeletion(
  deps: { db: Db; mailer: Mailer; storage: FileStorage },
  actor: Actor,
  currentPassword: string,
): Promise<DataRequest> {
  const { db, mailer, storage } = deps;
  const account = await findPasswordOf(db, actor.accountId);
  const ok = account?.credentialsSet
    ? await verify(account.passwordHash, currentPassword).catch(() => false)
    : false;
  if (!ok) throw validationFailed({ currentPassword: DELETION_MESSAGES.passwordWrong });
  const lockedOut = await hash(randomBytes(32).toString('base64url'));
  let storageKeys: string[] = [];
  const row = await db.transaction(async (tx) => {
    // One deletion at a time: a second, sent at once, finds the account closed and its session ended.
    if (!(await lockOpenAccount(tx, actor.accountId))) throw unauthenticated();
    const now = clock.now();
    const request = await insertDataRequest(tx, {
      accountId: actor.accountId,
      email: actor.email,
      name: actor.name,
      kind: 'deletion',
      receivedAt: now,
      dueAt: dataRequestDueAt(now),
    });
    const { formIds } = await countKeptRecords(tx, actor.accountId);
    const { drafts, individualDrafts, family, claimMessages, contactDetails, claimIds } =
      await eraseUnsignedEnrollmentRecords(tx, actor.accountId, formIds, now);
    storageKeys = await deleteFilesUploadedBy(tx, actor.accountId, 'claim', claimIds);
    // What stays, counted once the deletions are done.
    const counts = await countKeptRecords(tx, actor.accountId);
    const sessionsEnded = await closeAccount(tx, actor.accountId, lockedOut, now);
    const kept: KeptRecord[] = [];
    const keep = (what: string, count: number, why: string) => {
      if (count > 0) kept.push({ what, count, why });
    };
    keep('Signed applications', counts.signedApplications, KEPT_REASONS.signedApplications);
    keep('Employee records', counts.formIds.length, KEPT_REASONS.employeeRecords);
    keep('Life events', counts.lifeEvents, KEPT_REASONS.lifeEvents);
    keep('Claims help requests', counts.claims, KEPT_REASONS.claims);
    keep('Company documents you uploaded', counts.companyFiles, KEPT_REASONS.companyFiles);
    keep('Broker-of-record letters', counts.brokerLetters, KEPT_REASONS.brokerLetters);
    keep('Company billing records', counts.memberships, KEPT_REASONS.billing);
    keep('Security log entries', counts.auditEntries, KEPT_REASONS.auditEntries);
    const deleted = [
      { what: 'Your name and email on your account', count: 1 },
      { what: 'Unsigned draft applications (your answers)', count: drafts },
      { what: 'Individual dental and vision applications not submitted', count: individualDrafts },
      { what: 'Dependents not on any signed application', count: family.dependents },
      { what: 'Beneficiaries not on any signed application', count: family.beneficiaries },
      { what: 'Files you attached to claims help requests', count: storageKeys.length },
      { what: 'Claim help messages you wrote', count: claimMessages },
      { what: 'Phone numbers on your employee record', count: contactDetails },
      { what: 'Signed-in sessions', count: sessionsEnded },
    ];
    const completed = await completeDataRequest(tx, request.id, {
      completedAt: clock.now(),
      summary: { deleted, kept },
    });
    await writeAudit(tx, {
      accountId: actor.accountId,
      sessionId: actor.sessionId,
      action: 'account.data_deleted',
      subjectType: 'data_request',
      subjectId: request.id,
      details: { deleted: deleted.map((d) => [d.what, d.count]), kept: kept.map((k) => [k.what, k.count]) },
    });
    return completed;
  });
  // The stored objects go once their rows are gone for good (a failed removal leaves an orphan, never a row).
  await removeStoredObjects(storage, storageKeys);
  await mailer.sendMail('dataRequestConfirmed', actor.email, {
    name: actor.name,
    kind: 'deletion',
    receivedAt: isoDay(row.receivedAt),
    accountUrl: null,
    kept: row.summary.kept,
  });
  return toDataRequest(row);
}

export async function listOwnDataRequests(db: Db, actor: Actor) {
  return { requests: (await listDataRequestsOf(db, actor.accountId)).map(toDataRequest) };
}

/** The export document of one of the person's own requests; anyone else's is not found. */
export async function readExport(db: Db, actor: Actor, id: string) {
  const row = await findDataRequestOf(db, actor.accountId, id);
  if (row?.kind !== 'export' || !row.exportDocument) throw notFound('That data request');
  return { request: toDataRequest(row), document: row.exportDocument };
}

/** Operations' queue (/admin/data-requests, decision 0060): filtered, with counts and what is overdue. */
export async function listDataRequestsForOperations(
  db: Db,
  query: AdminDataRequestQuery,
  now: Date = clock.now(),
): Promise<AdminDataRequestList> {
  const rows = await listAllDataRequests(db, query, now);
  return {
    counts: await countDataRequests(db, now),
    requests: rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      status: r.status,
      receivedAt: r.receivedAt.toISOString(),
      dueAt: r.dueAt.toISOString(),
      completedAt: r.completedAt?.toISOString() ?? null,
      email: r.email,
      name: r.name,
      overdue: r.status !== 'completed' && r.dueAt < now,
    })),
  };
}

/** The queue's counts alone, for the operations console's overview (decision 0064). */
export function countDataRequestsForOperations(db: Db, now: Date = clock.now()) {
  return countDataRequests(db, now);
}

/** Deletes the requests received more than 24 months before `now` (decision 0056); answers how many. */
export function purgeExpiredDataRequests(db: Db, now: Date = clock.now()): Promise<number> {
  const before = new Date(now);
  before.setUTCMonth(before.getUTCMonth() - DATA_REQUEST_RETENTION_MONTHS);
  return deleteDataRequestsBefore(db, before);
}

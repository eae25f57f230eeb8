/** Carrier files for operations: the file history, an audited download, and each carrier's EDI fields (decision 0061). */

import { formatFein, maskFein } from '@shared/domain/broker-of-record/letter';
import {
  CARRIER_EDI_MESSAGES,
  type CarrierEdi,
  type CarrierEdiList,
  type CarrierEdiRequest,
} from '@shared/schemas/carrier-files';
import type { Actor } from '../../../access/actor';
import { writeAudit } from '../../../access/audit';
import type { Db } from '../../../db/client';
import { notFound } from '../../../lib/app-error';
import { assertVersion } from '../../../lib/versioned-write';
import { lockCarrier, updateCarrierEdi } from '../../carriers';
import { findCarrierFileContent, listCarrierFiles, listCarriersWithFiles } from './carrier-files.repository';
import type { CarrierFileDeps } from './carrier-files.service';

/** A company or carrier's file history, newest first, without content. */
export async function listCarrierFileHistory(db: Db, filter: { companyId?: string; carrierId?: string }) {
  const rows = await listCarrierFiles(db, filter);
  return { files: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })) };
}

/** A file's content for operations' download, audited (who took which file; nothing of its content). */
export async function openCarrierFile(deps: CarrierFileDeps, actor: Actor, id: string) {
  const row = await findCarrierFileContent(deps.db, id);
  if (!row) throw notFound('That carrier file');
  await writeAudit(deps.db, {
    accountId: actor.accountId,
    sessionId: actor.sessionId,
    companyId: row.companyId,
    action: 'carrier_file.downloaded',
    subjectType: 'carrier_file',
    subjectId: row.id,
    details: { kind: row.kind, carrierId: row.carrierId },
  });
  return {
    fileName: row.fileName,
    contentType: row.contentType,
    body: Buffer.from(deps.cipher.decrypt(row.contentEncrypted), 'utf8'),
  };
}

const toCarrierEdi = (row: Awaited<ReturnType<typeof listCarriersWithFiles>>[number]): CarrierEdi => ({
  id: row.id,
  name: row.name,
  fein: row.fein ? maskFein(row.fein) : null,
  ediReceiverId: row.ediReceiverId,
  ediUsage: row.ediUsage,
  version: row.version,
  fileCount: Number(row.fileCount),
  lastFileAt: row.lastFileAt ? new Date(row.lastFileAt).toISOString() : null,
});

/** Operations' carriers page: each carrier's EDI fields, the FEIN masked, and its files. */
export async function listCarrierEdi(db: Db): Promise<CarrierEdiList> {
  return { carriers: (await listCarriersWithFiles(db)).map(toCarrierEdi) };
}

/**
 * Puts a carrier's FEIN and EDI receiver id on record (operations): one transaction, the carrier row locked, the
 * version the page read checked (409 on a stale one), raised, and audited by the names of the fields that
 * changed (never their values). A save that changes nothing writes nothing.
 */
export async function saveCarrierEdi(
  db: Db,
  actor: Actor,
  carrierId: string,
  request: CarrierEdiRequest,
): Promise<CarrierEdi> {
  await db.transaction(async (tx) => {
    const current = await lockCarrier(tx, carrierId);
    if (!current) throw notFound('That carrier');
    assertVersion(current.version, request.version, CARRIER_EDI_MESSAGES.version);
    const fein = formatFein(request.fein);
    const ediReceiverId = request.ediReceiverId === '' ? null : request.ediReceiverId;
    const ediUsage = request.ediUsage ?? current.ediUsage;
    const changed = [
      ...(current.fein === fein ? [] : ['fein']),
      ...(current.ediReceiverId === ediReceiverId ? [] : ['ediReceiverId']),
      ...(current.ediUsage === ediUsage ? [] : ['ediUsage']),
    ];
    if (changed.length === 0) return;
    await updateCarrierEdi(tx, carrierId, { fein, ediReceiverId, ediUsage, version: current.version + 1 });
    await writeAudit(tx, {
      accountId: actor.accountId,
      sessionId: actor.sessionId,
      companyId: null,
      action: 'carrier.edi_updated',
      subjectType: 'carrier',
      subjectId: carrierId,
      details: { fields: changed },
    });
  });
  const row = (await listCarriersWithFiles(db)).find((c) => c.id === carrierId)!;
  return toCarrierEdi(row);
}

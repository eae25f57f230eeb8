import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  describeUploadKinds,
  type StoredFileRecordType,
  UPLOAD_KINDS,
  UPLOAD_TYPES,
  type UploadKind,
} from '@shared/domain/files/upload-types';
import type { StoredFile } from '@shared/schemas/files';
import { type Actor, canManageCompany } from '../../../access/actor';
import { writeAudit } from '../../../access/audit';
import type { Db } from '../../../db/client';
import { notFound, validationFailed } from '../../../lib/app-error';
import { type FieldCipher, isSealedBytes } from '../../../lib/field-crypto';
import { sanitizeFileName } from '../../../lib/file-name';
import { SNIFF_BYTES, sniffFileType } from '../../../lib/file-sniff';
import { type FileStorage, FileTooLargeError, newStorageKey } from '../../../plugins/storage/file-storage';
import {
  companyExists,
  deleteOwnRecordFiles,
  findStoredFile,
  insertStoredFile,
  listCompanyDocuments,
  listRecordFiles,
  type StoredFileRow,
} from './files.repository';

export type FilesDeps = { db: Db; storage: FileStorage; maxBytes: number };

/** One file of a multipart request, as @fastify/multipart hands it over. */
export type IncomingFile = { filename: string; file: Readable };

export const UPLOAD_MESSAGES = {
  missing: 'Choose a file to upload.',
  notMultipart: 'Send the file as multipart/form-data, in a field named "file".',
  empty: 'The file is empty.',
  notAccepted: `This file type is not accepted. Upload a ${describeUploadKinds()} file.`,
  tooLarge: (maxBytes: number) => `The file is larger than ${describeSize(maxBytes)}.`,
  broken: 'The upload was cut off or is not a well-formed form. Please try again.',
} as const;

/** The incoming request failed while its file was read: cut off, or multipart framing that does not parse. */
export class BrokenUploadError extends Error {
  constructor(cause: unknown) {
    super('The upload could not be read.', { cause });
    this.name = 'BrokenUploadError';
  }
}

/** "10 MB", "1.5 MB", "98 KB". */
export function describeSize(bytes: number): string {
  const MB = 1024 * 1024;
  return bytes >= MB ? `${Number((bytes / MB).toFixed(1))} MB` : `${Math.ceil(bytes / 1024)} KB`;
}

/**
 * Stores an uploaded company document. The kind comes from the file's first bytes (never its name or the type
 * the browser sent); the object is written under a random key, then its row and an audit entry in one
 * transaction. If that transaction fails, the object is removed again, so no object is left without a row.
 */
export async function uploadCompanyDocument(
  deps: FilesDeps,
  actor: Actor,
  companyId: string,
  incoming: IncomingFile | undefined,
): Promise<StoredFile> {
  if (!incoming) throw validationFailed({ file: UPLOAD_MESSAGES.missing });
  try {
    return await storeCompanyDocument(deps, actor, companyId, incoming);
  } catch (err) {
    if (err instanceof BrokenUploadError) throw validationFailed({ file: UPLOAD_MESSAGES.broken });
    throw err;
  } finally {
    // A refused upload is not read further (the route discards the rest of the request once it has answered).
    incoming.file.destroy();
  }
}

async function storeCompanyDocument(
  deps: FilesDeps,
  actor: Actor,
  companyId: string,
  incoming: IncomingFile,
): Promise<StoredFile> {
  const { db, storage, maxBytes } = deps;
  const { head, rest } = await readHead(incoming.file, SNIFF_BYTES);
  try {
    if (!(await companyExists(db, companyId))) throw notFound('That company');
    if (head.length === 0) throw validationFailed({ file: UPLOAD_MESSAGES.empty });
    const kind = sniffFileType(head);
    if (!kind) throw validationFailed({ file: UPLOAD_MESSAGES.notAccepted });
    const type = UPLOAD_TYPES[kind];

    const storageKey = newStorageKey();
    let stored: { size: number; sha256: string };
    try {
      stored = await storage.put(storageKey, rest, { contentType: type.contentType, maxBytes });
    } catch (err) {
      if (err instanceof FileTooLargeError)
        throw validationFailed({ file: UPLOAD_MESSAGES.tooLarge(maxBytes) });
      throw err;
    }

    try {
      const row = await db.transaction(async (tx) => {
        const inserted = await insertStoredFile(tx, {
          companyId,
          recordType: 'company',
          recordId: companyId,
          originalName: sanitizeFileName(incoming.filename, type),
          contentType: type.contentType,
          sizeBytes: stored.size,
          sha256: stored.sha256,
          storageKey,
          uploadedByAccountId: actor.accountId,
        });
        // No file name in the audit log: names of documents often name people.
        await writeAudit(tx, {
          accountId: actor.accountId,
          sessionId: actor.sessionId,
          companyId,
          action: 'file.upload',
          subjectType: 'stored_file',
          subjectId: inserted.id,
          details: { contentType: type.contentType, sizeBytes: stored.size },
        });
        return inserted;
      });
      return toStoredFile(row);
    } catch (err) {
      await storage.delete(storageKey).catch(() => {});
      throw err;
    }
  } finally {
    rest.destroy();
  }
}

/** A company's documents, for those who manage the company. */
export async function listCompanyFiles(db: Db, companyId: string): Promise<StoredFile[]> {
  if (!(await companyExists(db, companyId))) throw notFound('That company');
  return (await listCompanyDocuments(db, companyId)).map(toStoredFile);
}

/**
 * A file's metadata and bytes for a caller allowed to see its company; 404 for everyone else, as for an id
 * that does not exist, so ids cannot be probed.
 */
export async function openStoredFile(
  deps: Pick<FilesDeps, 'db' | 'storage'>,
  actor: Actor,
  fileId: string,
): Promise<{ file: StoredFileRow; body: NodeJS.ReadableStream }> {
  const file = await findStoredFile(deps.db, fileId);
  if (!file || !canSeeFile(actor, file)) throw notFound('That file');
  const body = await deps.storage.get(file.storageKey);
  // A row without its object is our fault, not the caller's: a 500, logged.
  if (!body) throw new Error(`The stored object of file ${file.id} is missing.`);
  return { file, body };
}

/**
 * The latest file of each of these records of a company (a plan's summary of benefits and coverage, say), by
 * record id. Only the company's own: another company's file for the same plan is not theirs to see.
 */
export async function findLatestRecordFiles(
  db: Db,
  companyId: string,
  recordType: StoredFileRecordType,
  recordIds: readonly string[],
): Promise<Map<string, StoredFile>> {
  const latest = new Map<string, StoredFile>();
  for (const row of await listRecordFiles(db, companyId, recordType, recordIds))
    if (!latest.has(row.recordId)) latest.set(row.recordId, toStoredFile(row));
  return latest;
}

/**
 * The latest file of one record of a company, with its bytes from the storage; 404 when there is none. The
 * caller has checked the company scope; the file must be of that company.
 */
export async function openLatestRecordFile(
  deps: Pick<FilesDeps, 'db' | 'storage'>,
  companyId: string,
  recordType: StoredFileRecordType,
  recordId: string,
): Promise<{ file: StoredFileRow; body: NodeJS.ReadableStream }> {
  const [file] = await listRecordFiles(deps.db, companyId, recordType, [recordId]);
  if (!file) throw notFound('That document');
  const body = await deps.storage.get(file.storageKey);
  if (!body) throw new Error(`The stored object of file ${file.id} is missing.`);
  return { file, body };
}

/**
 * Company documents are seen by those who manage the company (its administrators and brokers, operations); an
 * open-enrollment setup's uploads by operations only, who process them (decision 0036).
 */
function canSeeFile(actor: Actor, file: StoredFileRow): boolean {
  if (file.recordType === 'open_enrollment_setup') return actor.role === 'operations';
  // A claim's files are the employee's health matters: only the claim's own routes serve them (decision 0045).
  // A signed broker-of-record letter is stored sealed: only its carrier change's route opens it (0074).
  if (file.recordType === 'claim' || file.recordType === 'bor_letter') return false;
  return canManageCompany(actor, file.companyId);
}

/** The files of one record of a company, newest first (a claim's attachments). */
export async function listFilesOfRecord(
  db: Db,
  companyId: string,
  recordType: StoredFileRecordType,
  recordId: string,
): Promise<StoredFile[]> {
  return (await listRecordFiles(db, companyId, recordType, [recordId])).map(toStoredFile);
}

/**
 * One file of one record of a company, with its bytes; 404 unless the file is that record's. The caller has
 * checked that it may open the record.
 */
export async function openFileOfRecord(
  deps: Pick<FilesDeps, 'db' | 'storage'>,
  companyId: string,
  recordType: StoredFileRecordType,
  recordId: string,
  fileId: string,
): Promise<{ file: StoredFileRow; body: NodeJS.ReadableStream }> {
  const file = await findStoredFile(deps.db, fileId);
  if (!file || file.companyId !== companyId || file.recordType !== recordType || file.recordId !== recordId)
    throw notFound('That file');
  const body = await deps.storage.get(file.storageKey);
  if (!body) throw new Error(`The stored object of file ${file.id} is missing.`);
  return { file, body };
}

/** An object a multi-file form stored, waiting for its row (storeUploadedObject). */
export type StoredUpload = {
  storageKey: string;
  originalName: string;
  contentType: string;
  sizeBytes: number;
  sha256: string;
};

/**
 * One file of a multi-file form (open-enrollment setup, decision 0036), with the rules of company documents:
 * its kind from its first bytes, at most `maxBytes`, streamed to the storage under a random key. A refusal is
 * the message for its field; nothing is left in the storage then. The caller writes the row
 * (recordStoredFile) in its own transaction, and removes the objects (removeStoredObjects) if that fails.
 */
export async function storeUploadedObject(
  deps: Pick<FilesDeps, 'storage' | 'maxBytes'>,
  incoming: IncomingFile,
  /** The kinds this form takes (all of UPLOAD_KINDS unless narrower: a claim takes PDF, PNG and JPEG). */
  accepted: readonly UploadKind[] = UPLOAD_KINDS,
): Promise<StoredUpload | { refused: string }> {
  const { storage, maxBytes } = deps;
  try {
    const { head, rest } = await readHead(incoming.file, SNIFF_BYTES);
    try {
      if (head.length === 0) return { refused: UPLOAD_MESSAGES.empty };
      const kind = sniffFileType(head);
      if (!kind || !accepted.includes(kind))
        return {
          refused:
            accepted === UPLOAD_KINDS
              ? UPLOAD_MESSAGES.notAccepted
              : `This file type is not accepted. Upload a ${describeUploadKinds(accepted)} file.`,
        };
      const type = UPLOAD_TYPES[kind];
      const storageKey = newStorageKey();
      try {
        const stored = await storage.put(storageKey, rest, { contentType: type.contentType, maxBytes });
        return {
          storageKey,
          originalName: sanitizeFileName(incoming.filename, type),
          contentType: type.contentType,
          sizeBytes: stored.size,
          sha256: stored.sha256,
        };
      } catch (err) {
        if (err instanceof FileTooLargeError) return { refused: UPLOAD_MESSAGES.tooLarge(maxBytes) };
        throw err;
      }
    } finally {
      rest.destroy();
    }
  } catch (err) {
    if (err instanceof BrokenUploadError) return { refused: UPLOAD_MESSAGES.broken };
    throw err;
  } finally {
    incoming.file.destroy();
  }
}

/** Writes the row of an object storeUploadedObject stored, as a file of a record of a company. */
export async function recordStoredFile(
  tx: Db,
  input: StoredUpload & {
    companyId: string;
    recordType: StoredFileRecordType;
    recordId: string;
    /** Null when nobody signed in made it (a letter the company's officer signed from their link). */
    uploadedByAccountId: string | null;
  },
): Promise<string> {
  const row = await insertStoredFile(tx, input);
  return row.id;
}

/**
 * A document the server made (a signed letter) stored sealed (decision 0074): the storage holds its bytes
 * encrypted with the field cipher's file key, so a copy of the bucket or folder reads nothing. The upload's
 * size and SHA-256 are the document's own, as its download sends it. The caller records the row
 * (recordStoredFile) and removes the object (removeStoredObjects) if that fails. Only openSealedFileOfRecord
 * opens it; the generic file route does not serve its record type (canSeeFile).
 */
export async function storeSealedObject(
  deps: { storage: FileStorage; cipher: FieldCipher },
  input: { bytes: Uint8Array; originalName: string; contentType: string },
): Promise<StoredUpload> {
  const storageKey = newStorageKey();
  const sealed = deps.cipher.sealBytes(input.bytes);
  await deps.storage.put(storageKey, Readable.from(sealed), {
    contentType: 'application/octet-stream',
    maxBytes: sealed.length,
  });
  return {
    storageKey,
    originalName: input.originalName,
    contentType: input.contentType,
    sizeBytes: input.bytes.byteLength,
    sha256: createHash('sha256').update(input.bytes).digest('hex'),
  };
}

/**
 * One sealed file of one record of a company, opened: 404 unless the file is that record's (as
 * openFileOfRecord). An object stored before sealing began (it does not start with the sealed header) is
 * served as it is.
 */
export async function openSealedFileOfRecord(
  deps: Pick<FilesDeps, 'db' | 'storage'> & { cipher: FieldCipher },
  companyId: string,
  recordType: StoredFileRecordType,
  recordId: string,
  fileId: string,
): Promise<{ file: StoredFileRow; body: Buffer }> {
  const { file, body } = await openFileOfRecord(deps, companyId, recordType, recordId, fileId);
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Buffer));
  const stored = Buffer.concat(chunks);
  return { file, body: isSealedBytes(stored) ? deps.cipher.openBytes(stored) : stored };
}

/** Removes objects whose rows were never written (a refused form, a failed transaction). */
export async function removeStoredObjects(storage: FileStorage, keys: readonly string[]): Promise<void> {
  await Promise.all(keys.map((key) => storage.delete(key).catch(() => {})));
}

function toStoredFile(row: StoredFileRow): StoredFile {
  return {
    id: row.id,
    name: row.originalName,
    contentType: row.contentType,
    sizeBytes: row.sizeBytes,
    sha256: row.sha256,
    recordType: row.recordType,
    recordId: row.recordId,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The first `size` bytes of a stream (fewer when it is shorter), and a stream of all of it, those bytes
 * included, to pass on once they have been looked at. Destroying `rest` destroys the source. A failure of
 * the source becomes a BrokenUploadError, so it is not mistaken for a failure of the storage.
 */
export async function readHead(source: Readable, size: number): Promise<{ head: Buffer; rest: Readable }> {
  const sourceIterator = source[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const iterator: AsyncIterator<Buffer> = {
    next: () =>
      sourceIterator.next().catch((err: unknown) => {
        throw new BrokenUploadError(err);
      }),
    return: () => sourceIterator.return?.() ?? Promise.resolve({ done: true, value: undefined }),
  };
  const chunks: Buffer[] = [];
  let length = 0;
  let ended = false;
  while (length < size) {
    const next = await iterator.next();
    if (next.done) {
      ended = true;
      break;
    }
    chunks.push(next.value);
    length += next.value.length;
  }
  const head = Buffer.concat(chunks);
  async function* all() {
    try {
      if (head.length > 0) yield head;
      if (ended) return;
      for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
      ended = true;
    } finally {
      if (!ended) await iterator.return?.();
    }
  }
  return { head: head.subarray(0, size), rest: Readable.from(all(), { objectMode: false }) };
}

/**
 * Deletes the rows of the files an account uploaded to some records of a kind, inside the caller's transaction;
 * answers their storage keys, for `removeStoredObjects` once the transaction commits.
 */
export function deleteFilesUploadedBy(
  tx: Db,
  accountId: string,
  recordType: StoredFileRecordType,
  recordIds: readonly string[],
): Promise<string[]> {
  return deleteOwnRecordFiles(tx, accountId, recordType, recordIds);
}

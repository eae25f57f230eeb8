import { randomUUID } from 'node:crypto';
import { carrierName, OTHER_CARRIER_ID } from '@shared/domain/broker-of-record/carriers';
import { matchesCompanyToken, toCompanyTokenPrefix } from '@shared/domain/company-token';
import { convertUsDateToIso, formatLongIsoDate } from '@shared/domain/dates/dates';
import {
  canMoveQuoteRequest,
  isQuoteRequestOpen,
  NO_CURRENT_CARRIER,
  QUOTE_REQUEST_STATUS_DESCRIPTIONS,
  QUOTE_REQUEST_STATUS_LABELS,
  QUOTE_REQUEST_STATUSES,
  QUOTE_TURNAROUND_BUSINESS_DAYS,
  type QuoteRequestStatus,
} from '@shared/domain/large-group/large-group';
import { fieldErrorsFromIssues } from '@shared/errors';
import {
  CENSUS_FIELD,
  CENSUS_UPLOAD_KINDS,
  LARGE_GROUP_MESSAGES,
  type LargeGroupQuoteRequest,
  type LargeGroupStatus,
  largeGroupQuoteRequestSchema,
  QUOTE_REQUEST_FIELDS,
  type QuoteQueue,
  type QuoteQueueFilter,
  type QuoteRequestDetail,
  type QuoteRequestStatusRequest,
} from '@shared/schemas/large-group';
import type { FastifyBaseLogger } from 'fastify';
import { type Actor, canManageCompany } from '../../../access/actor';
import { writeAudit } from '../../../access/audit';
import type { Db } from '../../../db/client';
import { AppError, notFound, validationFailed } from '../../../lib/app-error';
import { clock } from '../../../lib/clock';
import { lockCompany } from '../../../lib/company-lock';
import { type FieldCipher, sealDigits } from '../../../lib/field-crypto';
import type { UploadPart } from '../../../lib/upload-context';
import { assertVersion } from '../../../lib/versioned-write';
import type { Mailer } from '../../../plugins/mail/mailer';
import type { FileStorage } from '../../../plugins/storage/file-storage';
import { findUnsafeInput } from '../../../plugins/text-hygiene';
import {
  recordStoredFile,
  removeStoredObjects,
  type StoredUpload,
  storeUploadedObject,
  UPLOAD_MESSAGES,
} from '../../platform';
import {
  countQuoteRequestsByStatus,
  findCensusFile,
  findLatestQuoteRequest,
  findOpenQuoteRequest,
  findQuoteRequest,
  insertQuoteRequest,
  listQuoteRequests,
  lockQuoteRequest,
  type QuoteRequestRow,
  updateQuoteRequestStatus,
} from './large-group.repository';

/*
 * Large group quote requests (issue 16 item 4, decision 0054): the employer's request with its census, the
 * confirmation mail, and operations' queue. Nothing personal is logged or audited: the audit rows name the
 * counts, the status and the census's type and size, never the FEIN, a name or the file's name.
 */

export type LargeGroupDeps = {
  db: Db;
  cipher: FieldCipher;
  storage: FileStorage;
  maxBytes: number;
  mailer: Mailer;
  publicUrl: string;
  log: FastifyBaseLogger;
};

/** One part of the request's multipart body. */
export type QuoteRequestPart = UploadPart;

const KNOWN_FIELDS: ReadonlySet<string> = new Set([...QUOTE_REQUEST_FIELDS, 'company_id_token']);

/** The done page of the company, as links carry it (the token's 16-character prefix). */
function statusUrl(publicUrl: string, idToken: string): string {
  const base = publicUrl.replace(/\/+$/, '');
  return `${base}/register-large-group/done?company_id_token=${encodeURIComponent(toCompanyTokenPrefix(idToken))}`;
}

function toDetail(row: QuoteRequestRow): QuoteRequestDetail {
  const r = row.request;
  return {
    id: r.id,
    companyId: r.companyId,
    companyName: row.companyName,
    status: r.status,
    statusLabel: QUOTE_REQUEST_STATUS_LABELS[r.status],
    statusDescription: QUOTE_REQUEST_STATUS_DESCRIPTIONS[r.status],
    statusChangedAt: r.statusChangedAt.toISOString(),
    version: r.version,
    legalName: r.legalName,
    feinLast4: r.feinLast4,
    address1: r.address1,
    address2: r.address2,
    city: r.city,
    state: r.state,
    zip: r.zip,
    totalEmployees: r.totalEmployees,
    fullTimeEmployees: r.fullTimeEmployees,
    partTimeEmployees: r.partTimeEmployees,
    currentCarrierName: r.currentCarrierName,
    renewalDate: r.renewalDate,
    effectiveDate: r.effectiveDate,
    contactName: r.contactName,
    contactTitle: r.contactTitle,
    contactEmail: r.contactEmail,
    contactPhone: r.contactPhone,
    census: { name: row.censusName, contentType: row.censusContentType, sizeBytes: row.censusSizeBytes },
    censusUrl: `/api/v1/large_group_quote_requests/${r.id}/census`,
    submittedAt: r.createdAt.toISOString(),
    submittedByName: row.submittedByName,
  };
}

/** GET: docs/spec/3's completedQuoteRequest (a request still being answered) and the company's latest request. */
export async function readLargeGroupStatus(db: Db, companyId: string): Promise<LargeGroupStatus> {
  const latest = await findLatestQuoteRequest(db, companyId);
  return {
    completedQuoteRequest: latest ? isQuoteRequestOpen(latest.request.status) : false,
    quoteRequest: latest ? toDetail(latest) : null,
    turnaroundBusinessDays: QUOTE_TURNAROUND_BUSINESS_DAYS,
  };
}

/**
 * POST: the fields (text parts, before the file) and the census (the file part `census`). Every field's error
 * and the census's come back at once; the census is stored only when the fields are valid, and removed again if
 * anything after fails, so a refused request leaves nothing, in the database or the storage. A company with a
 * request still being answered gets 409.
 */
export async function submitQuoteRequest(
  deps: LargeGroupDeps,
  actor: Actor,
  input: { companyId: string; idToken: string; parts: AsyncIterable<QuoteRequestPart> },
): Promise<LargeGroupStatus> {
  const { db, storage } = deps;
  const fields: Record<string, string> = {};
  const errors: Record<string, string> = {};
  let census: StoredUpload | null = null;
  let censusSeen = false;
  let request: LargeGroupQuoteRequest | null = null;
  const checkFields = () => {
    const tokenError = checkToken(fields.company_id_token, input.idToken);
    const unsafe = findUnsafeInput(fields);
    const parsed = largeGroupQuoteRequestSchema.safeParse(fields);
    if (parsed.success) request = parsed.data;
    return {
      ...(parsed.success ? {} : fieldErrorsFromIssues(parsed.error.issues)),
      ...unsafe,
      ...tokenError,
    };
  };
  try {
    for await (const part of input.parts) {
      if (part.type === 'field') {
        if (typeof part.value !== 'string') continue;
        // An unknown field is ignored, unless it carries what no field may (text hygiene).
        if (KNOWN_FIELDS.has(part.fieldname)) fields[part.fieldname] = part.value;
        else Object.assign(errors, findUnsafeInput({ [part.fieldname]: part.value }));
        continue;
      }
      if (part.fieldname !== CENSUS_FIELD || censusSeen) {
        part.file.resume();
        errors[part.fieldname === CENSUS_FIELD ? CENSUS_FIELD : part.fieldname] =
          `Send one file, in the field "${CENSUS_FIELD}".`;
        continue;
      }
      censusSeen = true;
      Object.assign(errors, checkFields());
      if (Object.keys(errors).length > 0 || part.filename === '') {
        // The census is not kept for a request that is refused anyway.
        part.file.resume();
        if (part.filename === '') errors[CENSUS_FIELD] = LARGE_GROUP_MESSAGES.census;
        continue;
      }
      const result = await storeUploadedObject(
        deps,
        { filename: part.filename, file: part.file as never },
        CENSUS_UPLOAD_KINDS,
      );
      if ('refused' in result) errors[CENSUS_FIELD] = result.refused;
      else census = result;
    }
  } catch (err) {
    if (census) await removeStoredObjects(storage, [(census as StoredUpload).storageKey]);
    if (err instanceof AppError) throw err;
    throw validationFailed({ [CENSUS_FIELD]: UPLOAD_MESSAGES.broken });
  }
  if (!censusSeen) Object.assign(errors, checkFields(), { [CENSUS_FIELD]: LARGE_GROUP_MESSAGES.census });
  if (Object.keys(errors).length > 0 || !census || !request) {
    if (census) await removeStoredObjects(storage, [(census as StoredUpload).storageKey]);
    throw validationFailed(
      Object.keys(errors).length > 0 ? errors : { [CENSUS_FIELD]: LARGE_GROUP_MESSAGES.census },
    );
  }
  const upload: StoredUpload = census;
  const body: LargeGroupQuoteRequest = request;
  const id = randomUUID();
  let companyName: string;
  try {
    companyName = await db.transaction(async (tx) => {
      const company = await lockCompany(tx, input.companyId);
      if (!company) throw notFound('That company');
      if (await findOpenQuoteRequest(tx, input.companyId))
        throw new AppError('conflict', LARGE_GROUP_MESSAGES.open);
      const censusFileId = await recordStoredFile(tx, {
        ...upload,
        companyId: input.companyId,
        recordType: 'large_group_census',
        recordId: id,
        uploadedByAccountId: actor.accountId,
      });
      const fein = sealDigits(deps.cipher, body.fein);
      const hasCarrier = body.currentCarrier !== NO_CURRENT_CARRIER;
      await insertQuoteRequest(tx, {
        id,
        companyId: input.companyId,
        legalName: body.legalName,
        feinEncrypted: fein.encrypted,
        feinLast4: fein.last4,
        address1: body.address1,
        address2: body.address2,
        city: body.city,
        state: body.state,
        zip: body.zip,
        totalEmployees: body.totalEmployees,
        fullTimeEmployees: body.fullTimeEmployees,
        partTimeEmployees: body.partTimeEmployees,
        currentCarrierId: hasCarrier ? body.currentCarrier : null,
        currentCarrierName: hasCarrier
          ? body.currentCarrier === OTHER_CARRIER_ID
            ? body.currentCarrierOther
            : (carrierName('medical', body.currentCarrier) ?? body.currentCarrier)
          : null,
        renewalDate: hasCarrier ? convertUsDateToIso(body.renewalDate) : null,
        effectiveDate: convertUsDateToIso(body.effectiveDate)!,
        censusFileId,
        contactName: body.contactName,
        contactTitle: body.contactTitle,
        contactEmail: body.contactEmail,
        contactPhone: body.contactPhone,
        submittedByAccountId: actor.accountId,
      });
      await writeAudit(tx, {
        accountId: actor.accountId,
        sessionId: actor.sessionId,
        companyId: input.companyId,
        action: 'large_group.quote_requested',
        subjectType: 'large_group_quote_request',
        subjectId: id,
        details: {
          totalEmployees: body.totalEmployees,
          fullTimeEmployees: body.fullTimeEmployees,
          partTimeEmployees: body.partTimeEmployees,
          censusContentType: upload.contentType,
          censusSizeBytes: upload.sizeBytes,
        },
      });
      return company.name;
    });
  } catch (err) {
    await removeStoredObjects(storage, [upload.storageKey]);
    throw err;
  }
  await sendConfirmations(deps, actor, {
    ...body,
    companyName,
    idToken: input.idToken,
    censusName: upload.originalName,
  });
  return readLargeGroupStatus(db, input.companyId);
}

function checkToken(token: string | undefined, idToken: string): Record<string, string> {
  const value = token?.trim();
  if (!value || matchesCompanyToken(idToken, value)) return {};
  return { company_id_token: LARGE_GROUP_MESSAGES.tokenMismatch };
}

/** The confirmation to the contact and to the account that sent the request (once when they are one address). */
async function sendConfirmations(
  deps: LargeGroupDeps,
  actor: Actor,
  sent: LargeGroupQuoteRequest & { companyName: string; idToken: string; censusName: string },
) {
  const recipients = [{ email: sent.contactEmail, name: sent.contactName as string | null }];
  if (actor.email.toLowerCase() !== sent.contactEmail.toLowerCase())
    recipients.push({ email: actor.email, name: actor.name });
  let failed = 0;
  for (const recipient of recipients) {
    try {
      await deps.mailer.sendMail('largeGroupQuoteRequested', recipient.email, {
        recipientName: recipient.name,
        companyName: sent.legalName,
        contactName: sent.contactName,
        effectiveOn: formatLongIsoDate(convertUsDateToIso(sent.effectiveDate)!),
        totalEmployees: sent.totalEmployees,
        censusName: sent.censusName,
        turnaroundBusinessDays: QUOTE_TURNAROUND_BUSINESS_DAYS,
        statusUrl: statusUrl(deps.publicUrl, sent.idToken),
      });
    } catch {
      failed += 1;
    }
  }
  // The request stands: the done page says the same as the mail. Counts only, never an address.
  if (failed > 0)
    deps.log.warn({ failed, sent: recipients.length - failed }, 'large group confirmation mail failed');
}

/** Operations' queue: the requests of a status (or all), those waiting longest first, and counts per status. */
export async function listQuoteQueue(db: Db, filter: QuoteQueueFilter): Promise<QuoteQueue> {
  const [rows, counted] = await Promise.all([
    listQuoteRequests(db, filter === 'all' ? null : [filter]),
    countQuoteRequestsByStatus(db),
  ]);
  const counts = Object.fromEntries(QUOTE_REQUEST_STATUSES.map((s) => [s, 0])) as QuoteQueue['counts'];
  for (const c of counted) counts[c.status] = Number(c.count);
  return { items: rows.map((row) => toDetail(row)), counts };
}

/** One request, for operations. */
export async function readQuoteRequest(db: Db, id: string): Promise<QuoteRequestDetail> {
  const row = await findQuoteRequest(db, id);
  if (!row) throw notFound('That quote request');
  return toDetail(row);
}

/** Operations move a request's status: the version read (409 when stale), one of its next statuses, audited. */
export async function changeQuoteRequestStatus(
  db: Db,
  actor: Actor,
  id: string,
  body: QuoteRequestStatusRequest,
): Promise<QuoteRequestDetail> {
  await db.transaction(async (tx) => {
    const row = await lockQuoteRequest(tx, id);
    if (!row) throw notFound('That quote request');
    assertVersion(row.version, body.version, LARGE_GROUP_MESSAGES.version);
    const from = row.status as QuoteRequestStatus;
    if (!canMoveQuoteRequest(from, body.status))
      throw validationFailed({ status: LARGE_GROUP_MESSAGES.statusStep }, LARGE_GROUP_MESSAGES.statusStep);
    // Reopening an answered request while the company has sent another would make two open ones.
    if (isQuoteRequestOpen(body.status) && !isQuoteRequestOpen(from)) {
      const open = await findOpenQuoteRequest(tx, row.companyId);
      if (open && open.id !== row.id)
        throw new AppError('conflict', 'The company has sent a newer request, which is still open.');
    }
    await updateQuoteRequestStatus(tx, row.id, body.status, row.version, clock.now());
    await writeAudit(tx, {
      accountId: actor.accountId,
      sessionId: actor.sessionId,
      companyId: row.companyId,
      action: 'large_group.quote_status_changed',
      subjectType: 'large_group_quote_request',
      subjectId: row.id,
      details: { from, to: body.status },
    });
  });
  return readQuoteRequest(db, id);
}

/**
 * The census of a request: operations, and the company's own administrators and brokers (it is their file);
 * anyone else gets 404, as for a request that does not exist.
 */
export async function openCensus(deps: Pick<LargeGroupDeps, 'db' | 'storage'>, actor: Actor, id: string) {
  const row = await findQuoteRequest(deps.db, id);
  if (!row || !canManageCompany(actor, row.request.companyId)) throw notFound('That quote request');
  const file = await findCensusFile(deps.db, row.request.censusFileId);
  if (!file) throw new Error(`The census row of quote request ${id} is missing.`);
  const body = await deps.storage.get(file.storageKey);
  if (!body) throw new Error(`The stored object of file ${file.id} is missing.`);
  return { file, body };
}

import {
  CLAIM_LIMITS,
  CLAIM_STATUS_STEPS,
  type ClaimMessageAuthor,
  canMoveClaim,
  isClaimOpenForReplies,
  statusAfterMessage,
} from '@shared/domain/claims/claims';
import { convertUsDateToIso } from '@shared/domain/dates/dates';
import { COVERAGE_LINE_LABELS } from '@shared/domain/employee-dashboard/employee-dashboard';
import {
  CLAIM_MESSAGES,
  type ClaimDetail,
  type ClaimList,
  type ClaimMessageRequest,
  type ClaimRequest,
  type ClaimStatusRequest,
  type ClaimSummary,
  readClaimAmountCents,
} from '@shared/schemas/claims';
import type { Actor } from '../../../access/actor';
import { writeAudit } from '../../../access/audit';
import type { EmployeeFormAccess } from '../../../access/employee-access';
import type { Db } from '../../../db/client';
import { AppError, forbidden, notFound, validationFailed } from '../../../lib/app-error';
import { assertVersion } from '../../../lib/versioned-write';
import type { FileStorage } from '../../../plugins/storage/file-storage';
import {
  type IncomingFile,
  listFilesOfRecord,
  openFileOfRecord,
  recordStoredFile,
  removeStoredObjects,
  storeUploadedObject,
  UPLOAD_MESSAGES,
} from '../../platform';
import { listClaimableLines } from '../employee-dashboard/employee-dashboard.service';
import {
  type ClaimRow,
  findClaimOfForm,
  insertClaim,
  insertClaimMessage,
  listClaimMessages,
  listClaimsOfForm,
  lockClaimOfForm,
  lockEmployeeForm,
  updateClaim,
} from './claims.repository';

/*
 * Claims help (issue 14, decision 0045): an employee's requests to the support team about a claim of a line they
 * are enrolled in. The employee writes them; support (operations) answers and moves the status, in admin mode
 * (audited). The company's administrators and brokers do not see them (decision 0075: health information, and
 * the minimum necessary for them is none). Nothing personal reaches the audit log or a log line: the audit rows
 * name the line, the author kind, the status and the file's type and size.
 */

export type ClaimsDeps = { db: Db; storage: FileStorage; maxBytes: number };

/** A claim's files: PDF, PNG or JPEG, read from the content. */
const CLAIM_FILE_KINDS = ['pdf', 'png', 'jpeg'] as const;
const CLAIM_RECORD = 'claim' as const;

const claimsPath = (formId: string) => `/api/v1/employee_forms/${formId}/claims`;
const referenceOf = (id: string) => `CH-${id.slice(0, 8).toUpperCase()}`;

/**
 * The employee, or support in admin mode (decision 0075). The routes' scope refuses anyone else in admin mode
 * before this runs; every use case checks again, so no other caller of the service can slip past it.
 */
function assertMayOpenClaims(actor: Actor, access: EmployeeFormAccess): void {
  if (access.adminMode && actor.role !== 'operations') throw forbidden(CLAIM_MESSAGES.healthInformation);
}

/**
 * Who the caller writes as: support (operations) or the employee. Messages an administrator wrote for the
 * employee before decision 0075 keep their author kind, 'administrator'.
 */
function authorOf(actor: Actor, access: EmployeeFormAccess): { author: ClaimMessageAuthor; name: string } {
  if (actor.role === 'operations') return { author: 'support', name: 'Support team' };
  return { author: 'employee', name: `${access.form.firstName} ${access.form.lastName}` };
}

function toSummary(row: ClaimRow, messageCount: number): ClaimSummary {
  return {
    id: row.id,
    reference: referenceOf(row.id),
    coverageType: row.coverageType,
    coverageLabel: COVERAGE_LINE_LABELS[row.coverageType],
    patientName: row.patientName,
    providerName: row.providerName,
    dateOfService: row.dateOfService,
    amountBilledCents: row.amountBilledCents,
    status: row.status,
    submittedAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    messageCount,
  };
}

/** GET …/claims: the form's requests and the lines a new one may name. */
export async function listClaims(
  deps: ClaimsDeps,
  actor: Actor,
  access: EmployeeFormAccess,
): Promise<ClaimList> {
  assertMayOpenClaims(actor, access);
  const formId = access.form.id;
  const rows = await listClaimsOfForm(deps.db, formId);
  return {
    claims: rows.map((r) => toSummary(r.claim, r.messageCount)),
    claimableLines: await listClaimableLines(deps.db, formId),
    attachmentMaxBytes: deps.maxBytes,
  };
}

async function toDetail(
  deps: ClaimsDeps,
  actor: Actor,
  access: EmployeeFormAccess,
  row: ClaimRow,
): Promise<ClaimDetail> {
  const messages = await listClaimMessages(deps.db, row.id);
  const files = await listFilesOfRecord(deps.db, row.companyId, CLAIM_RECORD, row.id);
  return {
    ...toSummary(row, messages.length),
    description: row.description,
    version: row.version,
    messages: messages.map((m) => ({
      id: m.id,
      author: m.author,
      authorName: m.authorName,
      body: m.body,
      createdAt: m.createdAt.toISOString(),
    })),
    // Oldest first, in the order they were added.
    attachments: files.reverse().map((f) => ({
      id: f.id,
      name: f.name,
      contentType: f.contentType,
      sizeBytes: f.sizeBytes,
      createdAt: f.createdAt,
      downloadHref: `${claimsPath(access.form.id)}/${row.id}/attachments/${f.id}`,
    })),
    canReply: isClaimOpenForReplies(row.status),
    nextStatuses: actor.role === 'operations' ? [...CLAIM_STATUS_STEPS[row.status]] : [],
    attachmentMaxBytes: deps.maxBytes,
  };
}

/** GET …/claims/{claimId}: one request with its messages and files (404 for another form's). */
export async function readClaim(
  deps: ClaimsDeps,
  actor: Actor,
  access: EmployeeFormAccess,
  claimId: string,
): Promise<ClaimDetail> {
  assertMayOpenClaims(actor, access);
  const row = await findClaimOfForm(deps.db, access.form.id, claimId);
  if (!row) throw notFound('That claim');
  return toDetail(deps, actor, access, row);
}

const auditBase = (actor: Actor, access: EmployeeFormAccess, claimId: string) => ({
  accountId: actor.accountId,
  sessionId: actor.sessionId,
  companyId: access.form.companyId,
  adminMode: access.adminMode,
  subjectType: 'claim_request',
  subjectId: claimId,
});

/**
 * POST …/claims: a new request, checked against the employee's enrollment under the form's lock: the line must
 * be one they are enrolled in, and the person one that line covers. Every refusal at once, nothing written.
 */
export async function createClaim(
  deps: ClaimsDeps,
  actor: Actor,
  access: EmployeeFormAccess,
  request: ClaimRequest,
): Promise<ClaimDetail> {
  assertMayOpenClaims(actor, access);
  const formId = access.form.id;
  const row = await deps.db.transaction(async (tx) => {
    if (!(await lockEmployeeForm(tx, formId))) throw notFound('That employee');
    const lines = await listClaimableLines(tx, formId);
    const line = lines.find((l) => l.coverageType === request.coverageType);
    const member = line?.members.find((m) => m.value === request.patient);
    const fieldErrors: Record<string, string> = {};
    if (!line) fieldErrors.coverageType = CLAIM_MESSAGES.coverageNotEnrolled;
    else if (!member) fieldErrors.patient = CLAIM_MESSAGES.patientNotCovered;
    const dateOfService = convertUsDateToIso(request.dateOfService);
    const amountCents = readClaimAmountCents(request.amountBilled);
    if (Object.keys(fieldErrors).length > 0 || !member || !dateOfService || amountCents === null)
      throw validationFailed(fieldErrors);
    const inserted = await insertClaim(tx, {
      employeeFormId: formId,
      companyId: access.form.companyId,
      coverageType: request.coverageType,
      dependentId: member.relationship === 'employee' ? null : member.value,
      patientName: member.name,
      providerName: request.providerName,
      dateOfService,
      amountBilledCents: amountCents,
      description: request.description,
      submittedByAccountId: actor.accountId,
    });
    await writeAudit(tx, {
      ...auditBase(actor, access, inserted.id),
      action: access.adminMode ? 'claims.submitted_in_admin_mode' : 'claims.submitted',
      details: { coverageType: request.coverageType },
    });
    return inserted;
  });
  return toDetail(deps, actor, access, row);
}

/** Reads and locks a request inside a write, checks the version it was based on and that it takes replies. */
async function lockForWrite(tx: Db, formId: string, claimId: string, basedOn: number): Promise<ClaimRow> {
  const row = await lockClaimOfForm(tx, formId, claimId);
  if (!row) throw notFound('That claim');
  assertVersion(row.version, basedOn, CLAIM_MESSAGES.version);
  return row;
}

/**
 * POST …/claims/{claimId}/messages: a reply, from the version the writer read (a message that arrived since
 * answers 409, so nobody answers a thread they have not seen). Not on a closed request. An employee's reply to
 * a resolved request sends it back to review.
 */
export async function postClaimMessage(
  deps: ClaimsDeps,
  actor: Actor,
  access: EmployeeFormAccess,
  claimId: string,
  request: ClaimMessageRequest,
): Promise<ClaimDetail> {
  assertMayOpenClaims(actor, access);
  const { author, name } = authorOf(actor, access);
  const row = await deps.db.transaction(async (tx) => {
    const claim = await lockForWrite(tx, access.form.id, claimId, request.version);
    if (!isClaimOpenForReplies(claim.status)) throw new AppError('conflict', CLAIM_MESSAGES.closed);
    await insertClaimMessage(tx, {
      claimRequestId: claim.id,
      author,
      authorName: name,
      authorAccountId: actor.accountId,
      body: request.body,
    });
    const status = statusAfterMessage(claim.status, author);
    await writeAudit(tx, {
      ...auditBase(actor, access, claim.id),
      action: access.adminMode ? 'claims.message_in_admin_mode' : 'claims.message',
      details: { author, ...(status === claim.status ? {} : { from: claim.status, to: status }) },
    });
    return updateClaim(tx, claim.id, { status, version: claim.version + 1 });
  });
  return toDetail(deps, actor, access, row);
}

/** PUT …/claims/{claimId}/status: support (operations) moves the request along CLAIM_STATUS_STEPS. */
export async function changeClaimStatus(
  deps: ClaimsDeps,
  actor: Actor,
  access: EmployeeFormAccess,
  claimId: string,
  request: ClaimStatusRequest,
): Promise<ClaimDetail> {
  assertMayOpenClaims(actor, access);
  if (actor.role !== 'operations') throw forbidden(CLAIM_MESSAGES.supportOnly);
  const row = await deps.db.transaction(async (tx) => {
    const claim = await lockForWrite(tx, access.form.id, claimId, request.version);
    if (!canMoveClaim(claim.status, request.status))
      throw new AppError('conflict', CLAIM_MESSAGES.statusStep);
    await writeAudit(tx, {
      ...auditBase(actor, access, claim.id),
      action: 'claims.status_changed',
      details: { from: claim.status, to: request.status },
    });
    return updateClaim(tx, claim.id, { status: request.status, version: claim.version + 1 });
  });
  return toDetail(deps, actor, access, row);
}

/**
 * POST …/claims/{claimId}/attachments: one file (PDF, PNG or JPEG by its content, at most the upload limit)
 * stored under a random key, then its row under the request's lock (not closed, at most 10 files), which raises
 * the version. A file adds to the request and contradicts nothing, so it is not based on a version. If the row
 * cannot be written, the object is removed again.
 */
export async function uploadClaimAttachment(
  deps: ClaimsDeps,
  actor: Actor,
  access: EmployeeFormAccess,
  claimId: string,
  incoming: IncomingFile | undefined,
): Promise<ClaimDetail> {
  assertMayOpenClaims(actor, access);
  const formId = access.form.id;
  if (!incoming) throw validationFailed({ file: UPLOAD_MESSAGES.missing });
  const existing = await findClaimOfForm(deps.db, formId, claimId);
  if (!existing) {
    incoming.file.destroy();
    throw notFound('That claim');
  }
  const stored = await storeUploadedObject(deps, incoming, CLAIM_FILE_KINDS);
  if ('refused' in stored) throw validationFailed({ file: stored.refused });
  let row: ClaimRow;
  try {
    row = await deps.db.transaction(async (tx) => {
      const claim = await lockClaimOfForm(tx, formId, claimId);
      if (!claim) throw notFound('That claim');
      if (!isClaimOpenForReplies(claim.status)) throw new AppError('conflict', CLAIM_MESSAGES.closed);
      const files = await listFilesOfRecord(tx, claim.companyId, CLAIM_RECORD, claim.id);
      if (files.length >= CLAIM_LIMITS.attachments)
        throw new AppError('conflict', CLAIM_MESSAGES.tooManyAttachments);
      const fileId = await recordStoredFile(tx, {
        ...stored,
        companyId: claim.companyId,
        recordType: CLAIM_RECORD,
        recordId: claim.id,
        uploadedByAccountId: actor.accountId,
      });
      // No file name in the audit log: names of medical bills name people and conditions.
      await writeAudit(tx, {
        ...auditBase(actor, access, claim.id),
        action: access.adminMode ? 'claims.attachment_in_admin_mode' : 'claims.attachment',
        details: { fileId, contentType: stored.contentType, sizeBytes: stored.sizeBytes },
      });
      return updateClaim(tx, claim.id, { version: claim.version + 1 });
    });
  } catch (err) {
    await removeStoredObjects(deps.storage, [stored.storageKey]);
    throw err;
  }
  return toDetail(deps, actor, access, row);
}

/** GET …/claims/{claimId}/attachments/{attachmentId}: the file's bytes (404 unless it is that request's). */
export async function openClaimAttachment(
  deps: ClaimsDeps,
  actor: Actor,
  access: EmployeeFormAccess,
  claimId: string,
  attachmentId: string,
) {
  assertMayOpenClaims(actor, access);
  const claim = await findClaimOfForm(deps.db, access.form.id, claimId);
  if (!claim) throw notFound('That claim');
  return openFileOfRecord(deps, claim.companyId, CLAIM_RECORD, claim.id, attachmentId);
}

import { BOR_MESSAGES } from '@shared/domain/broker-of-record/application';
import { type BrokerLetter, letterEffectiveDateError } from '@shared/domain/broker-of-record/letter';
import { SIGNATURE_IMAGE_MESSAGES } from '@shared/domain/signature/signature';
import type {
  BorCompanyProfile,
  BorLetterDetailsRequest,
  BorSaveSignatureRequest,
} from '@shared/schemas/broker-of-record';
import {
  BOR_SIGNING_LINK_DAYS,
  BOR_SIGNING_MESSAGES,
  type BorOfficerSigned,
  type BorOfficerSigning,
  type BorOfficerSignRequest,
  type BorSigningRequest,
} from '@shared/schemas/broker-of-record-signing';
import { type Actor, canManageCompany } from '../../../access/actor';
import { writeAudit } from '../../../access/audit';
import type { Db } from '../../../db/client';
import type { BorLetterBroker } from '../../../db/schema';
import { AppError, forbidden, notFound, validationFailed } from '../../../lib/app-error';
import { clock } from '../../../lib/clock';
import { lockCompany } from '../../../lib/company-lock';
import { randomToken, sha256 } from '../../../lib/field-crypto';
import type { TransactionalSend } from '../../../plugins/jobs';
import type { FileStorage } from '../../../plugins/storage/file-storage';
import { recordCarrierGroupNumbers } from '../../carriers';
import {
  openSealedFileOfRecord,
  recordStoredFile,
  removeStoredObjects,
  storeSealedObject,
} from '../../platform';
import { readCompanyProfile } from './bor-profile.service';
import {
  assertBrokerNamed,
  type BorDeps,
  type BorFileDeps,
  buildLetters,
  groupPlansByCarrier,
  type LetterDetails,
  letterBrokerOf,
  letterDetailsOf,
  lockForWrite,
  preparedBy,
  todayIso,
  withSection,
} from './bor-shared';
import {
  type BorApplicationRow,
  findAccount,
  findApplication,
  findCarrierChange,
  findSigningRequest,
  findSigningRequestByHash,
  insertCarrierChange,
  insertCarrierChangeEvent,
  insertSigningRequest,
  listIntakePlans,
  lockApplication,
  lockSigningRequest,
  markSigningRequestUsed,
  replaceOpenSigningRequests,
  type SigningRequestRow,
  setCarrierChangeLetter,
  updateApplication,
} from './broker-of-record.repository';
import { renderBrokerLetterPdf } from './letter-pdf';

// ---------------------------------------------------------------------------------------------------------
// The letter and the signature

function checkEffectiveDate(date: string, today: string) {
  const error = letterEffectiveDateError(date, today);
  if (error) throw validationFailed({ effectiveDate: error }, error);
}

/** PUT letter_details ("Review This Letter"): the representative and the effective date, before signing. */
export async function saveLetterDetails(
  deps: BorDeps,
  actor: Actor,
  companyId: string,
  body: BorLetterDetailsRequest,
): Promise<BorCompanyProfile> {
  const today = todayIso();
  checkEffectiveDate(body.effectiveDate, today);
  await deps.db.transaction(async (tx) => {
    const { app } = await lockForWrite(tx, companyId, body.version);
    if (app.signedAt) throw new AppError('conflict', BOR_MESSAGES.alreadySigned);
    await assertBrokerNamed(tx, app, actor);
    await updateApplication(tx, app, {
      representativeName: body.representativeName,
      representativeTitle: body.representativeTitle,
      letterEffectiveDate: body.effectiveDate,
      ...preparedBy(actor),
    });
    await writeAudit(tx, {
      accountId: actor.accountId,
      sessionId: actor.sessionId,
      companyId,
      action: 'broker_of_record.letter_edited',
      subjectType: 'bor_application',
      subjectId: app.id,
      details: { fields: ['representativeName', 'representativeTitle', 'effectiveDate'] },
    });
  });
  return readCompanyProfile(deps.db, companyId, actor);
}

/** The PNG bytes of a signature data URL. */
function signaturePngOf(dataUrl: string): Uint8Array {
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
}

/**
 * A letter rendered with the signature. The schema's rule read the image's header (a PNG within the limits,
 * decision 0074); one whose body still cannot be read is the signer's to redo, at its field, never a 500.
 */
async function renderSignedLetter(letter: BrokerLetter, signature: Uint8Array): Promise<Uint8Array> {
  try {
    return await renderBrokerLetterPdf(letter, signature);
  } catch {
    throw validationFailed({ signatureImageDataUrl: SIGNATURE_IMAGE_MESSAGES.notPng });
  }
}

/** Who signs: the signed-in caller, or the company's officer from their link (no account, decision 0081). */
type Signer = { accountId: string | null; sessionId: string | null; via: 'signed_in' | 'officer_link' };

/** Inside a write: the application is ready to sign, and answers its letters' carriers (409 otherwise). */
async function assertReadyToSign(tx: Db, app: BorApplicationRow) {
  if (app.signedAt) throw new AppError('conflict', BOR_MESSAGES.alreadySigned);
  if (!app.completedSections.includes('companyInformation') || !app.completedSections.includes('currentPlan'))
    throw new AppError('conflict', BOR_MESSAGES.notReadyToSign);
  const plans = await listIntakePlans(tx, app.id);
  const groups = groupPlansByCarrier(plans);
  if (groups.length === 0) throw new AppError('conflict', BOR_MESSAGES.noLetterCarrier);
  return groups;
}

/**
 * Inside a write, the application locked: signs it. One letter per distinct carrier, built from the plans and the
 * letter's details, rendered to PDF with the signature and stored sealed (each stored key pushed to `stored`, for
 * the caller to remove should the write fail); a carrier change per letter, "letter sent"; the group numbers on
 * record; the application signed, naming the broker of record kept with it; audited.
 */
async function signLetters(
  tx: Db,
  deps: Pick<BorFileDeps, 'cipher' | 'storage'>,
  stored: string[],
  input: {
    app: BorApplicationRow;
    details: LetterDetails;
    signatureImageDataUrl: string;
    broker: BorLetterBroker;
    signer: Signer;
    /** Queues the administrators' mail of a carrier change's status (decision 0081). */
    queueStatusMail: TransactionalSend;
  },
) {
  const { app, details, broker, signer } = input;
  const { cipher, storage } = deps;
  const companyId = app.companyId;
  const groups = await assertReadyToSign(tx, app);
  // A date chosen earlier may have passed since: checked again on the day of signing.
  checkEffectiveDate(details.effectiveDate, todayIso());
  const now = clock.now();
  const fein = app.feinEncrypted ? cipher.decrypt(app.feinEncrypted) : null;
  const signature = signaturePngOf(input.signatureImageDataUrl);
  for (const { group, letter } of buildLetters(app, groups, details, fein, now.toISOString(), broker)) {
    const pdf = await renderSignedLetter(letter, signature);
    // The carrier's letter names the whole FEIN: stored sealed, opened only by its route (decision 0074).
    const upload = await storeSealedObject(
      { storage, cipher },
      { bytes: pdf, originalName: letterFileName(group.carrierName), contentType: 'application/pdf' },
    );
    stored.push(upload.storageKey);
    const change = await insertCarrierChange(tx, {
      applicationId: app.id,
      companyId,
      carrierKey: group.carrierKey,
      carrierName: group.carrierName,
      groupIdNumbers: group.groupNumbers,
      insuranceTypes: group.insuranceTypes,
      effectiveDate: details.effectiveDate,
      status: 'letter_sent',
      statusChangedAt: now,
    });
    const fileId = await recordStoredFile(tx, {
      ...upload,
      companyId,
      recordType: 'bor_letter',
      recordId: change.id,
      uploadedByAccountId: signer.accountId,
    });
    // The change's row is made first: the file is recorded against it.
    await setCarrierChangeLetter(tx, change.id, fileId);
    const eventId = await insertCarrierChangeEvent(tx, {
      carrierChangeId: change.id,
      status: 'letter_sent',
      at: now,
      byAccountId: signer.accountId,
    });
    // The administrators are told each letter went out, by the job queue, committed with the change.
    await input.queueStatusMail(tx, { carrierChangeEventId: eventId });
  }
  // The group numbers the employer typed become the carriers' numbers on record (decision 0069): the ID
  // cards, the 834s, payroll and invoices show them from now on.
  await recordCarrierGroupNumbers(tx, {
    companyId,
    source: 'broker_of_record',
    accountId: signer.accountId,
    groups: groups.map((g) => ({ carrierName: g.carrierName, groupNumber: g.groupNumbers[0] ?? '' })),
  });
  await updateApplication(tx, app, {
    signatureImageDataUrl: input.signatureImageDataUrl,
    agreed: true,
    signedAt: now,
    signedByAccountId: signer.accountId,
    signedBroker: broker,
    representativeName: details.representativeName,
    representativeTitle: details.representativeTitle,
    letterEffectiveDate: details.effectiveDate,
    completedSections: withSection(app.completedSections, 'confirmation'),
  });
  await writeAudit(tx, {
    accountId: signer.accountId,
    sessionId: signer.sessionId,
    companyId,
    action: 'broker_of_record.signed',
    subjectType: 'bor_application',
    subjectId: app.id,
    details: { letters: groups.length, effectiveDate: details.effectiveDate, via: signer.via },
  });
  return { signedAt: now, letterCount: groups.length };
}

/** Runs a write that stores letters; the objects it stored are removed when it fails. */
async function withStoredLetters<T>(storage: FileStorage, write: (stored: string[]) => Promise<T>) {
  const stored: string[] = [];
  try {
    return await write(stored);
  } catch (err) {
    await removeStoredObjects(storage, stored);
    throw err;
  }
}

/**
 * POST save_signature: with the agreement, the company's representative signed in signs the application
 * (signLetters). A broker cannot sign for the company (403, decision 0081): they send the officer a signing
 * request. Exactly one signature: a second answers 409.
 */
export async function saveSignature(
  deps: BorFileDeps,
  actor: Actor,
  companyId: string,
  body: BorSaveSignatureRequest,
  queueStatusMail: TransactionalSend,
): Promise<BorCompanyProfile> {
  if (actor.role === 'broker') throw forbidden(BOR_SIGNING_MESSAGES.brokerCannotSign);
  const { db } = deps;
  const today = todayIso();
  if (body.effectiveDate) checkEffectiveDate(body.effectiveDate, today);
  await withStoredLetters(deps.storage, (stored) =>
    db.transaction(async (tx) => {
      const { app } = await lockForWrite(tx, companyId, body.version);
      if (app.signedAt) throw new AppError('conflict', BOR_MESSAGES.alreadySigned);
      const saved = letterDetailsOf(app, today);
      const broker = await assertBrokerNamed(tx, app, actor);
      await signLetters(tx, deps, stored, {
        app,
        details: {
          representativeName: body.representativeName ?? saved.representativeName,
          representativeTitle: body.representativeTitle ?? saved.representativeTitle,
          effectiveDate: body.effectiveDate ?? saved.effectiveDate,
        },
        signatureImageDataUrl: body.signatureImageDataUrl,
        broker,
        signer: { accountId: actor.accountId, sessionId: actor.sessionId, via: 'signed_in' },
        queueStatusMail,
      });
      // A request sent to the officer earlier has nothing left to sign.
      await replaceOpenSigningRequests(tx, app.id, clock.now());
    }),
  );
  return readCompanyProfile(db, companyId, actor);
}

// ---------------------------------------------------------------------------------------------------------
// The officer's signing request (decision 0081)

const DAY_MS = 86_400_000;

/**
 * POST signing_request: whoever prepares the letters names the company's officer, who is e-mailed a one-time link
 * to sign them on a page of their own (no account needed). One transaction: the application (version checked,
 * ready to sign, its broker named with a licence for the state) takes the officer as its representative; the open
 * request is replaced; the new one keeps only the token's SHA-256; the mail's job is queued in the same
 * transaction, carrying the token sealed. The link expires after 14 days, or when the letters change.
 */
export async function requestOfficerSignature(
  deps: BorDeps,
  actor: Actor,
  companyId: string,
  body: BorSigningRequest,
  queueMail: TransactionalSend,
): Promise<BorCompanyProfile> {
  const today = todayIso();
  await deps.db.transaction(async (tx) => {
    const { app } = await lockForWrite(tx, companyId, body.version);
    await assertReadyToSign(tx, app);
    await assertBrokerNamed(tx, app, actor);
    checkEffectiveDate(letterDetailsOf(app, today).effectiveDate, today);
    await updateApplication(tx, app, {
      representativeName: body.officerName,
      representativeTitle: body.officerTitle,
      ...preparedBy(actor),
    });
    const now = clock.now();
    await replaceOpenSigningRequests(tx, app.id, now);
    const token = randomToken();
    const request = await insertSigningRequest(tx, {
      applicationId: app.id,
      companyId,
      tokenHash: sha256(token),
      officerName: body.officerName,
      officerTitle: body.officerTitle,
      officerEmail: body.officerEmail.toLowerCase(),
      // The version the update above gives: any later change to the application voids the link.
      applicationVersion: app.version + 1,
      requestedByAccountId: actor.accountId,
      createdAt: now,
      expiresAt: new Date(now.getTime() + BOR_SIGNING_LINK_DAYS * DAY_MS),
    });
    await queueMail(tx, { signingRequestId: request.id, tokenSealed: deps.cipher.encrypt(token) });
    await writeAudit(tx, {
      accountId: actor.accountId,
      sessionId: actor.sessionId,
      companyId,
      action: 'broker_of_record.signing_requested',
      subjectType: 'bor_signing_request',
      subjectId: request.id,
      details: { fields: ['officerName', 'officerTitle', 'officerEmail'] },
    });
  });
  return readCompanyProfile(deps.db, companyId, actor);
}

/** A request whose link still works: known, not used, not replaced, not expired, the letters unchanged. */
function checkLink(
  request: SigningRequestRow | null | undefined,
  app: Pick<BorApplicationRow, 'version'> | null | undefined,
): asserts request is SigningRequestRow {
  if (!request) throw new AppError('not_found', BOR_SIGNING_MESSAGES.linkUnknown);
  if (request.usedAt) throw new AppError('conflict', BOR_SIGNING_MESSAGES.linkUsed);
  if (request.replacedAt) throw new AppError('conflict', BOR_SIGNING_MESSAGES.linkReplaced);
  if (request.expiresAt.getTime() <= clock.nowMs())
    throw new AppError('conflict', BOR_SIGNING_MESSAGES.linkExpired);
  if (!app || app.version !== request.applicationVersion)
    throw new AppError('conflict', BOR_SIGNING_MESSAGES.lettersChanged);
}

/** GET officer_signing/{token}: the letters as the officer will sign them (the FEIN masked, as in the preview). */
export async function readOfficerSigning(db: Db, token: string): Promise<BorOfficerSigning> {
  const request = await findSigningRequestByHash(db, sha256(token));
  const app = request ? await findApplication(db, request.companyId) : undefined;
  checkLink(request, app);
  const profile = await readCompanyProfile(db, request!.companyId);
  return {
    companyName: profile.name,
    officerName: request!.officerName,
    officerTitle: request!.officerTitle,
    effectiveDate: profile.letter.effectiveDate,
    expiresAt: request!.expiresAt.toISOString(),
    broker: {
      agency: profile.letter.broker.agency,
      name: profile.letter.broker.name,
      license: profile.letter.broker.license,
    },
    letters: profile.letter.letters,
  };
}

/**
 * POST officer_signing/{token}: the officer agrees and signs, signed out. The company, the application and the
 * request are locked in the order every write takes them; the link is checked again under the locks; the letters
 * are signed with the officer's name and title (signLetters) and the token is used up.
 */
export async function signAsOfficer(
  deps: BorFileDeps,
  token: string,
  body: BorOfficerSignRequest,
  queueStatusMail: TransactionalSend,
): Promise<BorOfficerSigned> {
  const found = await findSigningRequestByHash(deps.db, sha256(token));
  if (!found) throw new AppError('not_found', BOR_SIGNING_MESSAGES.linkUnknown);
  const signed = await withStoredLetters(deps.storage, (stored) =>
    deps.db.transaction(async (tx) => {
      if (!(await lockCompany(tx, found.companyId))) throw notFound('That company');
      const app = await lockApplication(tx, found.companyId);
      const request = await lockSigningRequest(tx, found.id);
      checkLink(request, app);
      const named = await letterBrokerOf(tx, app!, null);
      if (named.problem) throw new AppError('conflict', named.problem);
      const result = await signLetters(tx, deps, stored, {
        app: app!,
        details: {
          representativeName: request!.officerName,
          representativeTitle: request!.officerTitle,
          effectiveDate: letterDetailsOf(app!, todayIso()).effectiveDate,
        },
        signatureImageDataUrl: body.signatureImageDataUrl,
        broker: named.broker,
        signer: { accountId: null, sessionId: null, via: 'officer_link' },
        queueStatusMail,
      });
      await markSigningRequestUsed(tx, request!.id, result.signedAt);
      return { companyName: app!.name, ...result };
    }),
  );
  return {
    companyName: signed.companyName,
    signedAt: signed.signedAt.toISOString(),
    letterCount: signed.letterCount,
  };
}

/**
 * What the officer's mail says (the notices module's job reads it): null when the request is no longer open (used,
 * replaced or expired), so a late job mails nobody a dead link.
 */
export async function readSigningRequestForMail(db: Db, signingRequestId: string) {
  const request = await findSigningRequest(db, signingRequestId);
  if (!request || request.usedAt || request.replacedAt || request.expiresAt.getTime() <= clock.nowMs())
    return null;
  const profile = await readCompanyProfile(db, request.companyId);
  const requester = request.requestedByAccountId
    ? await findAccount(db, request.requestedByAccountId)
    : undefined;
  return {
    officerName: request.officerName,
    officerTitle: request.officerTitle,
    officerEmail: request.officerEmail,
    companyName: profile.name,
    requestedBy: requester?.name ?? requester?.email ?? null,
    carriers: profile.letter.letters.map((l) => l.carrierName),
    effectiveDate: profile.letter.effectiveDate,
    expiresAt: clock.isoDateOf(request.expiresAt),
    brokerAgency: profile.letter.broker.agency,
  };
}

/** "Broker of record letter - Blue Shield of California.pdf" (file-name rules sanitise it further). */
function letterFileName(carrierName: string): string {
  return `Broker of record letter - ${carrierName.replace(/[^\p{L}\p{N} &.,'()-]/gu, '').slice(0, 80)}.pdf`;
}

/** GET a carrier change's letter: its company's administrators and brokers, and operations; 404 otherwise. */
export async function openCarrierLetter(
  deps: Pick<BorFileDeps, 'db' | 'storage' | 'cipher'>,
  actor: Actor,
  carrierChangeId: string,
) {
  const change = await findCarrierChange(deps.db, carrierChangeId);
  if (!change || !canManageCompany(actor, change.companyId) || !change.letterFileId)
    throw notFound('That letter');
  return openSealedFileOfRecord(deps, change.companyId, 'bor_letter', change.id, change.letterFileId);
}

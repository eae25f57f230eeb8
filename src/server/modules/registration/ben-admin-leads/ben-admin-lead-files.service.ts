import {
  type BenefitInvoiceType,
  type LeadFileStorageKey,
  MAX_LEAD_FILES_PER_KEY,
} from '@shared/domain/ben-admin/lead-rules';
import { toCompanyTokenPrefix } from '@shared/domain/company-token';
import { fieldErrorsFromIssues } from '@shared/errors';
import {
  LEAD_SERVER_MESSAGES,
  type LeadFile,
  leadFilesUploadFieldsSchema,
} from '@shared/schemas/ben-admin-lead';
import type { Actor } from '../../../access/actor';
import { writeAudit } from '../../../access/audit';
import type { Db } from '../../../db/client';
import { AppError, validationFailed } from '../../../lib/app-error';
import type { UploadPart } from '../../../lib/upload-context';
import {
  recordStoredFile,
  removeStoredObjects,
  type StoredUpload,
  storeUploadedObject,
  UPLOAD_MESSAGES,
} from '../../platform';
import {
  countLeadFiles,
  findLeadOfCompany,
  insertLeadFile,
  type LeadRow,
  listLeadFiles,
  lockLeadOfCompany,
} from './ben-admin-leads.repository';

/*
 * Benefits-administration registration, the server side (docs/spec/3 §2–§8, issue 16, decision 0052). One lead per
 * company: the landing's count makes it (status payment); the payment method is set up with the payment
 * provider, believed only from the provider (its retrieve, or its signed webhook), which moves it to
 * additional_information; the signed additional information makes it done and e-mails the administrators.
 * Every write locks the lead row and raises its version; a refusal writes nothing. The bank and health-account
 * numbers are sealed with the field cipher and only their last four are ever answered; the signature is kept
 * and never answered. Nothing personal reaches a log line or the audit log (field names, counts, kinds).
 */

import {
  auditOf,
  LEAD_FILE_KINDS,
  LEAD_RECORD,
  type LeadFileDeps,
  toLeadFile,
  wrongStatus,
} from './ben-admin-leads.service';

/** GET /api/v1/ben_admin_leads/files: one set's files, oldest first (none before the lead exists). */
export async function listBenAdminLeadFiles(
  db: Db,
  companyId: string,
  storageKey: LeadFileStorageKey,
): Promise<{ files: LeadFile[] }> {
  const lead = await findLeadOfCompany(db, companyId);
  return { files: lead ? (await listLeadFiles(db, lead.id, storageKey)).map(toLeadFile) : [] };
}

/** One part of the multipart upload, as the route hands it over. */
export type LeadUploadPart = UploadPart;

/** Thrown by the route's part reader when the form has more files than one set holds. */
export class TooManyLeadFilesError extends Error {}

/**
 * PATCH /api/v1/ben_admin_leads/files: one or more files into one set (storage_key; an insurance invoice may
 * name its benefit). The text fields come first; each file is sniffed (PDF, PNG or JPEG), size-limited and
 * stored as it arrives; any refusal removes what was stored and answers 400 (nothing recorded). Then, under the
 * lead's lock, the set may not go over MAX_LEAD_FILES_PER_KEY (409), and the lead must be at
 * additional_information (409). Files add and contradict nothing, so they are not based on a version and do not
 * raise it: the form's save that follows the upload (docs/spec/3 §4) sends the version it read.
 */
export async function uploadBenAdminLeadFiles(
  deps: LeadFileDeps,
  actor: Actor,
  input: { companyId: string; idToken: string; parts: AsyncIterable<LeadUploadPart> },
): Promise<{ files: LeadFile[] }> {
  const { db, storage } = deps;
  const fields: Record<string, string> = {};
  let checked: { storageKey: LeadFileStorageKey; invoiceType: BenefitInvoiceType | null } | null = null;
  const uploads: StoredUpload[] = [];
  const refuse = (field: string, message: string) => validationFailed({ [field]: message }, message);
  try {
    for await (const part of input.parts) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value.trim();
        continue;
      }
      if (part.fieldname !== 'files') {
        part.file.resume();
        throw refuse(part.fieldname, LEAD_SERVER_MESSAGES.filesField);
      }
      if (!checked) {
        checked = checkUploadFields(input, fields);
        const lead = await findLeadOfCompany(db, input.companyId);
        assertUploadAllowed(lead);
      }
      if (part.filename === '') {
        part.file.resume();
        throw refuse('files', UPLOAD_MESSAGES.missing);
      }
      const result = await storeUploadedObject(
        deps,
        { filename: part.filename, file: part.file },
        LEAD_FILE_KINDS,
      );
      if ('refused' in result) throw refuse('files', result.refused);
      uploads.push(result);
    }
  } catch (err) {
    await removeStoredObjects(
      storage,
      uploads.map((u) => u.storageKey),
    );
    if (err instanceof AppError) throw err;
    if (err instanceof TooManyLeadFilesError) throw refuse('files', LEAD_SERVER_MESSAGES.tooManyFiles);
    throw refuse('files', UPLOAD_MESSAGES.broken);
  }
  if (!checked || uploads.length === 0) throw refuse('files', UPLOAD_MESSAGES.missing);
  const { storageKey, invoiceType } = checked;
  try {
    await db.transaction(async (tx) => {
      const lead = await lockLeadOfCompany(tx, input.companyId);
      assertUploadAllowed(lead);
      if ((await countLeadFiles(tx, lead.id, storageKey)) + uploads.length > MAX_LEAD_FILES_PER_KEY)
        throw new AppError('conflict', LEAD_SERVER_MESSAGES.tooManyFiles);
      for (const upload of uploads) {
        const storedFileId = await recordStoredFile(tx, {
          ...upload,
          companyId: input.companyId,
          recordType: LEAD_RECORD,
          recordId: lead.id,
          uploadedByAccountId: actor.accountId,
        });
        await insertLeadFile(tx, { leadId: lead.id, storedFileId, storageKey, invoiceType });
      }
      // Types and sizes, never the files' names (names of invoices often name people).
      await writeAudit(tx, {
        ...auditOf(actor, input.companyId, lead.id),
        action: 'ben_admin_lead.files_uploaded',
        details: {
          storageKey,
          invoiceType,
          files: uploads.map((u) => ({ contentType: u.contentType, sizeBytes: u.sizeBytes })),
        },
      });
    });
  } catch (err) {
    await removeStoredObjects(
      storage,
      uploads.map((u) => u.storageKey),
    );
    throw err;
  }
  return listBenAdminLeadFiles(db, input.companyId, storageKey);
}

/** The upload's text fields: the set, the invoice's benefit (insurance only), and the company's token. */
function checkUploadFields(
  input: { idToken: string },
  fields: Record<string, string>,
): { storageKey: LeadFileStorageKey; invoiceType: BenefitInvoiceType | null } {
  const parsed = leadFilesUploadFieldsSchema.safeParse({
    storage_key: fields.storage_key,
    invoice_type: fields.invoice_type || undefined,
    company_id_token: fields.company_id_token || undefined,
  });
  if (!parsed.success) {
    const fieldErrors = fieldErrorsFromIssues(parsed.error.issues);
    throw validationFailed(fieldErrors, Object.values(fieldErrors)[0]);
  }
  const token = parsed.data.company_id_token;
  if (token && token !== input.idToken && token !== toCompanyTokenPrefix(input.idToken))
    throw validationFailed(
      { company_id_token: LEAD_SERVER_MESSAGES.tokenMismatch },
      LEAD_SERVER_MESSAGES.tokenMismatch,
    );
  const storageKey = parsed.data.storage_key;
  const invoiceType = parsed.data.invoice_type ?? null;
  if (invoiceType && storageKey !== 'insurance')
    throw validationFailed(
      { invoice_type: LEAD_SERVER_MESSAGES.invoiceTypeInsuranceOnly },
      LEAD_SERVER_MESSAGES.invoiceTypeInsuranceOnly,
    );
  return { storageKey, invoiceType };
}

function assertUploadAllowed(lead: LeadRow | null): asserts lead is LeadRow {
  if (!lead) throw new AppError('conflict', LEAD_SERVER_MESSAGES.notAtThisStep);
  if (lead.status !== 'additional_information') throw wrongStatus(lead.status);
}

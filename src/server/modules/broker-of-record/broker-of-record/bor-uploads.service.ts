import { BOR_MESSAGES } from '@shared/domain/broker-of-record/application';
import { isInsuranceType } from '@shared/domain/broker-of-record/insurance-types';
import { matchesCompanyToken } from '@shared/domain/company-token';
import type { BorCompanyProfile, BorPlanFileType } from '@shared/schemas/broker-of-record';
import { BOR_PLAN_FILE_TYPES } from '@shared/schemas/broker-of-record';
import type { Actor } from '../../../access/actor';
import { writeAudit } from '../../../access/audit';
import { AppError, notFound, validationFailed } from '../../../lib/app-error';
import { lockCompany } from '../../../lib/company-lock';
import type { UploadPart } from '../../../lib/upload-context';
import {
  recordStoredFile,
  removeStoredObjects,
  type StoredUpload,
  storeUploadedObject,
} from '../../platform';
import { readCompanyProfile } from './bor-profile.service';
import type { BorFileDeps } from './bor-shared';
import {
  findApplication,
  findCompany,
  listIntakePlans,
  lockApplication,
  lockIntakePlan,
  setIntakePlanFile,
} from './broker-of-record.repository';

// ---------------------------------------------------------------------------------------------------------
// Uploads

/** One part of the upload's multipart form. */
export type BorUploadPart = UploadPart;

/**
 * PUT upload_plan_documents: one file (invoice or plan documents) for one plan. The fields come first (planType,
 * planId, fileType, company_id_token), then `file`: PDF, PNG or JPEG, sniffed, at most the upload limit. A refusal
 * answers 400 with its message as `error` (the screen shows it at the plan's file) and stores nothing. The plan's
 * earlier file of that type is replaced; the application is locked but its version not asked (decision 0048).
 */
export async function uploadPlanDocument(
  deps: BorFileDeps,
  actor: Actor,
  input: { companyId: string; idToken: string; parts: AsyncIterable<BorUploadPart> },
): Promise<BorCompanyProfile> {
  const { db, storage } = deps;
  const fields: Record<string, string> = {};
  let upload: StoredUpload | null = null;
  const refuse = (field: string, message: string) => validationFailed({ [field]: message }, message);
  try {
    for await (const part of input.parts) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value.trim();
        continue;
      }
      if (part.fieldname !== 'file' || upload) {
        part.file.resume();
        throw refuse(part.fieldname, 'Send one file, in the field "file".');
      }
      const token = fields.company_id_token;
      if (token && !matchesCompanyToken(input.idToken, token))
        throw refuse('company_id_token', BOR_MESSAGES.tokenMismatch);
      const planType = fields.planType ?? '';
      if (!isInsuranceType(planType)) throw refuse('planType', 'Unknown insurance type.');
      const fileType = fields.fileType ?? '';
      if (!(BOR_PLAN_FILE_TYPES as readonly string[]).includes(fileType))
        throw refuse('fileType', 'The file type must be invoice or sbc.');
      const planId = fields.planId ?? '';
      const company = await findCompany(db, input.companyId);
      const app = company ? await findApplication(db, input.companyId) : null;
      const plans = app ? await listIntakePlans(db, app.id) : [];
      if (!plans.some((p) => p.insuranceType === planType && p.planKey === planId))
        throw refuse('planId', BOR_MESSAGES.unknownPlan);
      if (part.filename === '') {
        part.file.resume();
        throw refuse('file', 'Choose a file to upload.');
      }
      const result = await storeUploadedObject(deps, { filename: part.filename, file: part.file }, [
        'pdf',
        'png',
        'jpeg',
      ]);
      if ('refused' in result) throw refuse('file', result.refused);
      upload = result;
    }
  } catch (err) {
    if (upload) await removeStoredObjects(storage, [upload.storageKey]);
    if (err instanceof AppError) throw err;
    throw refuse('file', 'The upload was cut off or is not a well-formed form. Please try again.');
  }
  if (!upload) throw refuse('file', 'Choose a file to upload.');
  const done = upload;
  try {
    await db.transaction(async (tx) => {
      if (!(await lockCompany(tx, input.companyId))) throw notFound('That company');
      const app = await lockApplication(tx, input.companyId);
      const plan = app ? await lockIntakePlan(tx, app.id, fields.planType!, fields.planId!) : null;
      if (!app || !plan) throw refuse('planId', BOR_MESSAGES.unknownPlan);
      const fileId = await recordStoredFile(tx, {
        ...done,
        companyId: input.companyId,
        recordType: 'bor_plan_document',
        recordId: plan.id,
        uploadedByAccountId: actor.accountId,
      });
      await setIntakePlanFile(tx, plan.id, fields.fileType as BorPlanFileType, fileId);
      // The type and size, never the file's name (names of documents often name people).
      await writeAudit(tx, {
        accountId: actor.accountId,
        sessionId: actor.sessionId,
        companyId: input.companyId,
        action: 'broker_of_record.plan_document_uploaded',
        subjectType: 'bor_intake_plan',
        subjectId: plan.id,
        details: { fileType: fields.fileType, contentType: done.contentType, sizeBytes: done.sizeBytes },
      });
    });
  } catch (err) {
    await removeStoredObjects(storage, [done.storageKey]);
    throw err;
  }
  return readCompanyProfile(db, input.companyId, actor);
}

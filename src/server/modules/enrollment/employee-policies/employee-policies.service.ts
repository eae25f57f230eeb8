import { convertUsDateToIso } from '@shared/domain/dates/dates';
import { isDecliningCoverage } from '@shared/domain/declination/declination';
import { listEnrolledDependentIds } from '@shared/domain/enrollment/family';
import { isMaskedSsn, isValidSsnOrTaxId } from '@shared/domain/identifiers';
import {
  INVALID_SIGNATURE_MESSAGE,
  isSignatureDataUrl,
  isSignatureSufficient,
} from '@shared/domain/signature/signature';
import { listPolicySteps, STEP_LABELS } from '@shared/domain/steps/steps';
import {
  type AdditionalInformationRequest,
  createAdditionalInformationSchema,
  isCoveredElsewhereReason,
} from '@shared/schemas/additional-information';
import type { ApplicationResponse } from '@shared/schemas/application';
import type { SignatureRequest } from '@shared/schemas/application-requests';
import { createBeneficiaryPairSchema } from '@shared/schemas/beneficiary';
import { MESSAGES, signatureImageSchema } from '@shared/schemas/fields';
import type { FastifyBaseLogger } from 'fastify';
import { writeAudit } from '../../../access/audit';
import type { Db } from '../../../db/client';
import { AppError, validationFailed } from '../../../lib/app-error';
import { clock } from '../../../lib/clock';
import { invalidateCompanyRenewal } from '../../../lib/company-renewal';
import type { FieldCipher } from '../../../lib/field-crypto';
import { loggableError } from '../../../lib/loggable-error';
import { parseOrFail } from '../../../lib/parse-or-fail';
import type { Versioned } from '../../../lib/versioned-write';
import {
  findStoredBeneficiaryPair,
  resolveMaskedSsns,
  storeBeneficiaryPair,
} from '../beneficiaries/beneficiaries.service';
import {
  auditAdminWrite,
  completeStep,
  type Writer,
  writeAndLoadApplication,
} from '../employee-applications/application-writes';
import {
  type ApplicationRows,
  BENEFICIARY_COVERAGE_TYPES,
  toCoverageEnrollments,
} from '../employee-applications/employee-applications.service';
import {
  overlayLockedFields,
  storeSocialSecurityNumbers,
  updateFormFields,
} from '../employee-forms/employee-forms.service';
import { getElectionSummary } from './application-summary';
import { updateEmployeePolicy } from './employee-policies.repository';

export const POLICY_MESSAGES = {
  beneficiariesRequired: 'Please name your beneficiaries.',
  alreadySigned: 'This application has already been signed.',
  stepsMissing: (labels: string[]) => `Please complete every step before signing: ${labels.join(', ')}.`,
  wrongForm: 'This signature does not belong to this application.',
  dependentSsn: (name: string) => `Please enter the Social Security number of ${name}.`,
  unknownDependent: 'This dependent was not found. Reload the page and try again.',
} as const;

/** The shared declining rule on the stored answers (Additional Information asks why). */
export const isDeclining = (rows: ApplicationRows) =>
  isDecliningCoverage(
    rows.offeredTypes,
    Object.fromEntries(rows.coverages.map((c) => [c.coverageType, c.isEnrolling])),
  );

/** Beneficiaries are required when life, term life or whole life coverage is enrolled. */
export const isBeneficiariesRequired = (rows: ApplicationRows) =>
  rows.coverages.some(
    (c) =>
      c.isEnrolling === 'Yes' && (BENEFICIARY_COVERAGE_TYPES as readonly string[]).includes(c.coverageType),
  );

/**
 * Additional (employment) information → additionalInformation: job title, hire date and employee type on the
 * form; the declination reason and its details on the policy (cleared when not declining). When beneficiaries
 * are required the pair may come along in `beneficiaryPair` (saved in the same transaction); without it, a
 * pair saved earlier through beneficiary_pairs is needed.
 */
export async function saveAdditionalInformation(
  db: Db,
  cipher: FieldCipher,
  writer: Writer,
  employeePolicyId: string,
  basedOn: number,
  body: AdditionalInformationRequest,
): Promise<Versioned<ApplicationResponse>> {
  return writeAndLoadApplication(db, writer, employeePolicyId, basedOn, async (tx, rows) => {
    const { input, locked } = overlayLockedFields(body, rows.form, writer);
    const declining = isDeclining(rows);
    const required = isBeneficiariesRequired(rows);
    const stored = await findStoredBeneficiaryPair(tx, rows.form.id);
    const hasPair = input.beneficiaryPair !== undefined && input.beneficiaryPair !== null;
    const extra: Record<string, string> = {};
    let resolved: ReturnType<typeof resolveMaskedSsns> | null = null;
    if (required && hasPair) {
      resolved = resolveMaskedSsns(input.beneficiaryPair, stored);
      input.beneficiaryPair = resolved.input;
      for (const [k, v] of Object.entries(resolved.errors)) extra[`beneficiaryPair.${k}`] = v;
    } else if (required && !stored) extra.beneficiaryPair = POLICY_MESSAGES.beneficiariesRequired;
    const beneficiary = { isLastFieldOptional: rows.company.beneficiaryLastFieldOptional };
    const schema = createAdditionalInformationSchema({
      isDeclining: declining,
      isBeneficiariesRequired: required && hasPair,
      beneficiary,
    });
    const data = parseOrFail(schema, input, extra);

    const at = clock.now();
    const formValues: Record<string, unknown> = {
      jobTitle: data.jobTitle,
      hiredAt: convertUsDateToIso(data.hiredAt),
      employeeType: data.employeeType,
      updatedAt: at,
    };
    for (const field of locked) delete formValues[field];
    const reason = declining ? (data.declinationReason ?? null) : null;
    const elsewhere = isCoveredElsewhereReason(reason);
    const policyValues = {
      declinationReason: reason,
      declinationReason1CarrierName: elsewhere ? data.declinationReason1CarrierName : null,
      declinationReason1IdNumber: elsewhere ? data.declinationReason1IDNumber : null,
      declinationReason4Explanation: reason === 'other' ? data.declinationReason4Explanation : null,
      updatedAt: at,
    };
    const pair = resolved !== null ? createBeneficiaryPairSchema(beneficiary).parse(resolved.input) : null;

    await updateFormFields(tx, rows.form.id, formValues);
    await updateEmployeePolicy(tx, employeePolicyId, policyValues);
    if (pair && resolved) await storeBeneficiaryPair(tx, cipher, rows.form.id, pair, resolved.keep, stored);
    await completeStep(tx, employeePolicyId, 'additionalInformation', writer.actor.accountId, at);
    await auditAdminWrite(tx, writer, 'admin_mode.update_additional_information', {
      type: 'employee_policy',
      id: employeePolicyId,
    });
  });
}

/**
 * Who is told of a signature once it commits (decision 0063): the notices, which sit above enrollment (decision
 * 0083), so the app hands them in (app.ts); a failure is logged here.
 */
export type SignedNotices = {
  notifySigned(input: { employeePolicyId: string; choices: readonly string[] }): Promise<void>;
  log?: FastifyBaseLogger;
};

/**
 * Review and Sign → sign, completing the application (docs/spec/1 §4–5). Needs every earlier existing step
 * complete; the employee's SSN unless on file; an SSN for each dependent enrolled in any coverage unless on
 * file (a masked value keeps it); a sufficient signature. Stores the image and who signed, when, from which
 * session and whether in admin mode; a second signature is refused (409). One transaction.
 */
export async function signApplication(
  db: Db,
  cipher: FieldCipher,
  writer: Writer,
  employeePolicyId: string,
  basedOn: number,
  body: SignatureRequest,
  notices?: SignedNotices,
): Promise<Versioned<ApplicationResponse>> {
  let renewalOf: string | null = null;
  const signed = await writeAndLoadApplication(
    db,
    writer,
    employeePolicyId,
    basedOn,
    (tx, rows) => {
      if (rows.policy.isRenewal) renewalOf = rows.form.companyId;
      return signInsideLock(tx, cipher, writer, rows, body);
    },
    { keepsSignature: true },
  );
  // A signed renewal application completes its line of the employer's renewal status page at once.
  if (renewalOf) await invalidateCompanyRenewal(db, [renewalOf]);
  if (notices) await tellSigned(db, notices, employeePolicyId);
  return signed;
}

/**
 * After the signature's commit: the employee's confirmation with their choices, and the administrators'
 * notice (decision 0063). A failure is logged without the person and never undoes the signature.
 */
async function tellSigned(db: Db, notices: SignedNotices, employeePolicyId: string): Promise<void> {
  try {
    const summary = await getElectionSummary(db, employeePolicyId);
    const choices = summary.lines.map((line) =>
      [`${line.label}: ${line.planName ?? line.statusLabel}`, line.coveredPeople].filter(Boolean).join(', '),
    );
    await notices.notifySigned({ employeePolicyId, choices });
  } catch (err) {
    notices.log?.error({ error: loggableError(err), employeePolicyId }, 'application signed notices failed');
  }
}

/** The signature's checks and writes, under the application's lock: exactly one signature can ever win. */
async function signInsideLock(
  tx: Db,
  cipher: FieldCipher,
  writer: Writer,
  rows: ApplicationRows,
  body: SignatureRequest,
): Promise<void> {
  const employeePolicyId = rows.policy.id;
  if (rows.policy.completedAt || rows.policy.signedAt)
    throw new AppError('conflict', POLICY_MESSAGES.alreadySigned);
  if (body.employeeForm.id !== rows.form.id || body.employeePolicy.id !== employeePolicyId)
    throw validationFailed({ form: POLICY_MESSAGES.wrongForm }, POLICY_MESSAGES.wrongForm);

  const existing = listPolicySteps({
    isRenewal: rows.policy.isRenewal,
    offeredCoverageTypes: rows.offeredTypes,
    healthAccountStatus: rows.healthAccountStatus ?? 'not_offered',
  }).filter((s) => s !== 'sign' && s !== 'done');
  const missing = existing.filter((s) => !rows.steps.includes(s));
  if (missing.length > 0) {
    const message = POLICY_MESSAGES.stepsMissing(missing.map((s) => STEP_LABELS[s]));
    throw validationFailed({ form: message }, message);
  }

  const errors: Record<string, string> = {};
  // The employee's SSN: required when none is on file; a mask keeps the stored one.
  const employeeSsn = body.employeeForm.socialSecurityNumber?.trim() ?? '';
  let newEmployeeSsn: string | null = null;
  if (employeeSsn === '' || isMaskedSsn(employeeSsn)) {
    if (!rows.form.ssnEncrypted) errors['employeeForm.socialSecurityNumber'] = MESSAGES.ssn;
  } else if (!isValidSsnOrTaxId(employeeSsn)) errors['employeeForm.socialSecurityNumber'] = MESSAGES.ssn;
  else newEmployeeSsn = employeeSsn;

  // Dependents enrolled in any coverage need an SSN unless one is on file (the rule the screen asks by).
  const enrolledDependentIds = listEnrolledDependentIds(
    toCoverageEnrollments(rows),
    rows.offeredTypes,
    rows.dependents,
  );
  const byId = new Map(rows.dependents.map((d) => [d.id, d]));
  const sent = new Map<string, string>();
  body.employeeDependents.forEach((d, i) => {
    const key = `employeeDependents.${i}.socialSecurityNumber`;
    const dependent = byId.get(d.id);
    if (!dependent || sent.has(d.id)) {
      errors[`employeeDependents.${i}.id`] = POLICY_MESSAGES.unknownDependent;
      return;
    }
    const value = d.socialSecurityNumber.trim();
    sent.set(d.id, value);
    if (value === '' || isMaskedSsn(value)) {
      if (enrolledDependentIds.has(d.id) && !dependent.ssnEncrypted) errors[key] = MESSAGES.ssn;
    } else if (!isValidSsnOrTaxId(value)) errors[key] = MESSAGES.ssn;
  });
  for (const id of enrolledDependentIds) {
    const dependent = byId.get(id);
    if (dependent && !dependent.ssnEncrypted && !sent.has(id))
      errors.employeeDependents ??= POLICY_MESSAGES.dependentSsn(
        `${dependent.firstName} ${dependent.lastName}`,
      );
  }

  // The signature: enough drawn, and the pad's PNG within the limits (the rule every signature route takes).
  const dataUrl = body.employeePolicy.signatureImageDataUrl;
  const image = signatureImageSchema.safeParse(dataUrl);
  if (!isSignatureSufficient(body.employeePolicy.signatureStrokes) || !isSignatureDataUrl(dataUrl))
    errors.signature = INVALID_SIGNATURE_MESSAGE;
  else if (!image.success) errors.signature = image.error.issues[0]!.message;
  if (Object.keys(errors).length > 0) throw validationFailed(errors);

  const at = clock.now();
  const { actor, access } = writer;
  await storeSocialSecurityNumbers(
    tx,
    cipher,
    rows.form.id,
    { employee: newEmployeeSsn, dependents: sent },
    at,
  );
  await updateEmployeePolicy(tx, employeePolicyId, {
    signatureImageDataUrl: body.employeePolicy.signatureImageDataUrl,
    signedAt: at,
    signedByAccountId: actor.accountId,
    signedSessionId: actor.sessionId,
    signedInAdminMode: access.adminMode,
    completedAt: at,
    // Signing submits the application to operations' review (decision 0064); a returned one is submitted again.
    reviewStatus: 'submitted',
    reviewReason: null,
    reviewFields: [],
    reviewedByAccountId: null,
    reviewedAt: null,
    updatedAt: at,
  });
  await completeStep(tx, employeePolicyId, 'sign', actor.accountId, at);
  // Every signature is audited (who, when, from which session), in admin mode or not.
  await writeAudit(tx, {
    accountId: actor.accountId,
    sessionId: actor.sessionId,
    companyId: rows.company.id,
    action: 'application.signed',
    subjectType: 'employee_policy',
    subjectId: employeePolicyId,
    adminMode: access.adminMode,
    details: {
      ssnFieldsUpdated:
        (newEmployeeSsn ? 1 : 0) + [...sent.values()].filter((v) => v && !isMaskedSsn(v)).length,
    },
  });
}

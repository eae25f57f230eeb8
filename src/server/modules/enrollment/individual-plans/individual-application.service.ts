import { isMaskedSsn } from '@shared/domain/identifiers';
import { fieldErrorsFromIssues } from '@shared/errors';
import {
  createIndividualApplicationSchema,
  type IndividualApplicationResponse,
  type IndividualLine,
  individualPlanChoiceSchema,
} from '@shared/schemas/individual-application';
import { writeAudit } from '../../../access/audit';
import type { Db } from '../../../db/client';
import { AppError, validationFailed } from '../../../lib/app-error';
import { clock } from '../../../lib/clock';
import { invalidateCompanyPeople } from '../../../lib/company-people';
import type { FieldCipher } from '../../../lib/field-crypto';
import { parseOrFail } from '../../../lib/parse-or-fail';
import type { Versioned } from '../../../lib/versioned-write';
import { assertVersion } from '../../../lib/versioned-write';
import { auditAdminWrite, type Writer } from '../employee-applications/application-writes';
import { maskFromLast4 } from '../employee-applications/employee-applications.service';
import {
  readFormBankDetails,
  storeFormBankDetails,
  storeSocialSecurityNumbers,
  updateFormFields,
} from '../employee-forms/employee-forms.service';
import {
  findIndividualApplication,
  findIndividualPlansByIds,
  type IndividualApplicationRow,
  upsertIndividualApplication,
} from './individual-plans.repository';
import { readIndividualOffer } from './individual-plans.service';

export const INDIVIDUAL_MESSAGES = {
  version: 'This individual application was changed in another window. Reload to see the latest.',
  submitted: 'This individual application has been submitted and is pending its digital signature.',
  lineClosed: (line: IndividualLine) => `Individual ${line} plans are not offered to this employee.`,
  noPlan: 'Choose an individual dental or vision plan before entering your information.',
  unknownPlan: 'Please choose one of the plans shown.',
  ssnOnFile: 'Please enter the Social Security number or tax ID.',
  unknownDependent: 'This dependent is not on file. Reload to see your family.',
} as const;

/** A valid stand-in for a masked SSN that means "keep the stored one" (validated, never stored). */
const STAND_IN_SSN = '123-45-6789';

/** The names of the plans of a submitted individual application (the done page's upsell lists them). */
export async function listEnrolledIndividualPlanNames(db: Db, employeeFormId: string): Promise<string[]> {
  const stored = await findIndividualApplication(db, employeeFormId);
  if (stored?.status !== 'pending_signature') return [];
  const ids = [stored.dentalPlanId, stored.visionPlanId].filter((id): id is string => id !== null);
  return (await findIndividualPlansByIds(db, ids)).map((p) => p.displayName);
}

/** The individual application of a form as the screens read it (SSNs masked, bank numbers as last four). */
export async function getIndividualApplication(
  db: Db,
  employeeFormId: string,
): Promise<IndividualApplicationResponse> {
  const [offer, stored, bank] = await Promise.all([
    readIndividualOffer(db, employeeFormId),
    findIndividualApplication(db, employeeFormId),
    readFormBankDetails(db, employeeFormId),
  ]);
  const dependents = offer.rows.dependents.map((d) => ({
    id: d.id,
    firstName: d.firstName,
    lastName: d.lastName,
    dependentType: d.dependentType === 'child' ? ('child' as const) : ('spouse' as const),
    socialSecurityNumber: maskFromLast4(d.ssnLast4) ?? '',
  }));
  return {
    employeeFormId,
    status: stored?.status ?? 'not_started',
    version: stored?.version ?? 0,
    lines: offer.lines,
    plans: offer.plans,
    individualDentalPlanID: stored?.dentalPlanId ?? null,
    individualVisionPlanID: stored?.visionPlanId ?? null,
    dependentEnrollmentDental: stored?.dentalEnrollment ?? null,
    dependentEnrollmentVision: stored?.visionEnrollment ?? null,
    individualHasSpouse: dependents.some((d) => d.dependentType === 'spouse'),
    individualHasChildren: dependents.some((d) => d.dependentType === 'child'),
    socialSecurityNumber: maskFromLast4(bank?.ssnLast4) ?? '',
    employeeDependents: dependents,
    bankName: bank?.bankName ?? '',
    bankRoutingNumberLast4: bank?.bankRoutingNumberLast4 ?? null,
    bankAccountNumberLast4: bank?.bankAccountNumberLast4 ?? null,
    submittedAt: stored?.submittedAt?.toISOString() ?? null,
  };
}

/**
 * One write of the individual application (decision 0043), in one transaction: the form is locked, a write
 * based on another version than the stored one is refused (409 version_conflict; no application yet is
 * version 0), a submitted application is read-only (409), `write` runs and the version is raised. Anything
 * thrown rolls all of it back.
 */
async function writeIndividualApplication(
  db: Db,
  writer: Writer,
  basedOn: number,
  write: (tx: Db, stored: IndividualApplicationRow | null, version: number) => Promise<void>,
): Promise<Versioned<IndividualApplicationResponse>> {
  const employeeFormId = writer.access.form.id;
  const version = await db.transaction(async (tx) => {
    await readFormBankDetails(tx, employeeFormId, true);
    const stored = await findIndividualApplication(tx, employeeFormId, true);
    const current = stored?.version ?? 0;
    assertVersion(current, basedOn, INDIVIDUAL_MESSAGES.version);
    if (stored?.status === 'pending_signature') throw new AppError('conflict', INDIVIDUAL_MESSAGES.submitted);
    await write(tx, stored, current + 1);
    return current + 1;
  });
  await invalidateCompanyPeople(db, [writer.access.form.companyId]);
  return { body: await getIndividualApplication(db, employeeFormId), version };
}

/**
 * A plan page's save (docs/spec/3 §4): the chosen plan's id is stored for the line; null ("Continue Without
 * Dental / Vision") clears the line's plan and dependent enrolment. The plan must be one the page shows.
 */
export async function saveIndividualPlanChoice(
  db: Db,
  writer: Writer,
  line: IndividualLine,
  basedOn: number,
  body: { individualPlanID?: unknown },
): Promise<Versioned<IndividualApplicationResponse>> {
  const offer = await readIndividualOffer(db, writer.access.form.id);
  if (!offer.lines[line]) throw new AppError('conflict', INDIVIDUAL_MESSAGES.lineClosed(line));
  const { individualPlanID } = parseOrFail(individualPlanChoiceSchema, {
    individualPlanID: body.individualPlanID,
  });
  const type = line === 'dental' ? 'individual_dental' : 'individual_vision';
  if (individualPlanID !== null && !offer.plans.some((p) => p.id === individualPlanID && p.type === type))
    throw validationFailed({ individualPlanID: INDIVIDUAL_MESSAGES.unknownPlan });
  return writeIndividualApplication(db, writer, basedOn, async (tx, stored, version) => {
    const kept = line === 'dental' ? stored?.dentalPlanId : stored?.visionPlanId;
    const values =
      line === 'dental'
        ? {
            dentalPlanId: individualPlanID,
            ...(individualPlanID === null || individualPlanID !== kept ? { dentalEnrollment: null } : {}),
          }
        : {
            visionPlanId: individualPlanID,
            ...(individualPlanID === null || individualPlanID !== kept ? { visionEnrollment: null } : {}),
          };
    const at = clock.now();
    await upsertIndividualApplication(tx, writer.access.form.id, { ...values, version, updatedAt: at });
    await updateFormFields(tx, writer.access.form.id, {
      individualApplicationStatus: 'partially_completed',
      updatedAt: at,
    });
    await auditAdminWrite(tx, writer, 'admin_mode.update_individual_application', {
      type: 'employee_form',
      id: writer.access.form.id,
    });
  });
}

type DependentInput = { id?: unknown; socialSecurityNumber?: unknown };

/**
 * Enter Information's save (docs/spec/3 §4, §5): the coverage selection of each chosen plan, the SSN or tax id of
 * the employee and of each dependent not on file, and the bank details; then the application awaits its
 * digital signature. A masked SSN (XXX-XX-last four) sent back keeps the stored one when it matches it, and
 * dependents whose SSN is on file need not be sent. Field errors name the dependent by its place in the
 * answer's `employeeDependents`.
 */
export async function submitIndividualInformation(
  db: Db,
  cipher: FieldCipher,
  writer: Writer,
  basedOn: number,
  body: { individualApplication?: unknown },
): Promise<Versioned<IndividualApplicationResponse>> {
  const employeeFormId = writer.access.form.id;
  return writeIndividualApplication(db, writer, basedOn, async (tx, stored, version) => {
    if (!stored || (stored.dentalPlanId === null && stored.visionPlanId === null))
      throw new AppError('conflict', INDIVIDUAL_MESSAGES.noPlan);
    const current = await getIndividualApplication(tx, employeeFormId);
    const input =
      typeof body.individualApplication === 'object' && body.individualApplication !== null
        ? (body.individualApplication as Record<string, unknown>)
        : {};
    const errors: Record<string, string> = {};
    const position = new Map(current.employeeDependents.map((d, i) => [d.id, i]));

    // Masked SSNs: kept when they match what is stored, else an error at the field.
    let ownSsn = input.socialSecurityNumber;
    let keepOwn = false;
    if (typeof ownSsn === 'string' && isMaskedSsn(ownSsn)) {
      if (ownSsn === current.socialSecurityNumber) {
        keepOwn = true;
        ownSsn = STAND_IN_SSN;
      } else errors.socialSecurityNumber = INDIVIDUAL_MESSAGES.ssnOnFile;
    }
    const sent = Array.isArray(input.employeeDependents)
      ? (input.employeeDependents as DependentInput[])
      : [];
    const given = new Map<string, string>();
    const dependents = sent.map((d, i) => {
      const at = typeof d?.id === 'string' ? position.get(d.id) : undefined;
      if (at === undefined) {
        errors[`employeeDependents.${i}.id`] = INDIVIDUAL_MESSAGES.unknownDependent;
        return d;
      }
      const onFile = current.employeeDependents[at]!.socialSecurityNumber;
      if (typeof d.socialSecurityNumber === 'string' && isMaskedSsn(d.socialSecurityNumber)) {
        if (d.socialSecurityNumber !== onFile)
          errors[`employeeDependents.${at}.socialSecurityNumber`] = INDIVIDUAL_MESSAGES.ssnOnFile;
        return { id: d.id, socialSecurityNumber: STAND_IN_SSN };
      }
      if (typeof d.socialSecurityNumber === 'string') given.set(d.id as string, d.socialSecurityNumber);
      return d;
    });
    // Each dependent needs an SSN or tax id: on file, or sent now.
    current.employeeDependents.forEach((d, at) => {
      if (d.socialSecurityNumber === '' && !sent.some((s) => s?.id === d.id))
        errors[`employeeDependents.${at}.socialSecurityNumber`] = 'Required';
    });

    const schema = createIndividualApplicationSchema({
      hasSpouse: current.individualHasSpouse,
      hasChildren: current.individualHasChildren,
      hasDentalPlan: stored.dentalPlanId !== null,
      hasVisionPlan: stored.visionPlanId !== null,
      hasBankOnFile: current.bankRoutingNumberLast4 !== null && current.bankAccountNumberLast4 !== null,
    });
    const parsed = schema.safeParse({
      ...input,
      socialSecurityNumber: ownSsn,
      employeeDependents: dependents,
    });
    if (!parsed.success) {
      // A dependent's error is named by its place in the answer's list, not in what was sent.
      const issues = parsed.error.issues.map((issue) => {
        const [head, index, ...rest] = issue.path;
        if (head !== 'employeeDependents' || typeof index !== 'number') return issue;
        const id = sent[index]?.id;
        const at = typeof id === 'string' ? position.get(id) : undefined;
        return { ...issue, path: ['employeeDependents', at ?? index, ...rest] };
      });
      Object.assign(errors, { ...fieldErrorsFromIssues(issues), ...errors });
    }
    if (!parsed.success || Object.keys(errors).length > 0)
      throw validationFailed(
        Object.fromEntries(Object.entries(errors).map(([k, v]) => [`individualApplication.${k}`, v])),
      );
    const value = parsed.data;

    const at = clock.now();
    await storeSocialSecurityNumbers(
      tx,
      cipher,
      employeeFormId,
      { employee: keepOwn ? null : value.socialSecurityNumber, dependents: given },
      at,
    );
    await storeFormBankDetails(
      tx,
      cipher,
      employeeFormId,
      {
        bankName: value.bankName,
        routingNumber: value.bankRoutingNumber,
        accountNumber: value.bankAccountNumber,
      },
      at,
    );
    await upsertIndividualApplication(tx, employeeFormId, {
      dentalEnrollment: stored.dentalPlanId === null ? null : (value.dependentEnrollmentDental ?? null),
      visionEnrollment: stored.visionPlanId === null ? null : (value.dependentEnrollmentVision ?? null),
      status: 'pending_signature',
      submittedAt: at,
      submittedByAccountId: writer.actor.accountId,
      version,
      updatedAt: at,
    });
    await updateFormFields(tx, employeeFormId, { individualApplicationStatus: 'submitted', updatedAt: at });
    // The submitted event (docs/spec/3 §4 "tracks submitted events").
    await writeAudit(tx, {
      accountId: writer.actor.accountId,
      sessionId: writer.actor.sessionId,
      companyId: writer.access.form.companyId,
      action: 'individual_application.submitted',
      subjectType: 'employee_form',
      subjectId: employeeFormId,
      adminMode: writer.access.adminMode,
      details: {
        dentalPlanId: stored.dentalPlanId,
        visionPlanId: stored.visionPlanId,
      },
    });
  });
}

/**
 * The individual plans the employee may buy (docs/spec/1 §2 upsell): dental when the employer offers no dental
 * and the employee is not enrolled in it, vision likewise, in the offer's states and the plan's own states;
 * and the names of the plans of a submitted individual application (decision 0043).
 */
export async function listIndividualPlans(db: Db, employeeFormId: string) {
  const { plans } = await readIndividualOffer(db, employeeFormId);
  return { plans, enrolledPlanNames: await listEnrolledIndividualPlanNames(db, employeeFormId) };
}

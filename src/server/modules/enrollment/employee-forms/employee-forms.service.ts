import { convertIsoDateToUs, convertUsDateToIso } from '@shared/domain/dates/dates';
import { lockedFieldsOfForm } from '@shared/domain/employment/field-rights';
import type { PolicyState } from '@shared/domain/enums';
import { isMaskedSsn } from '@shared/domain/identifiers';
import { toCentsOrNull } from '@shared/domain/money/money';
import type { ApplicationResponse } from '@shared/schemas/application';
import {
  type ContactInformationRequest,
  createContactInformationSchema,
  isSalaryRequired,
  parseSalaryInput,
} from '@shared/schemas/contact-information';
import type { FamilyInformation } from '@shared/schemas/family-information';
import type { Db } from '../../../db/client';
import type { employeeForms } from '../../../db/schema';
import { validationFailed } from '../../../lib/app-error';
import { clock } from '../../../lib/clock';
import { type FieldCipher, randomToken, sealDigits } from '../../../lib/field-crypto';
import { withDollars } from '../../../lib/money-row';
import { parseOrFail } from '../../../lib/parse-or-fail';
import type { Versioned } from '../../../lib/versioned-write';
import { coverageStartIn, type PlanYearForNewPeople } from '../../company';
import {
  auditAdminWrite,
  completeStep,
  type Writer,
  writeAndLoadApplication,
} from '../employee-applications/application-writes';
import {
  type ApplicationRows,
  requireApplicationPolicyId,
} from '../employee-applications/employee-applications.service';
import {
  deactivateDependents,
  findFormBankDetails,
  findFormDependents,
  findFormIdByEmail,
  insertDependent,
  insertEmployeeForms,
  insertEmployeePolicies,
  updateDependent,
  updateEmployeeForm,
} from './employee-forms.repository';

export const ROLE_MESSAGE = 'Please choose a role from the list.';
export const UNKNOWN_DEPENDENT_MESSAGE = 'This dependent was not found. Reload the page and try again.';

type Form = ApplicationRows['form'];

/** A stored value as the form field shows it (dates MM/DD/YYYY, numbers as text); null when empty. */
export function toFormValue(form: Readonly<Record<string, unknown>>, field: string): string | null {
  const value = (form as Record<string, unknown>)[field];
  if (value === null || value === undefined || value === '') return null;
  if ((field === 'bornAt' || field === 'hiredAt') && typeof value === 'string')
    return convertIsoDateToUs(value);
  return String(value);
}

/** A locked field's name in a request body where it differs from the stored one. */
const BODY_NAME: Readonly<Record<string, string>> = { employeeRoleId: 'employeeRole' };

/**
 * The fields this writer cannot change (the shared field-rights rule, decision 0077): a filled field the partner
 * sent, and for the employee the employer's fields. They are never written (the screen shows them read-only).
 * A value sent for one is still checked as sent, so bad input is refused as anywhere else; one left empty or
 * absent (a hidden or read-only field) is checked as the stored value (decision 0201).
 */
export function overlayLockedFields(
  body: Record<string, unknown>,
  form: Form,
  writer: Writer,
): { input: Record<string, unknown>; locked: Set<string> } {
  const input = { ...body };
  // The rule and the stored values read the form by the request's field names (the salary in dollars).
  const view = withDollars(form, ['annualSalary']);
  const lockedFields = lockedFieldsOfForm(
    writer.access.adminMode ? 'administrator' : 'employee',
    view,
    form.syncedFields,
  );
  const locked = new Set(Object.keys(lockedFields));
  for (const field of locked) {
    const name = BODY_NAME[field] ?? field;
    const sent = input[name];
    if (sent !== undefined && sent !== null && sent !== '') continue;
    const stored = toFormValue(view, field);
    if (stored === null) delete input[name];
    else input[name] = stored;
  }
  return { input, locked };
}

/** Contact information (docs/spec/1 §5) → basicInformation. */
export async function saveContactInformation(
  db: Db,
  writer: Writer,
  employeeFormId: string,
  basedOn: number,
  body: ContactInformationRequest,
  /** The application the page shows (a renewal's); without it the current one. */
  employeePolicyId?: string,
): Promise<Versioned<ApplicationResponse>> {
  const policyId = await requireApplicationPolicyId(db, employeeFormId, employeePolicyId);
  return writeAndLoadApplication(db, writer, policyId, basedOn, async (tx, rows) => {
    const { input, locked } = overlayLockedFields(body, rows.form, writer);
    const schema = createContactInformationSchema({
      requiresSalary: isSalaryRequired(rows.offeredTypes),
      asksTobaccoUse: rows.company.asksTobaccoUse,
    });
    const roleId =
      typeof input.employeeRole === 'string' && input.employeeRole !== '' ? input.employeeRole : null;
    const roleErrors: Record<string, string> =
      roleId !== null && !rows.roles.some((r) => r.id === roleId) ? { employeeRole: ROLE_MESSAGE } : {};
    const data = parseOrFail(schema, input, roleErrors);

    const salary = parseSalaryInput(data.annualSalary ?? '');
    const at = clock.now();
    const values: Partial<typeof employeeForms.$inferInsert> = {
      firstName: data.firstName,
      middleInitial: data.middleInitial || null,
      lastName: data.lastName,
      homeAddress: data.homeAddress,
      city: data.city,
      state: data.state,
      zipCode: data.zipCode,
      homePhoneNumber: data.homePhoneNumber,
      workPhoneNumber: data.workPhoneNumber || null,
      bornAt: convertUsDateToIso(data.bornAt),
      gender: data.gender,
      maritalStatus: data.maritalStatus,
      annualSalaryCents: toCentsOrNull(salary) ?? rows.form.annualSalaryCents,
      employeeRoleId: roleId ?? rows.form.employeeRoleId ?? rows.roles[0]?.id ?? null,
      updatedAt: at,
    };
    if (rows.company.asksTobaccoUse) values.tobaccoUser = data.tobaccoUser ?? null;
    // A locked amount is stored under its cents column.
    for (const field of locked) {
      delete (values as Record<string, unknown>)[field];
      delete (values as Record<string, unknown>)[`${field}Cents`];
    }

    await updateEmployeeForm(tx, rows.form.id, values);
    await completeStep(tx, rows.policy.id, 'basicInformation', writer.actor.accountId, at);
    await auditAdminWrite(
      tx,
      writer,
      'admin_mode.update_contact_information',
      { type: 'employee_form', id: rows.form.id },
      { fields: Object.keys(values).filter((k) => k !== 'updatedAt') },
    );
  });
}

/**
 * Family information → familyInformation. The list replaces the dependents: rows with an id update that
 * dependent, rows without one are added, and dependents left out are deactivated (never deleted, so their
 * enrolments and signed records keep their history; decision 0202).
 */
export async function saveFamilyInformation(
  db: Db,
  writer: Writer,
  employeeFormId: string,
  basedOn: number,
  family: FamilyInformation,
  /** The application the page shows (a renewal's); without it the current one. */
  employeePolicyId?: string,
): Promise<Versioned<ApplicationResponse>> {
  const policyId = await requireApplicationPolicyId(db, employeeFormId, employeePolicyId);
  return writeAndLoadApplication(db, writer, policyId, basedOn, async (tx, rows) => {
    // Read under the application's lock: a parallel save of the same list waits, then replaces this one.
    const existing = await findFormDependents(tx, rows.form.id);
    const activeIds = new Set(existing.filter((d) => d.active).map((d) => d.id));
    const errors: Record<string, string> = {};
    const seen = new Set<string>();
    family.dependents.forEach((d, i) => {
      if (d.id === undefined || d.id === '') return;
      if (!activeIds.has(d.id) || seen.has(d.id)) errors[`dependents.${i}.id`] = UNKNOWN_DEPENDENT_MESSAGE;
      seen.add(d.id);
    });
    if (Object.keys(errors).length > 0) throw validationFailed(errors);

    const at = clock.now();
    for (const d of family.dependents) {
      const values = {
        firstName: d.firstName,
        lastName: d.lastName,
        bornAt: convertUsDateToIso(d.bornAt)!,
        gender: d.gender,
        dependentType: d.dependentType,
      };
      if (d.id) await updateDependent(tx, rows.form.id, d.id, { ...values, updatedAt: at });
      else await insertDependent(tx, { ...values, employeeFormId: rows.form.id });
    }
    const removed = [...activeIds].filter((id) => !seen.has(id));
    await deactivateDependents(tx, rows.form.id, removed, at);
    await completeStep(tx, rows.policy.id, 'familyInformation', writer.actor.accountId, at);
    await auditAdminWrite(
      tx,
      writer,
      'admin_mode.update_family_information',
      { type: 'employee_form', id: rows.form.id },
      { dependents: family.dependents.length, removed: removed.length },
    );
  });
}

/** Writes fields of an employee form, inside another module's application write (additional information). */
export async function updateFormFields(
  tx: Db,
  employeeFormId: string,
  values: Partial<typeof employeeForms.$inferInsert>,
): Promise<void> {
  await updateEmployeeForm(tx, employeeFormId, values);
}

/**
 * Seals and stores Social Security numbers given at signing: the employee's (null keeps the stored one) and
 * the dependents' (an empty or masked value keeps the stored one). Inside the signature's application write.
 */
export async function storeSocialSecurityNumbers(
  tx: Db,
  cipher: FieldCipher,
  employeeFormId: string,
  numbers: { employee: string | null; dependents: ReadonlyMap<string, string> },
  at: Date,
): Promise<void> {
  if (numbers.employee) {
    const sealed = sealDigits(cipher, numbers.employee);
    await updateEmployeeForm(tx, employeeFormId, {
      ssnEncrypted: sealed.encrypted,
      ssnLast4: sealed.last4,
      updatedAt: at,
    });
  }
  for (const [id, value] of numbers.dependents) {
    if (value === '' || isMaskedSsn(value)) continue;
    const sealed = sealDigits(cipher, value);
    await updateDependent(tx, employeeFormId, id, {
      ssnEncrypted: sealed.encrypted,
      ssnLast4: sealed.last4,
      updatedAt: at,
    });
  }
}

/** A dependent's details as stored (birth date ISO). */
export type DependentValues = {
  firstName: string;
  lastName: string;
  bornAt: string;
  gender: 'male' | 'female';
  dependentType: 'spouse' | 'domestic_partner' | 'child';
};

/**
 * Adds one dependent to a form, inside another module's application write (a qualifying life event, decision
 * 0046), with its SSN sealed when one is given. Answers the new dependent's id.
 */
export async function addFormDependent(
  tx: Db,
  cipher: FieldCipher,
  employeeFormId: string,
  values: DependentValues,
  ssn: string | null,
): Promise<string> {
  const sealed = ssn ? sealDigits(cipher, ssn) : null;
  const { id } = await insertDependent(tx, {
    ...values,
    employeeFormId,
    ssnEncrypted: sealed?.encrypted ?? null,
    ssnLast4: sealed?.last4 ?? null,
  });
  return id;
}

/**
 * Changes a dependent's names, birth date and gender (edit-dependent-information, decision 0046), and stores an
 * SSN when one is given (sealed); inside the caller's application write.
 */
export async function updateFormDependent(
  tx: Db,
  cipher: FieldCipher,
  employeeFormId: string,
  dependentId: string,
  values: Omit<DependentValues, 'dependentType'>,
  ssn: string | null,
  at: Date,
): Promise<void> {
  const sealed = ssn ? sealDigits(cipher, ssn) : null;
  await updateDependent(tx, employeeFormId, dependentId, {
    ...values,
    ...(sealed ? { ssnEncrypted: sealed.encrypted, ssnLast4: sealed.last4 } : {}),
    updatedAt: at,
  });
}

/** The id of the company's person with this email (any case), or null: one person per email (decision 0020). */
export function findPersonIdByEmail(
  db: Db,
  companyId: string,
  email: string,
): Promise<{ id: string } | null> {
  return findFormIdByEmail(db, companyId, email);
}

/** The application a new person hired on `hiredAt` (ISO) opens in the plan year: upcoming, from their start. */
export function newApplicationIn(
  planYear: PlanYearForNewPeople | null,
  hiredAt: string | null,
): NewPerson['application'] {
  if (!planYear) return null;
  return {
    companyPolicyId: planYear.id,
    status: 'upcoming',
    effectiveAt: hiredAt ? coverageStartIn(planYear, hiredAt) : planYear.effectiveAt,
  };
}

/** A person to add to a company: their form's values, and the application to open for them (null: none). */
export type NewPerson = {
  /** The form's columns; a census or the partner API gives the salary in dollars (stored in cents). */
  form: Omit<typeof employeeForms.$inferInsert, 'id' | 'companyId' | 'hashId'> & {
    annualSalary?: number | null;
  };
  application: {
    companyPolicyId: string;
    status: Exclude<PolicyState, 'cancelled'>;
    effectiveAt: string | null;
  } | null;
};

/**
 * Adds people to a company with their applications (an `employee_forms` row each, with a fresh hash id, and its
 * `employee_policies` row), inside the caller's transaction: one statement for the forms and one for the
 * applications, whether a census brings hundreds or Add new employee and the partner API one. Answers each
 * person's id and hash id, in the order given.
 */
export async function addPeopleWithApplications(
  tx: Db,
  companyId: string,
  people: readonly NewPerson[],
): Promise<{ id: string; hashId: string }[]> {
  const forms = await insertEmployeeForms(
    tx,
    people.map(({ form: { annualSalary, ...form } }) => ({
      ...form,
      ...(annualSalary !== undefined ? { annualSalaryCents: toCentsOrNull(annualSalary) } : {}),
      companyId,
      hashId: randomToken(12),
    })),
  );
  await insertEmployeePolicies(
    tx,
    people.flatMap((person, i) =>
      person.application ? [{ ...person.application, employeeFormId: forms[i]!.id }] : [],
    ),
  );
  return forms;
}

/**
 * The form's bank details for the individual application (docs/spec/3 §3): the bank's name and only the last four
 * of each number. `lock` locks the form for the rest of the transaction (the individual application's writes).
 */
export function readFormBankDetails(db: Db, employeeFormId: string, lock = false) {
  return findFormBankDetails(db, employeeFormId, lock);
}

/** Seals and stores the form's bank numbers (an empty number keeps the stored one) with the bank's name. */
export async function storeFormBankDetails(
  tx: Db,
  cipher: FieldCipher,
  employeeFormId: string,
  bank: { bankName: string; routingNumber: string; accountNumber: string },
  at: Date,
): Promise<void> {
  const values: Partial<typeof employeeForms.$inferInsert> = { bankName: bank.bankName, updatedAt: at };
  if (bank.routingNumber) {
    const sealed = sealDigits(cipher, bank.routingNumber);
    values.bankRoutingNumberEncrypted = sealed.encrypted;
    values.bankRoutingNumberLast4 = sealed.last4;
  }
  if (bank.accountNumber) {
    const sealed = sealDigits(cipher, bank.accountNumber);
    values.bankAccountNumberEncrypted = sealed.encrypted;
    values.bankAccountNumberLast4 = sealed.last4;
  }
  await updateEmployeeForm(tx, employeeFormId, values);
}

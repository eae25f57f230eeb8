/**
 * Who may change which of a person's fields (issue 35, decision 0077). One rule for the server's writes and the
 * screens' read-only fields:
 * - the employment fields (class, salary, hire date, employee type, eligibility) are the employer's: an
 *   administrator sets them (on Add new employee, Manage employees, or working in the application in admin
 *   mode) or the payroll partner's sync sends them. The employee sees them read-only; a value the employee
 *   sends for one that is filled is ignored. One still empty (a part-time hire added without a salary) the
 *   employee may fill in, once: after that it is the employer's again; never the class or eligibility.
 * - a field a payroll partner really sent (the form's own `synced_fields`) that holds a value is the
 *   partner's: nobody changes it here (decision 0201), and only such a field is labelled "From {partner}".
 *   A person typed in by hand or imported by CSV has none.
 * - every other field of the application is the employee's (and an administrator's in admin mode).
 */

/** The employer's fields, by their stored names. */
export const EMPLOYER_FIELDS = [
  'employeeRoleId',
  'annualSalary',
  'hiredAt',
  'employeeType',
  'isEligible',
] as const;
export type EmployerField = (typeof EMPLOYER_FIELDS)[number];

/** Who writes: the employee themself, an administrator (admin mode, Manage employees), or the partner's sync. */
export type FieldWriter = 'employee' | 'administrator' | 'partner';

/** Why a field cannot be changed by this writer, or null when it can. */
export type FieldLock = 'partner' | 'employer' | null;

const EMPLOYER_SET: ReadonlySet<string> = new Set(EMPLOYER_FIELDS);
/** The employer's fields the employee never fills in, even when empty: the class (it sets the employer's share) and eligibility. */
const NEVER_BY_EMPLOYEE: ReadonlySet<string> = new Set<EmployerField>(['employeeRoleId', 'isEligible']);

export const isEmployerField = (field: string): field is EmployerField => EMPLOYER_SET.has(field);

const isFilled = (value: unknown) => value !== null && value !== undefined && String(value).trim() !== '';

/**
 * Whether `writer` may change `field`, given its stored value and the fields the partner sent for this person:
 * 'partner' when the partner sent it and it holds a value (nobody changes it here), 'employer' when it is an
 * employer's field holding a value and the writer is the employee, else null (it may be written).
 */
export function lockOfField(input: {
  field: string;
  writer: FieldWriter;
  storedValue: unknown;
  partnerSentFields: readonly string[];
}): FieldLock {
  const { field, writer, storedValue } = input;
  if (writer === 'partner') return null;
  if (input.partnerSentFields.includes(field) && isFilled(storedValue)) return 'partner';
  if (
    writer === 'employee' &&
    isEmployerField(field) &&
    (isFilled(storedValue) || NEVER_BY_EMPLOYEE.has(field))
  )
    return 'employer';
  return null;
}

/** Every locked field of a record for a writer, with why: the server ignores them, the screen shows them read-only. */
export function listLockedFields(input: {
  writer: FieldWriter;
  stored: Readonly<Record<string, unknown>>;
  partnerSentFields: readonly string[];
  fields: readonly string[];
}): Map<string, Exclude<FieldLock, null>> {
  const locked = new Map<string, Exclude<FieldLock, null>>();
  for (const field of input.fields) {
    const lock = lockOfField({
      field,
      writer: input.writer,
      storedValue: input.stored[field],
      partnerSentFields: input.partnerSentFields,
    });
    if (lock) locked.set(field, lock);
  }
  return locked;
}

/**
 * The locked fields of a person's form for a writer: the employer's fields and every field the partner sent for
 * this person (`partnerSentFields`, the form's own list), as a plain record for the response and the writes.
 */
export function lockedFieldsOfForm(
  writer: FieldWriter,
  form: Readonly<Record<string, unknown>>,
  partnerSentFields: readonly string[],
): Record<string, Exclude<FieldLock, null>> {
  const fields = [...new Set([...EMPLOYER_FIELDS, ...partnerSentFields])];
  return Object.fromEntries(listLockedFields({ writer, stored: form, partnerSentFields, fields }));
}

/** The fields a payroll partner sends when it adds a person (the partner API), those it sent with a value. */
export const PARTNER_SENT_FIELDS = ['firstName', 'lastName', 'bornAt', 'hiredAt', 'annualSalary'] as const;

export function listPartnerSentFields(sent: Readonly<Record<string, unknown>>): string[] {
  return PARTNER_SENT_FIELDS.filter((f) => isFilled(sent[f]));
}

/** The screens' note under an employer's field the employee cannot change. */
export const EMPLOYER_FIELD_NOTE = 'Set by your employer. Ask your benefits administrator to change it.';
export const partnerFieldNote = (partnerName: string | null) =>
  `From ${partnerName ?? 'your payroll provider'}`;

/**
 * The fields operations may name when returning an application (decision 0078): the application's fields the
 * employee fills in, by step. A return may only name those this employee may change (returnableFields).
 */
export const APPLICATION_FIELDS = {
  firstName: { label: 'First name', step: 'basicInformation' },
  middleInitial: { label: 'Middle initial', step: 'basicInformation' },
  lastName: { label: 'Last name', step: 'basicInformation' },
  homeAddress: { label: 'Physical address', step: 'basicInformation' },
  city: { label: 'City', step: 'basicInformation' },
  state: { label: 'State', step: 'basicInformation' },
  zipCode: { label: 'Zip code', step: 'basicInformation' },
  homePhoneNumber: { label: 'Home phone', step: 'basicInformation' },
  workPhoneNumber: { label: 'Work phone', step: 'basicInformation' },
  bornAt: { label: 'Date of birth', step: 'basicInformation' },
  gender: { label: 'Gender', step: 'basicInformation' },
  maritalStatus: { label: 'Marital status', step: 'basicInformation' },
  annualSalary: { label: 'Annual salary', step: 'basicInformation' },
  employeeRoleId: { label: 'Employee role', step: 'basicInformation' },
  dependents: { label: 'Dependents', step: 'familyInformation' },
  jobTitle: { label: 'Job title', step: 'additionalInformation' },
  hiredAt: { label: 'Hire date', step: 'additionalInformation' },
  employeeType: { label: 'Employee type', step: 'additionalInformation' },
  declinationReason: { label: 'Reason for declining coverage', step: 'additionalInformation' },
} as const;
export type ApplicationField = keyof typeof APPLICATION_FIELDS;
export const APPLICATION_FIELD_KEYS = Object.keys(APPLICATION_FIELDS) as ApplicationField[];

/** The fields a return may name for this person: the application's fields the employee may change now. */
export function listReturnableFields(input: {
  stored: Readonly<Record<string, unknown>>;
  partnerSentFields: readonly string[];
}): ApplicationField[] {
  const locked = listLockedFields({ ...input, writer: 'employee', fields: APPLICATION_FIELD_KEYS });
  return APPLICATION_FIELD_KEYS.filter((f) => !locked.has(f));
}

export const RETURN_FIELD_MESSAGES = {
  notChangeable: (label: string) =>
    `The employee cannot change ${label}: it is set by the employer or the payroll partner.`,
} as const;

/** Stored field names as the screens show them: the known ones, in APPLICATION_FIELDS order, with label and step. */
export function describeApplicationFields(fields: readonly string[]): Array<{
  field: ApplicationField;
  label: string;
  step: (typeof APPLICATION_FIELDS)[ApplicationField]['step'];
}> {
  const named = new Set(fields);
  return APPLICATION_FIELD_KEYS.filter((f) => named.has(f)).map((field) => ({
    field,
    label: APPLICATION_FIELDS[field].label,
    step: APPLICATION_FIELDS[field].step,
  }));
}

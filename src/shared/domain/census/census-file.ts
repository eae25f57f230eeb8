import Papa from 'papaparse';
import { type NewEmployee, type NewEmployeeInput, newEmployeeSchema } from '../../schemas/employees';
import { convertUsDateToIso } from '../dates/dates';
import { EMPLOYEE_TYPES, type EmployeeType } from '../enums';
import { parseAmountInput } from '../money/money';
import { toCsvCell } from '../text/text';

/**
 * The census file (issue 11 item 5, decision 0025): a CSV with one employee a row, read by papaparse and
 * validated row by row with the Add new employee schema, plus the file's own rules. Pure: the server and the
 * page read a file the same way.
 */

/** The template's columns, in order; the first seven are required in the header. */
export const CENSUS_COLUMNS = [
  'first_name',
  'last_name',
  'email',
  'birth_date',
  'hire_date',
  'annual_salary',
  'employee_type',
  'class',
  'eligible',
] as const;
export type CensusColumn = (typeof CENSUS_COLUMNS)[number];
const OPTIONAL_COLUMNS: readonly CensusColumn[] = ['class', 'eligible'];

/** The most rows one file may hold. */
export const MAX_CENSUS_ROWS = 1_000;

/** The template the page offers: the header and one example row (a file with it left in adds that person). */
export function buildCensusTemplate(defaultClassName: string): string {
  const example = [
    'Jane',
    'Doe',
    'jane.doe@example.com',
    '04/15/1988',
    '01/06/2025',
    '"62,000"',
    'full_time',
  ];
  return `${CENSUS_COLUMNS.join(',')}\r\n${[...example, toCsvCell(defaultClassName), 'yes'].join(',')}\r\n`;
}

export const CENSUS_MESSAGES = {
  empty: 'The file has no employees. Use the template: a header row, then one employee a row.',
  tooManyRows: 'The file has more than 1,000 employees. Split it into files of 1,000 or fewer.',
  unreadable:
    'The file could not be read as CSV. Save it from your spreadsheet as CSV (comma-separated) and try again.',
  employeeType: 'Please enter full_time, owner or 1099.',
  eligible: 'Please enter yes or no (empty means yes).',
} as const;

/** A company's contribution class, as a census row names it. */
export type CensusClass = { id: string; name: string; isDefault: boolean };

/** One row of the file: its number as a spreadsheet shows it (the header is row 1), what it holds, its errors. */
export type CensusRow = {
  rowNumber: number;
  cells: Partial<Record<CensusColumn, string>>;
  /** By column name; `row` for a row of the wrong shape. Empty when the row is valid. */
  errors: Record<string, string>;
  /** The employee the row describes, when it is valid. */
  employee: NewEmployee | null;
};

export type CensusFile = { fileErrors: string[]; rows: CensusRow[] };

/** "Birth Date (MM/DD/YYYY)" → "birth_date": a header as people retype it still names its column. */
export function normalizeCensusHeader(header: string): string {
  return header
    .replace(/^\uFEFF/, '')
    .replace(/\(.*?\)/g, '')
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
}

/** The form field each column fills (errors of the schema come back at the column). */
const FIELD_COLUMN: Record<keyof NewEmployeeInput, CensusColumn> = {
  firstName: 'first_name',
  lastName: 'last_name',
  email: 'email',
  bornAt: 'birth_date',
  hiredAt: 'hire_date',
  annualSalary: 'annual_salary',
  employeeType: 'employee_type',
  employeeRoleId: 'class',
  isEligible: 'eligible',
};

/** "Full-time", "FULL_TIME", "full time" → full_time; "W-2" means a payroll employee too. */
export function readEmployeeType(value: string): EmployeeType | null {
  const key = value
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  if (key === 'w_2' || key === 'w2') return 'full_time';
  return (EMPLOYEE_TYPES as readonly string[]).includes(key) ? (key as EmployeeType) : null;
}

/** yes/no (y/n, true/false); empty means yes: everyone is eligible unless the file says otherwise. */
export function readEligible(value: string): boolean | null {
  const key = value.trim().toLowerCase();
  if (key === '' || key === 'yes' || key === 'y' || key === 'true') return true;
  if (key === 'no' || key === 'n' || key === 'false') return false;
  return null;
}

/**
 * Reads a census file: the header names the columns (any order; class and eligible may be left out; an unknown
 * column is refused, so a misspelt optional column is not silently ignored), every row is checked with the
 * new-employee schema, its class by name (empty: the company's default class), and an email may appear once.
 * Every error of every row at once.
 */
export function readCensusFile(text: string, classes: readonly CensusClass[]): CensusFile {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { header: false, skipEmptyLines: false });
  const records = parsed.data.map((cells, index) => ({ cells, rowNumber: index + 1 }));
  const nonEmpty = records.filter((r) => r.cells.some((c) => c.trim() !== ''));
  if (parsed.errors.some((e) => e.type === 'Quotes'))
    return { fileErrors: [CENSUS_MESSAGES.unreadable], rows: [] };
  const [header, ...body] = nonEmpty;
  if (!header) return { fileErrors: [CENSUS_MESSAGES.empty], rows: [] };

  const columns = header.cells.map(normalizeCensusHeader);
  const fileErrors: string[] = [];
  const unknown = header.cells.filter((_, i) => !(CENSUS_COLUMNS as readonly string[]).includes(columns[i]!));
  if (unknown.length > 0)
    fileErrors.push(
      `Unknown ${unknown.length === 1 ? 'column' : 'columns'}: ${unknown.map((c) => `"${c.trim()}"`).join(', ')}. The columns are ${CENSUS_COLUMNS.join(', ')}.`,
    );
  const missing = CENSUS_COLUMNS.filter((c) => !OPTIONAL_COLUMNS.includes(c) && !columns.includes(c));
  if (missing.length > 0)
    fileErrors.push(`Missing ${missing.length === 1 ? 'column' : 'columns'}: ${missing.join(', ')}.`);
  const repeated = columns.filter((c, i) => c !== '' && columns.indexOf(c) !== i);
  if (repeated.length > 0) fileErrors.push(`Repeated column: ${[...new Set(repeated)].join(', ')}.`);
  if (body.length === 0) fileErrors.push(CENSUS_MESSAGES.empty);
  if (body.length > MAX_CENSUS_ROWS) fileErrors.push(CENSUS_MESSAGES.tooManyRows);
  if (fileErrors.length > 0) return { fileErrors, rows: [] };

  const rows = body.map((record) =>
    readRow(record.rowNumber, record.cells, columns, header.cells.length, classes),
  );
  markRepeatedEmails(rows);
  return { fileErrors: [], rows };
}

function readRow(
  rowNumber: number,
  values: string[],
  columns: string[],
  width: number,
  classes: readonly CensusClass[],
): CensusRow {
  const cells: CensusRow['cells'] = {};
  columns.forEach((column, i) => {
    cells[column as CensusColumn] = (values[i] ?? '').trim();
  });
  const errors: Record<string, string> = {};
  if (values.length !== width)
    errors.row = `This row has ${values.length} ${values.length === 1 ? 'value' : 'values'}; the header has ${width}. Check for a missing or extra comma.`;

  const employeeType = readEmployeeType(cells.employee_type ?? '');
  if (employeeType === null && (cells.employee_type ?? '') !== '')
    errors.employee_type = CENSUS_MESSAGES.employeeType;
  const isEligible = readEligible(cells.eligible ?? '');
  if (isEligible === null) errors.eligible = CENSUS_MESSAGES.eligible;
  const cls = findClass(cells.class ?? '', classes);
  if (!cls) errors.class = unknownClassMessage(cells.class ?? '', classes);

  const result = newEmployeeSchema.safeParse({
    firstName: cells.first_name ?? '',
    lastName: cells.last_name ?? '',
    email: cells.email ?? '',
    bornAt: cells.birth_date ?? '',
    hiredAt: cells.hire_date ?? '',
    annualSalary: cells.annual_salary ?? '',
    employeeType: employeeType ?? undefined,
    employeeRoleId: cls?.id ?? classes.find((c) => c.isDefault)?.id ?? '',
    isEligible: isEligible ?? true,
  });
  if (!result.success) {
    for (const issue of result.error.issues) {
      const column = FIELD_COLUMN[issue.path[0] as keyof NewEmployeeInput] ?? 'row';
      if (!(column in errors)) errors[column] = issue.message;
    }
  }
  const valid = result.success && Object.keys(errors).length === 0;
  return { rowNumber, cells, errors, employee: valid ? result.data : null };
}

function findClass(name: string, classes: readonly CensusClass[]): CensusClass | undefined {
  const key = name.trim().toLowerCase();
  if (key === '') return classes.find((c) => c.isDefault) ?? classes[0];
  return classes.find((c) => c.name.trim().toLowerCase() === key);
}

function unknownClassMessage(name: string, classes: readonly CensusClass[]): string {
  if (classes.length === 0) return 'This company has no contribution classes yet.';
  return `No class is named "${name}". Use one of: ${classes.map((c) => c.name).join(', ')} (or leave it empty for ${classes.find((c) => c.isDefault)?.name ?? classes[0]!.name}).`;
}

/** An email on several rows: each of them says which rows (a person once per file). */
function markRepeatedEmails(rows: CensusRow[]): void {
  const byEmail = new Map<string, CensusRow[]>();
  for (const row of rows) {
    const email = (row.cells.email ?? '').toLowerCase();
    if (email === '') continue;
    byEmail.set(email, [...(byEmail.get(email) ?? []), row]);
  }
  for (const same of byEmail.values()) {
    if (same.length < 2) continue;
    for (const row of same) {
      const others = same.filter((r) => r !== row).map((r) => r.rowNumber);
      row.errors.email ??= `This email is also on row ${others.join(', ')}: list each person once.`;
      row.employee = null;
    }
  }
}

/** A person's stored values that a census row sets, normalized for comparison and writing. */
export type CensusValues = {
  firstName: string;
  lastName: string;
  email: string;
  bornAt: string;
  hiredAt: string;
  annualSalary: number | null;
  employeeType: EmployeeType;
  employeeRoleId: string;
  isEligible: boolean;
};

/** What a valid row holds, as stored: ISO dates, the salary as a number (none: null). */
export function toCensusValues(employee: NewEmployee): CensusValues {
  const salary = parseAmountInput(employee.annualSalary);
  return {
    firstName: employee.firstName,
    lastName: employee.lastName,
    email: employee.email,
    bornAt: convertUsDateToIso(employee.bornAt)!,
    hiredAt: convertUsDateToIso(employee.hiredAt)!,
    annualSalary: typeof salary === 'number' ? salary : null,
    employeeType: employee.employeeType,
    employeeRoleId: employee.employeeRoleId,
    isEligible: employee.isEligible,
  };
}

export type CensusAction = 'add' | 'update' | 'unchanged';

/** A person of the company as the import compares them (email matched without regard to case). */
export type CensusPerson = Omit<CensusValues, 'annualSalary' | 'employeeType' | 'employeeRoleId'> & {
  id: string;
  annualSalary: number | null;
  employeeType: EmployeeType | null;
  employeeRoleId: string | null;
};

/** What a valid row does: adds a person, updates the one with its email (case aside), or changes nothing. */
export function decideCensusAction(values: CensusValues, person: CensusPerson | undefined): CensusAction {
  if (!person) return 'add';
  const same =
    person.firstName === values.firstName &&
    person.lastName === values.lastName &&
    person.bornAt === values.bornAt &&
    person.hiredAt === values.hiredAt &&
    (person.annualSalary === null ? null : Number(person.annualSalary)) === values.annualSalary &&
    person.employeeType === values.employeeType &&
    person.employeeRoleId === values.employeeRoleId &&
    person.isEligible === values.isEligible;
  return same ? 'unchanged' : 'update';
}

import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../schemas/fields';
import {
  buildCensusTemplate,
  CENSUS_COLUMNS,
  CENSUS_MESSAGES,
  type CensusClass,
  type CensusPerson,
  decideCensusAction,
  normalizeCensusHeader,
  readCensusFile,
  readEligible,
  readEmployeeType,
  toCensusValues,
} from './census-file';

const STAFF = '11111111-1111-4111-8111-111111111111';
const OFFICE = '22222222-2222-4222-8222-222222222222';
const CLASSES: CensusClass[] = [
  { id: STAFF, name: 'All Staff', isDefault: true },
  { id: OFFICE, name: 'Office', isDefault: false },
];
const HEADER = CENSUS_COLUMNS.join(',');
const ROW_ANA = 'Ana,Lopez,ana@example.com,04/15/1988,01/06/2025,"62,000",full_time,,yes';
const ROW_BEN = 'Ben,Okafor,ben@example.com,11/02/1979,03/01/2020,,owner,Office,no';

describe('readCensusFile', () => {
  it('reads valid rows into employees, with the default class when the class is empty', () => {
    const file = readCensusFile(`${HEADER}\r\n${ROW_ANA}\r\n${ROW_BEN}\r\n`, CLASSES);
    expect(file.fileErrors).toEqual([]);
    expect(file.rows.map((r) => [r.rowNumber, r.errors])).toEqual([
      [2, {}],
      [3, {}],
    ]);
    expect(toCensusValues(file.rows[0]!.employee!)).toEqual({
      firstName: 'Ana',
      lastName: 'Lopez',
      email: 'ana@example.com',
      bornAt: '1988-04-15',
      hiredAt: '2025-01-06',
      annualSalary: 62000,
      employeeType: 'full_time',
      employeeRoleId: STAFF,
      isEligible: true,
    });
    expect(toCensusValues(file.rows[1]!.employee!)).toMatchObject({
      annualSalary: null,
      employeeType: 'owner',
      employeeRoleId: OFFICE,
      isEligible: false,
    });
  });

  it('names every bad field of every bad row by its column, with the row number as in the file', () => {
    const text = [
      HEADER,
      ROW_ANA,
      'Carl,,carl@example,13/40/1990,01/06/2025,,full_time,Warehouse,maybe',
      '',
      'Dee,Park,dee@example.com,02/02/1990,02/02/2024,abc,intern,,',
    ].join('\n');
    const file = readCensusFile(text, CLASSES);
    expect(file.fileErrors).toEqual([]);
    const bad = file.rows.filter((r) => Object.keys(r.errors).length > 0);
    expect(bad.map((r) => r.rowNumber)).toEqual([3, 5]);
    expect(bad[0]!.errors).toEqual({
      last_name: MESSAGES.required,
      email: MESSAGES.email,
      birth_date: MESSAGES.dateInvalid,
      annual_salary: 'Please enter the annual salary of a payroll employee.',
      class:
        'No class is named "Warehouse". Use one of: All Staff, Office (or leave it empty for All Staff).',
      eligible: CENSUS_MESSAGES.eligible,
    });
    expect(bad[1]!.errors).toEqual({
      annual_salary: MESSAGES.amount,
      employee_type: CENSUS_MESSAGES.employeeType,
    });
    expect(bad.every((r) => r.employee === null)).toBe(true);
  });

  it('refuses an email on two rows (case aside) at both rows', () => {
    const text = `${HEADER}\n${ROW_ANA}\n${ROW_BEN}\n${ROW_ANA.replace('ana@', 'ANA@').replace('Ana,', 'Anna,')}\n`;
    const file = readCensusFile(text, CLASSES);
    expect(file.rows[0]!.errors).toEqual({ email: 'This email is also on row 4: list each person once.' });
    expect(file.rows[2]!.errors).toEqual({ email: 'This email is also on row 2: list each person once.' });
    expect(file.rows[1]!.errors).toEqual({});
  });

  it('accepts headers in any order, case and with their format hint, and leaves out the optional columns', () => {
    const text =
      'Email,First Name,Last-Name,Birth Date (MM/DD/YYYY),Hire date (MM/DD/YYYY),Annual Salary,Employee Type\n' +
      'ana@example.com,Ana,Lopez,04/15/1988,01/06/2025,62000,Full-time\n';
    const file = readCensusFile(`\uFEFF${text}`, CLASSES);
    expect(file.fileErrors).toEqual([]);
    expect(file.rows[0]!.errors).toEqual({});
    expect(file.rows[0]!.employee).toMatchObject({
      email: 'ana@example.com',
      employeeRoleId: STAFF,
      isEligible: true,
    });
  });

  it('refuses a file with unknown or missing columns, no rows, or too many rows, and reads no row', () => {
    expect(readCensusFile('first_name,last_name,mail\nAna,Lopez,a@b.co\n', CLASSES).fileErrors).toEqual([
      'Unknown column: "mail". The columns are first_name, last_name, email, birth_date, hire_date, annual_salary, employee_type, class, eligible.',
      'Missing columns: email, birth_date, hire_date, annual_salary, employee_type.',
    ]);
    expect(readCensusFile(`${HEADER}\n\n`, CLASSES).fileErrors).toEqual([CENSUS_MESSAGES.empty]);
    expect(readCensusFile('', CLASSES).fileErrors).toEqual([CENSUS_MESSAGES.empty]);
    const many = Array.from({ length: 1001 }, (_, i) => ROW_ANA.replace('ana@', `ana${i}@`));
    const file = readCensusFile([HEADER, ...many].join('\n'), CLASSES);
    expect(file).toEqual({ fileErrors: [CENSUS_MESSAGES.tooManyRows], rows: [] });
    expect(readCensusFile([HEADER, ...many.slice(0, 1000)].join('\n'), CLASSES).rows).toHaveLength(1000);
  });

  it('names a row with a missing or extra value', () => {
    const file = readCensusFile(`${HEADER}\nAna,Lopez,ana@example.com,04/15/1988\n`, CLASSES);
    expect(file.rows[0]!.errors.row).toBe(
      'This row has 4 values; the header has 9. Check for a missing or extra comma.',
    );
  });

  it('refuses control characters in a cell with the shared text message', () => {
    const file = readCensusFile(`${HEADER}\n${ROW_ANA.replace('Lopez', 'Lo\u0007pez')}\n`, CLASSES);
    expect(file.rows[0]!.errors).toEqual({ last_name: MESSAGES.specialCharacters });
  });

  it('reads its own template as one valid row', () => {
    const file = readCensusFile(buildCensusTemplate('All Staff'), CLASSES);
    expect(file.fileErrors).toEqual([]);
    expect(file.rows.map((r) => r.errors)).toEqual([{}]);
    expect(normalizeCensusHeader(' Birth date (MM/DD/YYYY) ')).toBe('birth_date');
  });
});

describe('the cell readers', () => {
  it('read employee types and yes/no', () => {
    expect(['full_time', 'Full time', 'W-2', 'OWNER', '1099', 'intern'].map(readEmployeeType)).toEqual([
      'full_time',
      'full_time',
      'full_time',
      'owner',
      '1099',
      null,
    ]);
    expect(['', 'Yes', 'y', 'TRUE', 'no', 'N', 'false', 'maybe'].map(readEligible)).toEqual([
      true,
      true,
      true,
      true,
      false,
      false,
      false,
      null,
    ]);
  });
});

describe('decideCensusAction', () => {
  const values = toCensusValues(readCensusFile(`${HEADER}\n${ROW_ANA}\n`, CLASSES).rows[0]!.employee!);
  const person: CensusPerson = { ...values, id: 'p1', email: 'ANA@example.com' };

  it('adds an unknown email, leaves an identical person unchanged, updates one who differs', () => {
    expect(decideCensusAction(values, undefined)).toBe('add');
    expect(decideCensusAction(values, person)).toBe('unchanged');
    expect(decideCensusAction(values, { ...person, isEligible: false })).toBe('update');
    expect(decideCensusAction(values, { ...person, employeeRoleId: OFFICE })).toBe('update');
    expect(decideCensusAction({ ...values, annualSalary: 65000 }, person)).toBe('update');
  });
});

import { describe, expect, it } from 'vitest';
import { createHireDateSchema, createNewEmployeeSchema, NEW_EMPLOYEE_MESSAGES } from './employees';

const today = () => ({ year: 2026, month: 11, day: 25 });
const hireDate = createHireDateSchema(today);
const messageOf = (value: string) => hireDate.safeParse(value).error?.issues[0]?.message;

describe('the hire date of a new employee', () => {
  it('accepts any real date up to a year from today, the past included', () => {
    expect(hireDate.safeParse('11/25/2027').success).toBe(true);
    expect(hireDate.safeParse('01/15/2019').success).toBe(true);
  });

  it('refuses a date more than a year ahead', () => {
    expect(messageOf('11/26/2027')).toBe(NEW_EMPLOYEE_MESSAGES.hireDateTooLate);
  });

  it('counts a year from Feb 29 to Feb 28', () => {
    const leap = createHireDateSchema(() => ({ year: 2028, month: 2, day: 29 }));
    expect(leap.safeParse('02/28/2029').success).toBe(true);
    expect(leap.safeParse('03/01/2029').success).toBe(false);
  });
});

describe('a new employee', () => {
  const schema = createNewEmployeeSchema(today);
  const valid = {
    firstName: 'Dana',
    lastName: 'Okafor',
    email: 'dana@example.com',
    bornAt: '04/12/1990',
    hiredAt: '12/01/2026',
    annualSalary: '',
    employeeType: 'owner',
    employeeRoleId: '00000000-0000-4000-8000-000000000001',
    isEligible: true,
  } as const;

  it('needs a salary of a payroll employee only', () => {
    expect(schema.safeParse(valid).success).toBe(true);
    const payroll = schema.safeParse({ ...valid, employeeType: 'full_time' });
    expect(payroll.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['annualSalary', NEW_EMPLOYEE_MESSAGES.salaryRequired],
    ]);
  });

  it('refuses a birth date after today', () => {
    expect(schema.safeParse({ ...valid, bornAt: '11/26/2026' }).success).toBe(false);
  });
});

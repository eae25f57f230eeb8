import { z } from 'zod';
import { type CalendarDate, compareDates, isLeapYear, parseUsDate } from '../domain/dates/dates';
import { EMPLOYEE_TABS, EMPLOYEE_TYPES } from '../domain/enums';
import {
  amountTextSchema,
  createBirthDateSchema,
  emailSchema,
  MESSAGES,
  nameSchema,
  readToday,
  trimmedTextSchema,
  usDateSchema,
} from './fields';

/**
 * The company's people (issue 11, decision 0020): the employee list's query, and a new employee as the
 * administrator enters one (Add new employee, and each row of a census file). One schema both sides: the
 * form validates with it, the server validates the request with it and adds the checks that need the
 * database (the class belongs to the company, the email is not another person's).
 */

export const EMPLOYEE_PAGE_SIZES = [10, 25, 50, 100] as const;
export const EMPLOYEE_SORTS = ['name', 'email', 'hiredAt', 'status'] as const;
export type EmployeeSort = (typeof EMPLOYEE_SORTS)[number];

/** `GET /api/v1/companies/:companyId/employees` query: a tab, a search, a sort and a page (server-side). */
export const employeeListQuerySchema = z.object({
  tab: z.enum(EMPLOYEE_TABS).default('active'),
  /** Part of a name or an email; case does not matter. */
  search: trimmedTextSchema.max(100, 'Please search with 100 characters or fewer.').default(''),
  sort: z.enum(EMPLOYEE_SORTS).default('name'),
  direction: z.enum(['asc', 'desc']).default('asc'),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .refine((n) => (EMPLOYEE_PAGE_SIZES as readonly number[]).includes(n), 'Please choose 10, 25, 50 or 100.')
    .default(25),
});
export type EmployeeListQuery = z.infer<typeof employeeListQuerySchema>;

export const NEW_EMPLOYEE_MESSAGES = {
  hireDateTooLate: 'Please enter a hire date no more than a year from today.',
  salaryRequired: 'Please enter the annual salary of a payroll employee.',
  classRequired: 'Please choose a contribution class.',
} as const;

/** The same day a year later (Feb 29 → Feb 28 in a common year). */
function oneYearAfter(d: CalendarDate): CalendarDate {
  const year = d.year + 1;
  return d.month === 2 && d.day === 29 && !isLeapYear(year) ? { year, month: 2, day: 28 } : { ...d, year };
}

/** A hire date MM/DD/YYYY: a real date, at most a year after today (offers are made ahead, not years ahead). */
export function createHireDateSchema(today: () => CalendarDate = readToday) {
  return usDateSchema.superRefine((value, ctx) => {
    const date = parseUsDate(value);
    if (date && compareDates(date, oneYearAfter(today())) > 0)
      ctx.addIssue({ code: 'custom', message: NEW_EMPLOYEE_MESSAGES.hireDateTooLate });
  });
}

/**
 * A new employee as the form holds it (text as typed: dates MM/DD/YYYY, the salary as "52,000"). The salary
 * is required of payroll (W-2) employees only: owners and 1099 contractors may have none. `today` is
 * injectable for the date rules (birth date not in the future, hire date at most a year ahead).
 */
export function createNewEmployeeSchema(today: () => CalendarDate = readToday) {
  return z
    .object({
      firstName: nameSchema,
      lastName: nameSchema,
      email: emailSchema,
      bornAt: createBirthDateSchema(today),
      hiredAt: createHireDateSchema(today),
      annualSalary: amountTextSchema.default(''),
      employeeType: z.enum(EMPLOYEE_TYPES, { error: MESSAGES.required }),
      /** The contribution class (an employee role of the company). */
      employeeRoleId: z.uuid(NEW_EMPLOYEE_MESSAGES.classRequired),
      isEligible: z.boolean(),
    })
    .superRefine((form, ctx) => {
      if (form.employeeType === 'full_time' && form.annualSalary === '')
        ctx.addIssue({
          code: 'custom',
          path: ['annualSalary'],
          message: NEW_EMPLOYEE_MESSAGES.salaryRequired,
        });
    });
}
export const newEmployeeSchema = createNewEmployeeSchema();
export type NewEmployee = z.infer<typeof newEmployeeSchema>;
export type NewEmployeeInput = z.input<typeof newEmployeeSchema>;

import { z } from 'zod';
import { EMPLOYEE_TABS, EMPLOYEE_TYPES } from '../domain/enums';
import {
  amountTextSchema,
  birthDateSchema,
  emailSchema,
  MESSAGES,
  nameSchema,
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

/**
 * A new employee as the form holds it (text as typed: dates MM/DD/YYYY, the salary as "52,000"). The salary
 * is required of payroll (W-2) employees only: owners and 1099 contractors may have none.
 */
export const newEmployeeSchema = z
  .object({
    firstName: nameSchema,
    lastName: nameSchema,
    email: emailSchema,
    bornAt: birthDateSchema,
    hiredAt: usDateSchema,
    annualSalary: amountTextSchema.default(''),
    employeeType: z.enum(EMPLOYEE_TYPES, { error: MESSAGES.required }),
    /** The contribution class (an employee role of the company). */
    employeeRoleId: z.uuid(NEW_EMPLOYEE_MESSAGES.classRequired),
    isEligible: z.boolean(),
  })
  .superRefine((form, ctx) => {
    if (form.employeeType === 'full_time' && form.annualSalary === '')
      ctx.addIssue({ code: 'custom', path: ['annualSalary'], message: NEW_EMPLOYEE_MESSAGES.salaryRequired });
  });
export type NewEmployee = z.infer<typeof newEmployeeSchema>;
export type NewEmployeeInput = z.input<typeof newEmployeeSchema>;

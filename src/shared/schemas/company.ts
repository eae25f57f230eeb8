import { z } from 'zod';
import { APPLICATION_STATUSES } from '../domain/enums';
import { requiredTextSchema } from './fields';

export const employeeListItemSchema = z.object({
  employeeFormId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  employeeType: z.string().nullable(),
  isEligible: z.boolean(),
  applicationStatus: z.enum(APPLICATION_STATUSES),
  completedSteps: z.number().int(),
  updatedAt: z.string(),
});
export type EmployeeListItem = z.infer<typeof employeeListItemSchema>;

export const companyEmployeesResponseSchema = z.object({
  company: z.object({ id: z.string(), name: z.string(), idToken: z.string(), state: z.string() }),
  employees: z.array(employeeListItemSchema),
});
export type CompanyEmployeesResponse = z.infer<typeof companyEmployeesResponseSchema>;

/** An employee role as an administrator names it (the roles employees choose from on Contact Information). */
export const employeeRoleRequestSchema = z.object({ name: requiredTextSchema.max(100) });
export type EmployeeRoleRequest = z.infer<typeof employeeRoleRequestSchema>;

import { z } from 'zod';
import { requiredTextSchema } from './fields';

/** An employee role as an administrator names it (the roles employees choose from on Contact Information). */
export const employeeRoleRequestSchema = z.object({ name: requiredTextSchema.max(100) });
export type EmployeeRoleRequest = z.infer<typeof employeeRoleRequestSchema>;

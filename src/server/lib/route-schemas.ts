import { errorBodySchema } from '@shared/errors';
import { z } from 'zod';

/** The error answers every application call may give, in the one error shape. */
export const ERROR_RESPONSES = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  428: errorBodySchema,
} as const;

export const employeeFormParams = z.object({ employeeFormId: z.uuid('Unknown employee.') });
export const employeePolicyParams = z.object({ employeePolicyId: z.uuid('Unknown application.') });

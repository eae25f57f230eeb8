import { z } from 'zod';

/**
 * Load application (spec 1 section 7): what the shell and every step need. The employee's own
 * application is GET /api/v1/employee_applications/current; admin mode is
 * GET /api/v1/employee_applications/{employeeFormId} by an administrator or broker of that company.
 */
export const applicationResponseSchema = z.object({
  adminMode: z.boolean(),
  companyIDToken: z.string(),
  companyName: z.string(),
  linkedAccount: z.boolean(),
  availablePlans: z.array(z.string()),
  employeeForm: z.object({
    id: z.string(),
    hashID: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string().nullable(),
    isEligible: z.boolean(),
  }),
  employeePolicy: z.object({
    id: z.string(),
    status: z.enum(['enrolled', 'upcoming', 'cancelled']),
    effectiveAt: z.string().nullable(),
    completedSteps: z.array(z.string()),
    completedAt: z.string().nullable(),
    isDeclinedAndCompleted: z.boolean(),
  }),
  partner: z.object({
    partnerName: z.string().nullable(),
    supportEmail: z.string().nullable(),
    editEmployeeLink: z.string().nullable(),
    syncedEmployeeFields: z.array(z.string()),
  }),
});
export type ApplicationResponse = z.infer<typeof applicationResponseSchema>;

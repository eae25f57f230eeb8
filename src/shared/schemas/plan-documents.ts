import { z } from 'zod';
import { COVERAGE_TYPES } from '../domain/enums';
import { optionalHttpsUrlSchema } from './fields';
import { sbcSchema } from './plan-details';

/*
 * A plan's documents (issue 34 item 6, decision 0070): its summary of benefits and coverage (a document the
 * company holds, or the carrier's link), its provider directory and its formulary. Operations set the links on
 * /admin/plans; the company's SBC document is uploaded on Health plan details.
 *
 *   GET  /api/v2/plans                                 operations: every plan with its links and version
 *   PUT  /api/v2/plans/{planId}/document_links         operations: the plan's three links (version checked)
 *   PUT  /api/v1/companies/{companyId}/health-plan-details/{companyPolicyId}/{planId}/sbc
 *                                                      broker or operations: the company's SBC document (PDF)
 *   GET  /api/v1/employee_policies/{employeePolicyId}/plans/{planId}/sbc   the employee's offered plan's SBC
 */

/** The form and the request: each link optional ('' = none), https only. */
export const planDocumentLinksSchema = z.object({
  sbcUrl: optionalHttpsUrlSchema,
  providerDirectoryUrl: optionalHttpsUrlSchema,
  formularyUrl: optionalHttpsUrlSchema,
});
export type PlanDocumentLinksInput = z.input<typeof planDocumentLinksSchema>;
export type PlanDocumentLinks = z.output<typeof planDocumentLinksSchema>;

export const planDocumentLinksRequestSchema = planDocumentLinksSchema.extend({
  version: z.number().int().min(1),
});
export type PlanDocumentLinksRequest = z.output<typeof planDocumentLinksRequestSchema>;

export const planParamsSchema = z.object({ planId: z.uuid({ error: 'Not a plan.' }) });

/** A plan as operations' plans page lists it. */
export const catalogPlanSchema = z.object({
  id: z.string(),
  name: z.string(),
  carrier: z.string(),
  coverageType: z.enum(COVERAGE_TYPES),
  state: z.string(),
  networkType: z.string().nullable(),
  sbcUrl: z.string().nullable(),
  providerDirectoryUrl: z.string().nullable(),
  formularyUrl: z.string().nullable(),
  version: z.number().int(),
});
export type CatalogPlan = z.infer<typeof catalogPlanSchema>;
export const planCatalogSchema = z.object({ plans: z.array(catalogPlanSchema) });
export type PlanCatalog = z.infer<typeof planCatalogSchema>;

/** What the pages show of a plan's documents (links only when https). */
export const planDocumentsSchema = z.object({
  sbc: sbcSchema.nullable(),
  providerDirectoryUrl: z.string().nullable(),
  formularyUrl: z.string().nullable(),
});
export type PlanDocuments = z.infer<typeof planDocumentsSchema>;

export const PLAN_DOCUMENT_MESSAGES = {
  version: 'This plan was changed by someone else since you opened it. Reload to see the change.',
  notOffered: 'This plan year does not offer that plan.',
} as const;

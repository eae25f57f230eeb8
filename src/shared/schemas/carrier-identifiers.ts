import { CARRIER_CODE_SHAPE } from '@shared/domain/carrier-identifiers/carrier-identifiers';
import { z } from 'zod';
import { trimmedTextSchema } from './fields';

/** A company's group number and plan codes with a carrier (issue 34 item 5, decision 0069): operations' page. */
export const CARRIER_GROUP_MESSAGES = {
  groupNumber:
    'Enter the group number the carrier gave: up to 30 letters, digits, spaces, dots, dashes or slashes.',
  planCode:
    'Enter the plan code the carrier gave: up to 30 letters, digits, spaces, dots, dashes or slashes.',
  unknownPlan: 'This plan is not one of this carrier’s plans offered to the company.',
  version: 'Someone else changed these numbers. Reload to see their change.',
} as const;

/** Empty: none on record (ours is used); else a carrier's code. */
const carrierCodeSchema = (message: string) =>
  z
    .string({ error: message })
    .pipe(trimmedTextSchema)
    .refine((v) => v === '' || CARRIER_CODE_SHAPE.test(v), message);

/** A carrier's group number as typed wherever it is entered (operations, the renewal): '' is none on record. */
export const carrierGroupNumberSchema = carrierCodeSchema(CARRIER_GROUP_MESSAGES.groupNumber);
/** Plan id → the carrier's code for the plan ('' clears it). */
export const carrierPlanCodesSchema = z.record(
  z.uuid(CARRIER_GROUP_MESSAGES.unknownPlan),
  carrierCodeSchema(CARRIER_GROUP_MESSAGES.planCode),
);
/** The version of a company's numbers with a carrier read; 0 while nothing is on record. */
export const carrierGroupVersionSchema = z
  .number({ error: CARRIER_GROUP_MESSAGES.version })
  .int(CARRIER_GROUP_MESSAGES.version)
  .min(0, CARRIER_GROUP_MESSAGES.version);

export const carrierGroupParamsSchema = z.object({
  companyId: z.uuid('Unknown company.'),
  carrierId: z.uuid('Unknown carrier.'),
});
export const companyCarrierGroupsParamsSchema = z.object({ companyId: z.uuid('Unknown company.') });

/** `PUT /api/v2/admin/companies/{companyId}/carrier_groups/{carrierId}`. */
export const carrierGroupRequestSchema = z.strictObject({
  groupNumber: carrierGroupNumberSchema,
  /** Plan id → the carrier's code ('' clears it). */
  planCodes: carrierPlanCodesSchema,
  /** The version read; 0 while nothing is on record. */
  version: carrierGroupVersionSchema,
});
export type CarrierGroupRequest = z.infer<typeof carrierGroupRequestSchema>;

export const carrierGroupSchema = z.object({
  carrierId: z.uuid(),
  carrierName: z.string(),
  /** The carrier's group number on record, or null. */
  groupNumberOnRecord: z.string().nullable(),
  /** What the card, the 834, payroll and invoices show: the one on record, else ours. */
  groupNumber: z.string(),
  source: z.enum(['broker_of_record', 'renewal', 'operations']).nullable(),
  version: z.number().int(),
  plans: z.array(
    z.object({
      planId: z.uuid(),
      planName: z.string(),
      coverageType: z.string(),
      /** The carrier's code on record, or null. */
      codeOnRecord: z.string().nullable(),
      /** What HD04 sends: the code on record, else the raw name. */
      planCode: z.string(),
    }),
  ),
});
export type CarrierGroup = z.infer<typeof carrierGroupSchema>;
export const carrierGroupListSchema = z.object({
  companyId: z.uuid(),
  companyName: z.string(),
  carriers: z.array(carrierGroupSchema),
});
export type CarrierGroupList = z.infer<typeof carrierGroupListSchema>;

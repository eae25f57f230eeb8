import { z } from 'zod';

/** Carrier enrollment files (issue 18 item 2, decision 0061): operations' history, generation and download. */
export const CARRIER_FILE_KIND_VALUES = ['changes', 'audit', 'life_census'] as const;

export const carrierFileKindSchema = z.enum(CARRIER_FILE_KIND_VALUES, {
  error: 'Choose changes, audit or life_census.',
});

export const carrierFileHistoryQuerySchema = z.object({
  companyId: z.uuid('Unknown company.').optional(),
  carrierId: z.uuid('Unknown carrier.').optional(),
});

export const carrierFileParamsSchema = z.object({ id: z.uuid('Unknown carrier file.') });

export const generateCarrierFileRequestSchema = z.strictObject({
  companyId: z.uuid('Unknown company.'),
  carrierId: z.uuid('Unknown carrier.'),
  kind: carrierFileKindSchema,
});
export type GenerateCarrierFileRequest = z.infer<typeof generateCarrierFileRequestSchema>;

/** One file of a history: what was sent and when, never its content. */
export const carrierFileSchema = z.object({
  id: z.uuid(),
  companyId: z.uuid(),
  companyName: z.string().optional(),
  carrierId: z.uuid(),
  carrierName: z.string().optional(),
  kind: carrierFileKindSchema,
  /** ISA13 of an 834; null for a life census. */
  controlNumber: z.number().int().nullable(),
  fileName: z.string(),
  sizeBytes: z.number().int(),
  memberCount: z.number().int(),
  addsCount: z.number().int(),
  changesCount: z.number().int(),
  termsCount: z.number().int(),
  createdAt: z.string(),
});
export type CarrierFile = z.infer<typeof carrierFileSchema>;

export const carrierFileHistorySchema = z.object({ files: z.array(carrierFileSchema) });
export type CarrierFileHistory = z.infer<typeof carrierFileHistorySchema>;

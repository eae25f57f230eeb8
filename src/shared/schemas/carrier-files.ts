import { z } from 'zod';
import { einSchema, versionSchema } from './fields';

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

/** A carrier's EDI receiver id as the carrier gave it (ISA08/GS03 with qualifier ZZ): 2 to 15 letters or digits. */
export const CARRIER_EDI_MESSAGES = {
  ediReceiverId: 'Enter the receiver id the carrier gave: 2 to 15 capital letters or digits.',
  version: 'Someone else changed this carrier. Reload to see their change.',
  ediUsage: 'Choose T (test files) or P (production files).',
} as const;

/** ISA15 usage indicator: T test, P production. */
export const EDI_USAGE_VALUES = ['T', 'P'] as const;

/** `PUT /api/v2/admin/carriers/{carrierId}/edi`: the FEIN an 834 names the payer by, and its receiver id. */
export const carrierEdiRequestSchema = z.strictObject({
  fein: einSchema,
  /** Empty: none on record (the file is addressed by the carrier's name's letters). */
  ediReceiverId: z.union([
    z.literal(''),
    z
      .string()
      .trim()
      .regex(/^[A-Z0-9]{2,15}$/, CARRIER_EDI_MESSAGES.ediReceiverId),
  ]),
  /** ISA15: T while the carrier tests the feed, P once it takes production files (decision 0069); omitted: kept. */
  ediUsage: z.enum(EDI_USAGE_VALUES, { error: CARRIER_EDI_MESSAGES.ediUsage }).optional(),
  version: versionSchema(CARRIER_EDI_MESSAGES.version),
});
export type CarrierEdiRequest = z.infer<typeof carrierEdiRequestSchema>;

export const carrierParamsSchema = z.object({ carrierId: z.uuid('Unknown carrier.') });

/** Operations' carriers: the EDI fields (the FEIN masked), and how many files each was sent. */
export const carrierEdiSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** Masked ("XX-XXX4567"); null when none is on record. */
  fein: z.string().nullable(),
  ediReceiverId: z.string().nullable(),
  ediUsage: z.enum(EDI_USAGE_VALUES),
  version: z.number().int(),
  fileCount: z.number().int(),
  lastFileAt: z.string().nullable(),
});
export type CarrierEdi = z.infer<typeof carrierEdiSchema>;
export const carrierEdiListSchema = z.object({ carriers: z.array(carrierEdiSchema) });
export type CarrierEdiList = z.infer<typeof carrierEdiListSchema>;

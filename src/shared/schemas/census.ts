import { z } from 'zod';
import { multilineTextSchema, trimmedTextSchema } from './fields';

/**
 * Census import (issue 11 item 5, decision 0025): the page reads the chosen CSV file as text and sends it in
 * JSON to the preview, then the same text with the preview's basis to the import. The server reads it with
 * the same rules (readCensusFile).
 */

/** The largest file the page sends: 1,000 rows fit in well under 500 KB. */
export const MAX_CENSUS_BYTES = 500 * 1024;

export const censusPreviewRequestSchema = z.object({
  /** The file's text (CSV). Line breaks and tabs pass; other control characters are refused per cell. */
  csv: multilineTextSchema.max(
    MAX_CENSUS_BYTES,
    'The file is larger than 500 KB. Split it into smaller files.',
  ),
  fileName: trimmedTextSchema.max(255).optional(),
});
export type CensusPreviewRequest = z.infer<typeof censusPreviewRequestSchema>;

export const censusImportRequestSchema = censusPreviewRequestSchema.extend({
  /** The preview's basis: the import refuses to run (409) when the company's people changed since. */
  basis: z.string().regex(/^[0-9a-f]{64}$/, 'Preview the file again before importing it.'),
});
export type CensusImportRequest = z.infer<typeof censusImportRequestSchema>;

export const CENSUS_ACTIONS = ['add', 'update', 'unchanged'] as const;
export const CENSUS_ACTION_LABELS = { add: 'Add', update: 'Update', unchanged: 'No change' } as const;

export const censusPreviewRowSchema = z.object({
  rowNumber: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  /** Null when the row has errors. */
  action: z.enum(CENSUS_ACTIONS).nullable(),
  /** By column name (`row` for the row as a whole). */
  errors: z.record(z.string(), z.string()),
});
export type CensusPreviewRow = z.infer<typeof censusPreviewRowSchema>;

export const censusPreviewResponseSchema = z.object({
  fileErrors: z.array(z.string()),
  rows: z.array(censusPreviewRowSchema),
  summary: z.object({
    rows: z.number().int(),
    toAdd: z.number().int(),
    toUpdate: z.number().int(),
    unchanged: z.number().int(),
    withErrors: z.number().int(),
  }),
  /** What the import must be based on; present only when every row is valid. */
  basis: z.string().nullable(),
});
export type CensusPreviewResponse = z.infer<typeof censusPreviewResponseSchema>;

export const censusImportResponseSchema = z.object({
  added: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
});
export type CensusImportResponse = z.infer<typeof censusImportResponseSchema>;

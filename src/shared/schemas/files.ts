import { z } from 'zod';
import { STORED_FILE_RECORD_TYPES } from '../domain/files/upload-types';

/** An uploaded file as the API shows it: its metadata, never a storage key. */
export const storedFileSchema = z.object({
  id: z.string(),
  /** The sanitised original name, as offered on download. */
  name: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  sha256: z.string(),
  recordType: z.enum(STORED_FILE_RECORD_TYPES),
  recordId: z.string(),
  createdAt: z.string(),
});
export type StoredFile = z.infer<typeof storedFileSchema>;

export const companyFilesResponseSchema = z.object({ files: z.array(storedFileSchema) });
export type CompanyFilesResponse = z.infer<typeof companyFilesResponseSchema>;

import type { StoredFileRecordType } from '@shared/domain/files/upload-types';
import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { id, timestampNow } from './columns';
import { companies } from './companies';
import { accounts } from './identity';

/**
 * An uploaded file: the metadata here, the bytes in the file storage (a folder or an S3 bucket) under
 * `storage_key`, a random id. The original name is kept, sanitised, for display and download only; it never
 * becomes part of a path. A company cannot be deleted while it has files (their objects would be orphaned).
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    /** What the file belongs to, with `recordId`: ('company', the company's id) for a company document. */
    recordType: text('record_type').$type<StoredFileRecordType>().notNull(),
    recordId: uuid('record_id').notNull(),
    originalName: text('original_name').notNull(),
    /** The type sniffed from the file's first bytes, never the one the browser sent. */
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    uploadedByAccountId: uuid('uploaded_by_account_id').references(() => accounts.id, {
      onDelete: 'set null',
    }),
    createdAt: timestampNow('created_at'),
  },
  (t) => [
    index('stored_files_company_idx').on(t.companyId, t.createdAt),
    index('stored_files_record_idx').on(t.recordType, t.recordId),
  ],
);

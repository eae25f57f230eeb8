import type { StoredFileRecordType } from '@shared/domain/files/upload-types';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { companies, storedFiles } from '../../../db/schema';
import { firstRow } from '../../../lib/first-row';

export type StoredFileRow = typeof storedFiles.$inferSelect;
export type NewStoredFile = typeof storedFiles.$inferInsert;

export async function companyExists(db: Db, companyId: string): Promise<boolean> {
  const company = await firstRow(
    db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)),
  );
  return company !== null;
}

export async function insertStoredFile(db: Db, file: NewStoredFile): Promise<StoredFileRow> {
  const [row] = await db.insert(storedFiles).values(file).returning();
  if (!row) throw new Error('The stored file row was not returned.');
  return row;
}

export async function findStoredFile(db: Db, fileId: string): Promise<StoredFileRow | null> {
  const [row] = await db.select().from(storedFiles).where(eq(storedFiles.id, fileId)).limit(1);
  return row ?? null;
}

/** A company's own documents, newest first. */
export async function listCompanyDocuments(db: Db, companyId: string): Promise<StoredFileRow[]> {
  return db
    .select()
    .from(storedFiles)
    .where(
      and(
        eq(storedFiles.companyId, companyId),
        eq(storedFiles.recordType, 'company'),
        eq(storedFiles.recordId, companyId),
      ),
    )
    .orderBy(desc(storedFiles.createdAt), desc(storedFiles.id));
}

/** A company's files of one kind of record, for these records, newest first. */
export async function listRecordFiles(
  db: Db,
  companyId: string,
  recordType: StoredFileRecordType,
  recordIds: readonly string[],
): Promise<StoredFileRow[]> {
  if (recordIds.length === 0) return [];
  return db
    .select()
    .from(storedFiles)
    .where(
      and(
        eq(storedFiles.companyId, companyId),
        eq(storedFiles.recordType, recordType),
        inArray(storedFiles.recordId, [...recordIds]),
      ),
    )
    .orderBy(desc(storedFiles.createdAt), desc(storedFiles.id));
}

/** Deletes the files one account uploaded to the given records of a kind; answers their storage keys. */
export async function deleteOwnRecordFiles(
  db: Db,
  accountId: string,
  recordType: StoredFileRecordType,
  recordIds: readonly string[],
): Promise<string[]> {
  if (recordIds.length === 0) return [];
  const rows = await db
    .delete(storedFiles)
    .where(
      and(
        eq(storedFiles.recordType, recordType),
        inArray(storedFiles.recordId, [...recordIds]),
        eq(storedFiles.uploadedByAccountId, accountId),
      ),
    )
    .returning({ storageKey: storedFiles.storageKey });
  return rows.map((r) => r.storageKey);
}

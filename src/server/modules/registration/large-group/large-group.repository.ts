import type { QuoteRequestStatus } from '@shared/domain/large-group/large-group';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { accounts, companies, largeGroupQuoteRequests, storedFiles } from '../../../db/schema';
import { firstRow } from '../../../lib/first-row';

/** Large group quote requests (decision 0054): the only queries of the module. */

const requestColumns = {
  request: largeGroupQuoteRequests,
  companyName: companies.name,
  censusName: storedFiles.originalName,
  censusContentType: storedFiles.contentType,
  censusSizeBytes: storedFiles.sizeBytes,
  submittedByName: accounts.name,
};

function selectRequests(db: Db) {
  return db
    .select(requestColumns)
    .from(largeGroupQuoteRequests)
    .innerJoin(companies, eq(companies.id, largeGroupQuoteRequests.companyId))
    .innerJoin(storedFiles, eq(storedFiles.id, largeGroupQuoteRequests.censusFileId))
    .leftJoin(accounts, eq(accounts.id, largeGroupQuoteRequests.submittedByAccountId));
}

export type QuoteRequestRow = NonNullable<Awaited<ReturnType<typeof findQuoteRequest>>>;

/** One request with its company's name, its census file's metadata and who sent it. */
export function findQuoteRequest(db: Db, id: string) {
  return firstRow(selectRequests(db).where(eq(largeGroupQuoteRequests.id, id)));
}

/** The company's latest request, in any status. */
export function findLatestQuoteRequest(db: Db, companyId: string) {
  return firstRow(
    selectRequests(db)
      .where(eq(largeGroupQuoteRequests.companyId, companyId))
      .orderBy(desc(largeGroupQuoteRequests.createdAt)),
  );
}

/** Every request, or those of some statuses: the oldest first (those waiting longest). */
export function listQuoteRequests(db: Db, statuses: readonly QuoteRequestStatus[] | null) {
  const query = selectRequests(db);
  return (statuses ? query.where(inArray(largeGroupQuoteRequests.status, [...statuses])) : query).orderBy(
    largeGroupQuoteRequests.createdAt,
  );
}

/** Requests per status. */
export function countQuoteRequestsByStatus(db: Db) {
  return db
    .select({ status: largeGroupQuoteRequests.status, count: sql<number>`count(*)::int` })
    .from(largeGroupQuoteRequests)
    .groupBy(largeGroupQuoteRequests.status);
}

/** The company's request still being answered (new or in review), if any. */
export function findOpenQuoteRequest(tx: Db, companyId: string) {
  return firstRow(
    tx
      .select({ id: largeGroupQuoteRequests.id })
      .from(largeGroupQuoteRequests)
      .where(
        and(
          eq(largeGroupQuoteRequests.companyId, companyId),
          inArray(largeGroupQuoteRequests.status, ['new', 'in_review']),
        ),
      ),
  );
}

export type NewQuoteRequestRow = typeof largeGroupQuoteRequests.$inferInsert;

export async function insertQuoteRequest(tx: Db, row: NewQuoteRequestRow): Promise<void> {
  await tx.insert(largeGroupQuoteRequests).values(row);
}

/** Locks one request for a status change. */
export function lockQuoteRequest(tx: Db, id: string) {
  return firstRow(
    tx.select().from(largeGroupQuoteRequests).where(eq(largeGroupQuoteRequests.id, id)).for('update'),
  );
}

export async function updateQuoteRequestStatus(
  tx: Db,
  id: string,
  status: QuoteRequestStatus,
  version: number,
  at: Date,
): Promise<void> {
  await tx
    .update(largeGroupQuoteRequests)
    .set({ status, version: version + 1, statusChangedAt: at, updatedAt: at })
    .where(eq(largeGroupQuoteRequests.id, id));
}

/** The census file's storage key, for its download. */
export function findCensusFile(db: Db, fileId: string) {
  return firstRow(db.select().from(storedFiles).where(eq(storedFiles.id, fileId)));
}

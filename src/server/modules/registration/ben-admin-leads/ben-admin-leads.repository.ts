import type { LeadFileStorageKey } from '@shared/domain/ben-admin/lead-rules';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { benAdminLeadFiles, benAdminLeads, companies, storedFiles } from '../../../db/schema';
import { clock } from '../../../lib/clock';
import { firstRow } from '../../../lib/first-row';

export type LeadRow = typeof benAdminLeads.$inferSelect;
export type LeadInsert = typeof benAdminLeads.$inferInsert;
export type LeadValues = Partial<Omit<LeadInsert, 'id' | 'companyId' | 'version'>>;

/** The company as the lead names it. */
export function findCompany(db: Db, companyId: string) {
  return firstRow(
    db
      .select({ id: companies.id, idToken: companies.idToken, name: companies.name })
      .from(companies)
      .where(eq(companies.id, companyId)),
  );
}

export function findLeadOfCompany(db: Db, companyId: string) {
  return firstRow(db.select().from(benAdminLeads).where(eq(benAdminLeads.companyId, companyId)));
}

export function lockLeadOfCompany(tx: Db, companyId: string) {
  return firstRow(
    tx.select().from(benAdminLeads).where(eq(benAdminLeads.companyId, companyId)).for('update'),
  );
}

export function lockLead(tx: Db, leadId: string) {
  return firstRow(tx.select().from(benAdminLeads).where(eq(benAdminLeads.id, leadId)).for('update'));
}

export async function externalIdTaken(db: Db, externalId: string): Promise<boolean> {
  const row = await firstRow(
    db.select({ id: benAdminLeads.id }).from(benAdminLeads).where(eq(benAdminLeads.externalId, externalId)),
  );
  return row !== null;
}

export async function insertLead(tx: Db, values: LeadInsert): Promise<LeadRow> {
  const [row] = await tx.insert(benAdminLeads).values(values).returning();
  return row!;
}

/** Writes the values and raises the version (a change the person made, or the payment's result). */
export async function updateLead(tx: Db, row: LeadRow, values: LeadValues): Promise<LeadRow> {
  const [updated] = await tx
    .update(benAdminLeads)
    .set({ ...values, version: row.version + 1, updatedAt: clock.now() })
    .where(eq(benAdminLeads.id, row.id))
    .returning();
  return updated!;
}

/** Writes the payment setup's bookkeeping (customer, intent, counter) without raising the version. */
export async function updateLeadPaymentBookkeeping(
  tx: Db,
  leadId: string,
  values: Pick<LeadValues, 'stripeCustomerId' | 'setupIntentId' | 'setupIntentCount'>,
): Promise<void> {
  await tx
    .update(benAdminLeads)
    .set({ ...values, updatedAt: clock.now() })
    .where(eq(benAdminLeads.id, leadId));
}

/** The lead's files, oldest first, with their stored metadata. */
export function listLeadFiles(db: Db, leadId: string, storageKey?: LeadFileStorageKey) {
  return (
    db
      .select({
        id: benAdminLeadFiles.id,
        storageKey: benAdminLeadFiles.storageKey,
        invoiceType: benAdminLeadFiles.invoiceType,
        fileName: storedFiles.originalName,
        contentType: storedFiles.contentType,
        sizeBytes: storedFiles.sizeBytes,
        uploadedAt: storedFiles.createdAt,
      })
      .from(benAdminLeadFiles)
      .innerJoin(storedFiles, eq(storedFiles.id, benAdminLeadFiles.storedFileId))
      .where(
        storageKey
          ? and(eq(benAdminLeadFiles.leadId, leadId), eq(benAdminLeadFiles.storageKey, storageKey))
          : eq(benAdminLeadFiles.leadId, leadId),
      )
      // Files sent in one request share their time: then by name, so the list reads the same every time.
      .orderBy(asc(benAdminLeadFiles.createdAt), asc(storedFiles.originalName), asc(benAdminLeadFiles.id))
  );
}
export type LeadFileRow = Awaited<ReturnType<typeof listLeadFiles>>[number];

export async function countLeadFiles(tx: Db, leadId: string, storageKey: LeadFileStorageKey) {
  const [row] = await tx
    .select({ n: count() })
    .from(benAdminLeadFiles)
    .where(and(eq(benAdminLeadFiles.leadId, leadId), eq(benAdminLeadFiles.storageKey, storageKey)));
  return row?.n ?? 0;
}

export async function insertLeadFile(
  tx: Db,
  values: {
    leadId: string;
    storedFileId: string;
    storageKey: LeadFileStorageKey;
    invoiceType: string | null;
  },
) {
  await tx.insert(benAdminLeadFiles).values(values);
}

import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { accounts, companyPayrollSettings, payrollExportLines, payrollExports } from '../../../db/schema';
import { clock } from '../../../lib/clock';
import { firstRow } from '../../../lib/first-row';

/** How many past exports the page lists. */
const EXPORTS_LISTED = 20;

export async function upsertPaySchedule(
  db: Db,
  values: {
    companyId: string;
    frequency: (typeof companyPayrollSettings.$inferInsert)['frequency'];
    anchorPayDate: string;
    effectiveFrom: string | null;
    earlierSchedules: (typeof companyPayrollSettings.$inferInsert)['earlierSchedules'] & object;
    version: number;
    updatedBy: string | null;
  },
): Promise<void> {
  const at = clock.now();
  await db
    .insert(companyPayrollSettings)
    .values({ ...values, updatedAt: at })
    .onConflictDoUpdate({
      target: companyPayrollSettings.companyId,
      set: {
        frequency: values.frequency,
        anchorPayDate: values.anchorPayDate,
        effectiveFrom: values.effectiveFrom,
        earlierSchedules: values.earlierSchedules,
        version: values.version,
        updatedBy: values.updatedBy,
        updatedAt: at,
      },
    });
}

const summaryColumns = {
  id: payrollExports.id,
  payDate: payrollExports.payDate,
  frequency: payrollExports.frequency,
  exportedAt: payrollExports.exportedAt,
  exportedBy: sql<string | null>`coalesce(${accounts.name}, ${accounts.email})`,
  rowCount: payrollExports.rowCount,
  totalCents: payrollExports.totalCents,
};

/** The company's exports, newest first. */
export function listExports(db: Db, companyId: string, limit = EXPORTS_LISTED) {
  return db
    .select(summaryColumns)
    .from(payrollExports)
    .leftJoin(accounts, eq(accounts.id, payrollExports.exportedBy))
    .where(eq(payrollExports.companyId, companyId))
    .orderBy(desc(payrollExports.exportedAt), desc(payrollExports.id))
    .limit(limit);
}

export function findExport(db: Db, companyId: string, exportId: string) {
  return firstRow(
    db
      .select(summaryColumns)
      .from(payrollExports)
      .leftJoin(accounts, eq(accounts.id, payrollExports.exportedBy))
      .where(and(eq(payrollExports.companyId, companyId), eq(payrollExports.id, exportId))),
  );
}

export function listExportLines(db: Db, exportId: string) {
  return db
    .select()
    .from(payrollExportLines)
    .where(eq(payrollExportLines.exportId, exportId))
    .orderBy(asc(payrollExportLines.position));
}

export type NewExportLine = Omit<typeof payrollExportLines.$inferInsert, 'id' | 'exportId'>;

export async function insertExport(
  db: Db,
  values: Omit<typeof payrollExports.$inferInsert, 'id' | 'exportedAt'>,
  lines: readonly NewExportLine[],
): Promise<string> {
  const [row] = await db.insert(payrollExports).values(values).returning({ id: payrollExports.id });
  if (lines.length > 0)
    await db.insert(payrollExportLines).values(lines.map((l) => ({ ...l, exportId: row!.id })));
  return row!.id;
}

/** The audit log: written by the access decisions (admin-mode opens) and by the modules (admin-mode writes, signatures, sessions). */
import type { Db } from '../db/client';
import { auditLog } from '../db/schema';

export type AuditEntry = {
  accountId: string | null;
  sessionId?: string | null;
  companyId?: string | null;
  action: string;
  subjectType?: string;
  subjectId?: string;
  adminMode?: boolean;
  /** Never put SSNs, bank numbers or passwords here. */
  details?: Record<string, unknown>;
};

const toRow = (entry: AuditEntry) => ({
  accountId: entry.accountId,
  sessionId: entry.sessionId ?? null,
  companyId: entry.companyId ?? null,
  action: entry.action,
  subjectType: entry.subjectType ?? null,
  subjectId: entry.subjectId ?? null,
  adminMode: entry.adminMode ?? false,
  details: entry.details ?? {},
});

/** Appends one row to the audit log. */
export async function writeAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values(toRow(entry));
}

/** Appends many rows in one statement (a bulk action audits each person it touched). */
export async function writeAudits(db: Db, entries: readonly AuditEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await db.insert(auditLog).values(entries.map(toRow));
}

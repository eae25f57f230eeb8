/**
 * Reconciliation (issue 18 item 3, decision 0065): a company's enrolled lines (what its carriers should have)
 * against the lines its carriers' last files left them with and the deductions of its last payroll export.
 * The comparison is the shared rule (`reconcile`); this reads the three sides through their modules' services.
 * A check reads no SSN: the carrier side is the files' coverage summaries, the enrollment side is built without
 * identities. Operations' list keeps each company's last check, written after every file and export.
 */

import { describeMismatch, type Mismatch, reconcile } from '@shared/domain/reconciliation/reconciliation';
import type { ReconciliationList, ReconciliationReport } from '@shared/schemas/reconciliation';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client';
import { notFound } from '../../../lib/app-error';
import { clock } from '../../../lib/clock';
import { lockCompany } from '../../../lib/company-lock';
import { loggableError } from '../../../lib/loggable-error';
import { readLastExportAgainstEnrollments, readLastInvoiceAgainstEnrollments } from '../../money';
import {
  type CarrierFileDeps,
  generateDueCarrierFiles,
  readCarrierCoverage,
} from '../carrier-files/carrier-files.service';
import { companyExists, countChecks, listChecks, upsertCheck } from './reconciliation.repository';

async function compare(db: Db, companyId: string) {
  const coverage = await readCarrierCoverage(db, companyId);
  const payroll = await readLastExportAgainstEnrollments(db, companyId);
  const billing = await readLastInvoiceAgainstEnrollments(db, companyId);
  const names = new Map([...(billing?.names ?? []), ...(payroll?.names ?? []), ...coverage.names]);
  const mismatches = reconcile({
    enrolled: coverage.enrolled,
    names,
    carrier: coverage.carrier,
    payroll,
    billing,
  });
  return {
    payDate: payroll?.payDate ?? null,
    invoiceMonth: billing?.month ?? null,
    carrierFileCount: coverage.fileCount,
    mismatches,
  };
}

const toReport = (
  companyId: string,
  checkedAt: Date,
  result: {
    payDate: string | null;
    invoiceMonth: string | null;
    carrierFileCount: number;
    mismatches: Mismatch[];
  },
): ReconciliationReport => ({
  companyId,
  checkedAt: checkedAt.toISOString(),
  payDate: result.payDate,
  invoiceMonth: result.invoiceMonth,
  carrierFileCount: result.carrierFileCount,
  mismatches: result.mismatches.map((m) => ({ ...m, label: describeMismatch(m) })),
});

/** The company's check now, read live (its administrators' page and operations' detail). Writes nothing. */
export async function checkCompany(
  db: Db,
  companyId: string,
  now = clock.now(),
): Promise<ReconciliationReport> {
  if (!(await companyExists(db, companyId))) throw notFound('That company');
  return toReport(companyId, now, await compare(db, companyId));
}

/**
 * Checks a company and keeps the result for operations' list: one transaction, the company row locked so two
 * checks of one company write one after the other, each from what it read under the lock.
 */
export async function recordCompanyCheck(
  db: Db,
  companyId: string,
  now = clock.now(),
): Promise<ReconciliationReport> {
  return db.transaction(async (tx) => {
    if (!(await lockCompany(tx, companyId))) throw notFound('That company');
    const result = await compare(tx, companyId);
    const { invoiceMonth: _, ...stored } = result;
    await upsertCheck(tx, { companyId, checkedAt: now, ...stored });
    return toReport(companyId, now, result);
  });
}

/**
 * A check after a write that changes one side (a carrier file, a payroll export), once that write committed: a
 * failed check leaves the write standing and logs the company's id and the error's loggable fields only.
 */
export async function recordCheckAfterWrite(
  log: FastifyBaseLogger,
  db: Db,
  companyId: string,
): Promise<void> {
  try {
    await recordCompanyCheck(db, companyId);
  } catch (err) {
    log.error({ companyId, err: loggableError(err) }, 'reconciliation check failed');
  }
}

/**
 * The nightly run "after a file": the due carrier files, then a check of every company that got one. A failed
 * check is the caller's to log (by company id only); the files stay written.
 */
export async function generateDueFilesAndCheck(deps: CarrierFileDeps, now: Date) {
  const run = await generateDueCarrierFiles(deps, now);
  for (const companyId of run.companyIds) await recordCompanyCheck(deps.db, companyId, now);
  return run;
}

export async function listCompanyChecks(db: Db, show: 'mismatches' | 'all'): Promise<ReconciliationList> {
  const [counts, rows] = await Promise.all([countChecks(db), listChecks(db, show === 'mismatches')]);
  return {
    counts,
    companies: rows.map((r) => ({ ...r, checkedAt: r.checkedAt.toISOString() })),
  };
}

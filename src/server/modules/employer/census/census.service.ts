import {
  buildCensusTemplate,
  type CensusAction,
  type CensusFile,
  type CensusPerson,
  type CensusValues,
  decideCensusAction,
  readCensusFile,
  toCensusValues,
} from '@shared/domain/census/census-file';
import type {
  CensusImportRequest,
  CensusImportResponse,
  CensusPreviewRequest,
  CensusPreviewResponse,
} from '@shared/schemas/census';
import type { Actor } from '../../../access/actor';
import { writeAudit } from '../../../access/audit';
import type { Db } from '../../../db/client';
import { notFound, validationFailed } from '../../../lib/app-error';
import { lockCompany } from '../../../lib/company-lock';
import { invalidateCompanyPeople } from '../../../lib/company-people';
import { sha256 } from '../../../lib/field-crypto';
import { assertVersion } from '../../../lib/versioned-write';
import { findPlanYearForNewPeople } from '../../company';
import { addPeopleWithApplications, newApplicationIn } from '../../enrollment';
import { findCompanyClasses, findCompanyName, findPeopleByEmails, updatePeople } from './census.repository';

/**
 * Census import (issue 11 item 5, decision 0025): a preview that answers every row with its errors and what it
 * would do, and an import that writes every row or none, in one transaction, based on what the preview saw.
 */

export const CENSUS_IMPORT_MESSAGES = {
  rowErrors: 'Some rows have errors, so nothing was imported. Fix them and upload the file again.',
  changed: 'Some of these people were changed since the preview. Preview the file again before importing it.',
} as const;

type Person = CensusPerson & { version: number };
type PlannedRow = { rowNumber: number; values: CensusValues; action: CensusAction; person?: Person };

/** The valid rows' actions, against the company's people found by email (case aside). */
function planRows(file: CensusFile, people: readonly Person[]): PlannedRow[] {
  const byEmail = new Map(people.map((p) => [p.email.toLowerCase(), p]));
  return file.rows.flatMap((row) => {
    if (!row.employee) return [];
    const values = toCensusValues(row.employee);
    const person = byEmail.get(values.email.toLowerCase());
    return [{ rowNumber: row.rowNumber, values, action: decideCensusAction(values, person), person }];
  });
}

/**
 * What an import must be based on: the file's rows and the version of every person they match. A person
 * changed, or added with one of the emails, since the preview gives another basis.
 */
function computeBasis(csv: string, planned: readonly PlannedRow[]): string {
  const matches = planned.map(
    (p) => `${p.values.email.toLowerCase()}=${p.person ? `${p.person.id}@${p.person.version}` : 'new'}`,
  );
  return sha256(`${sha256(csv)}\n${matches.sort().join('\n')}`);
}

const validEmails = (file: CensusFile) =>
  file.rows.flatMap((r) => (r.employee ? [r.employee.email.toLowerCase()] : []));

async function readFile(db: Db, companyId: string, csv: string): Promise<CensusFile> {
  const classes = await findCompanyClasses(db, companyId);
  return readCensusFile(csv, classes);
}

/** Every row of the file with its errors by column and what it would do; writes nothing. */
export async function previewCensus(
  db: Db,
  companyId: string,
  request: CensusPreviewRequest,
): Promise<CensusPreviewResponse> {
  const file = await readFile(db, companyId, request.csv);
  const people = await findPeopleByEmails(db, companyId, validEmails(file), false);
  const planned = planRows(file, people);
  const actionOf = new Map(planned.map((p) => [p.rowNumber, p.action]));
  const count = (action: CensusAction) => planned.filter((p) => p.action === action).length;
  const withErrors = file.rows.filter((r) => !r.employee).length;
  return {
    fileErrors: file.fileErrors,
    rows: file.rows.map((row) => ({
      rowNumber: row.rowNumber,
      firstName: row.cells.first_name ?? '',
      lastName: row.cells.last_name ?? '',
      email: row.cells.email ?? '',
      action: actionOf.get(row.rowNumber) ?? null,
      errors: row.errors,
    })),
    summary: {
      rows: file.rows.length,
      toAdd: count('add'),
      toUpdate: count('update'),
      unchanged: count('unchanged'),
      withErrors,
    },
    basis: file.fileErrors.length === 0 && withErrors === 0 ? computeBasis(request.csv, planned) : null,
  };
}

/** The file's problems as one error body's field errors: `file`, and `rows.<row number>.<column>`. */
function rowFieldErrors(file: CensusFile): Record<string, string> {
  const out: Record<string, string> = {};
  if (file.fileErrors.length > 0) out.file = file.fileErrors.join(' ');
  for (const row of file.rows)
    for (const [column, message] of Object.entries(row.errors))
      out[`rows.${row.rowNumber}.${column}`] = message;
  return out;
}

/**
 * Imports the file: nothing unless every row is valid (400 with every row's errors), and only when the
 * company's people are as the preview saw them (409). One transaction holding the company's row and every
 * matched person's row: new emails become people with an application for the current plan year, known ones
 * are updated in place (their version raised), unchanged ones are left alone. No invitation is sent.
 */
export async function importCensus(
  db: Db,
  actor: Actor,
  companyId: string,
  request: CensusImportRequest,
): Promise<CensusImportResponse> {
  const imported = await db.transaction(async (tx) => {
    if (!(await lockCompany(tx, companyId))) throw notFound('That company');
    const file = await readFile(tx, companyId, request.csv);
    const errors = rowFieldErrors(file);
    if (Object.keys(errors).length > 0) throw validationFailed(errors, CENSUS_IMPORT_MESSAGES.rowErrors);

    const people = await findPeopleByEmails(tx, companyId, validEmails(file), true);
    const planned = planRows(file, people);
    assertVersion(computeBasis(request.csv, planned), request.basis, CENSUS_IMPORT_MESSAGES.changed);

    const added = planned.filter((p) => p.action === 'add');
    const updated = planned.filter((p) => p.action === 'update');
    // New people apply for the current plan year; a company without one gets them without an application.
    const plan = await findPlanYearForNewPeople(tx, companyId, { lock: true });
    await addPeopleWithApplications(
      tx,
      companyId,
      added.map((p) => ({ form: p.values, application: newApplicationIn(plan, p.values.hiredAt ?? null) })),
    );
    await updatePeople(
      tx,
      updated.map(({ values: { email: _email, ...values }, person }) => ({ ...values, id: person!.id })),
    );
    const result = {
      added: added.length,
      updated: updated.length,
      unchanged: planned.length - added.length - updated.length,
    };
    await writeAudit(tx, {
      accountId: actor.accountId,
      sessionId: actor.sessionId,
      companyId,
      action: 'census.imported',
      subjectType: 'company',
      subjectId: companyId,
      details: { rows: planned.length, ...result },
    });
    return result;
  });
  await invalidateCompanyPeople(db, [companyId]);
  return imported;
}

/** The template file, with the company's default class in its example row. */
export async function censusTemplate(db: Db, companyId: string): Promise<string> {
  if (!(await findCompanyName(db, companyId))) throw notFound('That company');
  const classes = await findCompanyClasses(db, companyId);
  return buildCensusTemplate(classes.find((c) => c.isDefault)?.name ?? classes[0]?.name ?? '');
}

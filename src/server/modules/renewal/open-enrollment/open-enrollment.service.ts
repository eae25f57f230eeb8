import { toCompanyTokenPrefix } from '@shared/domain/company-token';
import type { LineContributionRule } from '@shared/domain/contributions/simulation';
import type { ServiceLine, SetupUploadKind } from '@shared/domain/enums';
import { toCentsOrNull } from '@shared/domain/money/money';
import { hasPricedSalary, isSalaryPricedLine } from '@shared/domain/pricing/disability';
import type { PricedPlan } from '@shared/domain/pricing/types';
import { type CensusCost, priceCensusOnPlan } from '@shared/domain/renewal/census-costs';
import { nextPlanYearStart } from '@shared/domain/renewal/next-plan-year';
import {
  OPEN_ENROLLMENT_MESSAGES,
  type OpenEnrollmentSetupStatus,
  SETUP_UPLOADS,
  type SetupDetail,
  type SetupQueue,
} from '@shared/schemas/open-enrollment';
import type { Actor } from '../../../access/actor';
import { writeAudit } from '../../../access/audit';
import type { Db } from '../../../db/client';
import { AppError, notFound, validationFailed } from '../../../lib/app-error';
import { clock } from '../../../lib/clock';
import { lockCompany } from '../../../lib/company-lock';
import { invalidateCompanyRenewal } from '../../../lib/company-renewal';
import type { UploadPart } from '../../../lib/upload-context';
import { assertVersion } from '../../../lib/versioned-write';
import type { FileStorage } from '../../../plugins/storage/file-storage';
import { loadPricedPlans, toContributionRule } from '../../carriers';
import { listPlanYears, readCompanyPolicy, readCompanySalaries } from '../../company';
import {
  recordStoredFile,
  removeStoredObjects,
  type StoredUpload,
  storeUploadedObject,
} from '../../platform';
import { readCurrentRenewal } from '../renewals/renewals.service';
import {
  findCompany,
  findSetup,
  findSetupOfRenewal,
  insertRenewal,
  insertSetup,
  insertSetupFiles,
  listMappings,
  listSetupFiles,
  listSetups,
  listSuitePlans,
} from './open-enrollment.repository';

/*
 * Open-enrollment setup and its processing (docs/spec/2 §2.3 and §7; issue 13 items 1–2; decisions 0035, 0036).
 * The broker's submission creates the company's renewal (processing), its setup and its files in one
 * transaction; operations load a CSV rate sheet into the renewal's plan suites (checked against the engine and
 * previewed on the company's census) and launch it: the renewal opens and the administrators are told by
 * e-mail.
 */

export const MESSAGES = OPEN_ENROLLMENT_MESSAGES;

/** GET ben_admin_open_enrollment_setup: the status of the setup of the company's current renewal. */
export async function readSetupStatus(db: Db, companyId: string): Promise<OpenEnrollmentSetupStatus> {
  const [company, current] = await Promise.all([
    findCompany(db, companyId),
    readCurrentRenewal(db, companyId).then(async (renewal) =>
      renewal ? { renewal, setup: await findSetupOfRenewal(db, renewal.id) } : null,
    ),
  ]);
  if (!company) throw notFound('That company');
  // A renewal without a setup (made by hand or by a later process) has been launched as far as the setup
  // page is concerned once it is open: the administrator goes on to the dashboard.
  const status = current
    ? (current.setup?.status ?? (current.renewal.status === 'processing' ? 'processing' : 'launched'))
    : null;
  return {
    status,
    companyId: company.id,
    companyName: company.name,
    setupId: current?.setup?.id ?? null,
    submittedAt: current?.setup?.submittedAt?.toISOString() ?? null,
  };
}

/** One part of the setup's multipart form, as @fastify/multipart hands it over. */
export type SetupPart = UploadPart;

export type SetupDeps = { db: Db; storage: FileStorage; maxBytes: number };

/**
 * PUT ben_admin_open_enrollment_setup: reads the form's files one by one (each streamed to the storage with the
 * rules of company documents), then, when every upload is acceptable and the medical plan documents are there,
 * writes the renewal, the setup and the files in one transaction. Every refusal at its field, all at once; a
 * refused form leaves nothing behind (its objects are removed). A second submission while a renewal is under
 * way answers 409.
 */
export async function submitSetup(
  deps: SetupDeps,
  input: { actor: Actor; companyId: string; idToken: string; parts: AsyncIterable<SetupPart> },
): Promise<OpenEnrollmentSetupStatus> {
  const { db, storage } = deps;
  const { actor, companyId } = input;
  // Answered before any file is read: a submission under way is not uploaded again.
  await assertNoCurrentRenewal(db, companyId);

  const fieldErrors: Record<string, string> = {};
  const stored: Array<{
    field: string;
    serviceLine: ServiceLine;
    kind: SetupUploadKind;
    upload: StoredUpload;
  }> = [];
  const uploads = new Map(SETUP_UPLOADS.map((u) => [u.field, u]));
  try {
    for await (const part of input.parts) {
      if (part.type === 'field') {
        if (part.fieldname === 'company_id_token') {
          const value = typeof part.value === 'string' ? part.value.trim() : '';
          if (value !== '' && value !== input.idToken && value !== toCompanyTokenPrefix(input.idToken))
            fieldErrors.company_id_token = MESSAGES.tokenMismatch;
        }
        continue;
      }
      const upload = uploads.get(part.fieldname);
      // A file field the form does not have, or a second file in one field: refused at that field.
      if (!upload || stored.some((s) => s.field === part.fieldname) || fieldErrors[part.fieldname]) {
        part.file.resume();
        fieldErrors[part.fieldname] = upload ? MESSAGES.oneFile : MESSAGES.unknownUpload;
        continue;
      }
      // An empty file input is sent as a part without a name and without content: nothing was chosen.
      if (part.filename === '') {
        part.file.resume();
        continue;
      }
      const result = await storeUploadedObject(deps, { filename: part.filename, file: part.file });
      if ('refused' in result) fieldErrors[part.fieldname] = result.refused;
      else
        stored.push({
          field: part.fieldname,
          serviceLine: upload.serviceLine,
          kind: upload.kind,
          upload: result,
        });
    }
  } catch (err) {
    await removeStoredObjects(
      storage,
      stored.map((s) => s.upload.storageKey),
    );
    // The multipart framing broke or a limit was passed: the form as a whole is refused.
    if (err instanceof AppError) throw err;
    throw validationFailed({
      form: 'The upload was cut off or is not a well-formed form. Please try again.',
    });
  }
  if (!stored.some((s) => s.field === 'medicalDocuments') && !fieldErrors.medicalDocuments)
    fieldErrors.medicalDocuments = MESSAGES.medicalDocumentsRequired;
  if (Object.keys(fieldErrors).length > 0) {
    await removeStoredObjects(
      storage,
      stored.map((s) => s.upload.storageKey),
    );
    throw validationFailed(fieldErrors);
  }

  try {
    await db.transaction(async (tx) => {
      const company = await lockCompany(tx, companyId);
      if (!company) throw notFound('That company');
      await assertNoCurrentRenewal(tx, companyId);
      // The plan year renewed: the company's not cancelled, enrolled first (listPlanYears' order).
      const years = await listPlanYears(tx, companyId);
      const current = years.policies.find((p) => p.id === years.currentCompanyPolicyId) ?? null;
      const renewalId = await insertRenewal(tx, {
        companyId,
        status: 'processing',
        currentCompanyPolicyId: current?.id ?? null,
        effectiveAt: nextPlanYearStart(current, await clock.companyToday(tx, companyId)),
      });
      const now = clock.now();
      const setupId = await insertSetup(tx, {
        companyId,
        renewalId,
        status: 'processing',
        submittedByAccountId: actor.accountId,
        submittedAt: now,
      });
      const files = [];
      for (const s of stored) {
        const fileId = await recordStoredFile(tx, {
          ...s.upload,
          companyId,
          recordType: 'open_enrollment_setup',
          recordId: setupId,
          uploadedByAccountId: actor.accountId,
        });
        files.push({ setupId, serviceLine: s.serviceLine, kind: s.kind, fileId });
      }
      await insertSetupFiles(tx, files);
      // Counts and ids only: file names often name people.
      await writeAudit(tx, {
        accountId: actor.accountId,
        sessionId: actor.sessionId,
        companyId,
        action: 'open_enrollment.setup_submitted',
        subjectType: 'open_enrollment_setup',
        subjectId: setupId,
        details: { renewalId, files: files.length, uploads: stored.map((s) => s.field) },
      });
    });
  } catch (err) {
    await removeStoredObjects(
      storage,
      stored.map((s) => s.upload.storageKey),
    );
    throw err;
  }
  await invalidateCompanyRenewal(db, [companyId]);
  return readSetupStatus(db, companyId);
}

async function assertNoCurrentRenewal(db: Db, companyId: string): Promise<void> {
  const current = await readCurrentRenewal(db, companyId);
  if (!current) return;
  throw new AppError(
    'conflict',
    current.status === 'processing' ? MESSAGES.alreadyProcessing : MESSAGES.alreadyRenewing,
  );
}

/** Operations' queue of setups. */
export async function listSetupQueue(db: Db): Promise<SetupQueue> {
  const rows = await listSetups(db);
  return {
    setups: rows.map((r) => ({
      ...r,
      submittedAt: r.submittedAt?.toISOString() ?? null,
      launchedAt: r.launchedAt?.toISOString() ?? null,
    })),
  };
}

/** A setup as operations process it: its files, its suites and each plan priced on the company's census. */
export async function readSetupDetail(db: Db, setupId: string): Promise<SetupDetail> {
  const setup = await findSetup(db, setupId);
  if (!setup) throw notFound('That setup');
  const [files, suiteRows, mappingRows] = await Promise.all([
    listSetupFiles(db, setupId),
    listSuitePlans(db, setup.renewalId),
    listMappings(db, setup.renewalId),
  ]);
  const planIds = [...new Set(suiteRows.flatMap((r) => (r.planId ? [r.planId] : [])))];
  const census = setup.currentCompanyPolicyId
    ? await readCensusAndRules(db, setup.companyId, setup.currentCompanyPolicyId)
    : null;
  // Disability is priced on salaries, which the plan year's (cached) census does not carry: they are read
  // beside it and given to the disability lines only, where the engine leaves out employees without one.
  const salariedEmployees = census
    ? census.salaried.filter((e) => hasPricedSalary(e.census.annualSalaryDollars)).length
    : null;
  const priced = new Map<string, PricedPlan>();
  if (census && planIds.length > 0)
    for (const { plan, priced: p } of await loadPricedPlans(db, planIds)) priced.set(plan.id, p);

  const suites: SetupDetail['suites'] = [];
  for (const row of suiteRows) {
    let suite = suites.find((s) => s.id === row.suiteId);
    if (!suite) {
      suite = { id: row.suiteId, position: row.position, shortName: row.shortName, plans: [] };
      suites.push(suite);
    }
    if (!row.planId) continue;
    suite.plans.push({
      id: row.planId,
      serviceLine: row.serviceLine as ServiceLine,
      name: row.name ?? '',
      carrierName: row.carrierName ?? '',
      isBasePlan: row.isBasePlan ?? false,
      pricingType: row.pricingType ?? '',
      monthly: null,
    });
  }
  if (census)
    for (const suite of suites)
      for (const plan of suite.plans) {
        const own = priced.get(plan.id);
        const baseId = suite.plans.find((p) => p.serviceLine === plan.serviceLine && p.isBasePlan)?.id;
        if (!own) continue;
        const onSalary = isSalaryPricedLine(plan.serviceLine);
        // Without a salary on file nobody can be priced on disability: no figure rather than $0.
        if (onSalary && salariedEmployees === 0) continue;
        plan.monthly = priceCensusOnPlan({
          plan: own,
          basePlan: (baseId && priced.get(baseId)) || null,
          rules: census.rules,
          employees: onSalary ? census.salaried : census.employees,
        }) satisfies CensusCost;
      }

  const mappings: SetupDetail['mappings'] = [];
  for (const row of mappingRows) {
    let mapping = mappings.find((m) => m.name === row.name);
    if (!mapping) {
      mapping = { name: row.name, items: [] };
      mappings.push(mapping);
    }
    if (row.suiteName && row.planName)
      mapping.items.push({ suiteName: row.suiteName, planName: row.planName });
  }

  return {
    id: setup.id,
    status: setup.status,
    version: setup.version,
    company: { id: setup.companyId, name: setup.companyName, state: setup.companyState },
    renewal: {
      id: setup.renewalId,
      status: setup.renewalStatus,
      effectiveAt: setup.effectiveAt,
      hasCurrentPlanYear: setup.currentCompanyPolicyId !== null,
    },
    submittedByName: setup.submittedByName,
    submittedAt: setup.submittedAt?.toISOString() ?? null,
    launchedByName: setup.launchedByName,
    launchedAt: setup.launchedAt?.toISOString() ?? null,
    files,
    censusEmployees: census ? census.employees.length : null,
    salariedEmployees,
    suites,
    mappings,
  };
}

/**
 * The current plan year's census (its eligible employees as the simulation reads them) and its contribution
 * rows as the engine's rules: what the preview prices each renewal plan under.
 */
async function readCensusAndRules(db: Db, companyId: string, companyPolicyId: string) {
  const [policy, salaries] = await Promise.all([
    readCompanyPolicy(db, companyId, companyPolicyId, 'companyContributions'),
    readCompanySalaries(db, companyId),
  ]);
  const rules: LineContributionRule[] = (policy.companyContributions ?? []).map((row) => ({
    ...toContributionRule({
      ...row,
      employeeRoleId: row.employeeRoleId ?? null,
      active: row.active ?? true,
      employeePercentage: row.employeePercentage ?? null,
      dependentPercentage: row.dependentPercentage ?? null,
      employeeFixedAmountCents: toCentsOrNull(row.employeeFixedAmount),
      dependentFixedAmountCents: toCentsOrNull(row.dependentFixedAmount),
      tiered: policy.hasTieredContributions,
    }),
    contributionType: row.contributionType,
    serviceLine: row.serviceLine,
  }));
  const employees = policy.simulation?.employees ?? [];
  // The census with each employee's salary, for the lines priced on it (disability); never logged.
  const salaried = employees.map((e) => ({
    ...e,
    census: { ...e.census, annualSalaryDollars: salaries.get(e.id) ?? null },
  }));
  return { policy, rules, employees, salaried };
}

export const checkVersion = (actual: number, sent: number) => {
  assertVersion(actual, sent, 'This setup was changed in another window. Reload to see the latest.');
};

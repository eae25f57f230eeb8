import { type CoverageType, SERVICE_LINES, type ServiceLine } from '@shared/domain/enums';
import { toCentsOrNull } from '@shared/domain/money/money';
import {
  createEmployeeContributionsSchema,
  createRenewalContributionsSchema,
  createRenewalDetailsSchema,
} from '@shared/schemas/contribution';
import {
  type EmployeeContributionsRequest,
  FORM_ERROR_KEY,
  LIFE_CONTRIBUTION,
  RENEWAL_MESSAGES,
  type RenewalContributionRow,
  type RenewalDetailsRequest,
  type RenewalResponse,
  type SignApplicationRequest,
} from '@shared/schemas/renewal';
import { type Actor, assertCompanyAccess } from '../../../access/actor';
import { writeAudit } from '../../../access/audit';
import type { Db } from '../../../db/client';
import { validationFailed } from '../../../lib/app-error';
import { invalidateCompanyContext, invalidateCurrentPolicy } from '../../../lib/application-context';
import { clock } from '../../../lib/clock';
import { invalidateCompanyPeople } from '../../../lib/company-people';
import { invalidateCompanyRenewal } from '../../../lib/company-renewal';
import { CONTRIBUTION_MONEY, centsOnly, dollarsOnly } from '../../../lib/money-row';
import { parseOrFail } from '../../../lib/parse-or-fail';
import { assertVersion } from '../../../lib/versioned-write';
import {
  addEmployeeRole,
  insertPolicyContributions,
  insertUpcomingPolicy,
  reactivateEmployeeRoles,
  setPolicyStatus,
} from '../../company';
import { moveEmployeePolicies, setEmployeeClass } from '../../enrollment';
import { startRenewalApplications } from '../employee-renewals/employee-renewals.service';
import {
  findClasses,
  findContributions,
  findDueRenewals,
  findEmployees,
  findMappedPlans,
  findPolicyMedicalContributions,
  findSuitePlans,
  insertContributions,
  insertPolicyPlans,
  lockRenewal,
  type RenewalContributionValues,
  updateContribution,
  updateRenewal,
} from './renewals.repository';
import { readRenewal } from './renewals.service';
import { addOneYear, byLine, formError, linesOf, nameKey, requireRenewal } from './renewals-shared';

/* The renewal's writes: the details, signing, the employees' contributions and completion. */

/** Locks the company's current renewal and checks it may be edited at this version. */
async function lockOpenRenewal(tx: Db, companyId: string, version: number, status: 'open' | 'signed') {
  const current = await requireRenewal(tx, companyId);
  const renewal = await lockRenewal(tx, current.id);
  if (!renewal) throw formError('not_found', RENEWAL_MESSAGES.noRenewal);
  if (renewal.status !== status)
    throw formError('conflict', status === 'open' ? RENEWAL_MESSAGES.notOpen : RENEWAL_MESSAGES.notSigned);
  assertVersion(renewal.version, version, RENEWAL_MESSAGES.version, {
    [FORM_ERROR_KEY]: RENEWAL_MESSAGES.version,
  });
  return renewal;
}

type SentRow = {
  id?: string | null;
  active: boolean;
  name: string;
  contributionType: RenewalContributionRow['contributionType'];
  employeePercentage?: number | null;
  dependentPercentage?: number | null;
  employeeFixedAmount?: number | null;
  dependentFixedAmount?: number | null;
};

/** The values a row keeps: only those its type reads (life: the company pays all of it). */
function keptValues(line: ServiceLine, row: SentRow) {
  if (line === 'life')
    return centsOnly({ ...LIFE_CONTRIBUTION }, ['employeeFixedAmount', 'dependentFixedAmount'] as const);
  const fixed = row.contributionType === 'fixed';
  return {
    contributionType: row.contributionType,
    employeePercentage: fixed ? null : (row.employeePercentage ?? null),
    dependentPercentage: fixed ? null : (row.dependentPercentage ?? null),
    employeeFixedAmountCents: fixed ? toCentsOrNull(row.employeeFixedAmount) : null,
    dependentFixedAmountCents: fixed ? toCentsOrNull(row.dependentFixedAmount) : null,
  };
}

/** PUT ben_admin_renewal: the waiting period and the whole contribution table, at the renewal's version. */
export async function saveRenewalDetails(
  db: Db,
  actor: Actor,
  companyId: string,
  request: RenewalDetailsRequest,
): Promise<RenewalResponse> {
  const body = request.ben_admin_renewal;
  await db.transaction(async (tx) => {
    const renewal = await lockOpenRenewal(tx, companyId, body.version, 'open');
    const [stored, suite] = await Promise.all([
      findContributions(tx, renewal.id),
      renewal.selectedPlanSuiteId ? findSuitePlans(tx, renewal.selectedPlanSuiteId) : Promise.resolve([]),
    ]);
    const lines = linesOf(suite);
    // Life rows carry the fixed 100% whatever the screen sent (docs/spec/2 §9).
    const sentContributions = (body.contributions ?? {}) as Record<string, unknown>;
    const withLife = Array.isArray(sentContributions.life)
      ? {
          ...sentContributions,
          life: sentContributions.life.map((r: unknown) =>
            r && typeof r === 'object' ? { ...r, ...LIFE_CONTRIBUTION } : r,
          ),
        }
      : sentContributions;
    const storedById = new Map(stored.map((r) => [r.id, r]));
    const extra: Record<string, string> = {};
    for (const line of SERVICE_LINES) {
      const rows = withLife[line];
      if (!Array.isArray(rows)) continue;
      const seen = new Set<string>();
      rows.forEach((row: { id?: unknown; name?: unknown; active?: unknown }, i) => {
        if (
          row?.id &&
          (!storedById.has(String(row.id)) || storedById.get(String(row.id))!.serviceLine !== line)
        )
          throw formError('forbidden', RENEWAL_MESSAGES.otherRow);
        if (row?.active === false || typeof row?.name !== 'string') return;
        const key = nameKey(row.name);
        if (key && seen.has(key)) extra[`contributions.${line}.${i}.name`] = RENEWAL_MESSAGES.duplicateName;
        seen.add(key);
      });
    }
    const parsed = parseOrFail(
      createRenewalContributionsSchema(lines),
      { probationaryPeriod: body.probationaryPeriod, contributions: withLife },
      extra,
    );

    const inserts: RenewalContributionValues[] = [];
    const sent = new Set<string>();
    let changed = 0;
    let deactivated = 0;
    let order = stored.reduce((max, r) => Math.max(max, r.sortOrder), 0);
    for (const line of SERVICE_LINES) {
      for (const row of parsed.contributions[line] as SentRow[]) {
        const values = {
          serviceLine: line,
          name: row.name.trim(),
          active: row.active,
          ...keptValues(line, row),
        };
        if (!row.id) {
          // An unsaved row removed on the screen is simply not stored (docs/spec/2 §4).
          if (row.active) inserts.push({ ...values, sortOrder: ++order });
          continue;
        }
        sent.add(row.id);
        if (!row.active) {
          if (storedById.get(row.id)!.active) {
            await updateContribution(tx, renewal.id, row.id, { active: false });
            deactivated += 1;
          }
          continue;
        }
        await updateContribution(tx, renewal.id, row.id, values);
        changed += 1;
      }
    }
    // A saved row left out of the table was removed: it is deactivated, never deleted.
    for (const old of stored)
      if (old.active && !sent.has(old.id)) {
        await updateContribution(tx, renewal.id, old.id, { active: false });
        deactivated += 1;
      }
    await insertContributions(tx, renewal.id, inserts);
    await updateRenewal(tx, renewal.id, {
      probationaryPeriod: parsed.probationaryPeriod,
      version: renewal.version + 1,
    });
    await writeAudit(tx, {
      accountId: actor.accountId,
      sessionId: actor.sessionId,
      companyId,
      action: 'renewal.details_saved',
      subjectType: 'renewal',
      subjectId: renewal.id,
      details: { added: inserts.length, changed, deactivated },
    });
  });
  await invalidateCompanyRenewal(db, [companyId]);
  return readRenewal(db, companyId);
}

/**
 * POST sign_application (decision 0035): one transaction that checks the renewal is open and complete, stores
 * the signature, creates the upcoming plan year with the package's plans and the rows as its contributions (each
 * name a class, found or created), opens the eligible employees' renewal applications and sets it signed.
 */
export async function signRenewal(
  db: Db,
  actor: Actor,
  request: SignApplicationRequest,
  /** After the commit: tells the employees their renewal is open (the route queues the notices' job). */
  onSigned?: (signed: { upcomingCompanyPolicyId: string }) => Promise<unknown>,
): Promise<RenewalResponse> {
  const result = await db.transaction(async (tx) => {
    const renewal = await lockRenewal(tx, request.id);
    if (!renewal) throw formError('not_found', RENEWAL_MESSAGES.noRenewal);
    assertCompanyAccess(actor, renewal.companyId);
    if (renewal.status !== 'open') throw formError('conflict', RENEWAL_MESSAGES.notOpen);
    const [stored, suite, classes] = await Promise.all([
      findContributions(tx, renewal.id),
      renewal.selectedPlanSuiteId ? findSuitePlans(tx, renewal.selectedPlanSuiteId) : Promise.resolve([]),
      findClasses(tx, renewal.companyId),
    ]);
    const lines = linesOf(suite);
    const active = stored.filter((r) => r.active);
    const details = createRenewalDetailsSchema(lines).safeParse({
      probationaryPeriod: renewal.probationaryPeriod ?? undefined,
      // The stored rows checked by the request's schema, in its dollars.
      contributions: byLine((line) =>
        active.filter((r) => r.serviceLine === line).map((r) => dollarsOnly(r, CONTRIBUTION_MONEY)),
      ),
      signatureImageDataUrl: request.signatureImageDataUrl ?? '',
    });
    if (!details.success) {
      const fieldErrors: Record<string, string> = {};
      for (const issue of details.error.issues) {
        const key = issue.path.map(String).join('.');
        if (!(key in fieldErrors)) fieldErrors[key] = issue.message;
      }
      const onlySignature = Object.keys(fieldErrors).every((k) => k === 'signatureImageDataUrl');
      if (!onlySignature) fieldErrors[FORM_ERROR_KEY] = RENEWAL_MESSAGES.incomplete;
      throw validationFailed(fieldErrors);
    }

    // Each row's name is a class: found by name (brought back if inactive) or created; the default class's
    // name is the default rule (role null).
    const defaultClass = classes.find((c) => c.isDefault) ?? null;
    const roleOfRow = new Map<string, string | null>();
    const reactivate: string[] = [];
    let created = 0;
    let sortOrder = classes.length;
    const made = new Map<string, string>();
    for (const row of active) {
      const key = nameKey(row.name);
      const found = classes.find((c) => nameKey(c.name) === key);
      if (found?.isDefault) roleOfRow.set(row.id, null);
      else if (found) {
        if (!found.active) reactivate.push(found.id);
        roleOfRow.set(row.id, found.id);
      } else {
        let id = made.get(key);
        if (!id) {
          id = await addEmployeeRole(tx, renewal.companyId, row.name.trim(), ++sortOrder);
          made.set(key, id);
          created += 1;
        }
        roleOfRow.set(row.id, id);
      }
    }
    await reactivateEmployeeRoles(tx, [...new Set(reactivate)]);

    const medicalDefault = active.find((r) => r.serviceLine === lines[0] && roleOfRow.get(r.id) === null);
    const companyPolicyId = await insertUpcomingPolicy(tx, {
      companyId: renewal.companyId,
      status: 'upcoming',
      effectiveAt: renewal.effectiveAt,
      renewalAt: addOneYear(renewal.effectiveAt),
      waitingPeriod: renewal.probationaryPeriod,
      typeOfContribution: medicalDefault?.contributionType ?? 'percentage',
    });
    // The package's plans, with one base plan per line (the flagged one, else the first).
    await insertPolicyPlans(
      tx,
      suite.map((p) => ({
        companyPolicyId,
        planId: p.id,
        isBasePlan:
          p.isBasePlan ||
          (!suite.some((q) => q.type === p.type && q.isBasePlan) &&
            suite.find((q) => q.type === p.type) === p),
      })),
    );
    await insertPolicyContributions(
      tx,
      active.map((r) => ({
        companyPolicyId,
        coverageType: r.serviceLine,
        employeeRoleId: roleOfRow.get(r.id) ?? null,
        name: r.name,
        contributionType: r.contributionType,
        employeePercentage: r.employeePercentage,
        dependentPercentage: r.dependentPercentage,
        employeeFixedAmountCents: r.employeeFixedAmountCents,
        dependentFixedAmountCents: r.dependentFixedAmountCents,
      })),
    );
    for (const row of active)
      await updateContribution(tx, renewal.id, row.id, {
        employeeRoleId: roleOfRow.get(row.id) ?? defaultClass?.id ?? null,
      });

    const people = await findEmployees(tx, renewal.companyId, null);
    const eligible = people.filter((p) => p.isEligible);
    const mapped = renewal.selectedPlanSuiteId
      ? await findMappedPlans(tx, renewal.id, renewal.selectedPlanSuiteId)
      : [];
    const onlyPlanOfLine: Partial<Record<CoverageType, string>> = {};
    for (const line of lines) {
      const onLine = suite.filter((p) => p.type === line);
      if (onLine.length === 1) onlyPlanOfLine[line] = onLine[0]!.id;
    }
    const opened = await startRenewalApplications(tx, {
      fromCompanyPolicyId: renewal.currentCompanyPolicyId,
      toCompanyPolicyId: companyPolicyId,
      effectiveAt: renewal.effectiveAt,
      employeeFormIds: eligible.map((p) => p.formId),
      plans: {
        replacing: new Map(mapped.map((m) => [m.currentPlanId!, m.planId])),
        onlyPlanOfLine,
      },
    });
    await updateRenewal(tx, renewal.id, {
      status: 'signed',
      signatureImageDataUrl: details.data.signatureImageDataUrl,
      signedAt: clock.now(),
      signedByAccountId: actor.accountId,
      upcomingCompanyPolicyId: companyPolicyId,
      version: renewal.version + 1,
    });
    await writeAudit(tx, {
      accountId: actor.accountId,
      sessionId: actor.sessionId,
      companyId: renewal.companyId,
      action: 'renewal.signed',
      subjectType: 'renewal',
      subjectId: renewal.id,
      details: { companyPolicyId, applicationsOpened: opened, classesCreated: created },
    });
    return {
      companyId: renewal.companyId,
      companyPolicyId,
      accountIds: eligible.flatMap((p) => (p.accountId ? [p.accountId] : [])),
    };
  });
  await invalidateCurrentPolicy(db, result.accountIds);
  await invalidateCompanyPeople(db, [result.companyId]);
  if (onSigned) await onSigned({ upcomingCompanyPolicyId: result.companyPolicyId });
  return readRenewal(db, result.companyId);
}

/** PUT ben_admin_renewal/employee_contributions: each eligible employee's medical class, after signing. */
export async function saveEmployeeContributions(
  db: Db,
  actor: Actor,
  companyId: string,
  request: EmployeeContributionsRequest,
): Promise<RenewalResponse> {
  const body = request.ben_admin_renewal;
  await db.transaction(async (tx) => {
    const renewal = await lockOpenRenewal(tx, companyId, body.version, 'signed');
    const policyId = renewal.upcomingCompanyPolicyId!;
    const [options, people, classes] = await Promise.all([
      findPolicyMedicalContributions(tx, policyId),
      findEmployees(tx, companyId, policyId),
      findClasses(tx, companyId),
    ]);
    const parsed = parseOrFail(createEmployeeContributionsSchema(options.length > 0), {
      employees: body.employees,
    });
    const byRenewalPolicy = new Map(
      people.filter((p) => p.renewalPolicyId && p.isEligible).map((p) => [p.renewalPolicyId!, p]),
    );
    const extra: Record<string, string> = {};
    parsed.employees.forEach((row, i) => {
      if (!byRenewalPolicy.has(row.renewalPolicyExternalID))
        throw formError('forbidden', RENEWAL_MESSAGES.otherEmployee);
      if (row.medicalCompanyContributionID && !options.some((o) => o.id === row.medicalCompanyContributionID))
        extra[`employees.${i}.medicalCompanyContributionID`] = RENEWAL_MESSAGES.otherClass;
    });
    if (Object.keys(extra).length > 0) throw validationFailed(extra);

    const defaultId = classes.find((c) => c.isDefault)?.id ?? null;
    const formsOfRole = new Map<string, string[]>();
    for (const row of parsed.employees) {
      if (!row.medicalCompanyContributionID) continue;
      const option = options.find((o) => o.id === row.medicalCompanyContributionID)!;
      const roleId = option.employeeRoleId ?? defaultId;
      if (!roleId) continue;
      const formId = byRenewalPolicy.get(row.renewalPolicyExternalID)!.formId;
      formsOfRole.set(roleId, [...(formsOfRole.get(roleId) ?? []), formId]);
    }
    for (const [roleId, formIds] of formsOfRole) await setEmployeeClass(tx, formIds, roleId);
    await updateRenewal(tx, renewal.id, { version: renewal.version + 1 });
    await writeAudit(tx, {
      accountId: actor.accountId,
      sessionId: actor.sessionId,
      companyId,
      action: 'renewal.classes_assigned',
      subjectType: 'renewal',
      subjectId: renewal.id,
      details: { employees: parsed.employees.length, classes: formsOfRole.size },
    });
  });
  await invalidateCompanyPeople(db, [companyId]);
  return readRenewal(db, companyId);
}

/**
 * The effective date (decision 0037): each signed renewal whose plan year has started by `on` (by default its
 * company's today, in the company's time zone: decision 0084) completes in one transaction: the upcoming plan
 * year becomes enrolled, the plan year renewed is cancelled (it has ended;
 * the three policy states have no other), the employees' signed renewal applications become enrolled and their
 * old ones cancelled. Answers how many renewals completed.
 */
export async function completeDueRenewals(db: Db, on?: string): Promise<number> {
  const due = await findDueRenewals(db, on ?? clock.latestTodayAnywhere());
  let completed = 0;
  for (const { id } of due) {
    const result = await db.transaction(async (tx) => {
      const renewal = await lockRenewal(tx, id);
      if (renewal?.status !== 'signed' || !renewal.upcomingCompanyPolicyId) return null;
      const today = on ?? (await clock.companyToday(tx, renewal.companyId));
      if (renewal.effectiveAt > today) return null;
      const from = renewal.currentCompanyPolicyId;
      const to = renewal.upcomingCompanyPolicyId;
      await setPolicyStatus(tx, [to], 'enrolled');
      if (from) await setPolicyStatus(tx, [from], 'cancelled');
      const moved = await moveEmployeePolicies(tx, from, to);
      await updateRenewal(tx, renewal.id, {
        status: 'completed',
        completedAt: clock.now(),
        version: renewal.version + 1,
      });
      await writeAudit(tx, {
        accountId: null,
        companyId: renewal.companyId,
        action: 'renewal.completed',
        subjectType: 'renewal',
        subjectId: renewal.id,
        details: { enrolledPolicy: to, endedPolicy: from, enrolled: moved.enrolled, ended: moved.ended },
      });
      return {
        companyId: renewal.companyId,
        policies: from ? [from, to] : [to],
        accountIds: moved.accountIds,
      };
    });
    if (!result) continue;
    completed += 1;
    await invalidateCurrentPolicy(db, result.accountIds);
    await invalidateCompanyContext(db, result.policies);
    await invalidateCompanyPeople(db, [result.companyId]);
  }
  return completed;
}

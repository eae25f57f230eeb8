import type { HealthAccountType } from '@shared/domain/enums';
import {
  canContributeToHealthAccount,
  computeEmployeeYearlyMaximum,
} from '@shared/domain/health-account/health-account';
import { fromCents, fromCentsOrNull, toCents, toCentsOrNull } from '@shared/domain/money/money';
import type { HealthAccountOverview } from '@shared/schemas/application-requests';
import { createHealthAccountSchema } from '@shared/schemas/health-account';
import type { Db } from '../../../db/client';
import { notFound } from '../../../lib/app-error';
import { clock } from '../../../lib/clock';
import { parseOrFail } from '../../../lib/parse-or-fail';
import type { Versioned } from '../../../lib/versioned-write';
import { readPaycheckBasis } from '../../company';
import {
  auditAdminWrite,
  completeStep,
  type Writer,
  writeApplication,
} from '../employee-applications/application-writes';
import {
  type ApplicationRows,
  readApplicationRows,
} from '../employee-applications/employee-applications.service';
import {
  findCompanyHealthAccount,
  findEmployeeHealthAccount,
  isPlanHsaEligible,
  listEmployeeHealthAccounts,
  upsertEmployeeHealthAccount,
} from './health-accounts.repository';

export const HEALTH_ACCOUNT_TYPE_LABELS: Record<HealthAccountType, string> = {
  none: 'None',
  hsa: 'Health Savings Account (HSA)',
  fsa: 'Flexible Spending Account (FSA)',
};

const NOT_OFFERED = 'A health account offered by your employer';

/** Dependents are enrolled in medical: the family maximum applies. */
export function hasMedicalDependents(rows: ApplicationRows): boolean {
  const medical = rows.coverages.find((c) => c.coverageType === 'medical');
  if (medical?.isEnrolling !== 'Yes') return false;
  const active = new Set(rows.dependents.map((d) => d.id));
  return rows.enrollments.some(
    (e) => e.coverageType === 'medical' && e.isEnrolling && active.has(e.dependentId),
  );
}

async function loadOffer(db: Db, rows: ApplicationRows) {
  const offer = await findCompanyHealthAccount(db, rows.policy.companyPolicyId);
  if (!offer || offer.benefitStatus === 'not_offered') throw notFound(NOT_OFFERED);
  const hasCoveredDependents = hasMedicalDependents(rows);
  const maximums = {
    individualCents: toCents(fromCents(offer.individualYearlyMaximumCents)),
    familyCents: toCents(fromCents(offer.familyYearlyMaximumCents)),
  };
  const employerCents = toCents(fromCents(offer.employerYearlyContributionAmountCents));
  const employeeMaximumCents = computeEmployeeYearlyMaximum(maximums, hasCoveredDependents, employerCents);
  const medical = rows.coverages.find((c) => c.coverageType === 'medical');
  const medicalIsHsaEligible =
    medical?.isEnrolling === 'Yes' && medical.planId ? await isPlanHsaEligible(db, medical.planId) : false;
  const canContribute = canContributeToHealthAccount(offer.accountType, medicalIsHsaEligible);
  return { offer, hasCoveredDependents, maximums, employerCents, employeeMaximumCents, canContribute };
}

/** An application's paychecks: its company's pay dates within the person's coverage (decision 0067). */
export function readApplicationPaychecks(db: Db, rows: ApplicationRows, on?: string) {
  return readPaycheckBasis(db, {
    on,
    companyId: rows.company.id,
    companyPolicy: { ...rows.companyPolicy, id: rows.policy.companyPolicyId },
    effectiveAt: rows.policy.effectiveAt,
    coverageEndsAt: rows.form.coverageEndsAt,
    recordedFrequency: rows.form.payFrequency,
  });
}

/** The health account overview (docs/spec/1 §3 "Health account"): money in cents. */
export async function getHealthAccountOverview(
  db: Db,
  employeePolicyId: string,
): Promise<HealthAccountOverview> {
  const rows = await readApplicationRows(db, employeePolicyId);
  if (!rows) throw notFound('That application');
  const o = await loadOffer(db, rows);
  return {
    employerHealthAccountType: o.offer.accountType,
    employerHealthAccountTypeFormatted: HEALTH_ACCOUNT_TYPE_LABELS[o.offer.accountType],
    employerYearlyContributionAmount: o.employerCents,
    yearlyMaximums: { individual: o.maximums.individualCents, family: o.maximums.familyCents },
    hasCoveredDependents: o.hasCoveredDependents,
    enrollmentData: { employee_maximum: o.employeeMaximumCents },
    canContribute: o.canContribute,
    paychecks: await readApplicationPaychecks(db, rows),
  };
}

/** The employee's own yearly contribution in dollars (null when none). */
export async function getEmployeeHealthAccount(db: Db, employeePolicyId: string) {
  const row = await findEmployeeHealthAccount(db, employeePolicyId);
  return {
    employeeHealthAccount: {
      yearlyContributionAmount: fromCentsOrNull(row?.yearlyContributionAmountCents) ?? null,
    },
  };
}

/**
 * Saves the employee's yearly amount (optional; 0 to the employee maximum, the family one when dependents
 * are enrolled in medical) → healthAccountInformation. Errors keyed `employeeHealthAccount.yearlyContributionAmount`.
 */
export async function saveEmployeeHealthAccount(
  db: Db,
  writer: Writer,
  employeePolicyId: string,
  basedOn: number,
  body: { employeeHealthAccount: { yearlyContributionAmount?: unknown } },
): Promise<Versioned<Awaited<ReturnType<typeof getEmployeeHealthAccount>>>> {
  const { version } = await writeApplication(db, writer, employeePolicyId, basedOn, async (tx, rows) => {
    const o = await loadOffer(tx, rows);
    const data = parseOrFail(
      createHealthAccountSchema(o.employeeMaximumCents, { canContribute: o.canContribute }),
      { yearlyContributionAmount: body.employeeHealthAccount.yearlyContributionAmount ?? null },
      {},
      ['employeeHealthAccount'],
    );
    const dollars =
      data.yearlyContributionAmount === null ? null : fromCents(toCents(data.yearlyContributionAmount));
    const at = clock.now();
    await upsertEmployeeHealthAccount(tx, employeePolicyId, toCentsOrNull(dollars), at);
    await completeStep(tx, employeePolicyId, 'healthAccountInformation', writer.actor.accountId, at);
    await auditAdminWrite(tx, writer, 'admin_mode.update_health_account', {
      type: 'employee_policy',
      id: employeePolicyId,
    });
  });
  return { body: await getEmployeeHealthAccount(db, employeePolicyId), version };
}

/**
 * After a medical choice: an HSA contribution the new choice no longer allows (no HSA-eligible plan) is
 * cleared, so a signed application never carries one. Runs inside the coverage save's transaction.
 */
export async function clearDisallowedHealthAccountContribution(
  tx: Db,
  companyPolicyId: string,
  employeePolicyId: string,
  medicalPlanId: string | null,
  at: Date,
): Promise<void> {
  const offer = await findCompanyHealthAccount(tx, companyPolicyId);
  if (!offer || offer.benefitStatus === 'not_offered') return;
  const eligible = medicalPlanId ? await isPlanHsaEligible(tx, medicalPlanId) : false;
  if (canContributeToHealthAccount(offer.accountType, eligible)) return;
  const stored = await findEmployeeHealthAccount(tx, employeePolicyId);
  if (stored?.yearlyContributionAmountCents)
    await upsertEmployeeHealthAccount(tx, employeePolicyId, null, at);
}

/**
 * For payroll deductions (decision 0032): the company's account type on the plan year (null when it offers
 * none) and each application's yearly employee contribution in cents (positive amounts only).
 */
export async function listHealthAccountContributions(
  db: Db,
  companyPolicyId: string,
  employeePolicyIds: readonly string[],
): Promise<{ accountType: 'hsa' | 'fsa' | null; yearlyCents: Map<string, number> }> {
  const offer = await findCompanyHealthAccount(db, companyPolicyId);
  const accountType =
    offer && offer.benefitStatus !== 'not_offered' && offer.accountType !== 'none' ? offer.accountType : null;
  if (!accountType) return { accountType, yearlyCents: new Map() };
  const rows = await listEmployeeHealthAccounts(db, employeePolicyIds);
  return {
    accountType,
    yearlyCents: new Map(
      rows
        .filter((r) => (fromCentsOrNull(r.yearlyContributionAmountCents) ?? 0) > 0)
        .map((r) => [r.employeePolicyId, toCents(fromCentsOrNull(r.yearlyContributionAmountCents)!)]),
    ),
  };
}

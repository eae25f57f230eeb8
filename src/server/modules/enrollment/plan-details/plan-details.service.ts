import { formatIsoDate, parseIsoDate } from '@shared/domain/dates/dates';
import { COVERAGE_TYPES, type CoverageType } from '@shared/domain/enums';
import { fromCentsOrNull } from '@shared/domain/money/money';
import { computeCoverageStart } from '@shared/domain/new-hires/coverage-start';
import {
  buildNewHireHousehold,
  resolveNewHireAge,
  tierHasChildren,
  tierHasSpouse,
} from '@shared/domain/new-hires/new-hire-cost';
import type { StoredFile } from '@shared/schemas/files';
import {
  birthDateOf,
  type HealthPlanDetail,
  type HealthPlanDetails,
  NEW_HIRE_COST_MESSAGES,
  type NewHireCost,
  type NewHireCostRequest,
  type PlanDetail,
  type PlanYear,
} from '@shared/schemas/plan-details';
import type { Actor } from '../../../access/actor';
import { writeAudit } from '../../../access/audit';
import type { Db } from '../../../db/client';
import { AppError, notFound, validationFailed } from '../../../lib/app-error';
import { clock } from '../../../lib/clock';
import { invalidateCompanyRenewal } from '../../../lib/company-renewal';
import type { FileStorage } from '../../../plugins/storage/file-storage';
import {
  type EnrolledElection,
  loadLinePricing,
  priceEnrolledElections,
  toPlanDocuments,
} from '../../carriers';
import {
  findLatestRecordFiles,
  type IncomingFile,
  openLatestRecordFile,
  recordStoredFile,
  removeStoredObjects,
  storeUploadedObject,
  UPLOAD_MESSAGES,
} from '../../platform';
import { getNewEmployeeOptions } from '../new-hires/new-hires.service';
import {
  findCurrentPlanYear,
  findOfferedPlan,
  findOfferedPlans,
  findPlanYearOfCompany,
  lockPlanYearOfCompany,
  type OfferedPlanRow,
  type PlanYearRow,
} from './plan-details.repository';

/**
 * Health plan details and the cost of a new hire (issue 12 items 2 and 3, decision 0029). Reads only: the
 * plans a plan year offers with their summary of benefits and coverage, and what each health plan would cost
 * a new hire under the company's contributions, priced by the same line pricing and engine as the dashboard.
 */

/** The lines a new hire's cost is shown for: the health plans, priced on age or family tier alone. */
export const NEW_HIRE_COST_LINES = ['medical', 'dental', 'vision'] as const satisfies readonly CoverageType[];

export const PLAN_DETAILS_MESSAGES = {
  noPlanYear: 'This company has no plan year to price.',
} as const;

const toPlanYear = (row: PlanYearRow): PlanYear => ({
  id: row.id,
  status: row.status,
  effectiveAt: row.effectiveAt,
  renewalAt: row.renewalAt,
});

const sbcPath = (companyId: string, companyPolicyId: string, planId: string) =>
  `/api/v1/companies/${companyId}/health-plan-details/${companyPolicyId}/${planId}/sbc`;

function toPlanDetail(
  companyId: string,
  companyPolicyId: string,
  row: OfferedPlanRow,
  document: StoredFile | undefined,
  documentHref: (planId: string) => string = (planId) => sbcPath(companyId, companyPolicyId, planId),
): PlanDetail {
  const p = row.plan;
  // The company's document first, else the carrier's https link (decision 0070).
  const documents = toPlanDocuments(p, document, documentHref(p.id));
  return {
    id: p.id,
    name: p.displayName,
    carrier: row.carrierName,
    coverageType: p.type,
    pricingType: p.pricingType,
    metalTier: p.metalTier,
    networkType: p.planType,
    network: p.network,
    deductible: fromCentsOrNull(p.deductibleCents),
    familyDeductible: fromCentsOrNull(p.familyDeductibleCents),
    outOfPocketLimit: fromCentsOrNull(p.limitCents),
    familyOutOfPocketLimit: fromCentsOrNull(p.familyLimitCents),
    estimatedCosts: Object.fromEntries(
      Object.entries(p.estimatedCosts).filter((e): e is [string, string] => typeof e[1] === 'string'),
    ),
    annualMaximum: fromCentsOrNull(p.annualMaximumCents),
    preventiveCare: p.preventiveCare,
    eyeExam: p.eyeExam,
    lenses: p.lenses,
    contacts: p.contacts,
    coverageAmount: fromCentsOrNull(p.coverageAmountCents),
    coverageAmountDisplay: p.coverageAmountDisplay,
    salaryCoveragePercentage: p.salaryCoveragePercentage,
    maxBenefit: fromCentsOrNull(p.maxBenefitCents),
    benefitDuration: p.benefitDuration,
    eliminationPeriod: p.eliminationPeriod,
    hsaEligible: p.hsaEligible,
    contributionStrategy: p.contributionStrategy,
    benefits: p.benefits,
    isBasePlan: row.isBasePlan,
    ...documents,
  };
}

/** Every plan the company's current plan year offers, grouped by line in the spec's order. */
export async function getHealthPlanDetails(db: Db, companyId: string): Promise<HealthPlanDetails> {
  const planYear = await findCurrentPlanYear(db, companyId);
  if (!planYear) return { planYear: null, lines: [] };
  const rows = await findOfferedPlans(db, planYear.id);
  const documents = await findLatestRecordFiles(
    db,
    companyId,
    'plan_sbc',
    rows.map((r) => r.plan.id),
  );
  const lines = COVERAGE_TYPES.map((coverageType) => ({
    coverageType,
    plans: rows
      .filter((r) => r.plan.type === coverageType)
      .map((r) => toPlanDetail(companyId, planYear.id, r, documents.get(r.plan.id))),
  })).filter((line) => line.plans.length > 0);
  return { planYear: toPlanYear(planYear), lines };
}

/**
 * The plans of one line a plan year offers (docs/spec/2 §7 `GET company_policies/{id}/dental_plans` and
 * `/vision_plans`), with their summary of benefits; the scope has already checked the plan year is the company's.
 */
export async function listPlanYearLinePlans(
  db: Db,
  companyId: string,
  companyPolicyId: string,
  coverageType: CoverageType,
): Promise<{ results: PlanDetail[] }> {
  const rows = (await findOfferedPlans(db, companyPolicyId)).filter((r) => r.plan.type === coverageType);
  const documents = await findLatestRecordFiles(
    db,
    companyId,
    'plan_sbc',
    rows.map((r) => r.plan.id),
  );
  return { results: rows.map((r) => toPlanDetail(companyId, companyPolicyId, r, documents.get(r.plan.id))) };
}

/**
 * The details of some plans a plan year offers (an employee's enrolled plans, on their dashboard), by plan id;
 * a plan the year no longer offers is left out. A stored SBC's address is the caller's (`documentHref`): the
 * administrators' document route is not the employee's.
 */
export async function listPlanDetails(
  db: Db,
  companyId: string,
  companyPolicyId: string,
  planIds: readonly string[],
  documentHref: (planId: string) => string,
): Promise<Map<string, PlanDetail>> {
  if (planIds.length === 0) return new Map();
  const wanted = new Set(planIds);
  const rows = (await findOfferedPlans(db, companyPolicyId)).filter((r) => wanted.has(r.plan.id));
  const documents = await findLatestRecordFiles(
    db,
    companyId,
    'plan_sbc',
    rows.map((r) => r.plan.id),
  );
  return new Map(
    rows.map((r) => [
      r.plan.id,
      toPlanDetail(companyId, companyPolicyId, r, documents.get(r.plan.id), documentHref),
    ]),
  );
}

/** A plan year of the company and one plan it offers; 404 for another company's plan year or a plan not offered. */
async function requireOfferedPlan(db: Db, companyId: string, companyPolicyId: string, planId: string) {
  const planYear = await findPlanYearOfCompany(db, companyId, companyPolicyId);
  if (!planYear) throw notFound('That plan year');
  const row = await findOfferedPlan(db, companyPolicyId, planId);
  if (!row) throw notFound('That plan');
  return { planYear, row };
}

/** One plan of one of the company's plan years (the page's two id segments). */
export async function getHealthPlanDetail(
  db: Db,
  companyId: string,
  companyPolicyId: string,
  planId: string,
): Promise<HealthPlanDetail> {
  const { planYear, row } = await requireOfferedPlan(db, companyId, companyPolicyId, planId);
  const documents = await findLatestRecordFiles(db, companyId, 'plan_sbc', [planId]);
  return {
    planYear: toPlanYear(planYear),
    plan: toPlanDetail(companyId, companyPolicyId, row, documents.get(planId)),
  };
}

/**
 * Stores the company's copy of a plan's summary of benefits and coverage (a PDF, by its first bytes, at most the
 * upload limit), for a plan one of its plan years offers; the newest is the one shown (decision 0070). The object
 * is stored first, then its row and the audit in one transaction under the plan year's lock; if that fails the
 * object is removed again. A document adds to the plan and contradicts nothing, so no version is sent.
 */
export async function uploadPlanSbc(
  deps: { db: Db; storage: FileStorage; maxBytes: number },
  actor: Actor,
  target: { companyId: string; companyPolicyId: string; planId: string },
  incoming: IncomingFile | undefined,
): Promise<HealthPlanDetail> {
  const { companyId, companyPolicyId, planId } = target;
  if (!incoming) throw validationFailed({ file: UPLOAD_MESSAGES.missing });
  try {
    await requireOfferedPlan(deps.db, companyId, companyPolicyId, planId);
  } catch (err) {
    incoming.file.destroy();
    throw err;
  }
  const stored = await storeUploadedObject(deps, incoming, ['pdf']);
  if ('refused' in stored) throw validationFailed({ file: stored.refused });
  try {
    await deps.db.transaction(async (tx) => {
      if (!(await lockPlanYearOfCompany(tx, companyId, companyPolicyId))) throw notFound('That plan year');
      const fileId = await recordStoredFile(tx, {
        ...stored,
        companyId,
        recordType: 'plan_sbc',
        recordId: planId,
        uploadedByAccountId: actor.accountId,
      });
      await writeAudit(tx, {
        accountId: actor.accountId,
        sessionId: actor.sessionId,
        companyId,
        action: 'plan.sbc_uploaded',
        subjectType: 'plan',
        subjectId: planId,
        details: { fileId, companyPolicyId, sizeBytes: stored.sizeBytes },
      });
    });
  } catch (err) {
    await removeStoredObjects(deps.storage, [stored.storageKey]);
    throw err;
  }
  // The renewal's cards show the company's document too (their record and costs are kept 5 s).
  await invalidateCompanyRenewal(deps.db, [companyId]);
  return getHealthPlanDetail(deps.db, companyId, companyPolicyId, planId);
}

/** The plan's summary of benefits and coverage as the company's stored document (404 when there is none). */
export async function openPlanSbc(
  deps: { db: Db; storage: FileStorage },
  companyId: string,
  companyPolicyId: string,
  planId: string,
) {
  await requireOfferedPlan(deps.db, companyId, companyPolicyId, planId);
  return openLatestRecordFile(deps, companyId, 'plan_sbc', planId);
}

/**
 * What each health plan of the current plan year would cost a new hire a month: the premium, the company's
 * part and the employee's, under the chosen class's contributions. The household is the shared rule's (a
 * spouse of the age given, else at the employee's; children of ten); ages are taken on the day coverage would start for someone
 * hired today. Every plan goes through the plans service's `priceEnrolledElections`, as the dashboard's
 * premium and the status page do, so the figures are the ones the application would show. Writes nothing.
 */
export async function estimateNewHireCost(
  db: Db,
  companyId: string,
  request: NewHireCostRequest,
): Promise<NewHireCost> {
  const [options, planYear] = await Promise.all([
    getNewEmployeeOptions(db, companyId),
    findCurrentPlanYear(db, companyId),
  ]);
  const role = options.classes.find((c) => c.id === request.employeeRoleId);
  if (!role) throw validationFailed({ employeeRoleId: NEW_HIRE_COST_MESSAGES.unknownClass });
  if (!planYear) throw new AppError('conflict', PLAN_DETAILS_MESSAGES.noPlanYear);

  const agesOn = formatIsoDate(
    computeCoverageStart({
      hiredAt: clock.today(),
      waitingPeriod: planYear.waitingPeriod,
      policyEffectiveAt: planYear.effectiveAt ? parseIsoDate(planYear.effectiveAt) : null,
    }),
  );
  const bornAt = birthDateOf(request);
  const person = resolveNewHireAge(bornAt ? { bornAt } : { age: Number(request.age) }, agesOn);
  const childrenCount = tierHasChildren(request.family) ? Number(request.childrenCount) : 0;
  const spouseAge = tierHasSpouse(request.family)
    ? request.spouseAge === ''
      ? person.age
      : Number(request.spouseAge)
    : null;
  const household = buildNewHireHousehold({
    employeeBornAt: person.bornAt,
    family: request.family,
    childrenCount,
    agesOn,
    spouseAge,
  });

  const lines = await Promise.all(
    NEW_HIRE_COST_LINES.map(async (coverageType) => {
      const line = await loadLinePricing(db, planYear.id, coverageType);
      const elections: EnrolledElection[] = line.linePlans.map((linePlan) => ({
        subject: {
          formId: household.employee.id,
          bornAt: household.employee.bornAt,
          tobaccoUser: null,
          annualSalaryCents: null,
          dependents: household.dependents,
          employeeRoleId: role.id,
          effectiveAt: agesOn,
          companyEffectiveAt: planYear.effectiveAt,
        },
        coverageType,
        planId: linePlan.plan.id,
        dependentIds: household.dependents.map((d) => d.id),
        coverageAmount: null,
        spouseCoverageAmount: null,
        segment: request.family,
      }));
      const costs = await priceEnrolledElections(db, planYear.id, elections);
      return {
        coverageType,
        plans: line.linePlans.map((linePlan, i) => {
          const cost = costs[i];
          return {
            planId: linePlan.plan.id,
            planName: linePlan.plan.displayName,
            carrier: linePlan.carrierName,
            pricingType: linePlan.plan.pricingType,
            monthly: cost
              ? {
                  premiumCents: cost.premiumCents,
                  companyCents: cost.companyCents,
                  employeeCents: cost.employeeCents,
                }
              : null,
          };
        }),
      };
    }),
  );
  return {
    planYear: toPlanYear(planYear),
    agesOn,
    age: person.age,
    family: request.family,
    childrenCount,
    spouseAge,
    zip: request.zip,
    className: role.name,
    lines: lines.filter((line) => line.plans.length > 0),
  };
}

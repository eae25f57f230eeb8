import { hasHomeZipCode, MISSING_ZIP_MESSAGE } from '@shared/domain/display/display';
import { COVERAGE_TYPE_LABELS, type CoverageType, type Segment } from '@shared/domain/enums';
import { computeCoverageSliderMax } from '@shared/domain/pricing/life';
import { selectSegment } from '@shared/domain/pricing/segment';
import { getCoverageStep } from '@shared/domain/steps/steps';
import type { ApplicationResponse } from '@shared/schemas/application';
import type { CoverageChoiceRequest } from '@shared/schemas/application-requests';
import { createCoverageAmountSchema, ENROLLMENT_MESSAGES } from '@shared/schemas/enrollment';
import type { Db } from '../../db/client';
import { validationFailed } from '../../lib/app-error';
import {
  auditAdminWrite,
  completeStep,
  type Versioned,
  type Writer,
  writeApplication,
} from '../employee-applications/application-writes';
import type { ApplicationRows } from '../employee-applications/employee-applications.repository';
import { loadApplication } from '../employee-applications/employee-applications.service';
import { clearDisallowedHealthAccountContribution } from '../health-accounts/health-accounts.service';
import {
  buildCensusFor,
  loadLinePricing,
  loadPricingSubject,
  type PricingSubject,
  priceLine,
} from '../plans/plans.service';
import type { PlanRow } from '../plans/to-priced-plan';
import { replaceCoverage } from './coverages.repository';

export const COVERAGE_MESSAGES = {
  notOffered: (type: CoverageType) =>
    `Your company does not offer ${COVERAGE_TYPE_LABELS[type]} insurance at this time.`,
  choosePlan: 'Choose a plan.',
  planNotOffered: 'This plan is not offered to you.',
  segment: ENROLLMENT_MESSAGES.segment,
  segmentMismatch: 'The people enrolling do not match this choice.',
  noSpouse: 'You have no spouse or domestic partner on file. Add them on the Family Information step.',
  noChildren: 'You have no children on file. Add them on the Family Information step.',
  unknownDependent: 'Choose only your own dependents.',
  dependentNotCovered: 'This plan does not cover this dependent.',
  amountRequired: 'Please choose a coverage amount.',
  cannotDecline: 'This coverage is paid by your employer and cannot be declined.',
  employerPaidDependents:
    'Your employer pays for your own coverage only; dependents cannot be added to this plan.',
  wholeLifeAge:
    'You are not eligible for the offered whole life plan due to age restrictions from the carrier for this plan.',
  lifeAge:
    'You are not eligible for the offered (term) life plan(s) due to age restrictions from the carrier for those plans.',
  overMaxAge: 'You are not eligible for this plan due to age restrictions from the carrier.',
} as const;

/** Lines on which dependents enrol beside the employee; life lines take a spouse or children per plan. */
const FAMILY_LINES: readonly CoverageType[] = ['medical', 'dental', 'vision', 'accident'];
const LIFE_LINES: readonly CoverageType[] = ['life', 'term_life'];

type Decision = {
  isEnrolling: 'Yes' | 'No';
  planId: string | null;
  segment: Segment | null;
  coverageAmount: number | null;
  spouseCoverageAmount: number | null;
  childCoverageAmount: number | null;
  /** Every active dependent → enrolling (false for all on a decline). */
  dependents: Array<{ id: string; isEnrolling: boolean; coverageAmount: number | null }>;
};

const isPartner = (t: string) => t === 'spouse' || t === 'domestic_partner';

/**
 * Enrol in or decline one coverage line (spec 1 §4) → choose{Type}Plan. The rules: Yes needs an offered
 * plan; segment-priced plans need a segment that matches the people enrolling; dependents must be the
 * employee's own and covered by the plan; a variable amount fits the slider (0 declines); whole life above
 * the maximum issue age (and any plan over the carrier's maximum age) can only be declined; employer-paid
 * plans enrol the employee alone and may be declined only when marked declinable. A decline stores no plan,
 * no amounts and every dependent No. A home zip code is needed first (plans are priced by it). One
 * transaction, under the application's lock (writeApplication).
 */
export async function saveCoverageChoice(
  db: Db,
  writer: Writer,
  employeePolicyId: string,
  type: CoverageType,
  basedOn: number,
  body: CoverageChoiceRequest,
): Promise<Versioned<ApplicationResponse>> {
  const { version } = await writeApplication(db, writer, employeePolicyId, basedOn, async (tx, rows) => {
    if (!rows.offeredTypes.includes(type)) {
      const message = COVERAGE_MESSAGES.notOffered(type);
      throw validationFailed({ form: message }, message);
    }
    // Plans are priced by home zip: the screen shows no plans without one, and no choice is taken here.
    if (!hasHomeZipCode(rows.form.zipCode))
      throw validationFailed({ form: MISSING_ZIP_MESSAGE }, MISSING_ZIP_MESSAGE);
    const [subject, line] = await Promise.all([
      loadPricingSubject(tx, employeePolicyId),
      loadLinePricing(tx, rows.policy.companyPolicyId, type),
    ]);
    const decision = decideCoverage(rows, subject, line, type, body);

    const at = new Date();
    await replaceCoverage(tx, employeePolicyId, type, decision, at);
    if (type === 'medical') {
      await clearDisallowedHealthAccountContribution(
        tx,
        rows.policy.companyPolicyId,
        employeePolicyId,
        decision.planId,
        at,
      );
    }
    await completeStep(tx, employeePolicyId, getCoverageStep(type), writer.actor.accountId, at);
    await auditAdminWrite(
      tx,
      writer,
      'admin_mode.update_coverage',
      { type: 'employee_policy', id: employeePolicyId },
      { coverageType: type, isEnrolling: decision.isEnrolling, planId: decision.planId },
    );
  });
  return { body: await loadApplication(db, employeePolicyId, writer.access.adminMode), version };
}

function decline(rows: ApplicationRows): Decision {
  return {
    isEnrolling: 'No',
    planId: null,
    segment: null,
    coverageAmount: null,
    spouseCoverageAmount: null,
    childCoverageAmount: null,
    dependents: rows.dependents.map((d) => ({ id: d.id, isEnrolling: false, coverageAmount: null })),
  };
}

/** Applies the rules to a request; throws 400 with every field error keyed by its body path. */
export function decideCoverage(
  rows: ApplicationRows,
  subject: PricingSubject,
  line: Awaited<ReturnType<typeof loadLinePricing>>,
  type: CoverageType,
  body: CoverageChoiceRequest,
): Decision {
  const errors: Record<string, string> = {};
  const fail = () => {
    throw validationFailed(errors);
  };
  const dependentsById = new Map(rows.dependents.map((d) => [d.id, d]));
  for (const id of Object.keys(body.dependentsEnrolling))
    if (!dependentsById.has(id)) errors[`dependentsEnrolling.${id}`] = COVERAGE_MESSAGES.unknownDependent;

  const plans = line.linePlans.map((p) => p.plan);
  const mandatory = plans.length > 0 && plans.every(isMandatoryEmployerPaid);

  if (body.isEnrolling === 'No') {
    if (mandatory) errors.isEnrolling = COVERAGE_MESSAGES.cannotDecline;
    if (Object.keys(errors).length > 0) fail();
    return decline(rows);
  }

  // Yes.
  if (!body.planId) errors.planId = COVERAGE_MESSAGES.choosePlan;
  const index = body.planId ? plans.findIndex((p) => p.id === body.planId) : -1;
  if (body.planId && index < 0) errors.planId = COVERAGE_MESSAGES.planNotOffered;
  if (index < 0) fail();
  const plan = plans[index]!;
  const pricing = line.pricedPlans[index]!.pricing;

  // Variable coverage: 0 means decline (spec 1 §4).
  let coverageAmount: number | null = null;
  let spouseCoverageAmount: number | null = null;
  if (plan.variableCoverage && plan.variableCoverageAmountMax !== null) {
    const increment = plan.variableCoverageAmountIncrement ?? 0;
    const max = computeCoverageSliderMax(
      {
        maxDollars: plan.variableCoverageAmountMax,
        incrementDollars: increment,
        maxSalaryMultiplier: plan.maxSalaryMultiplier,
      },
      subject.annualSalary,
    );
    if (body.coverageAmount === null) errors.coverageAmount = COVERAGE_MESSAGES.amountRequired;
    else {
      const r = createCoverageAmountSchema(max, increment).safeParse({ coverageAmount: body.coverageAmount });
      if (!r.success) errors.coverageAmount = r.error.issues[0]!.message;
      else if (body.coverageAmount === 0 && Object.keys(errors).length === 0) return decline(rows);
    }
    coverageAmount = body.coverageAmount;
  } else if (plan.coverageAmount !== null) coverageAmount = plan.coverageAmount;

  // Which dependents enrol.
  const enrolling = new Set(
    Object.entries(body.dependentsEnrolling)
      .filter(([id, on]) => on && dependentsById.has(id))
      .map(([id]) => id),
  );
  let segment: Segment | null = null;
  const isSegmentPriced = pricing.kind === 'segment';
  if (isSegmentPriced) {
    if (!body.segment) errors.segment = COVERAGE_MESSAGES.segment;
    else {
      segment = body.segment;
      if (enrolling.size === 0 && segment !== 'ee_only') {
        // The segment alone names who enrols: everyone of the tier's kinds.
        for (const d of rows.dependents) {
          const partner = isPartner(d.dependentType);
          if (
            (partner && (segment === 'ee_spouse' || segment === 'ee_family')) ||
            (!partner && (segment === 'ee_children' || segment === 'ee_family'))
          )
            enrolling.add(d.id);
        }
      }
      const chosen = [...enrolling].map((id) => ({ relationship: dependentsById.get(id)!.dependentType }));
      const hasPartner = rows.dependents.some((d) => isPartner(d.dependentType));
      const hasChild = rows.dependents.some((d) => d.dependentType === 'child');
      if ((segment === 'ee_spouse' || segment === 'ee_family') && !hasPartner)
        errors.segment = COVERAGE_MESSAGES.noSpouse;
      else if ((segment === 'ee_children' || segment === 'ee_family') && !hasChild)
        errors.segment = COVERAGE_MESSAGES.noChildren;
      else if (selectSegment(chosen) !== segment) errors.segment = COVERAGE_MESSAGES.segmentMismatch;
    }
  }

  // Employer-paid plans cover the employee alone.
  if (plan.contributionStrategy === 'Non-Contributory') {
    for (const id of enrolling)
      errors[`dependentsEnrolling.${id}`] = COVERAGE_MESSAGES.employerPaidDependents;
    if (isSegmentPriced && segment && segment !== 'ee_only')
      errors.segment = COVERAGE_MESSAGES.employerPaidDependents;
  }

  // Dependents the plan covers: everyone on family lines; spouse / children on life plans that cover them.
  for (const id of enrolling) {
    const d = dependentsById.get(id)!;
    const covered = FAMILY_LINES.includes(type)
      ? true
      : LIFE_LINES.includes(type)
        ? isPartner(d.dependentType)
          ? plan.spouseCoverage
          : plan.childCoverage
        : false;
    if (!covered) errors[`dependentsEnrolling.${id}`] ??= COVERAGE_MESSAGES.dependentNotCovered;
  }

  // Life amounts for the spouse and the children.
  const spouse = [...enrolling].map((id) => dependentsById.get(id)!).find((d) => isPartner(d.dependentType));
  const anyChild = [...enrolling].some((id) => dependentsById.get(id)!.dependentType === 'child');
  if (LIFE_LINES.includes(type) && spouse && plan.spouseCoverage) {
    if (plan.spouseVariableCoverage && plan.spouseVariableCoverageAmountMax !== null) {
      const increment = plan.spouseVariableCoverageAmountIncrement ?? 0;
      const max = computeCoverageSliderMax(
        { maxDollars: plan.spouseVariableCoverageAmountMax, incrementDollars: increment },
        null,
      );
      if (!body.spouseCoverageAmount) errors.spouseCoverageAmount = COVERAGE_MESSAGES.amountRequired;
      else {
        const r = createCoverageAmountSchema(max, increment).safeParse({
          coverageAmount: body.spouseCoverageAmount,
        });
        if (!r.success) errors.spouseCoverageAmount = r.error.issues[0]!.message;
      }
      spouseCoverageAmount = body.spouseCoverageAmount;
    } else spouseCoverageAmount = plan.spouseCoverageAmount;
  }
  const childCoverageAmount =
    LIFE_LINES.includes(type) && anyChild && plan.childCoverage ? plan.childCoverageAmount : null;

  if (Object.keys(errors).length > 0) fail();

  // Age limits, from the engine: over the carrier's maximum (issue) age the plan can only be declined.
  const census = buildCensusFor(subject, {
    dependentIds: [...enrolling],
    coverageAmount,
    spouseCoverageAmount,
  });
  const [cost] = priceLine(
    { ...line, pricedPlans: [line.pricedPlans[index]!] },
    census,
    subject.employeeRoleId,
  );
  if (
    cost &&
    cost.pricingType === 'age' &&
    'message' in cost.costBreakdowns &&
    cost.costBreakdowns.message === 'over_max_age'
  ) {
    errors.isEnrolling =
      type === 'whole_life'
        ? COVERAGE_MESSAGES.wholeLifeAge
        : LIFE_LINES.includes(type)
          ? COVERAGE_MESSAGES.lifeAge
          : COVERAGE_MESSAGES.overMaxAge;
    fail();
  }

  return {
    isEnrolling: 'Yes',
    planId: plan.id,
    segment,
    coverageAmount,
    spouseCoverageAmount,
    childCoverageAmount,
    dependents: rows.dependents.map((d) => {
      const on = enrolling.has(d.id);
      const amount = !on ? null : isPartner(d.dependentType) ? spouseCoverageAmount : childCoverageAmount;
      return { id: d.id, isEnrolling: on, coverageAmount: LIFE_LINES.includes(type) ? amount : null };
    }),
  };
}

/** An employer-paid plan the employee may not decline (spec 1 §4: only the marked accident plans may be). */
export function isMandatoryEmployerPaid(
  plan: Pick<PlanRow, 'contributionStrategy' | 'isDeclinableWhenEmployerPaid'>,
) {
  return plan.contributionStrategy === 'Non-Contributory' && !plan.isDeclinableWhenEmployerPaid;
}

export type { Decision as CoverageDecision };

import { fromCents, fromCentsOrNull, toCents } from '@shared/domain/money/money';
import { isEligibleForIndividualDental, isEligibleForIndividualVision } from '@shared/domain/offers/offers';
import type { individualPlanSchema } from '@shared/schemas/plans';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import type { individualPlans } from '../../../db/schema';
import { notFound } from '../../../lib/app-error';
import {
  readApplicationRows,
  requireCurrentPolicyId,
} from '../employee-applications/employee-applications.service';
import { findActiveIndividualPlans, type IndividualPlanType } from './individual-plans.repository';

type IndividualPlanView = z.infer<typeof individualPlanSchema>;
type Row = typeof individualPlans.$inferSelect;

/** An annual maximum of 999999 means unlimited (the plans' convention for limits). */
const UNLIMITED = 999999;

/**
 * The employee's monthly premium for their family: self alone; + spouse; + each child; the family rate when
 * both a spouse and children are on file (decision 0206).
 */
/** The annual maximum as the wire shows it: dollars, or 'Unlimited' from UNLIMITED up. */
const annualMaximumOnWire = (dollars: number | null) =>
  dollars === null ? null : dollars >= UNLIMITED ? 'Unlimited' : dollars;

export function toIndividualPlanView(
  row: Row,
  family: { hasPartner: boolean; children: number },
): IndividualPlanView {
  const childCosts = Array.from({ length: family.children }, () => fromCents(row.monthlyChildCostCents));
  let totalCents = toCents(fromCents(row.monthlySelfCostCents));
  if (family.hasPartner && family.children > 0) totalCents = toCents(fromCents(row.monthlyFamilyCostCents));
  else {
    if (family.hasPartner) totalCents += toCents(fromCents(row.monthlySpouseCostCents));
    totalCents += family.children * toCents(fromCents(row.monthlyChildCostCents));
  }
  return {
    id: row.id,
    type: row.type,
    display_name: row.displayName,
    carrier: row.carrier,
    total_employee_premium: fromCents(totalCents),
    employee_costs: {
      self_cost: fromCents(row.monthlySelfCostCents),
      spouse_cost: fromCents(row.monthlySpouseCostCents),
      child_cost: childCosts,
      family_cost: fromCents(row.monthlyFamilyCostCents),
    },
    deductible: fromCentsOrNull(row.deductibleCents),
    annual_maximum: annualMaximumOnWire(fromCentsOrNull(row.annualMaximumCents)),
    cavities: row.cavities,
    cleanings: row.cleanings,
    braces: row.braces,
    crowns: row.crowns,
    root_canals: row.rootCanals,
    extraction: row.extractions,
    gum_cleaning: row.gumCleaning,
    fine_print: row.finePrint,
    eye_exam: row.eyeExam,
    lenses: row.lenses,
    frames: row.frames,
    contacts: row.contacts,
  };
}

/**
 * What the individual offer of an employee form is (docs/spec/2 §5, decisions 0105 and 0043): the lines open to the
 * employee (the employer does not offer the line, the employee is not enrolled in it, the state is in the
 * line's list; none when individual applications are hidden), the plans of those lines sold in the employee's
 * state priced for the family on file, and the family.
 */
export async function readIndividualOffer(db: Db, employeeFormId: string) {
  const rows = await readApplicationRows(db, await requireCurrentPolicyId(db, employeeFormId));
  if (!rows) throw notFound('A benefits application for this employee');
  const enrolled = (type: string) =>
    rows.coverages.some((c) => c.coverageType === type && c.isEnrolling === 'Yes');
  const offerEmployee = {
    state: rows.form.state,
    offerDental: rows.offeredTypes.includes('dental'),
    offerVision: rows.offeredTypes.includes('vision'),
    enrolledDental: enrolled('dental'),
    enrolledVision: enrolled('vision'),
  };
  const lines = {
    dental: isEligibleForIndividualDental(offerEmployee),
    vision: isEligibleForIndividualVision(offerEmployee),
  };
  const types: IndividualPlanType[] = [];
  if (lines.dental) types.push('individual_dental');
  if (lines.vision) types.push('individual_vision');
  const state = rows.form.state;
  const plans = (await findActiveIndividualPlans(db, types)).filter(
    (p) => p.states.includes('all') || (state !== null && p.states.includes(state)),
  );
  const family = {
    hasPartner: rows.dependents.some((d) => d.dependentType !== 'child'),
    children: rows.dependents.filter((d) => d.dependentType === 'child').length,
  };
  return { rows, lines, family, plans: plans.map((p) => toIndividualPlanView(p, family)) };
}

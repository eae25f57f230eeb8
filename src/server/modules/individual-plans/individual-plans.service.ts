import { fromCents, toCents } from '@shared/domain/money/money';
import { isEligibleForIndividualDental, isEligibleForIndividualVision } from '@shared/domain/offers/offers';
import type { individualPlanSchema } from '@shared/schemas/plans';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { individualPlans } from '../../db/schema';
import { notFound } from '../../lib/app-error';
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
export function toIndividualPlanView(
  row: Row,
  family: { hasPartner: boolean; children: number },
): IndividualPlanView {
  const childCosts = Array.from({ length: family.children }, () => row.monthlyChildCost);
  let totalCents = toCents(row.monthlySelfCost);
  if (family.hasPartner && family.children > 0) totalCents = toCents(row.monthlyFamilyCost);
  else {
    if (family.hasPartner) totalCents += toCents(row.monthlySpouseCost);
    totalCents += family.children * toCents(row.monthlyChildCost);
  }
  return {
    id: row.id,
    type: row.type,
    display_name: row.displayName,
    carrier: row.carrier,
    total_employee_premium: fromCents(totalCents),
    employee_costs: {
      self_cost: row.monthlySelfCost,
      spouse_cost: row.monthlySpouseCost,
      child_cost: childCosts,
      family_cost: row.monthlyFamilyCost,
    },
    deductible: row.deductible,
    annual_maximum:
      row.annualMaximum === null ? null : row.annualMaximum >= UNLIMITED ? 'Unlimited' : row.annualMaximum,
  };
}

/**
 * The individual plans the employee may buy (spec 1 §2 upsell): dental when the employer offers no dental
 * and the employee is not enrolled in it, vision likewise, in the offer's states and the plan's own states.
 */
export async function listIndividualPlans(db: Db, employeeFormId: string) {
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
  const types: IndividualPlanType[] = [];
  if (isEligibleForIndividualDental(offerEmployee)) types.push('individual_dental');
  if (isEligibleForIndividualVision(offerEmployee)) types.push('individual_vision');
  const state = rows.form.state;
  const plans = (await findActiveIndividualPlans(db, types)).filter(
    (p) => p.states.includes('all') || (state !== null && p.states.includes(state)),
  );
  const family = {
    hasPartner: rows.dependents.some((d) => d.dependentType !== 'child'),
    children: rows.dependents.filter((d) => d.dependentType === 'child').length,
  };
  return { plans: plans.map((p) => toIndividualPlanView(p, family)), enrolledPlanNames: [] };
}

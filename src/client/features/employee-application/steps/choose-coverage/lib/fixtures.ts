import type { ApplicationDependent } from '@shared/schemas/application';
import type { PlanView } from '@shared/schemas/plans';

/** Named fixtures for the unit tests of this folder. */
export function makePlan(overrides: Partial<PlanView> = {}): PlanView {
  return {
    id: 'plan-1',
    display_name: 'Gold PPO 500',
    raw_name: 'Gold PPO 500',
    carrier: 'Blue Shield of California',
    carrier_logo: null,
    plan_type: 'PPO',
    type: 'medical',
    state: 'CA',
    target_market: null,
    metal_tier: 'Gold',
    pricing_type: 'age',
    deductible: 500,
    family_deductible: null,
    limit: 8200,
    family_limit: null,
    estimated_costs: {},
    fine_print: null,
    network: 'Full PPO Network',
    recommendation: [],
    is_company_eligible_for_plan: 'eligible',
    contribution_strategy: 'Contributory',
    is_declinable_when_employer_paid: false,
    hsa_eligible: false,
    coverage_amount: null,
    coverage_amount_display: null,
    benefits: [],
    has_sbc: false,
    sbc_url: null,
    sbc: null,
    provider_directory_url: null,
    formulary_url: null,
    annual_maximum: null,
    preventive_care: null,
    eye_exam: null,
    lenses: null,
    contacts: null,
    variable_coverage: false,
    variable_coverage_amount_increment: null,
    variable_coverage_amount_max: null,
    max_salary_multiplier: null,
    salary_coverage_percentage: null,
    max_benefit: null,
    benefit_duration: null,
    elimination_period: null,
    spouse_coverage: false,
    spouse_variable_coverage: false,
    spouse_coverage_amount: null,
    spouse_variable_coverage_amount_max: null,
    spouse_variable_coverage_amount_increment: null,
    child_coverage: false,
    child_coverage_amount: null,
    max_age: null,
    max_issue_age: null,
    ...overrides,
  };
}

const person = (
  id: string,
  dependentType: ApplicationDependent['dependentType'],
  bornAt: string,
): ApplicationDependent => ({
  id,
  firstName: id,
  lastName: 'Rivera',
  bornAt,
  gender: 'female',
  dependentType,
  socialSecurityNumberMasked: null,
});

export const spouse = person('spouse', 'spouse', '04/02/1988');
export const olderChild = person('older', 'child', '09/09/2014');
export const youngerChild = person('younger', 'child', '01/20/2019');
/** Listed out of display order on purpose. */
export const family = [youngerChild, spouse, olderChild];

import type { PlanEligibility } from '@shared/domain/enums';
import { fromCentsOrNull } from '@shared/domain/money/money';
import type { PlanDocuments } from '@shared/schemas/plan-documents';
import type { PlanView } from '@shared/schemas/plans';
import { toPlanDocuments } from './plan-documents.service';
import type { LinePlan } from './plans.repository';

/**
 * A stored plan as the choose-coverage screens show it (docs/spec/1 §3 "Plan"); money in dollars on the wire (cents in storage). Its documents are
 * the caller's (the company's stored SBC, decision 0070); without them, the carrier's links.
 */
export function toPlanView(
  row: LinePlan,
  eligibility: PlanEligibility,
  documents: PlanDocuments = toPlanDocuments(row.plan, undefined, ''),
): PlanView {
  const p = row.plan;
  return {
    id: p.id,
    display_name: p.displayName,
    raw_name: p.rawName,
    carrier: row.carrierName,
    carrier_logo: row.carrierLogo,
    plan_type: p.planType,
    type: p.type,
    state: p.state,
    target_market: p.targetMarket,
    metal_tier: p.metalTier,
    pricing_type: p.pricingType,
    deductible: fromCentsOrNull(p.deductibleCents),
    family_deductible: fromCentsOrNull(p.familyDeductibleCents),
    limit: fromCentsOrNull(p.limitCents),
    family_limit: fromCentsOrNull(p.familyLimitCents),
    estimated_costs: Object.fromEntries(
      Object.entries(p.estimatedCosts).filter((e): e is [string, string] => typeof e[1] === 'string'),
    ),
    fine_print: p.finePrint ?? null,
    network: p.network,
    recommendation: p.recommendation,
    is_company_eligible_for_plan: eligibility,
    contribution_strategy: p.contributionStrategy,
    is_declinable_when_employer_paid: p.isDeclinableWhenEmployerPaid,
    hsa_eligible: p.hsaEligible,
    coverage_amount: fromCentsOrNull(p.coverageAmountCents),
    coverage_amount_display: p.coverageAmountDisplay,
    benefits: p.benefits,
    has_sbc: documents.sbc !== null,
    sbc_url: documents.sbc?.href ?? null,
    sbc: documents.sbc,
    provider_directory_url: documents.providerDirectoryUrl,
    formulary_url: documents.formularyUrl,
    annual_maximum: fromCentsOrNull(p.annualMaximumCents),
    preventive_care: p.preventiveCare,
    eye_exam: p.eyeExam,
    lenses: p.lenses,
    contacts: p.contacts,
    variable_coverage: p.variableCoverage,
    variable_coverage_amount_increment: fromCentsOrNull(p.variableCoverageAmountIncrementCents),
    variable_coverage_amount_max: fromCentsOrNull(p.variableCoverageAmountMaxCents),
    max_salary_multiplier: p.maxSalaryMultiplier,
    salary_coverage_percentage: p.salaryCoveragePercentage,
    max_benefit: fromCentsOrNull(p.maxBenefitCents),
    benefit_duration: p.benefitDuration,
    elimination_period: p.eliminationPeriod,
    spouse_coverage: p.spouseCoverage,
    spouse_variable_coverage: p.spouseVariableCoverage,
    spouse_coverage_amount: fromCentsOrNull(p.spouseCoverageAmountCents),
    spouse_variable_coverage_amount_max: fromCentsOrNull(p.spouseVariableCoverageAmountMaxCents),
    spouse_variable_coverage_amount_increment: fromCentsOrNull(p.spouseVariableCoverageAmountIncrementCents),
    child_coverage: p.childCoverage,
    child_coverage_amount: fromCentsOrNull(p.childCoverageAmountCents),
    max_age: p.maxAge,
    max_issue_age: p.maxIssueAge,
  };
}

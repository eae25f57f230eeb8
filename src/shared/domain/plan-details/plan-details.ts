import { formatOutOfPocketLimit, resolveFamilyDeductible, resolveFamilyLimit } from '../display/display';
import { COVERAGE_TYPE_LABELS, type CoverageType } from '../enums';
import { formatWholeDollars } from '../money/money';

/**
 * How a plan is described on Health plan details (decision 0029): the card labels of docs/spec/2 §2.4 per type
 * first (`summary`), then the rest of what docs/spec/1's comparison shows (`more`). Money in whole dollars; a
 * value the carrier did not give reads "Not provided", never a blank.
 */

/** The plan fields the descriptions read (the plan-details API's plan, less its names and document). */
export type DescribedPlan = {
  coverageType: CoverageType;
  metalTier: string | null;
  networkType: string | null;
  deductible: number | null;
  familyDeductible: number | null;
  outOfPocketLimit: number | null;
  familyOutOfPocketLimit: number | null;
  estimatedCosts: Record<string, string>;
  annualMaximum: number | null;
  preventiveCare: string | null;
  eyeExam: string | null;
  lenses: string | null;
  contacts: string | null;
  coverageAmount: number | null;
  coverageAmountDisplay: string | null;
  salaryCoveragePercentage: number | null;
  maxBenefit: number | null;
  benefitDuration: string | null;
  eliminationPeriod: string | null;
  hsaEligible: boolean;
  contributionStrategy: 'Contributory' | 'Non-Contributory';
};

export type PlanFact = { label: string; value: string };

export const NOT_PROVIDED = 'Not provided';

/** The estimated costs docs/spec/1 §3 names, with their labels, in the comparison's order. */
const ESTIMATED_COST_LABELS = [
  ['pcp_visit', 'Doctor visits'],
  ['specialist_visit', 'Specialist visits'],
  ['urgent_care', 'Urgent care'],
  ['emergency_room', 'Emergency room'],
  ['generic_drugs', 'Generic drugs'],
  ['brand_drugs', 'Brand drugs'],
  ['drug_tier_1', 'Drug tier 1'],
  ['drug_tier_4', 'Drug tier 4'],
  ['hospitalization', 'Hospitalization'],
] as const;

const text = (value: string | null | undefined) => (value && value.trim() !== '' ? value : NOT_PROVIDED);
const dollars = (value: number | null | undefined) =>
  value === null || value === undefined ? NOT_PROVIDED : formatWholeDollars(value);

/** "$1,500 individual / $3,000 family" (a missing family figure is twice the individual one, docs/spec/1 §9). */
function individualAndFamily(individual: number | null, family: number | null) {
  if (individual === null) return NOT_PROVIDED;
  return `${formatWholeDollars(individual)} individual / ${formatWholeDollars(resolveFamilyDeductible(individual, family))} family`;
}

function outOfPocket(plan: DescribedPlan): string {
  const individual = plan.outOfPocketLimit;
  if (individual === null) return NOT_PROVIDED;
  const family = resolveFamilyLimit(individual, plan.familyOutOfPocketLimit);
  return `${formatOutOfPocketLimit(individual)} individual / ${formatOutOfPocketLimit(family)} family`;
}

/** docs/spec/2 §2.4: "the value Social Security is displayed as Retirement". */
function duration(value: string | null): string {
  if (value === null) return NOT_PROVIDED;
  return value.trim().toLowerCase() === 'social security' ? 'Retirement' : text(value);
}

function coverage(plan: DescribedPlan): string {
  if (plan.coverageAmountDisplay) return plan.coverageAmountDisplay;
  return dollars(plan.coverageAmount);
}

const percent = (value: number | null) => (value === null ? NOT_PROVIDED : `${value}% of salary`);

/** The card labels of docs/spec/2 §2.4 for the plan's type. */
export function summarizePlan(plan: DescribedPlan): PlanFact[] {
  switch (plan.coverageType) {
    case 'medical':
      return [
        { label: 'Tier', value: text(plan.metalTier) },
        { label: 'Network type', value: text(plan.networkType) },
        { label: 'Deductible', value: individualAndFamily(plan.deductible, plan.familyDeductible) },
        { label: 'Doctor visits', value: text(plan.estimatedCosts.pcp_visit) },
      ];
    case 'dental':
      return [
        { label: 'Max benefit', value: dollars(plan.annualMaximum) },
        { label: 'Deductible', value: dollars(plan.deductible) },
        { label: 'Preventative', value: text(plan.preventiveCare) },
        { label: 'Network type', value: text(plan.networkType) },
      ];
    case 'vision':
      return [
        { label: 'Eye exam', value: text(plan.eyeExam) },
        { label: 'Lenses', value: text(plan.lenses) },
        { label: 'Contacts', value: text(plan.contacts) },
      ];
    case 'life':
    case 'term_life':
    case 'whole_life':
      return [
        { label: 'Coverage', value: coverage(plan) },
        { label: 'Policy type', value: COVERAGE_TYPE_LABELS[plan.coverageType] },
      ];
    case 'short_term_disability':
      return [
        { label: 'Coverage', value: percent(plan.salaryCoveragePercentage) },
        { label: 'Weekly max', value: dollars(plan.maxBenefit) },
        { label: 'Duration', value: duration(plan.benefitDuration) },
      ];
    case 'long_term_disability':
      return [
        { label: 'Coverage', value: percent(plan.salaryCoveragePercentage) },
        { label: 'Monthly max', value: dollars(plan.maxBenefit) },
        { label: 'Wait period', value: text(plan.eliminationPeriod) },
      ];
    case 'accident':
      return [{ label: 'Coverage', value: coverage(plan) }];
  }
}

/** What the comparison also shows (docs/spec/1 §3): medical costs of care, the HSA flag, who pays. */
export function describePlanFurther(plan: DescribedPlan): PlanFact[] {
  const facts: PlanFact[] = [];
  if (plan.coverageType === 'medical') {
    facts.push({ label: 'Out-of-pocket limit', value: outOfPocket(plan) });
    for (const [key, label] of ESTIMATED_COST_LABELS)
      if (key !== 'pcp_visit' && plan.estimatedCosts[key])
        facts.push({ label, value: plan.estimatedCosts[key] });
    facts.push({ label: 'HSA eligible', value: plan.hsaEligible ? 'Yes' : 'No' });
  }
  if (plan.coverageType === 'dental' && plan.estimatedCosts.preventive_care)
    facts.push({ label: 'Preventive care cost', value: plan.estimatedCosts.preventive_care });
  facts.push({
    label: 'Who pays',
    value:
      plan.contributionStrategy === 'Non-Contributory'
        ? 'The company pays the whole premium'
        : 'The company and the employee share the premium',
  });
  return facts;
}

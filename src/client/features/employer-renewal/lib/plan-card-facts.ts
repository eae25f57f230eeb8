import type { ServiceLine } from '@shared/domain/enums';
import { formatCents } from '@shared/domain/money/money';
import type { PlanCard } from '@shared/schemas/renewal';

/** How a card's value reads when the plan does not give it. */
const NOT_LISTED = 'Not listed';

const dollars = (value: number | null) =>
  value === null ? NOT_LISTED : `$${value.toLocaleString('en-US', { maximumFractionDigits: 2 })}`;
const text = (value: string | null) => (value && value.trim() !== '' ? value : NOT_LISTED);
const percent = (value: number | null) => (value === null ? NOT_LISTED : `${value}%`);

/** Short term disability shows the benefit duration "Social Security" as "Retirement" (docs/spec/2 §2.4). */
export const showDuration = (value: string | null) =>
  value && /^social security$/i.test(value.trim()) ? 'Retirement' : text(value);

/** The label and value lines of an overview card, by line (docs/spec/2 §2.4), before its total cost. */
export function listCardFacts(line: ServiceLine, plan: PlanCard): Array<[string, string]> {
  switch (line) {
    case 'medical':
      return [
        ['Tier', text(plan.metal_tier)],
        ['Network type', text(plan.plan_type)],
        ['Deductible', dollars(plan.deductible)],
        ['Doctor visits', text(plan.estimated_costs.pcp_visit)],
      ];
    case 'dental':
      return [
        ['Max benefit', dollars(plan.annual_maximum)],
        ['Deductible', dollars(plan.deductible)],
        ['Preventative', text(plan.preventive_care)],
        ['Network type', text(plan.plan_type)],
      ];
    case 'vision':
      return [
        ['Eye exam', text(plan.eye_exam)],
        ['Lenses', text(plan.lenses)],
        ['Contacts', text(plan.contacts)],
      ];
    case 'life':
      return [
        ['Coverage', dollars(plan.coverage_amount)],
        ['Policy type', text(plan.plan_type)],
        ['Contribution', 'contribution fixed at 100%'],
      ];
    case 'short_term_disability':
      return [
        [
          'Coverage',
          plan.salary_coverage_percentage === null
            ? NOT_LISTED
            : `${plan.salary_coverage_percentage}% of salary`,
        ],
        ['Weekly max', dollars(plan.max_benefit)],
        ['Duration', showDuration(plan.benefit_duration)],
      ];
    case 'long_term_disability':
      return [
        ['Coverage', percent(plan.salary_coverage_percentage)],
        ['Monthly max', dollars(plan.max_benefit)],
        ['Wait period', text(plan.elimination_period)],
      ];
  }
}

/** The card's total: the census's monthly premium on the plan, priced by the engine. */
export const formatTotalCost = (plan: PlanCard) => `${formatCents(plan.total_cost)} a month`;

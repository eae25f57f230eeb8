/** Labels of the estimated costs, in the order the comparison lists them (the spec names only the keys). */
export const ESTIMATED_COST_LABELS: Record<string, string> = {
  preventive_care: 'Preventive care visit',
  pcp_visit: 'Primary care visit',
  specialist_visit: 'Specialist visit',
  urgent_care: 'Urgent care',
  emergency_room: 'Emergency room',
  generic_drugs: 'Generic prescriptions',
  brand_drugs: 'Brand-name prescriptions',
  drug_tier_1: 'Tier 1 prescriptions',
  drug_tier_4: 'Tier 4 prescriptions',
  hospitalization: 'Hospital stay',
};

/** Costs that read "$0 Copay" when free (docs/spec/1 §2): preventive care visits and prescriptions. */
const ZERO_COPAY_KEYS = new Set([
  'preventive_care',
  'generic_drugs',
  'brand_drugs',
  'drug_tier_1',
  'drug_tier_4',
]);

const ZERO_COST = /^\$?0(\.0+)?( copay)?$/i;

/** An estimated cost for display: "$0 Copay" for a free preventive visit or prescription, else as given. */
export function formatEstimatedCost(key: string, value: string): string {
  return ZERO_COPAY_KEYS.has(key) && ZERO_COST.test(value.trim()) ? '$0 Copay' : value;
}

/** The label of an estimated cost key; unknown keys in words ("lab_tests" → "Lab tests"). */
export function getEstimatedCostLabel(key: string): string {
  const known = ESTIMATED_COST_LABELS[key];
  if (known) return known;
  const words = key.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The keys any of the plans gives, known ones in their set order, then the rest alphabetically. */
export function listEstimatedCostKeys(costs: readonly Record<string, string>[]): string[] {
  const present = new Set(costs.flatMap((c) => Object.keys(c)));
  const known = Object.keys(ESTIMATED_COST_LABELS).filter((k) => present.has(k));
  const others = [...present].filter((k) => !(k in ESTIMATED_COST_LABELS)).sort();
  return [...known, ...others];
}

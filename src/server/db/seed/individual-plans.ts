import { individualPlans } from '../schema';
import { demoId, SEEDED_AT, type Tx } from './deterministic';

type IndividualPlanSeed = Omit<typeof individualPlans.$inferInsert, 'id' | 'createdAt' | 'updatedAt'> & {
  key: string;
};

/**
 * Individual dental and vision plans for the done page's upsell, sold by the carrier directly in every state
 * of the offer list (the demo's NY companies see none: decision 0105 leaves NY out). Monthly costs in dollars.
 */
export const DEMO_INDIVIDUAL_PLANS: readonly IndividualPlanSeed[] = [
  {
    key: 'delta-individual-ppo',
    type: 'individual_dental',
    carrier: 'Delta Dental',
    displayName: 'Delta Dental Individual PPO Basic',
    states: ['all'],
    monthlySelfCostCents: 3150,
    monthlySpouseCostCents: 2975,
    monthlyChildCostCents: 2410,
    monthlyFamilyCostCents: 10_490,
    deductibleCents: 5000,
    annualMaximumCents: 100_000,
    cavities: '80% after deductible',
    cleanings: '100%, twice a year',
    braces: 'Not covered',
    crowns: '50% after deductible',
    rootCanals: '80% after deductible',
    extractions: '80% after deductible',
    gumCleaning: '80% after deductible',
    finePrint: [
      {
        title: 'Waiting periods',
        body: 'Basic services after 6 months of coverage; major services after 12 months.',
      },
      { title: 'Exclusions', body: 'Cosmetic procedures and orthodontia are not covered.' },
    ],
    sortOrder: 0,
  },
  {
    key: 'guardian-individual-premier',
    type: 'individual_dental',
    carrier: 'Guardian',
    displayName: 'Guardian Premier Dental Individual',
    states: ['CA', 'TX', 'FL', 'AZ', 'GA'],
    monthlySelfCostCents: 4420,
    monthlySpouseCostCents: 4180,
    monthlyChildCostCents: 3360,
    monthlyFamilyCostCents: 14_650,
    deductibleCents: 5000,
    annualMaximumCents: 150_000,
    cavities: '90% after deductible',
    cleanings: '100%, twice a year',
    braces: '50% for children under 19, after 12 months',
    crowns: '60% after deductible',
    rootCanals: '90% after deductible',
    extractions: '90% after deductible',
    gumCleaning: '90% after deductible',
    finePrint: [
      {
        title: 'Waiting periods',
        body: 'Basic services after 6 months of coverage; major services after 12 months.',
      },
      { title: 'Exclusions', body: 'Cosmetic procedures and orthodontia are not covered.' },
    ],
    sortOrder: 1,
  },
  {
    key: 'vsp-individual',
    type: 'individual_vision',
    carrier: 'VSP Vision Care',
    displayName: 'VSP Individual Vision Plan',
    states: ['all'],
    monthlySelfCostCents: 1350,
    monthlySpouseCostCents: 1225,
    monthlyChildCostCents: 980,
    monthlyFamilyCostCents: 3890,
    deductibleCents: null,
    annualMaximumCents: null,
    eyeExam: '$10 copay, once every 12 months',
    lenses: '$25 copay, once every 12 months',
    frames: '$150 allowance, once every 24 months',
    contacts: '$130 allowance instead of glasses',
    finePrint: [
      {
        title: 'Network',
        body: 'Covered amounts apply at VSP network doctors; out-of-network visits are reimbursed up to set limits.',
      },
    ],
    sortOrder: 2,
  },
];

export const individualPlanId = (key: string) => demoId(`individual-plan:${key}`);

export async function insertIndividualPlans(tx: Tx): Promise<void> {
  await tx.insert(individualPlans).values(
    DEMO_INDIVIDUAL_PLANS.map(({ key, ...p }) => ({
      ...p,
      id: individualPlanId(key),
      createdAt: SEEDED_AT,
      updatedAt: SEEDED_AT,
    })),
  );
}

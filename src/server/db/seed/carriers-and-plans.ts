import type { CoverageType, Segment } from '@shared/domain/enums';
import { toCents, toCentsOrNull } from '@shared/domain/money/money';
import { carriers, type EstimatedCosts, planRates, plans, type Recommendation } from '../schema';
import { demoId, insertAll, SEEDED_AT, type Tx } from './deterministic';
import { demoPlanLinks } from './plan-documents';

/**
 * Carriers and their plans for the demo companies' states (CA, TX, NY), all nine coverage types.
 * How rates apply follows `plan_rates.unit` (schema/plans.ts): medical in CA and TX is age-rated on the CMS
 * curve (one age21_base row); NY medical, dental, vision and accident are tier-rated (four monthly_premium
 * rows); life, term life and whole life are per $1,000 of coverage by age band (whole life: by issue age,
 * up to its maximum issue age); disability is per $10 of weekly benefit (STD) or per $100 of covered
 * monthly payroll (LTD).
 */

export const CARRIERS = {
  blueShieldCa: 'Blue Shield of California',
  kaiser: 'Kaiser Permanente',
  bcbsTx: 'Blue Cross and Blue Shield of Texas',
  uhc: 'UnitedHealthcare',
  empire: 'Empire BlueCross BlueShield',
  emblem: 'EmblemHealth',
  delta: 'Delta Dental',
  guardian: 'Guardian',
  vsp: 'VSP Vision Care',
  eyemed: 'EyeMed',
  metlife: 'MetLife',
  aflac: 'Aflac',
  principal: 'Principal Financial Group',
  unum: 'Unum',
  transamerica: 'Transamerica',
} as const;
export type CarrierKey = keyof typeof CARRIERS;

/**
 * The demo carriers' FEINs (decision 0069): made-up numbers of the valid shape, each with a prefix the IRS
 * assigns (`isValidEin`), so a demo company's 834 can be made for every carrier. Not the real companies' FEINs.
 */
export const CARRIER_FEINS: Record<CarrierKey, string> = {
  blueShieldCa: '94-3012481',
  kaiser: '94-1105628',
  bcbsTx: '75-2041736',
  uhc: '41-1321939',
  empire: '13-5123390',
  emblem: '13-3327104',
  delta: '38-2218653',
  guardian: '13-5123764',
  vsp: '94-1632821',
  eyemed: '31-1485216',
  metlife: '13-5581839',
  aflac: '58-0663085',
  principal: '42-0127290',
  unum: '62-1598430',
  transamerica: '52-0419790',
};

export const carrierId = (key: CarrierKey) => demoId(`carrier:${key}`);
export const planId = (key: string) => demoId(`plan:${key}`);

type RateRow = Omit<typeof planRates.$inferInsert, 'id' | 'planId'>;
type AgeBand = readonly [minAge: number, maxAge: number, rate: number];

/** Medical age rating: the age-21 base premium (times the CMS factor per member). */
const ageRated = (base: number): RateRow[] => [{ unit: 'age21_base', member: 'any', rate: base }];

/** Four monthly premiums: employee only, + spouse, + children, family. */
function tiers(eeOnly: number, eeSpouse: number, eeChildren: number, eeFamily: number): RateRow[] {
  const byTier: Record<Segment, number> = {
    ee_only: eeOnly,
    ee_spouse: eeSpouse,
    ee_children: eeChildren,
    ee_family: eeFamily,
  };
  return Object.entries(byTier).map(([tier, rate]) => ({
    unit: 'monthly_premium',
    member: 'any',
    tier: tier as Segment,
    rate,
  }));
}

function bands(unit: RateRow['unit'], member: RateRow['member'], table: readonly AgeBand[]): RateRow[] {
  return table.map(([minAge, maxAge, rate]) => ({ unit, member, minAge, maxAge, rate }));
}

/** Scales a band table (a richer or cheaper carrier on the same shape). */
const scaled = (table: readonly AgeBand[], factor: number): AgeBand[] =>
  table.map(([min, max, rate]) => [min, max, Math.round(rate * factor * 1000) / 1000]);

// Voluntary life cost per $1,000 of coverage, by the member's age.
const LIFE_PER_THOUSAND: readonly AgeBand[] = [
  [0, 24, 0.05],
  [25, 29, 0.06],
  [30, 34, 0.08],
  [35, 39, 0.1],
  [40, 44, 0.15],
  [45, 49, 0.24],
  [50, 54, 0.39],
  [55, 59, 0.64],
  [60, 64, 0.98],
  [65, 69, 1.85],
  [70, 99, 3.1],
];
// Whole life: level cost per $1,000 fixed at the issue age ($25,000 at 40 costs 1.73 × 25 = $43.25 a month).
const WHOLE_LIFE_PER_THOUSAND: readonly AgeBand[] = [
  [18, 29, 0.87],
  [30, 39, 1.18],
  [40, 49, 1.73],
  [50, 59, 2.72],
  [60, 64, 3.9],
];
// Short term disability, per $10 of weekly benefit.
const STD_PER_10_WEEKLY: readonly AgeBand[] = [
  [0, 24, 0.26],
  [25, 29, 0.28],
  [30, 34, 0.31],
  [35, 39, 0.33],
  [40, 44, 0.37],
  [45, 49, 0.44],
  [50, 54, 0.54],
  [55, 59, 0.67],
  [60, 64, 0.79],
  [65, 99, 0.93],
];
// Long term disability, per $100 of covered monthly payroll.
const LTD_PER_100_PAYROLL: readonly AgeBand[] = [
  [0, 24, 0.11],
  [25, 29, 0.14],
  [30, 34, 0.19],
  [35, 39, 0.28],
  [40, 44, 0.42],
  [45, 49, 0.61],
  [50, 54, 0.88],
  [55, 59, 1.12],
  [60, 64, 1.18],
  [65, 99, 1.05],
];

const R = {
  lowPremium: { icon: 'piggy-bank', label: 'Lowest monthly premium' },
  frequentVisits: { icon: 'stethoscope', label: 'Frequent doctor visits' },
  prescriptions: { icon: 'pill', label: 'Regular prescriptions' },
  specialists: { icon: 'user-md', label: 'Seeing specialists without referrals' },
  family: { icon: 'users', label: 'Growing families' },
  hsa: { icon: 'wallet', label: 'Saving tax-free with an HSA' },
  healthy: { icon: 'heart', label: 'Rarely needing care' },
  predictable: { icon: 'calendar', label: 'Predictable copays' },
  integrated: { icon: 'hospital', label: 'Care coordinated in one system' },
  catastrophic: { icon: 'shield', label: 'Protection from large bills' },
} satisfies Record<string, Recommendation>;

const copayCosts = (
  pcp: number,
  specialist: number,
  er: number,
  generic: number,
  brand: number,
): EstimatedCosts => ({
  preventive_care: '$0',
  pcp_visit: `$${pcp} copay`,
  specialist_visit: `$${specialist} copay`,
  urgent_care: `$${pcp} copay`,
  emergency_room: `$${er} copay`,
  generic_drugs: `$${generic} copay`,
  brand_drugs: `$${brand} copay`,
  drug_tier_1: `$${generic} copay`,
  drug_tier_4: '30% up to $250 per script',
  hospitalization: '20% after deductible',
});

const afterDeductible = (coinsurance: string): EstimatedCosts => ({
  preventive_care: '$0',
  pcp_visit: `${coinsurance} after deductible`,
  specialist_visit: `${coinsurance} after deductible`,
  urgent_care: `${coinsurance} after deductible`,
  emergency_room: `${coinsurance} after deductible`,
  generic_drugs: '$10 copay after deductible',
  brand_drugs: `${coinsurance} after deductible`,
  drug_tier_1: '$10 copay after deductible',
  drug_tier_4: `${coinsurance} after deductible`,
  hospitalization: `${coinsurance} after deductible`,
});

type PlanSeed = Omit<
  typeof plans.$inferInsert,
  'id' | 'carrierId' | 'rawName' | 'type' | 'createdAt' | 'updatedAt'
> & {
  key: string;
  carrier: CarrierKey;
  type: CoverageType;
  rawName?: string;
  rates: RateRow[];
};

const MEDICAL: PlanSeed[] = [
  // California: age-rated on the CMS curve; California does not allow tobacco rating.
  {
    key: 'ca-med-gold-ppo-500',
    carrier: 'blueShieldCa',
    type: 'medical',
    state: 'CA',
    displayName: 'Gold PPO 500',
    rawName: 'Blue Shield Gold 80 Full PPO 500/30',
    planType: 'PPO',
    metalTier: 'Gold',
    network: 'Full PPO Network',
    targetMarket: 'small_group',
    pricingType: 'age',
    deductibleCents: 50_000,
    familyDeductibleCents: 100_000,
    limitCents: 820_000,
    familyLimitCents: 1_640_000,
    estimatedCosts: copayCosts(30, 55, 350, 15, 50),
    finePrint: { network: 'Blue Shield Full PPO Network', plan_type: 'PPO' },
    benefits: ['Virtual visits with Teladoc for $0', 'Acupuncture and chiropractic, 20 visits a year'],
    recommendation: [R.frequentVisits, R.specialists, R.prescriptions, R.family],
    rates: ageRated(598.4),
  },
  {
    key: 'ca-med-platinum-hmo-10',
    carrier: 'kaiser',
    type: 'medical',
    state: 'CA',
    displayName: 'Platinum HMO 10',
    rawName: 'KP CA Platinum 90 HMO 0/10',
    planType: 'HMO',
    metalTier: 'Platinum',
    network: 'Kaiser Permanente HMO',
    targetMarket: 'small_group',
    pricingType: 'age',
    deductibleCents: 0,
    familyDeductibleCents: 0,
    limitCents: 450_000,
    familyLimitCents: 900_000,
    estimatedCosts: copayCosts(10, 20, 150, 5, 15),
    finePrint: { network: 'Kaiser Permanente facilities only', plan_type: 'HMO' },
    benefits: ['No deductible', 'Mail-order prescriptions delivered free'],
    recommendation: [R.predictable, R.integrated, R.frequentVisits],
    rates: ageRated(619.75),
  },
  {
    key: 'ca-med-silver-hmo-2000',
    carrier: 'kaiser',
    type: 'medical',
    state: 'CA',
    displayName: 'Silver HMO 2000',
    rawName: 'KP CA Silver 70 HMO 2000/55',
    planType: 'HMO',
    metalTier: 'Silver',
    network: 'Kaiser Permanente HMO',
    targetMarket: 'small_group',
    pricingType: 'age',
    deductibleCents: 200_000,
    familyDeductibleCents: 400_000,
    limitCents: 875_000,
    familyLimitCents: 1_750_000,
    estimatedCosts: copayCosts(55, 85, 400, 15, 60),
    finePrint: { network: 'Kaiser Permanente facilities only', plan_type: 'HMO' },
    benefits: ['Primary care visits before the deductible'],
    recommendation: [R.integrated, R.lowPremium],
    rates: ageRated(462.85),
  },
  {
    key: 'ca-med-silver-hsa-2500',
    carrier: 'blueShieldCa',
    type: 'medical',
    state: 'CA',
    displayName: 'Silver HSA PPO 2500',
    rawName: 'Blue Shield Silver 70 PPO 2500 HSA',
    planType: 'PPO',
    metalTier: 'Silver',
    network: 'Full PPO Network',
    targetMarket: 'small_group',
    pricingType: 'age',
    hsaEligible: true,
    deductibleCents: 250_000,
    familyDeductibleCents: 500_000,
    limitCents: 650_000,
    familyLimitCents: 1_300_000,
    estimatedCosts: afterDeductible('20%'),
    finePrint: { network: 'Blue Shield Full PPO Network', plan_type: 'PPO' },
    benefits: [
      'Qualifies for a health savings account (HSA)',
      'Preventive care covered before the deductible',
    ],
    recommendation: [R.hsa, R.healthy, R.lowPremium],
    rates: ageRated(415.3),
  },
  // Texas: age-rated; Texas allows tobacco rating (up to 1.5×).
  {
    key: 'tx-med-gold-hmo-1000',
    carrier: 'bcbsTx',
    type: 'medical',
    state: 'TX',
    displayName: 'Blue Advantage Gold HMO 1000',
    planType: 'HMO',
    metalTier: 'Gold',
    network: 'Blue Advantage HMO',
    targetMarket: 'small_group',
    pricingType: 'age',
    tobaccoFactor: 1.25,
    deductibleCents: 100_000,
    familyDeductibleCents: 200_000,
    limitCents: 600_000,
    familyLimitCents: 1_200_000,
    estimatedCosts: copayCosts(25, 60, 400, 10, 45),
    finePrint: { network: 'Blue Advantage HMO (referrals required)', plan_type: 'HMO' },
    benefits: ['Virtual visits with MDLIVE for $0'],
    recommendation: [R.frequentVisits, R.predictable, R.prescriptions],
    rates: ageRated(503.2),
  },
  {
    key: 'tx-med-silver-ppo-3000',
    carrier: 'bcbsTx',
    type: 'medical',
    state: 'TX',
    displayName: 'Blue Choice Silver PPO 3000',
    planType: 'PPO',
    metalTier: 'Silver',
    network: 'BlueChoice PPO',
    targetMarket: 'small_group',
    pricingType: 'age',
    tobaccoFactor: 1.25,
    deductibleCents: 300_000,
    familyDeductibleCents: 600_000,
    limitCents: 850_000,
    familyLimitCents: 1_700_000,
    estimatedCosts: copayCosts(40, 80, 500, 15, 60),
    finePrint: { network: 'BlueChoice PPO', plan_type: 'PPO' },
    benefits: ['Out-of-network coverage at 50% after deductible'],
    recommendation: [R.specialists, R.family],
    rates: ageRated(446.9),
  },
  {
    key: 'tx-med-bronze-hsa-6000',
    carrier: 'uhc',
    type: 'medical',
    state: 'TX',
    displayName: 'Choice Plus Bronze HSA 6000',
    planType: 'POS',
    metalTier: 'Bronze',
    network: 'Choice Plus',
    targetMarket: 'small_group',
    pricingType: 'age',
    tobaccoFactor: 1.5,
    hsaEligible: true,
    deductibleCents: 600_000,
    familyDeductibleCents: 1_200_000,
    limitCents: 750_000,
    familyLimitCents: 1_500_000,
    estimatedCosts: afterDeductible('0%'),
    finePrint: { network: 'UnitedHealthcare Choice Plus', plan_type: 'POS' },
    benefits: ['Qualifies for a health savings account (HSA)'],
    recommendation: [R.lowPremium, R.hsa, R.catastrophic],
    rates: ageRated(388.4),
  },
  {
    key: 'tx-med-mec',
    carrier: 'uhc',
    type: 'medical',
    state: 'TX',
    displayName: 'Essential Preventive MEC',
    planType: 'Indemnity',
    metalTier: null,
    network: 'UnitedHealthcare Options PPO',
    targetMarket: 'mec',
    pricingType: 'age',
    deductibleCents: 0,
    familyDeductibleCents: 0,
    limitCents: 99_999_900,
    familyLimitCents: 99_999_900,
    estimatedCosts: {
      preventive_care: '$0',
      pcp_visit: 'Not covered',
      specialist_visit: 'Not covered',
      urgent_care: 'Not covered',
      emergency_room: 'Not covered',
      generic_drugs: '$0 copay (preventive list)',
      brand_drugs: 'Not covered',
      hospitalization: 'Not covered',
    },
    finePrint: { network: 'Preventive services only', plan_type: 'Indemnity' },
    benefits: ['Covers the ACA preventive services only'],
    recommendation: [R.lowPremium],
    rates: ageRated(148.6),
  },
  // New York: community rated, priced by tier (no age rating in NY).
  {
    key: 'ny-med-gold-epo',
    carrier: 'empire',
    type: 'medical',
    state: 'NY',
    displayName: 'Gold Pathway EPO 1000',
    planType: 'EPO',
    metalTier: 'Gold',
    network: 'Pathway',
    targetMarket: 'small_group',
    pricingType: 'tier',
    deductibleCents: 100_000,
    familyDeductibleCents: 200_000,
    limitCents: 700_000,
    familyLimitCents: 1_400_000,
    estimatedCosts: copayCosts(25, 50, 150, 10, 35),
    finePrint: { network: 'Empire Pathway (in-network only)', plan_type: 'EPO' },
    benefits: ['LiveHealth Online visits for $0'],
    recommendation: [R.frequentVisits, R.prescriptions, R.family],
    rates: tiers(812.45, 1624.9, 1381.17, 2315.48),
  },
  {
    key: 'ny-med-silver-hmo',
    carrier: 'emblem',
    type: 'medical',
    state: 'NY',
    displayName: 'Silver Select Care HMO 2500',
    planType: 'HMO',
    metalTier: 'Silver',
    network: 'Select Care',
    targetMarket: 'small_group',
    pricingType: 'tier',
    deductibleCents: 250_000,
    familyDeductibleCents: 500_000,
    limitCents: 855_000,
    familyLimitCents: 1_710_000,
    estimatedCosts: copayCosts(40, 70, 250, 15, 55),
    finePrint: { network: 'EmblemHealth Select Care', plan_type: 'HMO' },
    benefits: ['Primary care visits before the deductible'],
    recommendation: [R.integrated, R.predictable],
    rates: tiers(668.3, 1336.6, 1136.11, 1904.66),
  },
  {
    key: 'ny-med-bronze-hsa',
    carrier: 'empire',
    type: 'medical',
    state: 'NY',
    displayName: 'Bronze Pathway HSA EPO 4000',
    planType: 'EPO',
    metalTier: 'Bronze',
    network: 'Pathway',
    targetMarket: 'small_group',
    pricingType: 'tier',
    hsaEligible: true,
    deductibleCents: 400_000,
    familyDeductibleCents: 800_000,
    limitCents: 800_000,
    familyLimitCents: 1_600_000,
    estimatedCosts: afterDeductible('30%'),
    finePrint: { network: 'Empire Pathway (in-network only)', plan_type: 'EPO' },
    benefits: ['Qualifies for a health savings account (HSA)'],
    recommendation: [R.lowPremium, R.hsa, R.healthy],
    rates: tiers(541.2, 1082.4, 920.04, 1542.42),
  },
];

type DentalSeed = { key: string; carrier: CarrierKey; state: string; name: string; planType: string };
const dental = (
  p: DentalSeed,
  annualMaximum: number | null,
  deductible: number,
  rates: RateRow[],
  extra: Partial<PlanSeed> = {},
): PlanSeed => ({
  key: p.key,
  carrier: p.carrier,
  type: 'dental',
  state: p.state,
  displayName: p.name,
  planType: p.planType,
  pricingType: 'tier',
  // The dental list gives dollars; the plans store cents.
  annualMaximumCents: toCentsOrNull(annualMaximum),
  deductibleCents: toCents(deductible),
  familyDeductibleCents: toCents(deductible * 3),
  preventiveCare: annualMaximum === null ? '$0 copay' : '100% covered, no deductible',
  benefits:
    annualMaximum === null
      ? ['No annual maximum', 'Fixed copays at a chosen network dentist']
      : ['Basic services 80% after deductible', 'Major services 50% after deductible'],
  rates,
  ...extra,
});

const DENTAL_AND_VISION: PlanSeed[] = [
  dental(
    {
      key: 'ca-den-ppo',
      carrier: 'delta',
      state: 'CA',
      name: 'Delta Dental PPO Plus Premier',
      planType: 'PPO',
    },
    2000,
    50,
    tiers(42.18, 84.36, 98.74, 146.22),
    { recommendation: [R.family, R.specialists] },
  ),
  dental(
    {
      key: 'ca-den-dhmo',
      carrier: 'guardian',
      state: 'CA',
      name: 'Managed DentalGuard DHMO',
      planType: 'HMO',
    },
    null,
    0,
    tiers(14.62, 26.8, 31.1, 44.95),
    { recommendation: [R.lowPremium, R.predictable] },
  ),
  dental(
    { key: 'tx-den-ppo', carrier: 'delta', state: 'TX', name: 'Delta Dental PPO 1500', planType: 'PPO' },
    1500,
    50,
    tiers(36.4, 72.8, 84.12, 124.9),
  ),
  dental(
    {
      key: 'tx-den-guardian',
      carrier: 'guardian',
      state: 'TX',
      name: 'Guardian Dental PPO 1000',
      planType: 'PPO',
    },
    1000,
    75,
    tiers(28.15, 55.3, 63.9, 94.75),
    { recommendation: [R.lowPremium] },
  ),
  dental(
    {
      key: 'ny-den-guardian',
      carrier: 'guardian',
      state: 'NY',
      name: 'Guardian Dental PPO 1500',
      planType: 'PPO',
    },
    1500,
    50,
    tiers(39.85, 79.7, 91.65, 136.1),
  ),
  dental(
    { key: 'ny-den-delta', carrier: 'delta', state: 'NY', name: 'Delta Dental PPO 2500', planType: 'PPO' },
    2500,
    50,
    tiers(51.3, 102.6, 117.95, 174.4),
    { recommendation: [R.family, R.specialists, R.frequentVisits] },
  ),
  ...(
    [
      [
        'ca-vis-vsp',
        'vsp',
        'CA',
        'VSP Choice 10/25',
        '$25 copay',
        '$150 allowance',
        tiers(8.74, 17.48, 18.26, 28),
      ],
      [
        'ca-vis-eyemed',
        'eyemed',
        'CA',
        'EyeMed Insight 10/20',
        '$20 copay',
        '$130 allowance',
        tiers(6.95, 13.2, 13.9, 20.4),
      ],
      [
        'tx-vis-vsp',
        'vsp',
        'TX',
        'VSP Choice 10/25',
        '$25 copay',
        '$150 allowance',
        tiers(7.92, 15.84, 16.55, 25.37),
      ],
      [
        'ny-vis-vsp',
        'vsp',
        'NY',
        'VSP Signature 10/25',
        '$25 copay',
        '$200 allowance',
        tiers(9.6, 18.24, 19.2, 29.76),
      ],
    ] as const
  ).map(
    ([key, carrier, state, name, lenses, contacts, rates]): PlanSeed => ({
      key,
      carrier,
      type: 'vision',
      state,
      displayName: name,
      planType: 'PPO',
      pricingType: 'tier',
      eyeExam: '$10 copay',
      lenses,
      contacts,
      benefits: ['Eye exam every 12 months', 'Frames every 24 months'],
      rates,
    }),
  ),
];

const ACCIDENT: PlanSeed[] = [
  {
    key: 'ca-acc-aflac',
    carrier: 'aflac',
    type: 'accident',
    state: 'CA',
    displayName: 'Group Accident Advantage',
    planType: 'Indemnity',
    pricingType: 'tier',
    benefits: [
      'Pays cash for emergency room visits, fractures and dislocations',
      '24-hour coverage, on or off the job',
    ],
    rates: tiers(12.48, 21.92, 24.36, 33.8),
  },
  {
    key: 'ca-acc-metlife-basic',
    carrier: 'metlife',
    type: 'accident',
    state: 'CA',
    displayName: 'Accident Insurance Basic (employer paid)',
    planType: 'Indemnity',
    pricingType: 'tier',
    contributionStrategy: 'Non-Contributory',
    isDeclinableWhenEmployerPaid: true,
    benefits: ['Paid in full by your employer', 'You may decline it'],
    rates: tiers(6.9, 11.7, 13.2, 18.1),
  },
  {
    key: 'ny-acc-aflac',
    carrier: 'aflac',
    type: 'accident',
    state: 'NY',
    displayName: 'Group Accident Advantage',
    planType: 'Indemnity',
    pricingType: 'tier',
    benefits: ['Pays cash for emergency room visits, fractures and dislocations'],
    rates: tiers(13.9, 24.3, 27.1, 37.45),
  },
];

const LIFE_AND_DISABILITY: PlanSeed[] = [
  {
    key: 'ca-life-voluntary',
    carrier: 'guardian',
    type: 'life',
    state: 'CA',
    displayName: 'Voluntary Life and AD&D',
    pricingType: 'age',
    coverageAmountDisplay: 'Up to $500,000 (5× salary)',
    variableCoverage: true,
    variableCoverageAmountIncrementCents: 1_000_000,
    variableCoverageAmountMaxCents: 50_000_000,
    maxSalaryMultiplier: 5,
    spouseCoverage: true,
    spouseVariableCoverage: true,
    spouseVariableCoverageAmountIncrementCents: 500_000,
    spouseVariableCoverageAmountMaxCents: 25_000_000,
    childCoverage: true,
    childCoverageAmountCents: 1_000_000,
    benefits: ['Guaranteed issue up to $150,000', 'Portable if you leave the company'],
    rates: [
      ...bands('per_thousand', 'employee', LIFE_PER_THOUSAND),
      ...bands('per_thousand', 'spouse', LIFE_PER_THOUSAND),
      ...bands('per_thousand', 'child', [[0, 26, 0.2]]),
    ],
  },
  {
    key: 'ny-life-basic',
    carrier: 'metlife',
    type: 'life',
    state: 'NY',
    displayName: 'Basic Life and AD&D $25,000',
    pricingType: 'age',
    contributionStrategy: 'Non-Contributory',
    coverageAmountCents: 2_500_000,
    coverageAmountDisplay: '$25,000',
    benefits: ['Paid in full by your employer', 'Includes accidental death and dismemberment'],
    rates: bands('per_thousand', 'employee', [[0, 99, 0.16]]),
  },
  ...([100000, 250000] as const).map(
    (amount, i): PlanSeed => ({
      key: `ca-term-life-${amount / 1000}k`,
      carrier: 'principal',
      type: 'term_life',
      state: 'CA',
      displayName: `Term Life $${amount / 1000},000`,
      pricingType: 'age',
      coverageAmountCents: toCents(amount),
      coverageAmountDisplay: `$${amount.toLocaleString('en-US')}`,
      spouseCoverage: true,
      spouseCoverageAmountCents: toCents(amount / 2),
      childCoverage: true,
      childCoverageAmountCents: 1_000_000,
      benefits: ['Level premium for the plan year', 'Accelerated benefit for terminal illness'],
      rates: [
        ...bands('per_thousand', 'employee', scaled(LIFE_PER_THOUSAND, 1.1 - i * 0.05)),
        ...bands('per_thousand', 'spouse', scaled(LIFE_PER_THOUSAND, 1.1 - i * 0.05)),
        ...bands('per_thousand', 'child', [[0, 26, 0.22]]),
      ],
    }),
  ),
  {
    key: 'ca-whole-life',
    carrier: 'transamerica',
    type: 'whole_life',
    state: 'CA',
    displayName: 'Whole Life $25,000',
    pricingType: 'age',
    coverageAmountCents: 2_500_000,
    coverageAmountDisplay: '$25,000',
    maxIssueAge: 64,
    benefits: ['Builds cash value', 'Premium never increases after issue'],
    rates: bands('per_thousand', 'employee', WHOLE_LIFE_PER_THOUSAND),
  },
  {
    key: 'ca-std',
    carrier: 'unum',
    type: 'short_term_disability',
    state: 'CA',
    displayName: 'Short Term Disability 60%',
    pricingType: 'age',
    salaryCoveragePercentage: 60,
    maxBenefitCents: 150_000,
    benefitDuration: '12 weeks',
    eliminationPeriod: '7 days',
    benefits: ['Replaces 60% of weekly pay up to $1,500 a week'],
    rates: bands('per_10_weekly_benefit', 'employee', STD_PER_10_WEEKLY),
  },
  {
    key: 'ny-std',
    carrier: 'principal',
    type: 'short_term_disability',
    state: 'NY',
    displayName: 'Short Term Disability 60%',
    pricingType: 'age',
    salaryCoveragePercentage: 60,
    maxBenefitCents: 100_000,
    benefitDuration: '26 weeks',
    eliminationPeriod: '14 days',
    benefits: ['Replaces 60% of weekly pay up to $1,000 a week'],
    rates: bands('per_10_weekly_benefit', 'employee', scaled(STD_PER_10_WEEKLY, 1.08)),
  },
  {
    key: 'ca-ltd',
    carrier: 'principal',
    type: 'long_term_disability',
    state: 'CA',
    displayName: 'Long Term Disability 60%',
    pricingType: 'age',
    salaryCoveragePercentage: 60,
    maxBenefitCents: 1_000_000,
    benefitDuration: 'To Social Security normal retirement age',
    eliminationPeriod: '90 days',
    benefits: ['Replaces 60% of monthly pay up to $10,000 a month'],
    rates: bands('per_100_monthly_payroll', 'employee', LTD_PER_100_PAYROLL),
  },
  {
    key: 'ny-ltd',
    carrier: 'unum',
    type: 'long_term_disability',
    state: 'NY',
    displayName: 'Long Term Disability 60%',
    pricingType: 'age',
    salaryCoveragePercentage: 60,
    maxBenefitCents: 600_000,
    benefitDuration: 'To age 65',
    eliminationPeriod: '180 days',
    benefits: ['Replaces 60% of monthly pay up to $6,000 a month'],
    rates: bands('per_100_monthly_payroll', 'employee', scaled(LTD_PER_100_PAYROLL, 0.92)),
  },
];

/** Every demo plan, by key. */
export const DEMO_PLANS: readonly PlanSeed[] = [
  ...MEDICAL,
  ...DENTAL_AND_VISION,
  ...ACCIDENT,
  ...LIFE_AND_DISABILITY,
];
export type DemoPlan = PlanSeed;

const PLANS_BY_KEY = new Map(DEMO_PLANS.map((p) => [p.key, p]));

/** The seed's plan by key (throws on a typo, so data tables fail loudly). */
export function demoPlan(key: string): PlanSeed {
  const plan = PLANS_BY_KEY.get(key);
  if (!plan) throw new Error(`Unknown demo plan ${key}`);
  return plan;
}

export async function insertCarriersAndPlans(tx: Tx): Promise<void> {
  await tx.insert(carriers).values(
    Object.entries(CARRIERS).map(([key, name]) => ({
      id: carrierId(key as CarrierKey),
      name,
      logoUrl: null,
      fein: CARRIER_FEINS[key as CarrierKey],
    })),
  );
  await tx.insert(plans).values(
    DEMO_PLANS.map(({ key, carrier, rates: _rates, rawName, ...plan }) => ({
      ...plan,
      ...demoPlanLinks(carrier, key, plan.type),
      id: planId(key),
      carrierId: carrierId(carrier),
      rawName: rawName ?? `${CARRIERS[carrier]} ${plan.displayName}`,
      createdAt: SEEDED_AT,
      updatedAt: SEEDED_AT,
    })),
  );
  const rateRows = DEMO_PLANS.flatMap((p) =>
    p.rates.map((r, i) => ({ ...r, id: demoId(`rate:${p.key}:${i}`), planId: planId(p.key) })),
  );
  await insertAll(rateRows, (slice) => tx.insert(planRates).values(slice));
}

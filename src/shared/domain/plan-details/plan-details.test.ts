import { describe, expect, it } from 'vitest';
import { type DescribedPlan, describePlanFurther, NOT_PROVIDED, summarizePlan } from './plan-details';

const blank: DescribedPlan = {
  coverageType: 'medical',
  metalTier: null,
  networkType: null,
  deductible: null,
  familyDeductible: null,
  outOfPocketLimit: null,
  familyOutOfPocketLimit: null,
  estimatedCosts: {},
  annualMaximum: null,
  preventiveCare: null,
  eyeExam: null,
  lenses: null,
  contacts: null,
  coverageAmount: null,
  coverageAmountDisplay: null,
  salaryCoveragePercentage: null,
  maxBenefit: null,
  benefitDuration: null,
  eliminationPeriod: null,
  hsaEligible: false,
  contributionStrategy: 'Contributory',
};
const labels = (facts: { label: string }[]) => facts.map((f) => f.label);

describe('plan descriptions (docs/spec/2 §2.4 card labels)', () => {
  it('medical: tier, network type, deductible, doctor visits; a missing family deductible is twice', () => {
    const plan = {
      ...blank,
      metalTier: 'Gold',
      networkType: 'PPO',
      deductible: 1500,
      estimatedCosts: { pcp_visit: '$25 copay', specialist_visit: '$50 copay' },
      outOfPocketLimit: 999999,
      hsaEligible: true,
    };
    expect(summarizePlan(plan)).toEqual([
      { label: 'Tier', value: 'Gold' },
      { label: 'Network type', value: 'PPO' },
      { label: 'Deductible', value: '$1,500 individual / $3,000 family' },
      { label: 'Doctor visits', value: '$25 copay' },
    ]);
    expect(describePlanFurther(plan)).toEqual([
      { label: 'Out-of-pocket limit', value: 'Unlimited individual / Unlimited family' },
      { label: 'Specialist visits', value: '$50 copay' },
      { label: 'HSA eligible', value: 'Yes' },
      { label: 'Who pays', value: 'The company and the employee share the premium' },
    ]);
  });

  it('dental, vision, disability and life carry their own labels; nothing missing is blank', () => {
    expect(labels(summarizePlan({ ...blank, coverageType: 'dental' }))).toEqual([
      'Max benefit',
      'Deductible',
      'Preventative',
      'Network type',
    ]);
    expect(summarizePlan({ ...blank, coverageType: 'vision', eyeExam: '$10 copay' })).toEqual([
      { label: 'Eye exam', value: '$10 copay' },
      { label: 'Lenses', value: NOT_PROVIDED },
      { label: 'Contacts', value: NOT_PROVIDED },
    ]);
    expect(
      summarizePlan({
        ...blank,
        coverageType: 'short_term_disability',
        salaryCoveragePercentage: 60,
        maxBenefit: 1000,
        benefitDuration: 'Social Security',
      }),
    ).toEqual([
      { label: 'Coverage', value: '60% of salary' },
      { label: 'Weekly max', value: '$1,000' },
      { label: 'Duration', value: 'Retirement' },
    ]);
    expect(labels(summarizePlan({ ...blank, coverageType: 'long_term_disability' }))).toEqual([
      'Coverage',
      'Monthly max',
      'Wait period',
    ]);
    expect(summarizePlan({ ...blank, coverageType: 'life', coverageAmount: 50000 })).toEqual([
      { label: 'Coverage', value: '$50,000' },
      { label: 'Policy type', value: 'life' },
    ]);
  });
});

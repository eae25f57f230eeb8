/**
 * Pricing benchmark: a 50-employee census (about 150 members) priced on 40 plans of mixed pricing types,
 * contributions included, as the plan-cost endpoints do it. Prints nanoseconds per member-plan.
 * Run: npm run bench:pricing (node --import tsx scripts/bench-pricing.ts). Goal: under 200 ns per member-plan.
 */
import type { ContributionPolicy } from '@shared/domain/contributions/contributions';
import { buildPlanCost, selectBasePlan } from '@shared/domain/pricing/build-plan-cost';
import type { PlanCost, PricedMember, PricedPlan, PricingCensus } from '@shared/domain/pricing/types';

// A small deterministic generator, so every run prices the same census.
let seed = 20_261_121;
const random = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
};
const between = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));

function buildCensus(): PricingCensus[] {
  const census: PricingCensus[] = [];
  for (let e = 0; e < 50; e++) {
    const employee: PricedMember = {
      id: `e${e}`,
      relationship: 'employee',
      age: between(21, 66),
      isTobaccoUser: random() < 0.15,
    };
    const dependents: PricedMember[] = [];
    if (random() < 0.5) dependents.push({ id: `e${e}s`, relationship: 'spouse', age: between(21, 66) });
    const children = random() < 0.5 ? between(1, 5) : 0;
    for (let c = 0; c < children; c++)
      dependents.push({ id: `e${e}c${c}`, relationship: 'child', age: between(0, 25) });
    census.push({
      employee,
      dependents,
      annualSalaryDollars: between(30, 180) * 1_000,
      coverageAmountDollars: between(1, 30) * 10_000,
      spouseCoverageAmountDollars: between(0, 10) * 5_000,
    });
  }
  return census;
}

function buildPlans(): PricedPlan[] {
  const plans: PricedPlan[] = [];
  const lifeBands = [
    { minAge: 0, maxAge: 29, rateCents: 8 },
    { minAge: 30, maxAge: 39, rateCents: 12 },
    { minAge: 40, maxAge: 49, rateCents: 25 },
    { minAge: 50, maxAge: 59, rateCents: 55 },
    { minAge: 60, maxAge: 69, rateCents: 110 },
  ];
  for (let i = 0; i < 16; i++) {
    plans.push({
      id: `medical-${i}`,
      coverageType: 'medical',
      contributionStrategy: 'Contributory',
      pricing: {
        kind: 'age_rated',
        baseRateCents: 35_000 + i * 2_500,
        tobaccoFactor: i % 3 === 0 ? 1.5 : null,
        maxAge: i % 4 === 0 ? 64 : null,
      },
    });
  }
  for (let i = 0; i < 8; i++) {
    const eeOnly = 2_500 + i * 300;
    plans.push({
      id: `${i < 4 ? 'dental' : 'vision'}-${i}`,
      coverageType: i < 4 ? 'dental' : 'vision',
      contributionStrategy: 'Contributory',
      pricing: {
        kind: 'segment',
        pricingType: i % 2 ? 'tier' : 'segment',
        rates: {
          eeOnly,
          eeSpouse: eeOnly * 2,
          eeChildren: Math.round(eeOnly * 2.2),
          eeFamily: Math.round(eeOnly * 3.1),
        },
      },
    });
  }
  for (let i = 0; i < 4; i++) {
    plans.push({
      id: `accident-${i}`,
      coverageType: 'accident',
      contributionStrategy: i === 0 ? 'Non-Contributory' : 'Contributory',
      pricing: {
        kind: 'segment',
        pricingType: 'tier',
        rates: { eeOnly: 1_100, eeSpouse: 1_900, eeChildren: 2_100, eeFamily: 2_900 },
      },
    });
  }
  for (let i = 0; i < 4; i++) {
    plans.push({
      id: `life-${i}`,
      coverageType: i < 2 ? 'life' : 'term_life',
      contributionStrategy: i === 0 ? 'Non-Contributory' : 'Contributory',
      pricing:
        i === 0
          ? { kind: 'life', bands: lifeBands, coverageAmountDollars: 50_000 }
          : {
              kind: 'life',
              bands: lifeBands,
              variableCoverage: { maxDollars: 500_000, incrementDollars: 10_000, maxSalaryMultiplier: 5 },
              spouseCoverage: { variableCoverage: { maxDollars: 50_000, incrementDollars: 5_000 } },
              childCoverage: { coverageAmountDollars: 10_000, costPerThousandCents: 20 },
              maxAge: 69,
            },
    });
  }
  for (let i = 0; i < 2; i++) {
    plans.push({
      id: `whole-life-${i}`,
      coverageType: 'whole_life',
      contributionStrategy: 'Contributory',
      pricing: {
        kind: 'whole_life',
        bands: lifeBands,
        maxIssueAge: 65,
        coverageAmountDollars: 25_000 + i * 25_000,
      },
    });
  }
  for (let i = 0; i < 3; i++) {
    plans.push({
      id: `std-${i}`,
      coverageType: 'short_term_disability',
      contributionStrategy: 'Contributory',
      pricing: {
        kind: 'short_term_disability',
        salaryCoveragePercentage: 60,
        maxWeeklyBenefitDollars: 1_000 + i * 250,
        bands: lifeBands,
      },
    });
    plans.push({
      id: `ltd-${i}`,
      coverageType: 'long_term_disability',
      contributionStrategy: 'Contributory',
      pricing: {
        kind: 'long_term_disability',
        salaryCoveragePercentage: 60,
        maxMonthlyBenefitDollars: 5_000 + i * 1_000,
        bands: lifeBands,
      },
    });
  }
  return plans;
}

const census = buildCensus();
const plans = buildPlans();
const members = census.reduce((n, c) => n + 1 + c.dependents.length, 0);
const medicalPolicy: ContributionPolicy = {
  type: 'percent_of_base_plan',
  rules: [
    {
      role: null,
      active: true,
      employeePercentage: 75,
      dependentPercentage: 25,
      employeeFixedAmount: null,
      dependentFixedAmount: null,
    },
    {
      role: 'managers',
      active: true,
      employeePercentage: 100,
      dependentPercentage: 50,
      employeeFixedAmount: null,
      dependentFixedAmount: null,
    },
  ],
};
const ancillaryPolicy: ContributionPolicy = {
  type: 'fixed',
  rules: [
    {
      role: null,
      active: true,
      employeePercentage: null,
      dependentPercentage: null,
      employeeFixedAmount: 20,
      dependentFixedAmount: 0,
    },
  ],
};
const otherPolicy: ContributionPolicy = { type: 'percentage', rules: [] };
const medicalBase = selectBasePlan(plans.filter((p) => p.coverageType === 'medical'));
const contributionFor = (plan: PricedPlan, role: string | null) =>
  plan.coverageType === 'medical'
    ? { policy: medicalPolicy, role, basePlan: medicalBase }
    : plan.coverageType === 'dental' || plan.coverageType === 'vision'
      ? { policy: ancillaryPolicy, role }
      : { policy: otherPolicy, role };

let sink = 0;
function priceEverything(): void {
  for (let e = 0; e < census.length; e++) {
    const c = census[e]!;
    const role = e % 5 === 0 ? 'managers' : null;
    for (const plan of plans) {
      const cost: PlanCost = buildPlanCost(plan, c, contributionFor(plan, role));
      sink +=
        cost.pricingType === 'age'
          ? cost.costBreakdowns.employeeTotalCost
          : cost.costBreakdowns.eeOnly.employeeTotalCost;
    }
  }
}

const memberPlans = members * plans.length;
for (let i = 0; i < 200; i++) priceEverything(); // warm-up: let the JIT optimise
const rounds = 1_000;
const start = process.hrtime.bigint();
for (let i = 0; i < rounds; i++) priceEverything();
const elapsedNs = Number(process.hrtime.bigint() - start);
const nsPerMemberPlan = elapsedNs / (rounds * memberPlans);

console.log(`census: ${census.length} employees, ${members} members; plans: ${plans.length}`);
console.log(`member-plans per round: ${memberPlans}; rounds: ${rounds} (after 200 warm-up rounds)`);
console.log(
  `total: ${(elapsedNs / 1e6).toFixed(1)} ms; per round: ${(elapsedNs / rounds / 1e3).toFixed(1)} µs`,
);
console.log(
  `${nsPerMemberPlan.toFixed(1)} ns per member-plan (goal < 200 ns)${nsPerMemberPlan < 200 ? '' : ' — OVER GOAL'}`,
);
if (sink === Number.MIN_VALUE) console.log(sink); // keeps the work observable to the optimiser

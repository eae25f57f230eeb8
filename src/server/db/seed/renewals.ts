import type { ServiceLine } from '@shared/domain/enums';
import { eq } from 'drizzle-orm';
import {
  companyContributions,
  medicalPlanMappingItems,
  medicalPlanMappings,
  openEnrollmentSetups,
  planRates,
  planSuitePlans,
  planSuites,
  plans,
  renewalContributions,
  renewals,
} from '../schema';
import { demoAccount } from './accounts';
import { carrierId, demoPlan, planId } from './carriers-and-plans';
import { DEMO_COMPANIES, demoCompanySeed } from './companies';
import { demoId, insertAll, SEEDED_AT, type Tx } from './deterministic';
import { demoPlanLinks } from './plan-documents';

/*
 * Juniper's renewal for 2027 (issue 13, decision 0035): the broker's setup was processed and launched, so the
 * renewal is open with three packages for the employer to compare, choose and sign. Each renewal plan is a new
 * plan row (the carriers' 2027 filing of a catalog plan, with its own name, fields and rates).
 */

type RenewalPlanSeed = {
  key: string;
  /** The catalog plan it is filed from: its fields and rates, changed as below. */
  from: string;
  displayName: string;
  /** Rates times this (a 2027 rate change). */
  rateFactor: number;
  overrides?: Partial<typeof plans.$inferInsert>;
};

const RENEWAL_PLANS: readonly RenewalPlanSeed[] = [
  // Renewal as offered: the same plans, re-rated.
  {
    key: 'ca27-gold-ppo-500',
    from: 'ca-med-gold-ppo-500',
    displayName: 'Gold PPO 500 (2027)',
    rateFactor: 1.085,
  },
  {
    key: 'ca27-silver-hsa-2500',
    from: 'ca-med-silver-hsa-2500',
    displayName: 'Silver HSA PPO 2500 (2027)',
    rateFactor: 1.079,
  },
  {
    key: 'ca27-den-ppo',
    from: 'ca-den-ppo',
    displayName: 'Delta Dental PPO Plus Premier (2027)',
    rateFactor: 1.03,
  },
  { key: 'ca27-vis-vsp', from: 'ca-vis-vsp', displayName: 'VSP Choice 10/25 (2027)', rateFactor: 1 },
  // Buy-down: the same carrier with higher deductibles.
  {
    key: 'ca27-gold-ppo-1000',
    from: 'ca-med-gold-ppo-500',
    displayName: 'Gold PPO 1000 (2027)',
    rateFactor: 1.02,
    overrides: {
      deductibleCents: 100_000,
      familyDeductibleCents: 200_000,
      rawName: 'Blue Shield Gold 80 Full PPO 1000/35',
    },
  },
  {
    key: 'ca27-bronze-hsa-4000',
    from: 'ca-med-silver-hsa-2500',
    displayName: 'Bronze HSA PPO 4000 (2027)',
    rateFactor: 0.94,
    overrides: {
      metalTier: 'Bronze',
      deductibleCents: 400_000,
      familyDeductibleCents: 800_000,
      limitCents: 750_000,
      familyLimitCents: 1_500_000,
      rawName: 'Blue Shield Bronze 60 PPO 4000 HSA',
    },
  },
  // Alternate carrier: Kaiser HMOs, a dental HMO and EyeMed.
  {
    key: 'ca27-kaiser-gold-hmo-250',
    from: 'ca-med-platinum-hmo-10',
    displayName: 'Gold HMO 250 (2027)',
    rateFactor: 0.93,
    overrides: {
      metalTier: 'Gold',
      deductibleCents: 25_000,
      familyDeductibleCents: 50_000,
      rawName: 'KP CA Gold 80 HMO 250/30',
    },
  },
  {
    key: 'ca27-kaiser-silver-hmo-2000',
    from: 'ca-med-silver-hmo-2000',
    displayName: 'Silver HMO 2000 (2027)',
    rateFactor: 1.04,
  },
  {
    key: 'ca27-den-dhmo',
    from: 'ca-den-dhmo',
    displayName: 'Managed DentalGuard DHMO (2027)',
    rateFactor: 1.02,
  },
  {
    key: 'ca27-vis-eyemed',
    from: 'ca-vis-eyemed',
    displayName: 'EyeMed Insight 10/20 (2027)',
    rateFactor: 1,
  },
];

/** The three packages, in the comparison's order; the first plan of each line is its base plan. */
const SUITES = [
  {
    shortName: 'Renewal as offered',
    plans: ['ca27-gold-ppo-500', 'ca27-silver-hsa-2500', 'ca27-den-ppo', 'ca27-vis-vsp'],
    basePlans: ['ca27-silver-hsa-2500'],
  },
  {
    shortName: 'Buy-down',
    plans: ['ca27-gold-ppo-1000', 'ca27-bronze-hsa-4000', 'ca27-den-ppo', 'ca27-vis-vsp'],
    basePlans: ['ca27-bronze-hsa-4000'],
  },
  {
    shortName: 'Alternate carrier',
    plans: ['ca27-kaiser-gold-hmo-250', 'ca27-kaiser-silver-hmo-2000', 'ca27-den-dhmo', 'ca27-vis-eyemed'],
    basePlans: ['ca27-kaiser-silver-hmo-2000'],
  },
] as const;

/** Each current medical plan and what replaces it in each package (by position). */
const MEDICAL_MAPPINGS = [
  {
    current: 'ca-med-gold-ppo-500',
    replacedBy: ['ca27-gold-ppo-500', 'ca27-gold-ppo-1000', 'ca27-kaiser-gold-hmo-250'],
  },
  {
    current: 'ca-med-silver-hsa-2500',
    replacedBy: ['ca27-silver-hsa-2500', 'ca27-bronze-hsa-4000', 'ca27-kaiser-silver-hmo-2000'],
  },
] as const;

const renewalPlanId = (key: string) => demoId(`plan:renewal:${key}`);
const suiteId = (position: number) => demoId(`plan-suite:juniper:${position}`);

/** Stable ids of the demo renewal, for tests and the README. */
export const DEMO_RENEWALS = {
  juniper: {
    id: demoId('renewal:juniper'),
    setupId: demoId('open-enrollment-setup:juniper'),
    effectiveAt: '2027-01-01',
    planSuiteIds: SUITES.map((_, i) => suiteId(i + 1)),
    planIds: Object.fromEntries(RENEWAL_PLANS.map((p) => [p.key, renewalPlanId(p.key)])) as Record<
      string,
      string
    >,
  },
} as const;

const RENEWAL_LINES: readonly string[] = [
  'medical',
  'dental',
  'vision',
  'life',
  'long_term_disability',
  'short_term_disability',
] satisfies readonly ServiceLine[];

export async function insertRenewals(tx: Tx): Promise<void> {
  const company = DEMO_COMPANIES.juniper;
  const launchedAt = new Date('2026-10-28T17:30:00.000Z');
  const stamps = { createdAt: SEEDED_AT, updatedAt: launchedAt };

  await tx.insert(plans).values(
    RENEWAL_PLANS.map((p) => {
      const { key: _key, carrier, rates: _rates, rawName, ...base } = demoPlan(p.from);
      return {
        ...base,
        ...demoPlanLinks(carrier, p.key, base.type),
        ...p.overrides,
        id: renewalPlanId(p.key),
        carrierId: carrierId(carrier),
        displayName: p.displayName,
        rawName: p.overrides?.rawName ?? rawName ?? p.displayName,
        ...stamps,
      };
    }),
  );
  await insertAll(
    RENEWAL_PLANS.flatMap((p) =>
      demoPlan(p.from).rates.map((r, i) => ({
        ...r,
        id: demoId(`rate:renewal:${p.key}:${i}`),
        planId: renewalPlanId(p.key),
        rate: Math.round(Number(r.rate) * p.rateFactor * 10_000) / 10_000,
      })),
    ),
    (slice) => tx.insert(planRates).values(slice),
  );

  await tx.insert(renewals).values({
    id: DEMO_RENEWALS.juniper.id,
    companyId: company.id,
    status: 'open',
    currentCompanyPolicyId: company.companyPolicyId,
    effectiveAt: DEMO_RENEWALS.juniper.effectiveAt,
    // Launching started the details from the plan year renewed: its waiting period.
    probationaryPeriod: demoCompanySeed('juniper').waitingPeriod,
    launchedAt,
    ...stamps,
  });
  await tx.insert(openEnrollmentSetups).values({
    id: DEMO_RENEWALS.juniper.setupId,
    companyId: company.id,
    renewalId: DEMO_RENEWALS.juniper.id,
    status: 'launched',
    submittedByAccountId: demoAccount('broker@example.com').id,
    submittedAt: new Date('2026-10-20T21:05:00.000Z'),
    launchedByAccountId: demoAccount('ops@example.com').id,
    launchedAt,
    ...stamps,
  });
  await tx.insert(planSuites).values(
    SUITES.map((s, i) => ({
      id: suiteId(i + 1),
      renewalId: DEMO_RENEWALS.juniper.id,
      shortName: s.shortName,
      position: i + 1,
      ...stamps,
    })),
  );
  await tx.insert(planSuitePlans).values(
    SUITES.flatMap((s, i) =>
      s.plans.map((key) => ({
        planSuiteId: suiteId(i + 1),
        planId: renewalPlanId(key),
        isBasePlan: (s.basePlans as readonly string[]).includes(key),
      })),
    ),
  );
  // The first package is the selection until the employer chooses.
  await tx
    .update(renewals)
    .set({ selectedPlanSuiteId: suiteId(1) })
    .where(eq(renewals.id, DEMO_RENEWALS.juniper.id));
  await tx.insert(medicalPlanMappings).values(
    MEDICAL_MAPPINGS.map((m, i) => ({
      id: demoId(`medical-plan-mapping:juniper:${m.current}`),
      renewalId: DEMO_RENEWALS.juniper.id,
      name: demoPlan(m.current).displayName,
      currentPlanId: planId(m.current),
      sortOrder: i,
    })),
  );
  await tx.insert(medicalPlanMappingItems).values(
    MEDICAL_MAPPINGS.flatMap((m) =>
      m.replacedBy.map((key, i) => ({
        mappingId: demoId(`medical-plan-mapping:juniper:${m.current}`),
        planSuiteId: suiteId(i + 1),
        planId: renewalPlanId(key),
      })),
    ),
  );

  // Launching copied the current plan year's contributions, each named after its class.
  const current = await tx
    .select()
    .from(companyContributions)
    .where(eq(companyContributions.companyPolicyId, company.companyPolicyId));
  const roleNames = new Map(Object.entries(company.roleIds).map(([name, id]) => [id, name]));
  const defaultName = roleNames.get(company.defaultRoleId)!;
  await tx.insert(renewalContributions).values(
    current
      .filter((c) => c.active && RENEWAL_LINES.includes(c.coverageType))
      .sort(
        (a, b) =>
          RENEWAL_LINES.indexOf(a.coverageType) - RENEWAL_LINES.indexOf(b.coverageType) ||
          Number(a.employeeRoleId !== null) - Number(b.employeeRoleId !== null),
      )
      .map((c, i) => ({
        id: demoId(`renewal-contribution:juniper:${c.coverageType}:${c.employeeRoleId ?? 'default'}`),
        renewalId: DEMO_RENEWALS.juniper.id,
        serviceLine: c.coverageType as ServiceLine,
        name: c.employeeRoleId ? (roleNames.get(c.employeeRoleId) ?? defaultName) : defaultName,
        active: true,
        contributionType: c.contributionType,
        employeePercentage: c.employeePercentage,
        dependentPercentage: c.dependentPercentage,
        employeeFixedAmountCents: c.employeeFixedAmountCents,
        dependentFixedAmountCents: c.dependentFixedAmountCents,
        sortOrder: i,
        ...stamps,
      })),
  );
}

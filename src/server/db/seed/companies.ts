import type { BankAccountType, EntityType } from '@shared/domain/company-settings/company-settings';
import { timeZoneForState } from '@shared/domain/dates/time-zones';
import type { ContributionType, CoverageType, WaitingPeriod } from '@shared/domain/enums';
import { toCents, toCentsOrNull } from '@shared/domain/money/money';
import type { FieldCipher } from '../../lib/field-crypto';
import { sealDigits } from '../../lib/field-crypto';
import {
  companies,
  companyContributions,
  companyEligibilityAnswers,
  companyHealthAccounts,
  companyPayrollSettings,
  companyPolicies,
  companyPolicyPlans,
  employeeRoles,
} from '../schema';
import { demoPlan, planId } from './carriers-and-plans';
import {
  demoId,
  demoPhone,
  demoToken,
  NEXT_RENEWAL,
  PLAN_YEAR_START,
  SEEDED_AT,
  type Tx,
} from './deterministic';
import {
  DEMO_PARTNERS,
  DEMO_SUPPORT_CONTACTS,
  type DemoContactKey,
  type DemoPartnerKey,
} from './partners-and-contacts';

/**
 * The demo companies, one company policy each (the upcoming plan year starting 2027-01-01, but Juniper's):
 * - harborview (CA): all nine coverage types and an HSA; percentage contributions.
 * - bluebonnet (TX): medical, dental and vision only; Paycove payroll branding; asks about tobacco; fixed.
 * - catskill (NY): medical not set up yet; dental, vision and employer-paid basic life.
 * - elmwood (NY): tier-rated NY medical, dental, vision, accident, disability; Ledgerline branding;
 *   percent of base plan.
 * - juniper (CA): enrolled since 2026-01-01, renewing for 2027 (issue 13): medical, dental and vision; its
 *   launched renewal is seeded in renewals.ts.
 */

/** [coverage type, employee role (null = the default rule), contribution type, employee part, dependents' part]. */
type ContributionSeed = readonly [CoverageType, string | null, ContributionType, number, number];

type CompanySeed = {
  key: string;
  name: string;
  address1: string;
  city: string;
  state: string;
  zip: string;
  areaCode: string;
  ein: string;
  /** Company information (decision 0028): legal form, NAICS code, primary contact, bank account. */
  entityType: EntityType;
  industryCode: string;
  dbaName?: string;
  contact: { firstName: string; lastName: string; title: string; email: string };
  bank?: { name: string; accountType: BankAccountType; routingNumber: string; accountNumber: string };
  partner: DemoPartnerKey | null;
  broker: DemoContactKey;
  asksTobaccoUse?: boolean;
  benefitsAdminConfigured?: boolean;
  /** May cancel its policy online (decision 0033). */
  hasCancellationFormAccess?: boolean;
  typeOfContribution: ContributionType;
  waitingPeriod: WaitingPeriod;
  /** Employee roles; the first is the default. */
  roles: readonly string[];
  plans: readonly string[];
  /** The reference plan of each line (percent_of_base_plan); other lines use their first plan. */
  basePlans: readonly string[];
  contributions: readonly ContributionSeed[];
  healthAccount?: { employerYearly: number; individualMax: number; familyMax: number };
  /** A plan year other than the demo's upcoming 2027 one (Juniper's enrolled 2026 year, decision 0035). */
  planYear?: { status: 'enrolled' | 'upcoming'; effectiveAt: string; renewalAt: string };
  eligibility?: {
    isEnrollingW2: boolean;
    spouseOnlyGroup: boolean;
    partnershipWithSpouses: boolean;
    decliningEmployee: boolean;
  };
};

const COMPANY_SEEDS = [
  {
    key: 'harborview',
    name: 'Harborview Architecture, Inc.',
    address1: '2150 Third Street, Suite 300',
    city: 'San Francisco',
    state: 'CA',
    zip: '94107',
    areaCode: '415',
    ein: '94-3817265',
    entityType: 's_corporation',
    industryCode: '541310',
    dbaName: 'Harborview Studio',
    contact: { firstName: 'Rachel', lastName: 'Kim', title: 'Office Manager', email: 'admin@example.com' },
    bank: {
      name: 'Bank of America',
      accountType: 'checking',
      routingNumber: '121000358',
      accountNumber: '004417829153',
    },
    partner: null,
    broker: 'westbridge',
    hasCancellationFormAccess: true,
    typeOfContribution: 'percentage',
    waitingPeriod: 'first_of_month_after_hire',
    roles: ['All Staff', 'Management'],
    plans: [
      'ca-med-gold-ppo-500',
      'ca-med-platinum-hmo-10',
      'ca-med-silver-hmo-2000',
      'ca-med-silver-hsa-2500',
      'ca-den-ppo',
      'ca-den-dhmo',
      'ca-vis-vsp',
      'ca-vis-eyemed',
      'ca-acc-aflac',
      'ca-acc-metlife-basic',
      'ca-life-voluntary',
      'ca-term-life-100k',
      'ca-term-life-250k',
      'ca-whole-life',
      'ca-std',
      'ca-ltd',
    ],
    basePlans: ['ca-med-silver-hsa-2500', 'ca-den-dhmo', 'ca-vis-eyemed', 'ca-acc-metlife-basic'],
    contributions: [
      ['medical', null, 'percentage', 70, 30],
      ['medical', 'Management', 'percentage', 90, 50],
      ['dental', null, 'percentage', 50, 0],
      ['dental', 'Management', 'percentage', 100, 50],
      ['vision', null, 'fixed', 10, 0],
      ['accident', null, 'percentage', 0, 0],
      ['life', null, 'percentage', 0, 0],
      ['term_life', null, 'percentage', 0, 0],
      ['whole_life', null, 'percentage', 0, 0],
      ['short_term_disability', null, 'percentage', 50, 0],
      ['long_term_disability', null, 'percentage', 100, 0],
    ],
    healthAccount: { employerYearly: 1000, individualMax: 4400, familyMax: 8750 },
    eligibility: {
      isEnrollingW2: true,
      spouseOnlyGroup: false,
      partnershipWithSpouses: false,
      decliningEmployee: false,
    },
  },
  {
    key: 'bluebonnet',
    name: 'Bluebonnet Supply Co.',
    address1: '4601 S Congress Ave',
    city: 'Austin',
    state: 'TX',
    zip: '78745',
    areaCode: '512',
    ein: '74-2958316',
    entityType: 'llc',
    industryCode: '423710',
    contact: { firstName: 'Rachel', lastName: 'Kim', title: 'Controller', email: 'admin@example.com' },
    partner: 'paycove',
    broker: 'pecan',
    asksTobaccoUse: true,
    typeOfContribution: 'fixed',
    waitingPeriod: 'one_month',
    roles: ['Team Members', 'Management'],
    plans: [
      'tx-med-gold-hmo-1000',
      'tx-med-silver-ppo-3000',
      'tx-med-bronze-hsa-6000',
      'tx-med-mec',
      'tx-den-ppo',
      'tx-den-guardian',
      'tx-vis-vsp',
    ],
    basePlans: ['tx-med-bronze-hsa-6000', 'tx-den-guardian'],
    contributions: [
      ['medical', null, 'fixed', 350, 100],
      ['medical', 'Management', 'fixed', 550, 300],
      ['dental', null, 'fixed', 25, 0],
      ['vision', null, 'percentage', 50, 0],
    ],
    eligibility: {
      isEnrollingW2: true,
      spouseOnlyGroup: false,
      partnershipWithSpouses: false,
      decliningEmployee: true,
    },
  },
  {
    key: 'catskill',
    name: 'Catskill Provisions Bakery',
    address1: '312 Wall Street',
    city: 'Kingston',
    state: 'NY',
    zip: '12401',
    areaCode: '845',
    ein: '14-1846532',
    entityType: 'llc',
    industryCode: '311811',
    contact: { firstName: 'Theo', lastName: 'Marchetti', title: 'Owner', email: 'admin.ny@example.com' },
    partner: null,
    broker: 'catskill',
    benefitsAdminConfigured: true,
    typeOfContribution: 'percentage',
    waitingPeriod: 'two_months',
    roles: ['Bakery Staff', 'Management'],
    plans: ['ny-den-guardian', 'ny-vis-vsp', 'ny-life-basic'],
    basePlans: [],
    contributions: [
      ['dental', null, 'percentage', 50, 0],
      ['dental', 'Management', 'percentage', 100, 50],
      ['vision', null, 'percentage', 50, 0],
      ['life', null, 'percentage', 100, 0],
    ],
  },
  {
    key: 'elmwood',
    name: 'Elmwood Physical Therapy, PLLC',
    address1: '1011 Elmwood Avenue',
    city: 'Buffalo',
    state: 'NY',
    zip: '14222',
    areaCode: '716',
    ein: '16-1638274',
    entityType: 'partnership',
    industryCode: '621340',
    contact: {
      firstName: 'Marcus',
      lastName: 'Webb',
      title: 'Practice Manager',
      email: 'office@elmwood-pt.example.com',
    },
    partner: 'ledgerline',
    broker: 'lakeshore',
    typeOfContribution: 'percent_of_base_plan',
    waitingPeriod: 'first_of_month_after_hire',
    roles: ['Clinical Staff', 'Front Office', 'Management'],
    plans: [
      'ny-med-gold-epo',
      'ny-med-silver-hmo',
      'ny-med-bronze-hsa',
      'ny-den-guardian',
      'ny-den-delta',
      'ny-vis-vsp',
      'ny-acc-aflac',
      'ny-std',
      'ny-ltd',
    ],
    basePlans: ['ny-med-bronze-hsa', 'ny-den-guardian'],
    contributions: [
      ['medical', null, 'percent_of_base_plan', 80, 40],
      ['medical', 'Management', 'percent_of_base_plan', 100, 60],
      ['dental', null, 'percent_of_base_plan', 100, 0],
      ['vision', null, 'percentage', 50, 0],
      ['accident', null, 'percentage', 0, 0],
      ['short_term_disability', null, 'percentage', 100, 0],
      ['long_term_disability', null, 'percentage', 100, 0],
    ],
  },
  {
    // Enrolled since January 2026 and renewing for 2027: the demo of open enrollment and renewal (issue 13).
    key: 'juniper',
    name: 'Juniper Landscape Co.',
    address1: '1420 Kettner Boulevard',
    city: 'San Diego',
    state: 'CA',
    zip: '92101',
    areaCode: '619',
    ein: '33-0947215',
    entityType: 'c_corporation',
    industryCode: '561730',
    contact: { firstName: 'Rachel', lastName: 'Kim', title: 'Benefits Manager', email: 'admin@example.com' },
    partner: null,
    broker: 'westbridge',
    typeOfContribution: 'percentage',
    waitingPeriod: 'first_of_month_after_hire',
    roles: ['Crew', 'Office'],
    plans: ['ca-med-gold-ppo-500', 'ca-med-silver-hsa-2500', 'ca-den-ppo', 'ca-vis-vsp'],
    basePlans: ['ca-med-silver-hsa-2500'],
    contributions: [
      ['medical', null, 'percentage', 60, 0],
      ['medical', 'Office', 'percentage', 80, 30],
      ['dental', null, 'percentage', 50, 0],
      ['vision', null, 'percentage', 100, 0],
    ],
    planYear: { status: 'enrolled', effectiveAt: '2026-01-01', renewalAt: '2027-01-01' },
    eligibility: {
      isEnrollingW2: true,
      spouseOnlyGroup: false,
      partnershipWithSpouses: false,
      decliningEmployee: false,
    },
  },
] as const satisfies readonly CompanySeed[];

export type DemoCompanyKey = (typeof COMPANY_SEEDS)[number]['key'];

const roleId = (company: string, role: string) => demoId(`role:${company}:${role}`);

/** Stable ids and tokens of the demo companies, for tests and the README. */
export const DEMO_COMPANIES = Object.fromEntries(
  COMPANY_SEEDS.map((c) => [
    c.key,
    {
      id: demoId(`company:${c.key}`),
      idToken: demoToken(`company:${c.key}`),
      name: c.name,
      state: c.state,
      companyPolicyId: demoId(`company-policy:${c.key}`),
      defaultRoleId: roleId(c.key, c.roles[0]),
      roleIds: Object.fromEntries(c.roles.map((r) => [r, roleId(c.key, r)])) as Record<string, string>,
      partnerId: c.partner ? DEMO_PARTNERS[c.partner].id : null,
      offeredCoverageTypes: [...new Set(c.plans.map((p) => demoPlan(p).type))] as CoverageType[],
      offeredPlanIds: c.plans.map(planId),
      hasHealthAccount: 'healthAccount' in c,
      planYearStart: 'planYear' in c ? c.planYear.effectiveAt : PLAN_YEAR_START,
      planYearStatus: 'planYear' in c ? c.planYear.status : 'upcoming',
    },
  ]),
) as Record<
  DemoCompanyKey,
  {
    id: string;
    idToken: string;
    name: string;
    state: string;
    companyPolicyId: string;
    defaultRoleId: string;
    roleIds: Record<string, string>;
    partnerId: string | null;
    offeredCoverageTypes: CoverageType[];
    offeredPlanIds: string[];
    hasHealthAccount: boolean;
    /** The first day of the demo plan year (2027-01-01; Juniper's enrolled year 2026-01-01). */
    planYearStart: string;
    planYearStatus: 'enrolled' | 'upcoming';
  }
>;

export function demoCompanySeed(key: DemoCompanyKey): CompanySeed {
  return COMPANY_SEEDS.find((c) => c.key === key)!;
}

const stamps = { createdAt: SEEDED_AT, updatedAt: SEEDED_AT };

/** A demo bank account's columns: both numbers sealed, like every bank number (decision 0028). */
function sealBank(cipher: FieldCipher, bank: NonNullable<CompanySeed['bank']>) {
  const routing = sealDigits(cipher, bank.routingNumber);
  const account = sealDigits(cipher, bank.accountNumber);
  return {
    bankName: bank.name,
    bankAccountType: bank.accountType,
    bankRoutingEncrypted: routing.encrypted,
    bankRoutingLast4: routing.last4,
    bankAccountEncrypted: account.encrypted,
    bankAccountLast4: account.last4,
    bankUpdatedAt: SEEDED_AT,
  };
}

export async function insertCompanies(tx: Tx, cipher: FieldCipher): Promise<void> {
  const seeds: readonly CompanySeed[] = COMPANY_SEEDS;
  await tx.insert(companies).values(
    seeds.map((c) => {
      const taxId = sealDigits(cipher, c.ein);
      return {
        id: DEMO_COMPANIES[c.key as DemoCompanyKey].id,
        idToken: DEMO_COMPANIES[c.key as DemoCompanyKey].idToken,
        name: c.name,
        address1: c.address1,
        city: c.city,
        state: c.state,
        timeZone: timeZoneForState(c.state),
        zip: c.zip,
        phone: demoPhone(`company:${c.key}`, c.areaCode),
        taxIdEncrypted: taxId.encrypted,
        taxIdLast4: taxId.last4,
        dbaName: c.dbaName ?? null,
        entityType: c.entityType,
        industryCode: c.industryCode,
        contactFirstName: c.contact.firstName,
        contactLastName: c.contact.lastName,
        contactTitle: c.contact.title,
        contactEmail: c.contact.email,
        contactPhone: demoPhone(`company-contact:${c.key}`, c.areaCode),
        ...(c.bank ? sealBank(cipher, c.bank) : {}),
        partnerId: c.partner ? DEMO_PARTNERS[c.partner].id : null,
        brokerContactId: DEMO_SUPPORT_CONTACTS[c.broker].id,
        benefitsAdminConfigured: c.benefitsAdminConfigured ?? false,
        hasCancellationFormAccess: c.hasCancellationFormAccess ?? false,
        asksTobaccoUse: c.asksTobaccoUse ?? false,
        ...stamps,
      };
    }),
  );
  await tx.insert(employeeRoles).values(
    seeds.flatMap((c) =>
      c.roles.map((name, i) => ({
        id: roleId(c.key, name),
        companyId: demoId(`company:${c.key}`),
        name,
        sortOrder: i,
        isDefault: i === 0,
      })),
    ),
  );
  await tx.insert(companyPolicies).values(
    seeds.map((c) => ({
      id: demoId(`company-policy:${c.key}`),
      companyId: demoId(`company:${c.key}`),
      status: c.planYear?.status ?? ('upcoming' as const),
      effectiveAt: c.planYear?.effectiveAt ?? PLAN_YEAR_START,
      renewalAt: c.planYear?.renewalAt ?? NEXT_RENEWAL,
      typeOfContribution: c.typeOfContribution,
      hasTieredContributions: false,
      waitingPeriod: c.waitingPeriod,
      ...stamps,
    })),
  );
  await tx.insert(companyPolicyPlans).values(
    seeds.flatMap((c) => {
      const baseTypes = new Set(c.basePlans.map((p) => demoPlan(p).type));
      const firstOfLine = new Map<CoverageType, string>();
      for (const p of c.plans) if (!firstOfLine.has(demoPlan(p).type)) firstOfLine.set(demoPlan(p).type, p);
      return c.plans.map((p) => {
        const type = demoPlan(p).type;
        const isBasePlan = baseTypes.has(type) ? c.basePlans.includes(p) : firstOfLine.get(type) === p;
        return { companyPolicyId: demoId(`company-policy:${c.key}`), planId: planId(p), isBasePlan };
      });
    }),
  );
  await tx.insert(companyContributions).values(
    seeds.flatMap((c) =>
      c.contributions.map(([coverageType, role, contributionType, employeePart, dependentPart]) => {
        const isFixed = contributionType === 'fixed';
        return {
          id: demoId(`contribution:${c.key}:${coverageType}:${role ?? 'default'}`),
          companyPolicyId: demoId(`company-policy:${c.key}`),
          coverageType,
          employeeRoleId: role ? roleId(c.key, role) : null,
          name: role ? `${role} ${coverageType.replace(/_/g, ' ')}` : 'Default',
          contributionType,
          employeePercentage: isFixed ? null : employeePart,
          dependentPercentage: isFixed ? null : dependentPart,
          employeeFixedAmountCents: isFixed ? toCentsOrNull(employeePart) : null,
          dependentFixedAmountCents: isFixed ? toCentsOrNull(dependentPart) : null,
        };
      }),
    ),
  );
  const withAccounts = seeds.filter((c) => c.healthAccount);
  if (withAccounts.length > 0)
    await tx.insert(companyHealthAccounts).values(
      withAccounts.map((c) => ({
        id: demoId(`company-health-account:${c.key}`),
        companyPolicyId: demoId(`company-policy:${c.key}`),
        accountType: 'hsa' as const,
        benefitStatus: 'done' as const,
        employerYearlyContributionAmountCents: toCents(c.healthAccount!.employerYearly),
        individualYearlyMaximumCents: toCents(c.healthAccount!.individualMax),
        familyYearlyMaximumCents: toCents(c.healthAccount!.familyMax),
      })),
    );
  await tx
    .insert(companyEligibilityAnswers)
    .values(
      seeds.flatMap((c) =>
        c.eligibility
          ? [{ companyId: demoId(`company:${c.key}`), ...c.eligibility, updatedAt: SEEDED_AT }]
          : [],
      ),
    );
  // Harborview pays every other Friday from January 8 of the plan year (payroll deductions, decision 0032).
  await tx.insert(companyPayrollSettings).values({
    companyId: DEMO_COMPANIES.harborview.id,
    frequency: 'biweekly',
    anchorPayDate: '2027-01-08',
    updatedAt: SEEDED_AT,
  });
}

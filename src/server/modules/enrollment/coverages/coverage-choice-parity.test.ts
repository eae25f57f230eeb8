import {
  buildEnrollOrDeclineRequest,
  type CoverageChoiceValues,
  getLineFlow,
  resolveCoverageChoice,
} from '@client/features/employee-application/steps/choose-coverage/lib/coverage-choice';
import { buildScreenCoverageFacts } from '@client/features/employee-application/steps/choose-coverage/lib/coverage-facts';
import type { PlanCostView } from '@client/features/employee-application/steps/choose-coverage/lib/plan-costs';
import { formatIsoDate } from '@shared/domain/dates/dates';
import { computeAgeOnCoverageDate, resolveAgesOn } from '@shared/domain/enrollment/ages';
import { decideCoverageChoice } from '@shared/domain/enrollment/coverage-choice';
import {
  getCoverageAmountRange,
  getSpouseCoverageAmountRange,
  isOverAgeLimit,
  listCoverableDependents,
} from '@shared/domain/enrollment/coverage-plan';
import { COVERAGE_TYPES, type CoverageType, PRICING_TYPES, SEGMENTS } from '@shared/domain/enums';
import { fromCentsOrNull, toCentsOrNull } from '@shared/domain/money/money';
import { selectBasePlan } from '@shared/domain/pricing/build-plan-cost';
import type { ApplicationResponse } from '@shared/schemas/application';
import {
  type CoverageChoiceRequest,
  coverageChoiceRequestSchema,
} from '@shared/schemas/application-requests';
import { SEGMENT_CHOICES } from '@shared/schemas/enrollment';
import type { PlanView } from '@shared/schemas/plans';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centsOnly, PLAN_MONEY } from '../../../lib/money-row';
import type { LinePlan } from '../../carriers';
import {
  buildCensusFor,
  type LinePricing,
  type PlanRow,
  priceLine,
  type RateRow,
  toPlanView,
  toPricedPlan,
} from '../../carriers';
import type { ApplicationRows } from '../employee-applications/employee-applications.service';
import { toApplicationResponse } from '../employee-applications/employee-applications.service';
import { buildCoverageFacts } from './coverage-facts';

/**
 * The screen previews a coverage choice with the server's rule (decision 0016). This property holds the two
 * sides to the same answer: from one random world (a family, a line's plans with their rates, dates, salary)
 * the server's facts are built from its rows the way saveCoverageChoice does, the screen's from the API's
 * answers (the application response, the plan views and the plan costs, through JSON) the way the screen
 * does, and any request (random, or the one the screen itself would send) gets the same outcome on both.
 */

const TODAY = { year: 2026, month: 3, day: 10 };
const uuid = (n: number, prefix = 'a') => `${prefix.repeat(8)}-0000-4000-8000-${String(n).padStart(12, '0')}`;

const isoDate = (from: number, to: number) =>
  fc
    .record({
      year: fc.integer({ min: from, max: to }),
      month: fc.integer({ min: 1, max: 12 }),
      day: fc.integer({ min: 1, max: 28 }),
    })
    .chain((d) =>
      // Now and then the last days of a month and Feb 29, where ages turn.
      fc.constantFrom(d.day, d.month === 2 ? (d.year % 4 === 0 ? 29 : 28) : 30).map((day) => ({ ...d, day })),
    )
    .map((d) => `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`);

/** 0–1 spouse or partner and 0–6 children, with random birth dates. */
const familyArb = fc
  .record({
    partner: fc.option(fc.constantFrom('spouse', 'domestic_partner'), { nil: null }),
    partnerBornAt: isoDate(1935, 2006),
    childrenBornAt: fc.array(isoDate(1995, 2026), { maxLength: 6 }),
  })
  .map(({ partner, partnerBornAt, childrenBornAt }) => {
    const people = [
      ...(partner ? [{ dependentType: partner, bornAt: partnerBornAt }] : []),
      ...childrenBornAt.map((bornAt) => ({ dependentType: 'child' as const, bornAt })),
    ];
    return people.map((p, i) => ({
      id: uuid(i + 1, 'd'),
      firstName: `Dependent ${i + 1}`,
      lastName: 'Rivera',
      gender: 'female' as const,
      ssnLast4: null,
      ssnEncrypted: null,
      ...p,
    }));
  });

const money = (max: number, step: number) => fc.integer({ min: 0, max: max / step }).map((n) => n * step);
const optional = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: null });

/**
 * An age limit: often the employee's age on one of the days ages could be counted on (the policy's, the plan
 * year's, today), where counting on the wrong day changes the answer.
 */
const ageLimitArb = (ages: readonly number[]) =>
  fc.oneof(fc.constantFrom(...ages), fc.integer({ min: 18, max: 99 }));

/** An age band table from minAge to maxAge: ages outside it have no rate (the engine's over_max_age). */
const bandsArb = (unit: RateRow['unit'], member: RateRow['member'], ages: readonly number[]) =>
  fc
    .record({
      min: fc.oneof(fc.integer({ min: 0, max: 45 }), ageLimitArb(ages)),
      max: ageLimitArb(ages),
      rate: fc.integer({ min: 1, max: 500 }),
    })
    .map(({ min, max, rate }): RateRow[] => [
      { unit, member, tier: null, minAge: Math.min(min, max), maxAge: max, rate: rate / 100 },
    ]);
const tierRates: RateRow[] = SEGMENTS.map((tier, i) => ({
  unit: 'monthly_premium',
  member: 'any',
  tier,
  minAge: null,
  maxAge: null,
  rate: 40 + i * 25,
}));

/** Rates the engine can price for a plan of this type and pricing. */
function ratesArb(
  type: CoverageType,
  pricingType: PlanRow['pricingType'],
  ages: readonly number[],
): fc.Arbitrary<RateRow[]> {
  if (pricingType !== 'age') return fc.constant(tierRates);
  switch (type) {
    case 'life':
    case 'term_life':
      return fc
        .tuple(bandsArb('per_thousand', 'employee', ages), fc.boolean(), fc.boolean())
        .map(([employee, spouse, child]) => [
          ...employee,
          ...(spouse ? [{ ...employee[0]!, member: 'spouse' as const }] : []),
          ...(child ? [{ ...employee[0]!, member: 'child' as const, minAge: 0, maxAge: 26 }] : []),
        ]);
    case 'whole_life':
      return bandsArb('per_thousand', 'employee', ages);
    case 'short_term_disability':
      return bandsArb('per_10_weekly_benefit', 'employee', ages);
    case 'long_term_disability':
      return bandsArb('per_100_monthly_payroll', 'employee', ages);
    default:
      return fc
        .integer({ min: 100, max: 900 })
        .map((base) => [
          { unit: 'age21_base', member: 'any', tier: null, minAge: null, maxAge: null, rate: base },
        ]);
  }
}

/** A plan with random flags, amounts and age limits (often near the employee's age), and rates that fit it. */
const planArb = (type: CoverageType, index: number, ages: readonly number[]) =>
  fc
    .record({
      pricingType: fc.constantFrom(...PRICING_TYPES, 'age', 'age'),
      contributionStrategy: fc.constantFrom('Contributory', 'Contributory', 'Non-Contributory'),
      isDeclinableWhenEmployerPaid: fc.boolean(),
      coverageAmount: optional(money(250000, 5000)),
      variableCoverage: fc.boolean(),
      variableCoverageAmountMax: optional(money(500000, 10000)),
      variableCoverageAmountIncrement: optional(fc.constantFrom(0, 1000, 5000, 10000)),
      maxSalaryMultiplier: optional(fc.integer({ min: 1, max: 8 })),
      spouseCoverage: fc.boolean(),
      spouseVariableCoverage: fc.boolean(),
      spouseCoverageAmount: optional(money(100000, 5000)),
      spouseVariableCoverageAmountMax: optional(money(250000, 5000)),
      spouseVariableCoverageAmountIncrement: optional(fc.constantFrom(0, 5000)),
      childCoverage: fc.boolean(),
      childCoverageAmount: optional(money(20000, 5000)),
      maxAge: optional(ageLimitArb(ages)),
      maxIssueAge: optional(ageLimitArb(ages)),
    })
    .chain((fields) =>
      ratesArb(type, fields.pricingType, ages).map((rates) => ({
        // The stored row holds the amounts in cents (the generated ones are dollars).
        plan: {
          ...PLAN_ROW,
          ...centsOnly(fields, PLAN_MONEY),
          id: uuid(index + 1, 'b'),
          type,
          displayName: `Plan ${index + 1}`,
        },
        rates,
      })),
    );

const PLAN_ROW = {
  carrierId: uuid(1, 'c'),
  rawName: 'Plan',
  planType: 'PPO',
  state: 'CA',
  targetMarket: null,
  metalTier: null,
  network: null,
  hsaEligible: false,
  tobaccoFactor: null,
  deductibleCents: null,
  familyDeductibleCents: null,
  limitCents: null,
  familyLimitCents: null,
  estimatedCosts: {},
  finePrint: null,
  benefits: [],
  recommendation: [],
  sbcUrl: null,
  providerDirectoryUrl: null,
  formularyUrl: null,
  version: 1,
  annualMaximumCents: null,
  preventiveCare: null,
  eyeExam: null,
  lenses: null,
  contacts: null,
  coverageAmountDisplay: null,
  salaryCoveragePercentage: 60,
  maxBenefitCents: 150_000,
  benefitDuration: null,
  eliminationPeriod: null,
  createdAt: new Date(0),
  updatedAt: new Date(0),
};

/** One world: the employee, the family, the dates, the line and its plans. */
const worldArb = fc
  .record({
    lineType: fc.constantFrom(...COVERAGE_TYPES),
    employeeBornAt: optional(isoDate(1935, 2008)),
    // Either date may be missing (then the next one counts), each half the time.
    policyEffectiveAt: fc.option(isoDate(2025, 2027), { nil: null, freq: 2 }),
    planYearEffectiveAt: fc.option(isoDate(2025, 2027), { nil: null, freq: 2 }),
  })
  .chain((head) => {
    const days = [head.policyEffectiveAt, head.planYearEffectiveAt, formatIsoDate(TODAY)];
    const ages = days.map((day) => (day ? computeAgeOnCoverageDate(head.employeeBornAt, day) : null) ?? 40);
    return fc.record({
      ...Object.fromEntries(Object.entries(head).map(([k, v]) => [k, fc.constant(v)])),
      annualSalary: optional(fc.integer({ min: 0, max: 400000 })),
      dependents: familyArb,
      plans: fc
        .integer({ min: 1, max: 3 })
        .chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => planArb(head.lineType, i, ages)))),
    }) as fc.Arbitrary<typeof head & { annualSalary: number | null; dependents: Dependents; plans: Plans }>;
  });
type Dependents = typeof familyArb extends fc.Arbitrary<infer D> ? D : never;
type Plans = Array<ReturnType<typeof planArb> extends fc.Arbitrary<infer P> ? P : never>;
type World = typeof worldArb extends fc.Arbitrary<infer W> ? W : never;

/** The rows saveCoverageChoice reads under the application's lock. */
function toRows(world: World): ApplicationRows {
  return {
    company: {
      id: uuid(1, 'e'),
      name: 'Harborview',
      idToken: 'harborview',
      state: 'CA',
      asksTobaccoUse: false,
      beneficiaryLastFieldOptional: false,
    },
    companyPolicy: { id: uuid(1, 'f'), renewalAt: null, effectiveAt: world.planYearEffectiveAt },
    partner: null,
    supportEmail: null,
    healthAccountStatus: null,
    roles: [],
    offeredTypes: [world.lineType],
    policy: {
      id: uuid(2, 'f'),
      companyPolicyId: uuid(1, 'f'),
      status: 'upcoming',
      isRenewal: false,
      effectiveAt: world.policyEffectiveAt,
      completedAt: null,
      signedAt: null,
      version: 1,
      declinationReason: null,
      declinationReason1CarrierName: null,
      declinationReason1IdNumber: null,
      declinationReason4Explanation: null,
    },
    form: {
      id: uuid(3, 'f'),
      hashId: 'hash',
      accountId: null,
      firstName: 'Maria',
      middleInitial: null,
      lastName: 'Rivera',
      email: null,
      homeAddress: null,
      city: null,
      state: 'CA',
      zipCode: '94110',
      homePhoneNumber: null,
      workPhoneNumber: null,
      bornAt: world.employeeBornAt,
      gender: 'female',
      tobaccoUser: 'No',
      maritalStatus: null,
      annualSalaryCents: toCentsOrNull(world.annualSalary),
      payFrequency: 'biweekly',
      jobTitle: null,
      hiredAt: null,
      employeeType: null,
      employeeRoleId: null,
      ssnLast4: null,
      isEligible: true,
      benefitsAdmin: false,
      hideIndividualApplications: false,
      individualApplicationsAvailable: false,
      individualApplicationStatus: 'not_available',
      syncedFields: [],
    },
    dependents: world.dependents,
    steps: [],
    coverages: [],
    enrollments: [],
  } as unknown as ApplicationRows;
}

/** The line as loadLinePricing maps it for the engine. */
function toLine(world: World): LinePricing {
  const linePlans = world.plans.map(
    (p): LinePlan => ({
      plan: p.plan as PlanRow,
      carrierName: 'Carrier',
      carrierLogo: null,
      isBasePlan: false,
    }),
  );
  const pricedPlans = world.plans.map((p) => toPricedPlan(p.plan as PlanRow, p.rates));
  return { linePlans, pricedPlans, basePlan: selectBasePlan(pricedPlans), contributions: [] };
}

/** What the API answers the screen: the application, the plans, and the plan costs (400 without a birth date). */
function toScreenAnswers(
  world: World,
  rows: ApplicationRows,
  line: LinePricing,
  coverageAmount: number | null,
) {
  const viaJson = <T>(value: T): T => JSON.parse(JSON.stringify(value));
  const application: ApplicationResponse = viaJson(toApplicationResponse(rows, false));
  const plans: PlanView[] = viaJson(line.linePlans.map((p) => toPlanView(p, 'eligible')));
  let costs: PlanCostView[] | undefined;
  if (rows.form.bornAt) {
    // getPlanCosts: the subject's ages on the shared date (withEffectiveAt), the employee alone, the slider's amount.
    const effectiveAt = resolveAgesOn(
      { policyEffectiveAt: world.policyEffectiveAt, planYearEffectiveAt: world.planYearEffectiveAt },
      TODAY,
    );
    const subject = {
      formId: rows.form.id,
      bornAt: rows.form.bornAt,
      tobaccoUser: rows.form.tobaccoUser,
      annualSalary: fromCentsOrNull(rows.form.annualSalaryCents),
      employeeRoleId: rows.form.employeeRoleId,
      dependents: rows.dependents,
      effectiveAt,
    } as unknown as Parameters<typeof buildCensusFor>[0];
    costs = viaJson(priceLine(line, buildCensusFor(subject, { dependentIds: [], coverageAmount }), null));
  }
  return { application, plans, costs };
}

/** Any request the route's schema lets through: offered, unknown or no plan, any tier, any dependents, any amounts. */
const randomRequestArb = (world: World) => {
  const ids = world.dependents.map((d) => d.id);
  const amount = fc.oneof(
    fc.constant(null),
    fc.constant(0),
    money(600000, 5000),
    fc.integer({ min: 1, max: 600000 }),
  );
  return fc
    .record({
      isEnrolling: fc.constantFrom('Yes', 'Yes', 'No'),
      planId: fc.oneof(
        { weight: 4, arbitrary: fc.constantFrom(...world.plans.map((p) => p.plan.id)) },
        fc.constant(uuid(99, 'b')),
        fc.constant(null),
      ),
      segment: optional(fc.constantFrom(...SEGMENTS)),
      dependentsEnrolling: fc.dictionary(fc.constantFrom(...ids, uuid(99, 'd')), fc.boolean(), {
        maxKeys: ids.length + 1,
      }),
      coverageAmount: amount,
      spouseCoverageAmount: amount,
      childCoverageAmount: amount,
    })
    .map((r) => coverageChoiceRequestSchema.parse(r));
};

/** The page's answers and the modal's, as a person might give them on the screen. */
const screenAnswersArb = fc.record({
  planIndex: fc.nat(),
  segment: optional(fc.constantFrom(...SEGMENT_CHOICES)),
  employerPaidChoice: optional(fc.constantFrom('Yes' as const, 'No' as const)),
  amountSteps: fc.nat({ max: 60 }),
  spouseAmountSteps: fc.nat({ max: 60 }),
  modalIsEnrolling: fc.constantFrom('Yes' as const, 'No' as const),
  modalDependents: fc.array(fc.boolean(), { minLength: 7, maxLength: 7 }),
});

/**
 * The request Continue sends (or the modal's Save), as the screen builds it: it offers only plans the shared
 * rule leaves open, sliders up to the shared maxima, and the dependents the shared rule lists in the modal.
 */
function buildScreenRequest(
  world: World,
  screen: ReturnType<typeof toScreenAnswers>,
  answers: typeof screenAnswersArb extends fc.Arbitrary<infer A> ? A : never,
): CoverageChoiceRequest | null {
  const facts = buildScreenCoverageFacts(
    screen.application,
    world.lineType,
    screen.plans,
    screen.costs,
    TODAY,
  );
  const age = facts.family.employeeAge;
  const open = facts.offer.plans.filter((p) => !isOverAgeLimit(world.lineType, p, age));
  const chosen = open.length > 0 ? open[answers.planIndex % open.length] : undefined;
  const steps = (range: { max: number; step: number } | null, n: number) =>
    range && range.step > 0 ? Math.min(range.max, n * range.step) : 0;
  const values: CoverageChoiceValues = {
    planId: chosen?.id ?? null,
    segment: answers.segment,
    employerPaidChoice: answers.employerPaidChoice,
    coverageAmount: chosen
      ? steps(getCoverageAmountRange(chosen, facts.annualSalary), answers.amountSteps)
      : 0,
    spouseCoverageAmount: chosen ? steps(getSpouseCoverageAmountRange(chosen), answers.spouseAmountSteps) : 0,
  };
  const dependents = screen.application.employeeDependents;
  const outcome = resolveCoverageChoice(values, getLineFlow(chosen, open), chosen, dependents);
  if (outcome.kind === 'invalid') return null;
  if (outcome.kind === 'save') return outcome.request;
  const coverable = listCoverableDependents(outcome.plan, dependents, values.spouseCoverageAmount);
  const dependentsEnrolling = Object.fromEntries(
    coverable.map((d, i) => [d.id, answers.modalDependents[i % answers.modalDependents.length]!]),
  );
  return buildEnrollOrDeclineRequest(
    outcome.plan,
    { isEnrolling: answers.modalIsEnrolling, dependentsEnrolling },
    values,
    dependents,
  );
}

describe("the screen's preview and the server's decision", () => {
  it('agree on every request, for any family, plans and dates', () => {
    fc.assert(
      fc.property(
        worldArb.chain((world) =>
          fc.record({
            world: fc.constant(world),
            random: randomRequestArb(world),
            screenAnswers: screenAnswersArb,
            useScreenRequest: fc.boolean(),
          }),
        ),
        ({ world, random, screenAnswers, useScreenRequest }) => {
          const rows = toRows(world);
          const line = toLine(world);
          const serverFacts = buildCoverageFacts(rows, line, world.lineType, TODAY);

          // The screen prices the line with its slider's amount: any amount, it must not change who is rated.
          const pricedAmount = useScreenRequest ? screenAnswers.amountSteps * 10000 : random.coverageAmount;
          const screen = toScreenAnswers(world, rows, line, pricedAmount);
          const screenFacts = buildScreenCoverageFacts(
            screen.application,
            world.lineType,
            screen.plans,
            screen.costs,
            TODAY,
          );
          const request = useScreenRequest ? buildScreenRequest(world, screen, screenAnswers) : random;
          fc.pre(request !== null);

          expect(decideCoverageChoice(screenFacts, request!)).toEqual(
            decideCoverageChoice(serverFacts, request!),
          );
          // The facts themselves, so a difference no request has reached yet still shows.
          expect(screenFacts).toEqual(serverFacts);
        },
      ),
      { numRuns: 1000 },
    );
  });
});

import { COVERAGE_TYPE_LABELS, type CoverageType } from '../enums';
import type { Cents } from '../money/money';
import { splitAnnualAmount } from '../payroll/deductions';
import { type PaycheckBasis, perPaycheckOfMonthly, perPaycheckOfYearly } from '../payroll/paychecks';

/**
 * The summary of a signed application (issue 14 item 2, decision 0042): each line's answer, who it covers and
 * what the employee pays for it a month and a paycheck, and the totals. The done page and the signed
 * application's PDF show the same figures.
 */

export const SUMMARY_LINE_STATUSES = ['enrolled', 'declined', 'not_chosen'] as const;
export type SummaryLineStatus = (typeof SUMMARY_LINE_STATUSES)[number];

export const SUMMARY_STATUS_LABELS: Record<SummaryLineStatus, string> = {
  enrolled: 'Enrolled',
  declined: 'Declined',
  not_chosen: 'Not chosen',
};

/** A coverage line in words for a heading or a table: "term_life" → "Term life". */
export function describeCoverageLine(type: CoverageType): string {
  const words = COVERAGE_TYPE_LABELS[type];
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A yearly amount a month: the regular twelfth, to the cent (the last month takes the cents left over). */
export function computeMonthlyOfYearly(yearlyCents: Cents): Cents {
  return splitAnnualAmount(Math.max(0, yearlyCents), 12).regularCents;
}

/** Who a line covers, in words: "You", "You and Ava", "You, Michael, Ava and Noah". */
export function describeCoveredPeople(dependentFirstNames: readonly string[]): string {
  const names = ['You', ...dependentFirstNames];
  if (names.length === 1) return 'You';
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** One coverage line's answer and, when enrolled, its priced election. */
export type SummaryLineInput = {
  coverageType: CoverageType;
  /** The stored answer; null when the line was never answered. */
  isEnrolling: 'Yes' | 'No' | null;
  planName: string | null;
  carrierName: string | null;
  /** Dollars: the chosen life amount. */
  coverageAmount: number | null;
  /** The dependents the line covers beside the employee, first names. */
  coveredDependents: readonly string[];
  /** The employee's monthly share, from the plan-cost engine; null when it could not be priced. */
  monthlyEmployeeCents: Cents | null;
};

export type SummaryLine = {
  coverageType: CoverageType;
  label: string;
  status: SummaryLineStatus;
  statusLabel: string;
  planName: string | null;
  carrierName: string | null;
  coverageAmount: number | null;
  /** Who is covered, in words; null when not enrolled. */
  coveredPeople: string | null;
  monthlyCents: Cents | null;
  perPaycheckCents: Cents | null;
};

/** The employee's own health account contribution, spread as the health account step spreads it. */
export type SummaryHealthAccountInput = {
  label: string;
  yearlyCents: Cents;
  employerYearlyCents: Cents;
};

export type SummaryHealthAccount = SummaryHealthAccountInput & {
  monthlyCents: Cents;
  perPaycheckCents: Cents;
};

export type ElectionSummary = {
  /** The paychecks every per-paycheck figure is over (the company's pay dates in the person's coverage). */
  paychecks: PaycheckBasis;
  lines: SummaryLine[];
  healthAccount: SummaryHealthAccount | null;
  totals: { monthlyCents: Cents; perPaycheckCents: Cents };
};

/**
 * The summary's figures: each offered line in step order with its status; an enrolled line's monthly share and
 * per-paycheck amount (perPaycheckOfMonthly, as payroll deducts it); the health account's yearly contribution
 * a month (a twelfth) and a paycheck (perPaycheckOfYearly, as its step showed); totals of what could be priced.
 */
export function summarizeElections(input: {
  paychecks: PaycheckBasis;
  lines: readonly SummaryLineInput[];
  healthAccount: SummaryHealthAccountInput | null;
}): ElectionSummary {
  const lines = input.lines.map((line): SummaryLine => {
    const status: SummaryLineStatus =
      line.isEnrolling === 'Yes' ? 'enrolled' : line.isEnrolling === 'No' ? 'declined' : 'not_chosen';
    const enrolled = status === 'enrolled';
    const monthly = enrolled ? line.monthlyEmployeeCents : null;
    return {
      coverageType: line.coverageType,
      label: describeCoverageLine(line.coverageType),
      status,
      statusLabel: SUMMARY_STATUS_LABELS[status],
      planName: enrolled ? line.planName : null,
      carrierName: enrolled ? line.carrierName : null,
      coverageAmount: enrolled ? line.coverageAmount : null,
      coveredPeople: enrolled ? describeCoveredPeople(line.coveredDependents) : null,
      monthlyCents: monthly,
      perPaycheckCents:
        monthly === null ? null : perPaycheckOfMonthly(monthly, input.paychecks, line.coverageType),
    };
  });
  const account = input.healthAccount;
  const healthAccount: SummaryHealthAccount | null =
    account && account.yearlyCents > 0
      ? {
          ...account,
          monthlyCents: computeMonthlyOfYearly(account.yearlyCents),
          perPaycheckCents: perPaycheckOfYearly(account.yearlyCents, input.paychecks),
        }
      : null;
  const sum = (values: ReadonlyArray<Cents | null>) => values.reduce<Cents>((t, v) => t + (v ?? 0), 0);
  return {
    paychecks: input.paychecks,
    lines,
    healthAccount,
    totals: {
      monthlyCents: sum([...lines.map((l) => l.monthlyCents), healthAccount?.monthlyCents ?? null]),
      perPaycheckCents: sum([
        ...lines.map((l) => l.perPaycheckCents),
        healthAccount?.perPaycheckCents ?? null,
      ]),
    },
  };
}

/** The signed application's PDF file name: no name or number of the person in it. */
export const SIGNED_APPLICATION_FILE_NAME = 'signed-benefits-application.pdf';

/** The signed application's address (GET, the employee and their company's administrators). */
export const signedApplicationPath = (employeePolicyId: string) =>
  `/api/v1/employee_policies/${encodeURIComponent(employeePolicyId)}/signed_application.pdf`;

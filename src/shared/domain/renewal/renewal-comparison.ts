import type { SummaryLine } from '../enrollment/summary';
import type { CoverageType } from '../enums';
import type { Cents } from '../money/money';

/** One side of a renewal line: the plan chosen (or the line's status) and what it costs the employee a month. */
export type RenewalComparisonSide = {
  planName: string | null;
  statusLabel: string;
  monthlyCents: Cents | null;
  perPaycheckCents: Cents | null;
};

export type RenewalComparisonLine = {
  coverageType: CoverageType;
  label: string;
  /** What the employee has on the plan year being renewed; null when that year did not offer the line. */
  current: RenewalComparisonSide | null;
  renewal: RenewalComparisonSide;
  /** New monthly price less the current one, when both are priced. */
  changeCents: Cents | null;
};

const sideOf = (line: SummaryLine): RenewalComparisonSide => ({
  planName: line.planName,
  statusLabel: line.statusLabel,
  monthlyCents: line.monthlyCents,
  perPaycheckCents: line.perPaycheckCents,
});

/**
 * Current against new (issue 35 item 5): each line the renewal asks about, beside the same line of the
 * application it renews. Both sides are the election summaries (summarizeElections, the figures the done page and
 * the signed PDF show), so the comparison cannot disagree with them.
 */
export function compareRenewalLines(
  current: readonly SummaryLine[],
  renewal: readonly SummaryLine[],
): RenewalComparisonLine[] {
  return renewal.map((line) => {
    const was = current.find((c) => c.coverageType === line.coverageType);
    const before = was ? sideOf(was) : null;
    const after = sideOf(line);
    return {
      coverageType: line.coverageType,
      label: line.label,
      current: before,
      renewal: after,
      changeCents:
        before?.monthlyCents != null && after.monthlyCents != null
          ? after.monthlyCents - before.monthlyCents
          : null,
    };
  });
}

/** The two years' monthly totals and their difference (what the employee pays a month now and on the renewal). */
export type RenewalComparisonTotals = {
  /** Null when the employee had no application on the plan year renewed. */
  currentMonthlyCents: Cents | null;
  renewalMonthlyCents: Cents;
  /** New total less the current one; null without a current application. */
  changeCents: Cents | null;
};

/**
 * The totals beside each other: each side the election summary's own total (every priced line and the health
 * account), so the panel's totals are the done page's; a line only the current year has is in its total.
 */
export function compareRenewalTotals(
  current: { monthlyCents: Cents } | null,
  renewal: { monthlyCents: Cents },
): RenewalComparisonTotals {
  return {
    currentMonthlyCents: current?.monthlyCents ?? null,
    renewalMonthlyCents: renewal.monthlyCents,
    changeCents: current ? renewal.monthlyCents - current.monthlyCents : null,
  };
}

/**
 * The renewal's plan that continues the employee's current plan on a line, as the renewal carried their election
 * over (startRenewalApplications): the same plan when it is offered again, else the plan the package maps it to,
 * else the line's only plan; null when none does (the employee chooses).
 */
export function findContinuingPlan(
  currentPlanId: string,
  offeredPlanIds: readonly string[],
  mappedPlanIds: readonly string[],
): string | null {
  if (offeredPlanIds.includes(currentPlanId)) return currentPlanId;
  const mapped = offeredPlanIds.find((id) => mappedPlanIds.includes(id));
  if (mapped) return mapped;
  return offeredPlanIds.length === 1 ? offeredPlanIds[0]! : null;
}

/** How a line's price moves, in words: "$12.00 a month more", "$3.50 a month less" or "The same price". */
export function describePriceChange(
  changeCents: Cents | null,
  format: (cents: Cents) => string,
): string | null {
  if (changeCents === null) return null;
  if (changeCents === 0) return 'The same price';
  return `${format(Math.abs(changeCents))} a month ${changeCents > 0 ? 'more' : 'less'}`;
}

import type { LineContributionRule } from '@shared/domain/contributions/simulation';
import { formatIsoDate, getDaysInMonth, parseIsoDate } from '@shared/domain/dates/dates';
import { type CoverageType, SERVICE_LINES, type ServiceLine } from '@shared/domain/enums';
import { fromCentsOrNull } from '@shared/domain/money/money';
import { selectBasePlan } from '@shared/domain/pricing/build-plan-cost';
import type { PricedPlan } from '@shared/domain/pricing/types';
import { FORM_ERROR_KEY, RENEWAL_MESSAGES, type RenewalContributionRow } from '@shared/schemas/renewal';
import type { Db } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import {
  type findClasses,
  findCurrentRenewal,
  type RenewalRow,
  type StoredRenewalContribution,
  type SuitePlan,
} from './renewals.repository';

/* What the renewal's reads and writes share. */

export const formError = (code: ConstructorParameters<typeof AppError>[0], message: string) =>
  new AppError(code, message, { [FORM_ERROR_KEY]: message });

export const nameKey = (name: string) => name.trim().toLowerCase();

/** The first day a year on (a 29 February start renews on the 28th). */
export function addOneYear(iso: string): string {
  const date = parseIsoDate(iso)!;
  const year = date.year + 1;
  return formatIsoDate({
    year,
    month: date.month,
    day: Math.min(date.day, getDaysInMonth(year, date.month)),
  });
}

export type ClassRow = Awaited<ReturnType<typeof findClasses>>[number];

/**
 * What each renewal row's name stands for before signing (decision 0035): the class of that name; the default
 * class's row is the default rule (role null); a name no class has is a class signing will create, which no
 * employee is in yet (a placeholder role).
 */
export function roleOfName(classes: readonly ClassRow[], name: string): string | null {
  const found = classes.find((c) => nameKey(c.name) === nameKey(name));
  if (!found) return `new:${nameKey(name)}`;
  return found.isDefault ? null : found.id;
}

export function toRules(
  rows: readonly StoredRenewalContribution[],
  classes: readonly ClassRow[],
): LineContributionRule[] {
  return rows
    .filter((r) => r.active)
    .map((r) => ({
      serviceLine: r.serviceLine,
      role: roleOfName(classes, r.name),
      active: true,
      contributionType: r.contributionType,
      employeePercentage: r.employeePercentage,
      dependentPercentage: r.dependentPercentage,
      employeeFixedAmount: fromCentsOrNull(r.employeeFixedAmountCents),
      dependentFixedAmount: fromCentsOrNull(r.dependentFixedAmountCents),
      tiers: null,
    }));
}

export const toRow = (r: StoredRenewalContribution): RenewalContributionRow => ({
  id: r.id,
  serviceLine: r.serviceLine,
  active: r.active,
  name: r.name,
  contributionType: r.contributionType,
  employeePercentage: r.employeePercentage,
  dependentPercentage: r.dependentPercentage,
  employeeFixedAmount: fromCentsOrNull(r.employeeFixedAmountCents),
  dependentFixedAmount: fromCentsOrNull(r.dependentFixedAmountCents),
});

export const byLine = <T>(make: (line: ServiceLine) => T) =>
  Object.fromEntries(SERVICE_LINES.map((line) => [line, make(line)])) as Record<ServiceLine, T>;

/** The lines the package offers, in the spec's order. */
export const linesOf = (plans: readonly { type: CoverageType }[]): ServiceLine[] =>
  SERVICE_LINES.filter((line) => plans.some((p) => p.type === line));

/** The base plan of a line: the one the package flags, else the least expensive (selectBasePlan). */
export function basePlanOf(
  line: ServiceLine,
  suite: readonly SuitePlan[],
  priced: ReadonlyMap<string, PricedPlan>,
) {
  const onLine = suite.filter((p) => p.type === line);
  const flagged = onLine.find((p) => p.isBasePlan);
  if (flagged) return priced.get(flagged.id) ?? null;
  return selectBasePlan(onLine.flatMap((p) => (priced.has(p.id) ? [priced.get(p.id)!] : [])));
}

/** The company's current renewal: 404 without one. */
export async function requireRenewal(db: Db, companyId: string): Promise<RenewalRow> {
  const renewal = await findCurrentRenewal(db, companyId);
  if (!renewal) throw formError('not_found', RENEWAL_MESSAGES.noRenewal);
  return renewal;
}

import { type CalendarDate, compareDates, parseIsoDate, parseUsDate } from '../dates/dates';
import { SEGMENTS, type Segment } from '../enums';

/** The one place that says who is a spouse: a spouse or a domestic partner (docs/spec/1 §9 dependent types). */
export function isSpouseOrPartner(dependentType: string | null | undefined): boolean {
  return dependentType === 'spouse' || dependentType === 'domestic_partner';
}

/** A birth date as either side holds it: MM/DD/YYYY on screens, YYYY-MM-DD in the database. */
export function parseBirthDate(value: string | null | undefined): CalendarDate | null {
  if (!value) return null;
  return parseUsDate(value) ?? parseIsoDate(value.slice(0, 10));
}

/**
 * Display order (docs/spec/1 §9 "Spouse and partner are sorted by birth date for display"): the spouse or partner
 * first, then children, each oldest first; equal dates keep their order, undated rows follow the dated ones.
 */
export function sortDependentsForDisplay<T extends { dependentType: string; bornAt: string | null }>(
  dependents: readonly T[],
): T[] {
  return dependents
    .map((d, index) => ({ d, index, born: parseBirthDate(d.bornAt) }))
    .sort((a, b) => {
      const rank =
        Number(!isSpouseOrPartner(a.d.dependentType)) - Number(!isSpouseOrPartner(b.d.dependentType));
      if (rank !== 0) return rank;
      if (a.born && b.born) return compareDates(a.born, b.born) || a.index - b.index;
      return a.born ? -1 : b.born ? 1 : a.index - b.index;
    })
    .map(({ d }) => d);
}

/** Who a tier covers: the spouse or partner in spouse tiers, the children in children tiers. */
export function isCoveredBySegment(segment: Segment, dependentType: string): boolean {
  return isSpouseOrPartner(dependentType)
    ? segment === 'ee_spouse' || segment === 'ee_family'
    : segment === 'ee_children' || segment === 'ee_family';
}

/** What a tier needs on file: a spouse or partner for spouse tiers, a child for children tiers. */
export function hasFamilyForSegment(
  segment: Segment,
  dependents: readonly { dependentType: string }[],
): { spouse: boolean; children: boolean } {
  const needsSpouse = segment === 'ee_spouse' || segment === 'ee_family';
  const needsChildren = segment === 'ee_children' || segment === 'ee_family';
  return {
    spouse: !needsSpouse || dependents.some((d) => isSpouseOrPartner(d.dependentType)),
    children: !needsChildren || dependents.some((d) => !isSpouseOrPartner(d.dependentType)),
  };
}

/** The tiers a family can choose: each tier whose people are on file. */
export function listSegmentChoices(dependents: readonly { dependentType: string }[]): Segment[] {
  return SEGMENTS.filter((segment) => {
    const has = hasFamilyForSegment(segment, dependents);
    return has.spouse && has.children;
  });
}

/** A line's stored choice, as far as who it covers goes. */
export interface LineEnrollment {
  isEnrolling: 'Yes' | 'No' | null;
  segment: Segment | null;
  dependentsEnrolling: Readonly<Record<string, boolean | null>>;
}

/**
 * The dependents covered by any offered line the employee enrolls in: answered Yes on it, or in its tier. They
 * are who needs a Social Security number at signing (the screen asks for theirs, the server requires them).
 */
export function listEnrolledDependentIds(
  coverages: Partial<Record<string, LineEnrollment>>,
  offered: readonly string[],
  dependents: readonly { id: string; dependentType: string }[],
): Set<string> {
  const ids = new Set<string>();
  for (const type of offered) {
    const line = coverages[type];
    if (line?.isEnrolling !== 'Yes') continue;
    for (const d of dependents)
      if (
        line.dependentsEnrolling[d.id] === true ||
        (line.segment !== null && isCoveredBySegment(line.segment, d.dependentType))
      )
        ids.add(d.id);
  }
  return ids;
}

/** The lines whose price depends on who is covered beside the employee (age-rated or tiered). */
const FAMILY_PRICED_LINES: ReadonlySet<string> = new Set(['medical', 'dental', 'vision']);

/**
 * Who a line's plan comparison is priced for (issue 34 item 1, decision 0067): the dependents its saved answer
 * covers when it was enrolled, else everyone on the application's family step, so a family of four compares
 * family prices, never the employee-only one. A line priced for the employee alone compares for the employee.
 */
export function listComparedDependents<T extends { id: string }>(
  coverageType: string,
  saved: { isEnrolling: string | null; dependentsEnrolling: Readonly<Record<string, boolean>> } | undefined,
  dependents: readonly T[],
): T[] {
  if (!FAMILY_PRICED_LINES.has(coverageType)) return [];
  if (saved?.isEnrolling === 'Yes') return dependents.filter((d) => saved.dependentsEnrolling[d.id] === true);
  return [...dependents];
}

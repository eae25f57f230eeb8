import { compareDates, parseUsDate } from '@shared/domain/dates/dates';
import {
  isDecliningCoverage as declines,
  isDecliningAllCoverage as declinesAll,
} from '@shared/domain/declination/declination';
import type { ApplicationDependent, ApplicationResponse } from '@shared/schemas/application';

type DecliningInput = Pick<ApplicationResponse, 'availablePlans'> & {
  employeePolicy: Pick<ApplicationResponse['employeePolicy'], 'coverages'>;
};

const answersOf = (application: DecliningInput) =>
  Object.fromEntries(
    Object.entries(application.employeePolicy.coverages).map(([t, c]) => [t, c?.isEnrolling]),
  );

/** Every offered coverage answered is No: the done page says all coverage was declined. */
export function isDecliningAllCoverage(application: DecliningInput): boolean {
  return declinesAll(application.availablePlans, answersOf(application));
}

/** Additional Information is titled so and asks a declination reason (the shared rule the server applies). */
export function isDecliningCoverage(application: DecliningInput): boolean {
  return declines(application.availablePlans, answersOf(application));
}

const isPartner = (d: { dependentType: string }) =>
  d.dependentType === 'spouse' || d.dependentType === 'domestic_partner';

/** Dependents covered by any coverage the employee enrols in: by the dependent map or by the chosen tier. */
export function listEnrollingDependents(
  application: Pick<ApplicationResponse, 'availablePlans' | 'employeeDependents'> & {
    employeePolicy: Pick<ApplicationResponse['employeePolicy'], 'coverages'>;
  },
): ApplicationDependent[] {
  const ids = new Set<string>();
  for (const type of application.availablePlans) {
    const coverage = application.employeePolicy.coverages[type];
    if (coverage?.isEnrolling !== 'Yes') continue;
    for (const [id, enrolling] of Object.entries(coverage.dependentsEnrolling)) if (enrolling) ids.add(id);
    for (const d of application.employeeDependents) {
      const bySegment =
        coverage.segment === 'ee_family' ||
        (coverage.segment === 'ee_spouse' && isPartner(d)) ||
        (coverage.segment === 'ee_children' && d.dependentType === 'child');
      if (bySegment) ids.add(d.id);
    }
  }
  return sortDependentsForDisplay(application.employeeDependents.filter((d) => ids.has(d.id)));
}

/** Display order: the spouse or domestic partner first, then children; each by birth date, oldest first. */
export function sortDependentsForDisplay<T extends { dependentType: string; bornAt: string }>(
  dependents: readonly T[],
): T[] {
  const birth = (d: T) => parseUsDate(d.bornAt);
  return dependents
    .map((d, index) => ({ d, index }))
    .sort((a, b) => {
      const rank = Number(!isPartner(a.d)) - Number(!isPartner(b.d));
      if (rank !== 0) return rank;
      const da = birth(a.d);
      const db = birth(b.d);
      if (da && db) return compareDates(da, db) || a.index - b.index;
      return da ? -1 : db ? 1 : a.index - b.index;
    })
    .map(({ d }) => d);
}

/** Fields imported from a partner (the form's own list and the partner's), read-only when they hold a value. */
export function getSyncedFields(
  application: Pick<ApplicationResponse, 'employeeForm' | 'partner'>,
): Set<string> {
  return new Set([...application.employeeForm.syncedFields, ...application.partner.syncedEmployeeFields]);
}

/** A synced field that is filled is shown read-only; a synced field still empty can be filled in here. */
export function isReadOnlySyncedField(synced: ReadonlySet<string>, field: string, value: unknown): boolean {
  return synced.has(field) && value !== null && value !== undefined && String(value).trim() !== '';
}

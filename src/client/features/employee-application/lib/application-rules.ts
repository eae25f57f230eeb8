import {
  isDecliningCoverage as declines,
  isDecliningAllCoverage as declinesAll,
} from '@shared/domain/declination/declination';
import { listEnrolledDependentIds, sortDependentsForDisplay } from '@shared/domain/enrollment/family';
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

/** Dependents covered by any coverage the employee enrols in (the shared rule), in display order. */
export function listEnrollingDependents(
  application: Pick<ApplicationResponse, 'availablePlans' | 'employeeDependents'> & {
    employeePolicy: Pick<ApplicationResponse['employeePolicy'], 'coverages'>;
  },
): ApplicationDependent[] {
  const ids = listEnrolledDependentIds(
    application.employeePolicy.coverages,
    application.availablePlans,
    application.employeeDependents,
  );
  return sortDependentsForDisplay(application.employeeDependents.filter((d) => ids.has(d.id)));
}

/** The family and review screens list dependents in the shared display order. */
export { sortDependentsForDisplay };

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

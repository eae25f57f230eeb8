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

/** Why the reader cannot change a field ('partner' or 'employer', decision 0077), or null; the server decides. */
export function lockOfField(
  application: Pick<ApplicationResponse, 'employeeForm'>,
  field: string,
): 'partner' | 'employer' | null {
  return application.employeeForm.lockedFields[field] ?? null;
}

import { type ApplicationStep, listApplicationSteps, STEP_PATHS } from '@shared/domain/steps/steps';
import type { ApplicationResponse } from '@shared/schemas/application';
import { useCallback } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useApplication } from '../api/get-application';
import { useApplicationSaved } from '../api/save-application';
import { findNextStepAfterSave, findStepNeighbours } from './application-rules';

/** The application's base path: the employee's own, or admin mode's with the employee form id. */
export function useApplicationBasePath(): string {
  const { employeeFormId } = useParams();
  return employeeFormId
    ? `/company-admin/employee-application/${encodeURIComponent(employeeFormId)}`
    : '/employee-application';
}

/** The full path of a step in the current application (admin mode kept). */
export function useStepPath(): (step: ApplicationStep) => string {
  const base = useApplicationBasePath();
  return useCallback((step) => (STEP_PATHS[step] === '/' ? base : `${base}${STEP_PATHS[step]}`), [base]);
}

/** The steps that exist for this application (offered coverage types, health account status). */
export function useApplicationSteps(): ApplicationStep[] {
  const application = useApplication();
  return listApplicationSteps({
    offeredCoverageTypes: application.availablePlans,
    healthAccountStatus: application.healthAccount.benefitStatus,
  });
}

/**
 * Back and next for a step page: the previous and next steps that exist (spec 1 §2 "Step order"). A step that
 * does not exist (a coverage the company does not offer, opened by its path) gets the neighbours it would have.
 */
export function useStepNavigation(step: ApplicationStep) {
  const navigate = useNavigate();
  const pathFor = useStepPath();
  const steps = useApplicationSteps();
  const { previous, next } = findStepNeighbours(steps, step);
  return {
    nextPath: next ? pathFor(next) : null,
    previousPath: previous ? pathFor(previous) : null,
    goNext: () => {
      if (next) navigate(pathFor(next));
    },
  };
}

/**
 * A step's Continue: clears the previous error, saves, caches the application the save answered with (or
 * reloads it) and goes to the next step that exists in it (its steps may have changed); a failed save is
 * shown by `showError`, at its fields.
 */
export function useSaveAndContinue(
  step: ApplicationStep,
  errors: { clearError(): void; showError(error: unknown): void },
): (save: () => Promise<ApplicationResponse | null>) => Promise<void> {
  const application = useApplication();
  const saved = useApplicationSaved();
  const navigate = useNavigate();
  const pathFor = useStepPath();
  return async (save) => {
    errors.clearError();
    try {
      const response = await save();
      await saved(response);
      navigate(pathFor(findNextStepAfterSave(response ?? application, step)));
    } catch (error) {
      errors.showError(error);
    }
  };
}

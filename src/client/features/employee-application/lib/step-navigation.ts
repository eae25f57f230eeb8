import { createWizard } from '@client/components/wizard/create-wizard';
import { APPLICATION_FLOW } from '@shared/domain/steps/flows';
import type { ApplicationStep } from '@shared/domain/steps/steps';
import type { ApplicationResponse } from '@shared/schemas/application';
import { createContext, createElement, useContext } from 'react';
import { useApplication } from '../api/get-application';
import { useApplicationStore } from '../api/save-application';
import { EmploymentEnded } from '../components/employment-ended';
import { NotEligible } from '../components/not-eligible';

/**
 * The employee application on the wizard kit (decision 0018): its flow (APPLICATION_FLOW: steps, paths, base
 * paths, progress groups, redirects) with the application as its record.
 */
export const applicationWizard = createWizard<ApplicationStep, ApplicationResponse>({
  flow: APPLICATION_FLOW,
  useRecord: useApplication,
  useRecordStore: useApplicationStore,
  progressLabel: 'Application progress',
  notAvailable: createElement(NotEligible),
  closed: createElement(EmploymentEnded),
});

/** What the application's screens ask of the wizard they are in: navigation, save-and-continue, paths. */
export type ApplicationWizardHooks = Pick<
  typeof applicationWizard,
  'useStepNavigation' | 'useSaveAndContinue' | 'useWizardPaths'
>;

/**
 * The wizard the application's screens are in. Unset: the employee application's. The renewal flow sets its
 * own, and the same screens go back and next along the renewal's steps (decision 0038). One flow per mounted
 * page, so the hooks a screen calls are the same on every render.
 */
export const ApplicationWizardContext = createContext<ApplicationWizardHooks | null>(null);

const useWizard = (): ApplicationWizardHooks => useContext(ApplicationWizardContext) ?? applicationWizard;

/** Back and next for a step page of the flow the screen is in (see createWizard). */
export const useStepNavigation: ApplicationWizardHooks['useStepNavigation'] = (step) =>
  useWizard().useStepNavigation(step);

/** A step's Continue in the flow the screen is in (see createWizard). */
export const useSaveAndContinue: ApplicationWizardHooks['useSaveAndContinue'] = (step, errors) =>
  useWizard().useSaveAndContinue(step, errors);

/** The record, its steps, base path and step paths of the flow the screen is in (see createWizard). */
export const useWizardPaths: ApplicationWizardHooks['useWizardPaths'] = () => useWizard().useWizardPaths();

/** The full path of a step in the current application (admin mode kept). */
export function useStepPath() {
  return useWizardPaths().pathFor;
}

import { createWizard } from '@client/components/wizard/create-wizard';
import { APPLICATION_FLOW } from '@shared/domain/steps/flows';
import type { ApplicationStep } from '@shared/domain/steps/steps';
import type { ApplicationResponse } from '@shared/schemas/application';
import { createElement } from 'react';
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

export const { useStepNavigation, useSaveAndContinue, useWizardPaths } = applicationWizard;

/** The full path of a step in the current application (admin mode kept). */
export function useStepPath() {
  return useWizardPaths().pathFor;
}

import { createWizard } from '@client/components/wizard/create-wizard';
import { RENEWAL_FLOW, toRenewalFlowRecord } from '@shared/domain/steps/flows';
import { type ApplicationStep, RENEWAL_STEPS, type RenewalStep } from '@shared/domain/steps/steps';
import { mapFlowRecord, StepError } from '@shared/domain/wizard/wizard';
import type { ApplicationResponse } from '@shared/schemas/application';
import { createElement } from 'react';
import { useApplication } from '../../api/get-application';
import { useApplicationStore } from '../../api/save-application';
import { NotEligible } from '../../components/not-eligible';
import type { ApplicationWizardHooks } from '../../lib/step-navigation';

/**
 * The employee renewal application on the wizard kit (decision 0038): RENEWAL_FLOW (docs/spec/2 §2.5) read on the
 * application response of the renewal policy, whose recorded steps are its step-complete flags.
 */
export const renewalWizard = createWizard<RenewalStep, ApplicationResponse>({
  flow: mapFlowRecord(RENEWAL_FLOW, toRenewalFlowRecord),
  useRecord: useApplication,
  useRecordStore: useApplicationStore,
  progressLabel: 'Renewal progress',
  notAvailable: createElement(NotEligible),
});

/** A step of the application's screens as a renewal step (the renewal mounts only its own steps' screens). */
function toRenewalStep(step: ApplicationStep): RenewalStep {
  if (!(RENEWAL_STEPS as readonly string[]).includes(step))
    throw new StepError(`The renewal has no step ${step}`);
  return step as RenewalStep;
}

/** The renewal wizard as the application's screens ask for their wizard (ApplicationWizardContext). */
export const renewalWizardHooks: ApplicationWizardHooks = {
  useStepNavigation: (step) => renewalWizard.useStepNavigation(toRenewalStep(step)),
  useSaveAndContinue: (step, errors) => renewalWizard.useSaveAndContinue(toRenewalStep(step), errors),
  useWizardPaths: () => {
    const paths = renewalWizard.useWizardPaths();
    return { ...paths, pathFor: (step: ApplicationStep) => paths.pathFor(toRenewalStep(step)) };
  },
};

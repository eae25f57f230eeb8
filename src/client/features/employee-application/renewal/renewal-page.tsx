import type { WizardScreens } from '@client/components/wizard/create-wizard';
import type { WizardTarget } from '@client/components/wizard/wizard-routes';
import { RENEWAL_FLOW } from '@shared/domain/steps/flows';
import { isCoverageStep, type RenewalStep, STEP_COVERAGE_TYPES } from '@shared/domain/steps/steps';
import type { ReactNode } from 'react';
import { BadLinkPage } from '../../../app/bad-link-page';
import { lazyNamed } from '../../../lib/lazy-named';
import {
  AdditionalInformationStep,
  BasicInformationStep,
  ChooseCoverageStep,
  FamilyInformationStep,
  SignStep,
} from '../lazy-screens';
import { JumpStep } from '../steps/jump-step';
import { renewalWizard } from './lib/renewal-wizard';

// The employee application's own screens (decision 0038), loaded on their first visit as in the application.
const RenewalDoneStep = lazyNamed(() => import('./steps/renewal-done-step'), 'RenewalDoneStep');

const STEP_SCREENS: Record<Exclude<RenewalStep, keyof typeof STEP_COVERAGE_TYPES>, ReactNode> = {
  basicInformation: <BasicInformationStep />,
  familyInformation: <FamilyInformationStep />,
  additionalInformation: <AdditionalInformationStep />,
  sign: <SignStep />,
  done: <RenewalDoneStep />,
};

const SCREENS: WizardScreens<RenewalStep> = {
  step: (step) =>
    isCoverageStep(step) ? (
      <ChooseCoverageStep coverageType={STEP_COVERAGE_TYPES[step]} />
    ) : (
      STEP_SCREENS[step]
    ),
  jump: <JumpStep flow={RENEWAL_FLOW} description="Every step of the renewal, in order." />,
  badLink: <BadLinkPage heading="Whoops! Bad Link." />,
};

/** One page of the renewal: the flow's redirects, the three-group progress bar and the target's screen. */
export function RenewalPage({ target }: { target: WizardTarget<RenewalStep> }) {
  return renewalWizard.renderTarget(target, SCREENS);
}

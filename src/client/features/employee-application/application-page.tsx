import type { WizardScreens } from '@client/components/wizard/create-wizard';
import type { WizardTarget } from '@client/components/wizard/wizard-routes';
import {
  type ApplicationStep,
  type CoverageStep,
  isCoverageStep,
  STEP_COVERAGE_TYPES,
} from '@shared/domain/steps/steps';
import type { ReactNode } from 'react';
import { BadLinkPage } from '../../app/bad-link-page';
import { lazyNamed } from '../../lib/lazy-named';
import { ReturnedBanner } from './components/returned-banner';
import {
  AdditionalInformationStep,
  BasicInformationStep,
  ChooseCoverageStep,
  FamilyInformationStep,
  SignStep,
} from './lazy-screens';
import { applicationWizard } from './lib/step-navigation';
import { SCREEN_MODULES } from './screen-modules';
import { JumpStep } from './steps/jump-step';

// Each step's screen is loaded on its first visit (see lazyNamed), or ahead by the routes (screen-modules).
const HealthAccountStep = lazyNamed(SCREEN_MODULES.healthAccountInformation, 'HealthAccountStep');
const DoneStep = lazyNamed(SCREEN_MODULES.done, 'DoneStep');

const STEP_SCREENS: Record<Exclude<ApplicationStep, CoverageStep>, ReactNode> = {
  basicInformation: <BasicInformationStep />,
  familyInformation: <FamilyInformationStep />,
  healthAccountInformation: <HealthAccountStep />,
  additionalInformation: <AdditionalInformationStep />,
  sign: <SignStep />,
  done: <DoneStep />,
};

const SCREENS: WizardScreens<ApplicationStep> = {
  // A returned application says why and what to change on every step (decision 0078).
  step: (step) => (
    <>
      <ReturnedBanner />
      {isCoverageStep(step) ? (
        <ChooseCoverageStep coverageType={STEP_COVERAGE_TYPES[step]} />
      ) : (
        STEP_SCREENS[step]
      )}
    </>
  ),
  jump: <JumpStep />,
  badLink: <BadLinkPage />,
};

/**
 * One page of the application: the redirect rules, the progress bar and the target's screen (a coverage path
 * the company does not offer still renders its choose screen, which says so). Loaded on the first visit to
 * the application, with the application's record, schema and form kit.
 */
export function ApplicationPage({ target }: { target: WizardTarget<ApplicationStep> }) {
  return applicationWizard.renderTarget(target, SCREENS);
}

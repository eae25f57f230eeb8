import { type ApplicationStep, isCoverageStep } from '@shared/domain/steps/steps';

/**
 * Where each application screen's code is. The application page loads a screen on its first visit; the
 * routes start loading the screen of the address being opened at the same time as the page's own code and
 * the application's record, instead of after them.
 */
export const SCREEN_MODULES = {
  basicInformation: () => import('./steps/basic-information/basic-information-step'),
  familyInformation: () => import('./steps/family-information/family-information-step'),
  chooseCoverage: () => import('./steps/choose-coverage'),
  healthAccountInformation: () => import('./steps/health-account/health-account-step'),
  additionalInformation: () => import('./steps/additional-information/additional-information-step'),
  sign: () => import('./steps/sign/sign-step'),
  done: () => import('./steps/done/done-step'),
};

/**
 * Starts loading a step's screen (a module loads once; asking again costs nothing). A failure here is left to
 * the screen's own load, which asks again and, when the file is gone after a deploy, reloads the page.
 */
export function preloadStepScreen(step: ApplicationStep): void {
  (isCoverageStep(step) ? SCREEN_MODULES.chooseCoverage : SCREEN_MODULES[step])().catch(() => {});
}

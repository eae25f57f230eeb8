import { type ApplicationStep, isCoverageStep } from '@shared/domain/steps/steps';

/**
 * Loads `load` once the shared field schemas (and the schema library they import) have run, in a task of
 * their own: built at module load, the schemas are the largest piece of the application's start-up work, and a
 * phone should not run it in the same long task as the page's own modules (decision 0019). The schema library
 * is not imported on its own: a dynamic import of the whole package split the sign-in page's code into twice
 * as many files (4 kB more brotli).
 */
export function afterSchemas<T>(load: () => Promise<T>): Promise<T> {
  return import('@shared/schemas/fields').then(load);
}

/**
 * Where each application screen's code is. The application page loads a screen on its first visit; the
 * routes start loading the screen of the address being opened at the same time as the page's own code and
 * the application's record, instead of after them.
 */
export const SCREEN_MODULES = {
  basicInformation: () => afterSchemas(() => import('./steps/basic-information/basic-information-step')),
  familyInformation: () => afterSchemas(() => import('./steps/family-information/family-information-step')),
  chooseCoverage: () => afterSchemas(() => import('./steps/choose-coverage')),
  healthAccountInformation: () => afterSchemas(() => import('./steps/health-account/health-account-step')),
  additionalInformation: () =>
    afterSchemas(() => import('./steps/additional-information/additional-information-step')),
  sign: () => afterSchemas(() => import('./steps/sign/sign-step')),
  done: () => afterSchemas(() => import('./steps/done/done-step')),
};

/**
 * Starts loading a step's screen (a module loads once; asking again costs nothing). A failure here is left to
 * the screen's own load, which asks again and, when the file is gone after a deploy, reloads the page.
 */
export function preloadStepScreen(step: ApplicationStep): void {
  (isCoverageStep(step) ? SCREEN_MODULES.chooseCoverage : SCREEN_MODULES[step])().catch(() => {});
}

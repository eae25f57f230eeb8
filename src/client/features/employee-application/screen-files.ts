/**
 * Where each application screen's module is, under src/client. `screen-modules.ts` loads them (a test keeps
 * the two equal); the build reads this file to preload the screen an address opens (see app/page-modules.ts).
 * No imports: vite.config.ts reads it.
 */
export const SCREEN_FILES = {
  basicInformation: 'features/employee-application/steps/basic-information/basic-information-step.tsx',
  familyInformation: 'features/employee-application/steps/family-information/family-information-step.tsx',
  chooseCoverage: 'features/employee-application/steps/choose-coverage/index.ts',
  healthAccountInformation: 'features/employee-application/steps/health-account/health-account-step.tsx',
  additionalInformation:
    'features/employee-application/steps/additional-information/additional-information-step.tsx',
  sign: 'features/employee-application/steps/sign/sign-step.tsx',
  done: 'features/employee-application/steps/done/done-step.tsx',
} as const;

import type { CoverageType } from '@shared/domain/enums';
import { type ApplicationStep, STEP_COVERAGE_TYPES, STEP_PATHS } from '@shared/domain/steps/steps';
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { BadLinkPage } from '../../app/bad-link-page';
import { lazyNamed } from '../../lib/lazy-named';
import { StepRoute } from './components/step-route';
import { JumpStep } from './steps/jump-step';

// Each step's screen is loaded on its first visit (see lazyNamed).
const BasicInformationStep = lazyNamed(
  () => import('./steps/basic-information/basic-information-step'),
  'BasicInformationStep',
);
const FamilyInformationStep = lazyNamed(
  () => import('./steps/family-information/family-information-step'),
  'FamilyInformationStep',
);
const ChooseCoverageStep = lazyNamed(() => import('./steps/choose-coverage'), 'ChooseCoverageStep');
const HealthAccountStep = lazyNamed(
  () => import('./steps/health-account/health-account-step'),
  'HealthAccountStep',
);
const AdditionalInformationStep = lazyNamed(
  () => import('./steps/additional-information/additional-information-step'),
  'AdditionalInformationStep',
);
const SignStep = lazyNamed(() => import('./steps/sign/sign-step'), 'SignStep');
const DoneStep = lazyNamed(() => import('./steps/done/done-step'), 'DoneStep');

/** A step's route: its exact sub-path (spec 1 §2) with the redirect rules and the progress bar around it. */
function stepRoute(step: ApplicationStep, element: ReactNode): RouteObject {
  const path = STEP_PATHS[step].slice(1);
  const page = (
    <StepRoute step={step} withProgress={step !== 'done'}>
      {element}
    </StepRoute>
  );
  return path === '' ? { index: true, element: page } : { path, element: page };
}

const coverageRoutes = (Object.entries(STEP_COVERAGE_TYPES) as Array<[ApplicationStep, CoverageType]>).map(
  ([step, coverageType]) => stepRoute(step, <ChooseCoverageStep coverageType={coverageType} />),
);

/**
 * The application's pages, mounted both at /employee-application and, in admin mode, at
 * /company-admin/employee-application/:employeeFormId. A coverage path the company does not offer still
 * renders its choose screen (which says so). Any other sub-path is a bad link (after the redirect rules).
 */
export const applicationRoutes: RouteObject[] = [
  stepRoute('basicInformation', <BasicInformationStep />),
  stepRoute('familyInformation', <FamilyInformationStep />),
  ...coverageRoutes,
  stepRoute('healthAccountInformation', <HealthAccountStep />),
  stepRoute('additionalInformation', <AdditionalInformationStep />),
  stepRoute('sign', <SignStep />),
  stepRoute('done', <DoneStep />),
  {
    path: 'jump',
    element: (
      <StepRoute step={null} withProgress={false}>
        <JumpStep />
      </StepRoute>
    ),
  },
  {
    path: '*',
    element: (
      <StepRoute step={null} withProgress={false}>
        <BadLinkPage />
      </StepRoute>
    ),
  },
];

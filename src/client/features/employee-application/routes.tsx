import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import type { CoverageType } from '../../../shared/domain/enums';
import { type ApplicationStep, STEP_COVERAGE_TYPES, STEP_PATHS } from '../../../shared/domain/steps/steps';
import { BadLinkPage } from '../../app/bad-link-page';
import { StepRoute } from './components/step-route';
import { AdditionalInformationStep } from './steps/additional-information/additional-information-step';
import { BasicInformationStep } from './steps/basic-information/basic-information-step';
import { ChooseCoverageStep } from './steps/choose-coverage';
import { DoneStep } from './steps/done/done-step';
import { FamilyInformationStep } from './steps/family-information/family-information-step';
import { HealthAccountStep } from './steps/health-account/health-account-step';
import { JumpStep } from './steps/jump-step';
import { SignStep } from './steps/sign/sign-step';

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

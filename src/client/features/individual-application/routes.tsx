import { BadLinkPage } from '@client/app/bad-link-page';
import type { IndividualStep } from '@shared/domain/individual-application/flow';
import { useEffect } from 'react';
import { useLocation, useRoutes } from 'react-router';
import { recordIndividualSource, useOwnEmployeeFormId } from './api';
import { IndividualDoneStep } from './steps/done-step';
import { EnterInformationStep } from './steps/enter-information-step';
import { PlansStep } from './steps/plans-step';
import { IndividualNotAvailable, individualWizard } from './wizard';

function screenOf(step: IndividualStep) {
  switch (step) {
    case 'dentalPlans':
      return <PlansStep line="dental" />;
    case 'visionPlans':
      return <PlansStep line="vision" />;
    case 'enterInformation':
      return <EnterInformationStep />;
    case 'done':
      return <IndividualDoneStep />;
  }
}

const routes = individualWizard.buildRoutes({ step: screenOf, badLink: <BadLinkPage /> });

/**
 * The individual dental and vision application (docs/spec/3 §2: /individual-application/dental-plans,
 * /vision-plans, /enter-information, /done), loaded when first opened. `?source=` on entry records where to
 * return after Enter Information.
 */
export function IndividualApplicationRoutes() {
  const { search } = useLocation();
  const formId = useOwnEmployeeFormId();
  useEffect(() => recordIndividualSource(search), [search]);
  const page = useRoutes(routes);
  if (!formId) return <IndividualNotAvailable />;
  return page;
}

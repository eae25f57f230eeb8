import { BadLinkPage } from '@client/app/bad-link-page';
import { lazyNamed } from '@client/lib/lazy-named';
import type { EmployerRenewalStep } from '@shared/domain/renewal/employer-renewal-flow';
import { useRoutes } from 'react-router';
import { employerRenewalWizard } from './wizard';

/*
 * The employer's renewal (docs/spec/2 §2.4), below /benefits-administration/renewal, on the wizard kit
 * (EMPLOYER_RENEWAL_FLOW: the root goes to the overview, the company the address names kept): its own route
 * table, loaded when first opened (decision 0019), each page loaded with it.
 */
const OverviewPage = lazyNamed(() => import('./routes/overview-page'), 'OverviewPage');
const PolicyDetailsPage = lazyNamed(() => import('./routes/policy-details-page'), 'PolicyDetailsPage');
const EmployeeEligibilityPage = lazyNamed(
  () => import('./routes/employee-eligibility-page'),
  'EmployeeEligibilityPage',
);
const EmployeeContributionsPage = lazyNamed(
  () => import('./routes/employee-contributions-page'),
  'EmployeeContributionsPage',
);
const StatusPage = lazyNamed(() => import('./routes/status-page'), 'StatusPage');

function screenOf(step: EmployerRenewalStep) {
  switch (step) {
    case 'overview':
      return <OverviewPage />;
    case 'policyDetails':
      return <PolicyDetailsPage />;
    case 'employeeEligibility':
      return <EmployeeEligibilityPage />;
    case 'employeeContributions':
      return <EmployeeContributionsPage />;
    case 'status':
      return <StatusPage />;
  }
}

const renewalRoutes = employerRenewalWizard.buildRoutes({ step: screenOf, badLink: <BadLinkPage /> });

export function EmployerRenewalRoutes() {
  return useRoutes(renewalRoutes);
}

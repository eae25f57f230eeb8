import { BadLinkPage } from '@client/app/bad-link-page';
import { lazyNamed } from '@client/lib/lazy-named';
import { Navigate, type RouteObject, useLocation, useRoutes } from 'react-router';

/*
 * The employer's renewal (spec 2 §2.4), below /benefits-administration/renewal: its own route table, loaded
 * when first opened (decision 0019), each page loaded with it.
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

/** The renewal's root goes to the overview, keeping the company the address names. */
function ToOverview() {
  const { search } = useLocation();
  return <Navigate to={`overview${search}`} replace />;
}

const renewalRoutes: RouteObject[] = [
  { index: true, element: <ToOverview /> },
  { path: 'overview', element: <OverviewPage /> },
  { path: 'policy-details', element: <PolicyDetailsPage /> },
  { path: 'employee-eligibility', element: <EmployeeEligibilityPage /> },
  { path: 'employee-contributions', element: <EmployeeContributionsPage /> },
  { path: 'status', element: <StatusPage /> },
  { path: '*', element: <BadLinkPage /> },
];

export function EmployerRenewalRoutes() {
  return useRoutes(renewalRoutes);
}

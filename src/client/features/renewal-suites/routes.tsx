import { BadLinkPage } from '@client/app/bad-link-page';
import { lazyNamed } from '@client/lib/lazy-named';
import { type RouteObject, useRoutes } from 'react-router';

/*
 * The renewal suite comparison's pages (docs/spec/3; docs/spec/2 §2.2's /employer-renewal shows the comparison). The app's
 * route table names only the base paths and loads this module there (decision 0019).
 */
const ComparisonPage = lazyNamed(() => import('./routes/comparison-page'), 'ComparisonPage');
const BenefitsComparisonPage = lazyNamed(
  () => import('./routes/benefits-comparison-page'),
  'BenefitsComparisonPage',
);
const CostsComparisonPage = lazyNamed(() => import('./routes/costs-comparison-page'), 'CostsComparisonPage');

const comparisonRoutes: RouteObject[] = [
  { index: true, element: <ComparisonPage /> },
  { path: 'detailed-benefits-comparison', element: <BenefitsComparisonPage /> },
  { path: 'detailed-costs-comparison', element: <CostsComparisonPage /> },
  { path: '*', element: <BadLinkPage /> },
];

const employerRenewalRoutes: RouteObject[] = [
  { index: true, element: <ComparisonPage /> },
  { path: 'overview', element: <ComparisonPage /> },
  { path: '*', element: <BadLinkPage /> },
];

/** Below /renewal-suites-comparison. */
export function RenewalSuitesRoutes() {
  return useRoutes(comparisonRoutes);
}

/** Below /employer-renewal. */
export function EmployerRenewalRoutes() {
  return useRoutes(employerRenewalRoutes);
}

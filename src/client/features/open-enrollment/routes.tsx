import { BadLinkPage } from '@client/app/bad-link-page';
import { type RouteObject, useRoutes } from 'react-router';
import { ProcessingPlansPage } from './routes/processing-plans-page';
import { SetupPlansPage } from './routes/setup-plans-page';
import { SetupRedirectPage } from './routes/setup-redirect-page';

/*
 * Open-enrollment setup (spec 2 §2.3), below /benefits-administration/open-enrollment-setup: loaded with its
 * pages on first visit, as the employer dashboard's table is (decision 0019).
 */
const setupRoutes: RouteObject[] = [
  { index: true, element: <SetupRedirectPage /> },
  { path: 'plans', element: <SetupPlansPage /> },
  { path: 'processing-plans', element: <ProcessingPlansPage /> },
  { path: '*', element: <BadLinkPage /> },
];

/** The page of a /benefits-administration/open-enrollment-setup/… address. */
export function OpenEnrollmentSetupRoutes() {
  return useRoutes(setupRoutes);
}

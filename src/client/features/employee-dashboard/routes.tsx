import { BadLinkPage } from '@client/app/bad-link-page';
import { lazyNamed } from '@client/lib/lazy-named';
import { type RouteObject, useRoutes } from 'react-router';
import { ClaimsGate } from './lib/claims-access';
import { DashboardLayout } from './routes/dashboard-layout';

/*
 * The employee dashboard's pages (docs/spec/2 §2.6, decision 0041), below /employee-dashboard and, in admin mode,
 * /company-admin/employee-dashboard/{employee_form_id}. Claims help (open-claims, claims/{id}, submit-claims)
 * is decision 0045's; the life-event pages (change-dependent-coverage, add-dependent, added-employee-dependent,
 * edit-dependent-information) are decision 0046's. Any other path shows the bad-link page.
 */
const DashboardHomePage = lazyNamed(() => import('./routes/dashboard-home-page'), 'DashboardHomePage');
const ViewCoveragePage = lazyNamed(() => import('./routes/view-coverage-page'), 'ViewCoveragePage');
const MobileIdCardsPage = lazyNamed(() => import('./routes/mobile-id-cards-page'), 'MobileIdCardsPage');
const EmployeeInformationPage = lazyNamed(
  () => import('./routes/employee-information-page'),
  'EmployeeInformationPage',
);
const OpenClaimsPage = lazyNamed(() => import('./routes/open-claims-page'), 'OpenClaimsPage');
const SubmitClaimPage = lazyNamed(() => import('./routes/submit-claim-page'), 'SubmitClaimPage');
const ClaimPage = lazyNamed(() => import('./routes/claim-page'), 'ClaimPage');
const DashboardSuccessPage = lazyNamed(
  () => import('./routes/dashboard-success-page'),
  'DashboardSuccessPage',
);

const ChangeDependentCoveragePage = lazyNamed(
  () => import('./routes/change-dependent-coverage-page'),
  'ChangeDependentCoveragePage',
);
const AddDependentPage = lazyNamed(() => import('./routes/add-dependent-page'), 'AddDependentPage');
const AddedEmployeeDependentPage = lazyNamed(
  () => import('./routes/added-employee-dependent-page'),
  'AddedEmployeeDependentPage',
);
const EditDependentInformationPage = lazyNamed(
  () => import('./routes/edit-dependent-information-page'),
  'EditDependentInformationPage',
);

const routes: RouteObject[] = [
  {
    element: <DashboardLayout />,
    children: [
      { index: true, element: <DashboardHomePage /> },
      { path: 'view-coverage', element: <ViewCoveragePage /> },
      { path: 'mobile-id-cards', element: <MobileIdCardsPage /> },
      { path: 'employee-information', element: <EmployeeInformationPage /> },
      // Health information: the employee's and support's only (decision 0075).
      {
        path: 'open-claims',
        element: (
          <ClaimsGate>
            <OpenClaimsPage />
          </ClaimsGate>
        ),
      },
      {
        path: 'submit-claims',
        element: (
          <ClaimsGate>
            <SubmitClaimPage />
          </ClaimsGate>
        ),
      },
      {
        path: 'claims/:claimId',
        element: (
          <ClaimsGate>
            <ClaimPage />
          </ClaimsGate>
        ),
      },
      { path: 'success', element: <DashboardSuccessPage /> },
      // Qualifying life events (decision 0046).
      { path: 'change-dependent-coverage', element: <ChangeDependentCoveragePage /> },
      { path: 'add-dependent', element: <AddDependentPage /> },
      { path: 'added-employee-dependent/:dependentId', element: <AddedEmployeeDependentPage /> },
      { path: 'edit-dependent-information/:dependentId', element: <EditDependentInformationPage /> },
      { path: '*', element: <BadLinkPage /> },
    ],
  },
];

/** The employee dashboard's route table (the app's table names only its base paths). */
export function EmployeeDashboardRoutes() {
  return useRoutes(routes);
}

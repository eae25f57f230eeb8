import { BadLinkPage } from '@client/app/bad-link-page';
import { lazyNamed } from '@client/lib/lazy-named';
import { type RouteObject, useRoutes } from 'react-router';
import { DashboardFrame } from './components/dashboard-frame';

/*
 * The employer dashboard's pages (docs/spec/2 §2.1), below /employer-dashboard. The app's route table names only
 * the dashboard's base path and loads this module there: the sign-in page (the app's entry) then carries no
 * import of any dashboard page, however many the dashboard grows (decision 0019, 120 kB).
 */
const DashboardHomePage = lazyNamed(() => import('./routes/dashboard-home-page'), 'DashboardHomePage');
const ManageEmployeesPage = lazyNamed(() => import('./routes/manage-employees-page'), 'ManageEmployeesPage');
const CensusImportPage = lazyNamed(() => import('./routes/census-import-page'), 'CensusImportPage');
const EmployeeStatusPage = lazyNamed(() => import('./routes/employee-status-page'), 'EmployeeStatusPage');
const DashboardSuccessPage = lazyNamed(
  () => import('./routes/dashboard-success-page'),
  'DashboardSuccessPage',
);
const CompanyInformationPage = lazyNamed(
  () => import('./routes/company-information-page'),
  'CompanyInformationPage',
);
const ManageAdminsPage = lazyNamed(() => import('./routes/manage-admins-page'), 'ManageAdminsPage');
const PartnerEmployeePage = lazyNamed(
  () => import('./routes/partner-employee-confirmation-page'),
  'PartnerEmployeePage',
);
const HealthPlanDetailsPage = lazyNamed(
  () => import('./routes/health-plan-details-page'),
  'HealthPlanDetailsPage',
);
const ManagePayrollPage = lazyNamed(() => import('./routes/manage-payroll-page'), 'ManagePayrollPage');
const ManagePolicyPage = lazyNamed(() => import('./routes/manage-policy-page'), 'ManagePolicyPage');
const IntegrationsPage = lazyNamed(() => import('./routes/integrations-page'), 'IntegrationsPage');
const CancelCompanyPolicyPage = lazyNamed(
  () => import('./routes/cancel-company-policy-page'),
  'CancelCompanyPolicyPage',
);
const CostOfNewHirePage = lazyNamed(() => import('./routes/cost-of-new-hire-page'), 'CostOfNewHirePage');
const PayMyBillsPage = lazyNamed(() => import('./routes/pay-my-bills-page'), 'PayMyBillsPage');
const RequestInvoicesPage = lazyNamed(() => import('./routes/request-invoices-page'), 'RequestInvoicesPage');
const SetupAutopayGuidesPage = lazyNamed(
  () => import('./routes/setup-autopay-guides-page'),
  'SetupAutopayGuidesPage',
);
// After signing the broker-of-record letters: each carrier's change (issue 15, decision 0051).
const BrokerOfRecordStatusPage = lazyNamed(
  () => import('./routes/broker-of-record-status-page'),
  'BrokerOfRecordStatusPage',
);
const AddNewEmployeeLayout = lazyNamed(
  () => import('./routes/add-new-employee-layout'),
  'AddNewEmployeeLayout',
);
const AddNewEmployeePage = lazyNamed(() => import('./routes/add-new-employee-page'), 'AddNewEmployeePage');
const AddNewEmployeeConfirmPage = lazyNamed(
  () => import('./routes/add-new-employee-confirm-page'),
  'AddNewEmployeeConfirmPage',
);
const AddNewEmployeeSuccessPage = lazyNamed(
  () => import('./routes/add-new-employee-success-page'),
  'AddNewEmployeeSuccessPage',
);

const dashboardRoutes: RouteObject[] = [
  {
    // The dashboard's frame: the company switcher and the people pages' navigation.
    element: <DashboardFrame />,
    children: [
      { index: true, element: <DashboardHomePage /> },
      { path: 'manage-employees', element: <ManageEmployeesPage /> },
      { path: 'manage-employees/import', element: <CensusImportPage /> },
      { path: 'employee-status/:employeeFormId', element: <EmployeeStatusPage /> },
      { path: 'success', element: <DashboardSuccessPage /> },
      { path: 'company-information/manage-admins', element: <ManageAdminsPage /> },
      // The overview and its children company-details, primary-contact and banking-information (decision 0028).
      { path: 'company-information/:section?', element: <CompanyInformationPage /> },
      // Its children approve-benefits, deny-benefits and waiting-on-renewal; the page reads which.
      { path: 'partner-add-employee-confirmation/:choice?', element: <PartnerEmployeePage /> },
      {
        path: 'add-new-employee',
        element: <AddNewEmployeeLayout />,
        children: [
          { index: true, element: <AddNewEmployeePage /> },
          { path: 'confirm', element: <AddNewEmployeeConfirmPage /> },
          { path: 'success', element: <AddNewEmployeeSuccessPage /> },
        ],
      },
      // Optionally followed by two id segments (docs/spec/2 §2.1): the plan year and one of its plans.
      { path: 'health-plan-details/:companyPolicyId?/:planId?', element: <HealthPlanDetailsPage /> },
      { path: 'cost-of-new-hire', element: <CostOfNewHirePage /> },
      // Payroll deductions: the pay schedule, a pay date's deductions, the CSV exports (decision 0032).
      { path: 'manage-payroll', element: <ManagePayrollPage /> },
      // The current plan year and its contributions, with the live simulation (decision 0030).
      { path: 'manage-policy', element: <ManagePolicyPage /> },
      // Invoices and payments (decision 0031).
      { path: 'pay-my-bills', element: <PayMyBillsPage /> },
      { path: 'request-invoices', element: <RequestInvoicesPage /> },
      { path: 'setup-autopay-guides', element: <SetupAutopayGuidesPage /> },
      { path: 'integrations', element: <IntegrationsPage /> },
      { path: 'broker-of-record', element: <BrokerOfRecordStatusPage /> },
      // Only for a company with hasCancellationFormAccess; the page sends the others home (decision 0033).
      { path: 'cancel-company-policy', element: <CancelCompanyPolicyPage /> },
      // A path the dashboard does not define shows the bad-link page.
      { path: '*', element: <BadLinkPage /> },
    ],
  },
];

/** The page of a /employer-dashboard/… address, inside the dashboard's frame. */
export function EmployerDashboardRoutes() {
  return useRoutes(dashboardRoutes);
}

import { BadLinkPage } from '@client/app/bad-link-page';
import { lazyNamed } from '@client/lib/lazy-named';
import { type RouteObject, useRoutes } from 'react-router';

/*
 * Operations' tools below /admin, in their own table, loaded when first opened: the sign-in page carries none of
 * it (decision 0019's budget). Each page loads on its own.
 */
const AdminHomePage = lazyNamed(() => import('./routes/admin-home-page'), 'AdminHomePage');
const OutboxPage = lazyNamed(() => import('./routes/outbox-page'), 'OutboxPage');
const OutboxMessagePage = lazyNamed(() => import('./routes/outbox-message-page'), 'OutboxMessagePage');
const PartnersPage = lazyNamed(() => import('./routes/partners-page'), 'PartnersPage');
// Open-enrollment setups (issue 13, decision 0036).
const SetupQueuePage = lazyNamed(() => import('./routes/setup-queue-page'), 'SetupQueuePage');
const SetupProcessingPage = lazyNamed(() => import('./routes/setup-processing-page'), 'SetupProcessingPage');
// Broker of record after signing: operations move each carrier's change (issue 15, decision 0051).
const CarrierChangesPage = lazyNamed(() => import('./routes/carrier-changes-page'), 'CarrierChangesPage');
// Large group quote requests (issue 16 item 4, decision 0054).
const LargeGroupQuotesPage = lazyNamed(
  () => import('./routes/large-group-quotes-page'),
  'LargeGroupQuotesPage',
);
// Data requests: exports and deletions people asked for (issue 17 item 4, decisions 0056 and 0060).
const DataRequestsPage = lazyNamed(() => import('./routes/data-requests-page'), 'DataRequestsPage');
// The operations console (issue 18, decision 0064): application review, companies, the audit log.
const ApplicationsPage = lazyNamed(() => import('./routes/applications-page'), 'ApplicationsPage');
const CompaniesPage = lazyNamed(() => import('./routes/companies-page'), 'CompaniesPage');
const AuditPage = lazyNamed(() => import('./routes/audit-page'), 'AuditPage');
const RegistrationLeadsPage = lazyNamed(() => import('./routes/queue-pages'), 'RegistrationLeadsPage');
const ClaimsHelpPage = lazyNamed(() => import('./routes/queue-pages'), 'ClaimsHelpPage');

// Carriers' EDI details and file history, and reconciliation (issue 18, decisions 0061 and 0065).
const CarriersPage = lazyNamed(() => import('./routes/carriers-page'), 'CarriersPage');
const CarrierFilesPage = lazyNamed(() => import('./routes/carrier-files-page'), 'CarrierFilesPage');
// The numbers carriers know a company by, and its 834 made now (issue 34 item 5, decision 0069).
const CompanyCarriersPage = lazyNamed(() => import('./routes/company-carriers-page'), 'CompanyCarriersPage');
const ReconciliationPage = lazyNamed(() => import('./routes/reconciliation-page'), 'ReconciliationPage');
const CompanyReconciliationPage = lazyNamed(
  () => import('./routes/reconciliation-page'),
  'CompanyReconciliationPage',
);

// Plans' document links (issue 34 item 6, decision 0070).
const PlansPage = lazyNamed(() => import('./routes/plans-page'), 'PlansPage');

// The job queue's schedules and runs (decision 0062).
const JobsPage = lazyNamed(() => import('./routes/jobs-page'), 'JobsPage');

const adminRoutes: RouteObject[] = [
  { index: true, element: <AdminHomePage /> },
  { path: 'outbox', element: <OutboxPage /> },
  { path: 'outbox/:messageId', element: <OutboxMessagePage /> },
  { path: 'partners', element: <PartnersPage /> },
  { path: 'open-enrollment', element: <SetupQueuePage /> },
  { path: 'open-enrollment/:setupId', element: <SetupProcessingPage /> },
  { path: 'broker-of-record', element: <CarrierChangesPage /> },
  { path: 'large-group-quotes', element: <LargeGroupQuotesPage /> },
  { path: 'data-requests', element: <DataRequestsPage /> },
  { path: 'carriers', element: <CarriersPage /> },
  { path: 'carriers/:carrierId', element: <CarrierFilesPage /> },
  { path: 'reconciliation', element: <ReconciliationPage /> },
  { path: 'reconciliation/:companyId', element: <CompanyReconciliationPage /> },
  { path: 'applications', element: <ApplicationsPage /> },
  { path: 'companies', element: <CompaniesPage /> },
  { path: 'companies/:companyId/carriers', element: <CompanyCarriersPage /> },
  { path: 'audit', element: <AuditPage /> },
  { path: 'registration-leads', element: <RegistrationLeadsPage /> },
  { path: 'claims-help', element: <ClaimsHelpPage /> },
  { path: 'jobs', element: <JobsPage /> },
  { path: 'plans', element: <PlansPage /> },
  { path: '*', element: <BadLinkPage /> },
];

export function AdminRoutes() {
  return useRoutes(adminRoutes);
}

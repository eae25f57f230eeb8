/*
 * The dashboard's pages that no address opens first (its status, success and company-entry pages), loaded
 * together through one dynamic import: each import() the app's entry holds costs it bytes, and the sign-in page
 * (the entry) must stay within 120 kB (decision 0019).
 */
export { CompanyDashboardEntryPage } from './company-dashboard-entry-page';
export { DashboardSuccessPage } from './dashboard-success-page';
export { EmployeeStatusPage } from './employee-status-page';

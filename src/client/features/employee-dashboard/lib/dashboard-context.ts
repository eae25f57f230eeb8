import type { EmployeeDashboard } from '@shared/schemas/employee-dashboard';
import { createContext, useContext } from 'react';

/** The dashboard the pages show and where its pages are (the employee's own, or admin mode's). */
export type DashboardContextValue = { dashboard: EmployeeDashboard; basePath: string };

export const DashboardContext = createContext<DashboardContextValue | null>(null);

export function useDashboard(): DashboardContextValue {
  const value = useContext(DashboardContext);
  if (!value) throw new Error('useDashboard is used inside the employee dashboard layout.');
  return value;
}

/** The dashboard's base path: /employee-dashboard, or admin mode's with the employee form id. */
export function dashboardBasePath(adminFormId: string | undefined): string {
  return adminFormId
    ? `/company-admin/employee-dashboard/${encodeURIComponent(adminFormId)}`
    : '/employee-dashboard';
}

/** The sub-pages built so far, with their link labels (docs/spec/2 §2.6 names the routes; decision 0041). */
export const DASHBOARD_PAGES = [
  { path: '', label: 'Home' },
  { path: 'view-coverage', label: 'View coverage' },
  { path: 'mobile-id-cards', label: 'ID cards' },
  { path: 'employee-information', label: 'My information' },
  { path: 'change-dependent-coverage', label: 'Dependents' },
] as const;

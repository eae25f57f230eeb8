import { type CalendarDate, formatUsDate, parseIsoDate } from '@shared/domain/dates/dates';
import type { PolicyState } from '@shared/domain/enums';

/** The employer dashboard's people pages, in the order the navigation lists them. */
export const DASHBOARD_NAV_ITEMS = [
  { label: 'Home', to: '/employer-dashboard', end: true },
  { label: 'Manage employees', to: '/employer-dashboard/manage-employees', end: false },
  { label: 'Add new employee', to: '/employer-dashboard/add-new-employee', end: false },
  { label: 'Health plan details', to: '/employer-dashboard/health-plan-details', end: false },
  { label: 'Cost of a new hire', to: '/employer-dashboard/cost-of-new-hire', end: false },
  { label: 'Administrators', to: '/employer-dashboard/company-information/manage-admins', end: false },
  { label: 'Support', to: '/support', end: false },
] as const;

export const POLICY_STATE_LABELS: Record<PolicyState, string> = {
  enrolled: 'Enrolled',
  upcoming: 'Upcoming',
  cancelled: 'Cancelled',
};

/** "2027-01-01" → "01/01/2027"; "Not set" when missing. */
export function formatIsoDay(iso: string | null | undefined): string {
  const date: CalendarDate | null = iso ? parseIsoDate(iso) : null;
  return date ? formatUsDate(date) : 'Not set';
}

/** 0.3333 → "33%"; a dash when there is nothing to measure. */
export function formatRate(rate: number | null): string {
  return rate === null ? '—' : `${Math.round(rate * 100)}%`;
}

/**
 * What the generic success page says was saved (spec 2 §2.1 `success?formName=…`): the forms the dashboard's
 * pages send there by name; any other name gets the generic text.
 */
const SAVED_FORM_TITLES: Record<string, string> = {
  'company-details': 'Company details saved',
  'primary-contact': 'Primary contact saved',
  'banking-information': 'Banking information saved',
  'manage-admins': 'Administrators saved',
  'add-new-employee': 'Employee added',
  'manage-employees': 'Employee changes saved',
  'manage-policy': 'Policy changes saved',
  'manage-payroll': 'Payroll settings saved',
  'cancel-company-policy': 'Cancellation request sent',
  'partner-add-employee-confirmation': 'Benefits decision saved',
};

export const GENERIC_SAVED_TITLE = 'Your changes were saved';

export function describeSavedForm(formName: string | null): string {
  return (
    (formName && Object.hasOwn(SAVED_FORM_TITLES, formName) && SAVED_FORM_TITLES[formName]) ||
    GENERIC_SAVED_TITLE
  );
}

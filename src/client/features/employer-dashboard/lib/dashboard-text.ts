import { toCompanyTokenPrefix } from '@shared/domain/company-token';
import { type CalendarDate, formatUsDate, parseIsoDate } from '@shared/domain/dates/dates';
import type { PolicyState } from '@shared/domain/enums';
import type { RenewalSummary } from '@shared/schemas/auth';

/** The employer dashboard's people pages, in the order the navigation lists them. */
export const DASHBOARD_NAV_ITEMS = [
  { label: 'Home', to: '/employer-dashboard', end: true },
  { label: 'Manage employees', to: '/employer-dashboard/manage-employees', end: false },
  { label: 'Add new employee', to: '/employer-dashboard/add-new-employee', end: false },
  { label: 'Company information', to: '/employer-dashboard/company-information', end: false },
  { label: 'Manage policy', to: '/employer-dashboard/manage-policy', end: false },
  { label: 'Health plan details', to: '/employer-dashboard/health-plan-details', end: false },
  { label: 'Cost of a new hire', to: '/employer-dashboard/cost-of-new-hire', end: false },
  { label: 'Payroll deductions', to: '/employer-dashboard/manage-payroll', end: false },
  { label: 'Pay my bills', to: '/employer-dashboard/pay-my-bills', end: false },
  { label: 'Request invoices', to: '/employer-dashboard/request-invoices', end: false },
  { label: 'Administrators', to: '/employer-dashboard/company-information/manage-admins', end: false },
  { label: 'Integrations', to: '/employer-dashboard/integrations', end: false },
  { label: 'Support', to: '/support', end: false },
] as const;

/** Shown only for a company with hasCancellationFormAccess (docs/spec/2 §2.1; decision 0033), after the others. */
export const CANCEL_POLICY_NAV_ITEM = {
  label: 'Cancel company policy',
  to: '/employer-dashboard/cancel-company-policy',
  end: false,
} as const;

/** An item of the dashboard's navigation; `withCompany`: a page outside the dashboard that needs the company named. */
export type DashboardNavItem = { label: string; to: string; end: boolean; withCompany?: boolean };

/** The open-enrollment setup, the employer renewal and the suite comparison (decisions 0036, 0037, 0039). */
export const SETUP_PATH = '/benefits-administration/open-enrollment-setup';
export const SETUP_PROCESSING_PATH = `${SETUP_PATH}/processing-plans`;
export const RENEWAL_OVERVIEW_PATH = '/benefits-administration/renewal/overview';
export const RENEWAL_STATUS_PATH = '/benefits-administration/renewal/status';
export const COMPARISON_PATH = '/renewal-suites-comparison';

const renewalItem = (label: string, to: string): DashboardNavItem => ({
  label,
  to,
  end: false,
  withCompany: true,
});

/**
 * The renewal's entries for where it stands (decision 0040): the setup while it is due or with operations, the
 * renewal and its packages' comparison while it is open, its status once signed; none otherwise.
 */
export function renewalNavItems(renewal: RenewalSummary | null): DashboardNavItem[] {
  switch (renewal?.stage) {
    case 'setup_needed':
      return [renewalItem('Open enrollment setup', SETUP_PATH)];
    case 'processing':
      return [renewalItem('Open enrollment setup', SETUP_PROCESSING_PATH)];
    case 'open':
      return renewal.planSuiteCount > 0
        ? [
            renewalItem('Renewal', RENEWAL_OVERVIEW_PATH),
            renewalItem('Compare renewal packages', COMPARISON_PATH),
          ]
        : [renewalItem('Renewal', RENEWAL_OVERVIEW_PATH)];
    case 'signed':
      return [renewalItem('Renewal status', RENEWAL_STATUS_PATH)];
    default:
      return [];
  }
}

/**
 * The navigation of a company: Home, its renewal's entries while there is something to do (right after Home:
 * they have a date), the pages every company has, and Cancel company policy where it may.
 */
export function dashboardNavItems(
  company: { hasCancellationFormAccess: boolean; renewal?: RenewalSummary | null } | null,
): readonly DashboardNavItem[] {
  const [home, ...rest] = DASHBOARD_NAV_ITEMS;
  const renewal = renewalNavItems(company?.renewal ?? null);
  const items: readonly DashboardNavItem[] =
    renewal.length > 0 ? [home, ...renewal, ...rest] : DASHBOARD_NAV_ITEMS;
  return company?.hasCancellationFormAccess ? [...items, CANCEL_POLICY_NAV_ITEM] : items;
}

/** The query a page outside the dashboard takes the company from: its token's 16-character prefix. */
export function companyTokenQuery(idToken: string): string {
  return `?company_id_token=${encodeURIComponent(toCompanyTokenPrefix(idToken))}`;
}

/** The Home card of a renewal (decision 0040): its plan year, what to do next and one button. */
export type RenewalCard = {
  title: string;
  facts: ReadonlyArray<readonly [string, string]>;
  message: string;
  action: { label: string; to: string };
};

export function describeRenewalCard(renewal: RenewalSummary): RenewalCard {
  const year = renewal.effectiveAt.slice(0, 4);
  const starts = formatIsoDay(renewal.effectiveAt);
  const packages = `${renewal.planSuiteCount} packages`;
  switch (renewal.stage) {
    case 'setup_needed':
      return {
        title: `Your ${year} renewal`,
        facts: [['Your plan year renews', starts]],
        message:
          'Upload the renewal plan documents and rates from your carriers or broker. We prepare the packages you choose from.',
        action: { label: 'Start open enrollment setup', to: SETUP_PATH },
      };
    case 'processing':
      return {
        title: `Your ${year} renewal`,
        facts: [
          ['New plan year starts', starts],
          ['Status', 'Plans being processed'],
        ],
        message:
          'We are preparing your renewal packages from the plans you uploaded. We will e-mail you when they are ready.',
        action: { label: 'View setup status', to: SETUP_PROCESSING_PATH },
      };
    case 'open':
      return {
        title: `Your ${year} renewal is ready`,
        facts: [
          ['New plan year starts', starts],
          ['Packages to compare', String(renewal.planSuiteCount)],
        ],
        message:
          renewal.planSuiteCount > 1
            ? `Compare the ${packages}, choose one, set your contributions and sign before ${starts}.`
            : `Review your renewal plans, set your contributions and sign before ${starts}.`,
        action: { label: 'Begin renewal', to: RENEWAL_OVERVIEW_PATH },
      };
    case 'signed':
      return {
        title: `Your ${year} renewal is signed`,
        facts: [
          ['New plan year starts', starts],
          ['Status', 'Employees renewing'],
        ],
        message:
          'Your employees are renewing their elections. Follow their applications and assign contribution classes.',
        action: { label: 'See renewal status', to: RENEWAL_STATUS_PATH },
      };
  }
}

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
 * What the success page says was saved (docs/spec/2 §2.1 `success?formName=…`), and where its link goes back to:
 * the forms the dashboard's pages send there by name; any other name (or none) gets the generic text and a
 * link to Home.
 */
export type SavedForm = { title: string; message: string; back: { to: string; label: string } };

const HOME_LINK = { to: '/employer-dashboard', label: 'Back to Home' };
const COMPANY_INFORMATION_LINK = {
  to: '/employer-dashboard/company-information',
  label: 'Back to company information',
};

const SAVED_FORMS: Record<string, SavedForm> = {
  'company-details': {
    title: 'Company details saved',
    message:
      'Your legal name, FEIN, legal form, industry code and address are stored. Carriers and your payroll partner use them from now on.',
    back: COMPANY_INFORMATION_LINK,
  },
  'primary-contact': {
    title: 'Primary contact saved',
    message: 'Carriers and Groupcover will contact this person about your benefits, renewals and bills.',
    back: COMPANY_INFORMATION_LINK,
  },
  'banking-information': {
    title: 'Banking information saved',
    message:
      'Your bank account is stored encrypted and only its last four digits are shown. Your next premium payment is debited from it.',
    back: COMPANY_INFORMATION_LINK,
  },
  'manage-admins': {
    title: 'Administrators saved',
    message: 'Everyone you added can sign in to manage this company.',
    back: { to: '/employer-dashboard/company-information/manage-admins', label: 'Back to administrators' },
  },
  'add-new-employee': {
    title: 'Employee added',
    message: 'We e-mailed them an invitation to create their account and start their application.',
    back: { to: '/employer-dashboard/manage-employees', label: 'Back to Manage employees' },
  },
  'manage-employees': {
    title: 'Employee changes saved',
    message: 'The employee list shows the change.',
    back: { to: '/employer-dashboard/manage-employees', label: 'Back to Manage employees' },
  },
  'manage-policy': {
    title: 'Policy changes saved',
    message: 'Applications not yet signed show the new prices at once.',
    back: { to: '/employer-dashboard/manage-policy', label: 'Back to Manage policy' },
  },
  'manage-payroll': {
    title: 'Pay schedule saved',
    message: 'The pay dates and every deduction follow the new schedule; past exports keep what they held.',
    back: { to: '/employer-dashboard/manage-payroll', label: 'Back to payroll' },
  },
  'cancel-company-policy': {
    title: 'Cancellation scheduled',
    message:
      'Every covered employee was e-mailed that their coverage ends on the last day you chose. You can withdraw the request until that day.',
    back: { to: '/employer-dashboard/cancel-company-policy', label: 'Back to the cancellation' },
  },
  'partner-add-employee-confirmation': {
    title: 'Benefits decision saved',
    message: 'The decision is stored on the employee.',
    back: { to: '/employer-dashboard/manage-employees', label: 'Back to Manage employees' },
  },
};

export const GENERIC_SAVED_TITLE = 'Your changes were saved';
const GENERIC_SAVED_FORM: SavedForm = {
  title: GENERIC_SAVED_TITLE,
  message: 'Everything you entered is stored. You can change it again at any time.',
  back: HOME_LINK,
};

export function describeSavedForm(formName: string | null): SavedForm {
  return (formName && Object.hasOwn(SAVED_FORMS, formName) && SAVED_FORMS[formName]) || GENERIC_SAVED_FORM;
}

/**
 * Whether a navigation item is the current page: its path exactly (`end`), or a page beneath it, unless a
 * later item is more specific (Company information is not current on its child Administrators, which has its
 * own item).
 */
export function isCurrentNavItem(pathname: string, item: { to: string; end: boolean }): boolean {
  if (pathname === item.to) return true;
  if (item.end || !pathname.startsWith(`${item.to}/`)) return false;
  return !DASHBOARD_NAV_ITEMS.some(
    (other) => other.to !== item.to && other.to.startsWith(`${item.to}/`) && pathname.startsWith(other.to),
  );
}

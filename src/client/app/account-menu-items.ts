import type { Session } from '@shared/schemas/auth';
import { fullName } from '../lib/format';

/** Which part of the app a page belongs to; the dashboard-switch items depend on it. */
export type AppArea = 'employee' | 'employer' | 'other';

export type AccountMenuItem =
  | { kind: 'link'; key: string; label: string; to: string }
  | { kind: 'sign-out'; key: 'sign-out'; label: 'Sign out' };

/** The account menu's entries, in order, gated as in docs/spec/1 §6. */
export function accountMenuItems(session: Session, area: AppArea, adminMode: boolean): AccountMenuItem[] {
  const items: AccountMenuItem[] = [];
  const link = (key: string, label: string, to: string) => items.push({ kind: 'link', key, label, to });

  // Support goes to the broker; hidden for benefits administrators, where one is configured, and in admin mode.
  const hasBenefitsAdmin =
    session.account.role === 'benefits_admin' || session.activeCompany?.benefitsAdminConfigured;
  if (!hasBenefitsAdmin && !adminMode) link('support', 'Support', '/support');
  if (session.account.isAdmin) link('admin', 'Admin', '/admin');
  if (area === 'employee' && session.hasCompanyAccess) {
    link('company-dashboard', 'Switch to Company Dashboard', '/employer-dashboard');
  }
  if (area === 'employer' && session.hasEmployeePolicy) {
    link('employee-dashboard', 'Switch to Employee Dashboard', '/employee-dashboard');
  }
  if (session.canSwitchCompany) link('switch-company', 'Switch Company', '/switch-company');
  link('user-settings', 'User Settings', `/account/${session.account.id}`);
  if (!session.branding.hideLogout) items.push({ kind: 'sign-out', key: 'sign-out', label: 'Sign out' });
  return items;
}

/** The menu's title: the employee's name, else the active company's name, else the account email. */
export function accountMenuTitle(session: Session): string {
  if (session.employee) return fullName(session.employee);
  return session.activeCompany?.name ?? session.account.email;
}

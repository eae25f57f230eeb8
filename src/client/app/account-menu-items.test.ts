import type { Session } from '@shared/schemas/auth';
import { describe, expect, it } from 'vitest';
import { accountMenuItems, accountMenuTitle } from './account-menu-items';

const ACME = {
  id: 'c-1',
  name: 'Acme Dental Group',
  idToken: 'tok-acme',
  state: 'CA',
  hasCancellationFormAccess: false,
  renewal: null,
};

function session(overrides: Partial<Session> = {}): Session {
  return {
    account: { id: 'a-1', email: 'jane@example.com', name: null, role: 'employee', isAdmin: false },
    csrfToken: 'csrf',
    homePath: '/employee-application',
    companies: [ACME],
    activeCompany: { ...ACME, benefitsAdminConfigured: false, renewalDate: null },
    employee: {
      employeeFormId: 'f-1',
      firstName: 'Jane',
      lastName: 'Doe',
      companyId: ACME.id,
      companyName: ACME.name,
    },
    hasCompanyAccess: false,
    hasEmployeePolicy: true,
    canSwitchCompany: false,
    branding: { partnerName: null, partnerLogo: null, color: null, hideLogout: false },
    idleTimeoutSeconds: 1800,
    ...overrides,
  };
}

const employee = session();
const benefitsAdmin = session({
  account: {
    id: 'a-2',
    email: 'admin@example.com',
    name: 'Alex Admin',
    role: 'benefits_admin',
    isAdmin: false,
  },
  employee: null,
  hasCompanyAccess: true,
  hasEmployeePolicy: false,
  canSwitchCompany: true,
});
const broker = session({
  account: { id: 'a-3', email: 'broker@example.com', name: null, role: 'broker', isAdmin: false },
  employee: null,
  hasCompanyAccess: true,
  hasEmployeePolicy: false,
});

/** The labels of the menu built from these arguments. */
const labels = (...args: Parameters<typeof accountMenuItems>) =>
  accountMenuItems(...args).map((i) => i.label);

describe('accountMenuItems', () => {
  it('offers an employee Support, User Settings and Sign out', () => {
    expect(labels(employee, 'employee', false)).toEqual(['Support', 'User Settings', 'Sign out']);
  });

  it('links User Settings to the account', () => {
    const settings = accountMenuItems(employee, 'employee', false).find((i) => i.key === 'user-settings');
    expect(settings).toMatchObject({ kind: 'link', to: '/account/a-1' });
  });

  it('hides Support when the company has a benefits administrator configured', () => {
    const configured = session({
      activeCompany: { ...ACME, benefitsAdminConfigured: true, renewalDate: null },
    });
    expect(labels(configured, 'employee', false)).not.toContain('Support');
  });

  it('hides Support for benefits administrators', () => {
    expect(labels(benefitsAdmin, 'employer', false)).not.toContain('Support');
  });

  it('hides Support in admin mode', () => {
    expect(labels(broker, 'employee', true)).not.toContain('Support');
    expect(labels(broker, 'employer', false)).toContain('Support');
  });

  it('shows Admin only to admin accounts', () => {
    const ops = session({ account: { ...employee.account, role: 'operations', isAdmin: true } });
    expect(labels(ops, 'other', false)).toContain('Admin');
    expect(labels(employee, 'other', false)).not.toContain('Admin');
  });

  it('offers Switch to Company Dashboard on employee pages to accounts with company access', () => {
    expect(labels(benefitsAdmin, 'employee', true)).toContain('Switch to Company Dashboard');
    expect(labels(benefitsAdmin, 'employer', false)).not.toContain('Switch to Company Dashboard');
    expect(labels(employee, 'employee', false)).not.toContain('Switch to Company Dashboard');
  });

  it('offers Switch to Employee Dashboard on employer pages to accounts with an employee policy', () => {
    const adminWhoIsAlsoEmployee = session({ ...benefitsAdmin, hasEmployeePolicy: true });
    expect(labels(adminWhoIsAlsoEmployee, 'employer', false)).toContain('Switch to Employee Dashboard');
    expect(labels(adminWhoIsAlsoEmployee, 'employee', false)).not.toContain('Switch to Employee Dashboard');
    expect(labels(benefitsAdmin, 'employer', false)).not.toContain('Switch to Employee Dashboard');
  });

  it('offers Switch Company when the account may switch', () => {
    expect(labels(benefitsAdmin, 'employer', false)).toContain('Switch Company');
    expect(labels(broker, 'employer', false)).not.toContain('Switch Company');
  });

  it('hides Sign out when the branding says so', () => {
    const embedded = session({ branding: { ...employee.branding, hideLogout: true } });
    expect(labels(embedded, 'employee', false)).not.toContain('Sign out');
  });

  it('keeps the spec order', () => {
    const everything = session({
      account: { ...employee.account, isAdmin: true },
      hasCompanyAccess: true,
      canSwitchCompany: true,
    });
    expect(labels(everything, 'employee', false).join(' | ')).toBe(
      'Support | Admin | Switch to Company Dashboard | Switch Company | User Settings | Sign out',
    );
  });
});

describe('accountMenuTitle', () => {
  it('prefers the employee name, then the company name, then the email', () => {
    expect(accountMenuTitle(employee)).toBe('Jane Doe');
    expect(accountMenuTitle(benefitsAdmin)).toBe('Acme Dental Group');
    expect(accountMenuTitle(session({ employee: null, activeCompany: null }))).toBe('jane@example.com');
  });
});

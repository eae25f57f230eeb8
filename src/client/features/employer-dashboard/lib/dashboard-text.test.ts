import type { RenewalSummary } from '@shared/schemas/auth';
import { describe, expect, it } from 'vitest';
import {
  companyTokenQuery,
  DASHBOARD_NAV_ITEMS,
  dashboardNavItems,
  describeRenewalCard,
  describeSavedForm,
  formatIsoDay,
  formatRate,
  GENERIC_SAVED_TITLE,
  isCurrentNavItem,
} from './dashboard-text';

describe('describeSavedForm', () => {
  it('names the form that was saved', () => {
    expect(describeSavedForm('company-details').title).toBe('Company details saved');
    expect(describeSavedForm('manage-admins').title).toBe('Administrators saved');
    expect(describeSavedForm('banking-information')).toMatchObject({
      title: 'Banking information saved',
      back: { to: '/employer-dashboard/company-information', label: 'Back to company information' },
    });
  });

  it('falls back to the generic text for an unknown or missing name, an inherited key included', () => {
    expect(describeSavedForm('no-such-form').title).toBe(GENERIC_SAVED_TITLE);
    expect(describeSavedForm(null).title).toBe(GENERIC_SAVED_TITLE);
    expect(describeSavedForm('toString')).toMatchObject({
      title: GENERIC_SAVED_TITLE,
      back: { to: '/employer-dashboard', label: 'Back to Home' },
    });
  });
});

describe('isCurrentNavItem', () => {
  const current = (pathname: string) =>
    DASHBOARD_NAV_ITEMS.filter((item) => isCurrentNavItem(pathname, item)).map((item) => item.label);
  it('marks exactly one item, the most specific', () => {
    expect(current('/employer-dashboard')).toEqual(['Home']);
    expect(current('/employer-dashboard/manage-employees/import')).toEqual(['Manage employees']);
    expect(current('/employer-dashboard/company-information')).toEqual(['Company information']);
    expect(current('/employer-dashboard/company-information/banking-information')).toEqual([
      'Company information',
    ]);
    expect(current('/employer-dashboard/company-information/manage-admins')).toEqual(['Administrators']);
    expect(current('/employer-dashboard/success')).toEqual([]);
    expect(current('/employer-dashboard/integrations')).toEqual(['Integrations']);
  });
});

describe('dashboardNavItems', () => {
  it('offers Cancel company policy only to a company with the cancellation form', () => {
    const labels = (hasCancellationFormAccess: boolean) =>
      dashboardNavItems({ hasCancellationFormAccess }).map((item) => item.label);
    expect(labels(true)).toContain('Cancel company policy');
    expect(labels(false)).not.toContain('Cancel company policy');
    expect(dashboardNavItems(null)).toEqual(DASHBOARD_NAV_ITEMS);
  });

  it("puts the renewal's entries for its stage right after Home (decision 0040)", () => {
    // What stands between Home and the pages every company has.
    const entries = (renewal: RenewalSummary | null) => {
      const items = dashboardNavItems({ hasCancellationFormAccess: false, renewal });
      return items
        .slice(1, items.length - DASHBOARD_NAV_ITEMS.length + 1)
        .map((item) => [item.label, item.to]);
    };
    const summary = (stage: RenewalSummary['stage'], planSuiteCount = 0): RenewalSummary => ({
      stage,
      effectiveAt: '2027-01-01',
      planSuiteCount,
    });
    expect(entries(null)).toEqual([]);
    expect(entries(summary('setup_needed'))).toEqual([
      ['Open enrollment setup', '/benefits-administration/open-enrollment-setup'],
    ]);
    expect(entries(summary('processing'))).toEqual([
      ['Open enrollment setup', '/benefits-administration/open-enrollment-setup/processing-plans'],
    ]);
    expect(entries(summary('open', 3))).toEqual([
      ['Renewal', '/benefits-administration/renewal/overview'],
      ['Compare renewal packages', '/renewal-suites-comparison'],
    ]);
    expect(entries(summary('open'))).toEqual([['Renewal', '/benefits-administration/renewal/overview']]);
    expect(entries(summary('signed', 3))).toEqual([
      ['Renewal status', '/benefits-administration/renewal/status'],
    ]);
    expect(
      dashboardNavItems({ hasCancellationFormAccess: false, renewal: summary('open', 1) })[0]!.label,
    ).toBe('Home');
  });
});

describe('describeRenewalCard', () => {
  it('says the plan year, what to do next and offers one button', () => {
    const open = describeRenewalCard({ stage: 'open', effectiveAt: '2027-01-01', planSuiteCount: 3 });
    expect(open.title).toBe('Your 2027 renewal is ready');
    expect(open.message).toBe(
      'Compare the 3 packages, choose one, set your contributions and sign before 01/01/2027.',
    );
    expect(open.action).toEqual({ label: 'Begin renewal', to: '/benefits-administration/renewal/overview' });
    expect(
      describeRenewalCard({ stage: 'signed', effectiveAt: '2027-01-01', planSuiteCount: 3 }).action.label,
    ).toBe('See renewal status');
    expect(
      describeRenewalCard({ stage: 'setup_needed', effectiveAt: '2027-07-01', planSuiteCount: 0 }).facts,
    ).toEqual([['Your plan year renews', '07/01/2027']]);
    expect(companyTokenQuery('abcdefghijklmnopqrstuvwxyz')).toBe('?company_id_token=abcdefghijklmnop');
  });
});

describe('formatting', () => {
  it('shows ISO days the US way, and rates as whole percentages', () => {
    expect(formatIsoDay('2027-01-01')).toBe('01/01/2027');
    expect(formatIsoDay(null)).toBe('Not set');
    expect(formatRate(1 / 3)).toBe('33%');
    expect(formatRate(null)).toBe('—');
  });
});

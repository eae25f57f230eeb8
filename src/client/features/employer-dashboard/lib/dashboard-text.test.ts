import { describe, expect, it } from 'vitest';
import {
  DASHBOARD_NAV_ITEMS,
  dashboardNavItems,
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
});

describe('formatting', () => {
  it('shows ISO days the US way, and rates as whole percentages', () => {
    expect(formatIsoDay('2027-01-01')).toBe('01/01/2027');
    expect(formatIsoDay(null)).toBe('Not set');
    expect(formatRate(1 / 3)).toBe('33%');
    expect(formatRate(null)).toBe('—');
  });
});

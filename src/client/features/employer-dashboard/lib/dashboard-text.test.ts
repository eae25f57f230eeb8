import { describe, expect, it } from 'vitest';
import { describeSavedForm, formatIsoDay, formatRate, GENERIC_SAVED_TITLE } from './dashboard-text';

describe('describeSavedForm', () => {
  it('names the form that was saved', () => {
    expect(describeSavedForm('company-details')).toBe('Company details saved');
    expect(describeSavedForm('manage-admins')).toBe('Administrators saved');
  });

  it('falls back to the generic text for an unknown or missing name, an inherited key included', () => {
    expect(describeSavedForm('no-such-form')).toBe(GENERIC_SAVED_TITLE);
    expect(describeSavedForm(null)).toBe(GENERIC_SAVED_TITLE);
    expect(describeSavedForm('toString')).toBe(GENERIC_SAVED_TITLE);
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

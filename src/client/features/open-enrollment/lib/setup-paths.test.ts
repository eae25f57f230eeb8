import { describe, expect, it } from 'vitest';
import { setupPathFor } from './setup-paths';

describe('setupPathFor', () => {
  it('sends no status to the uploads, processing to its page and launched to the dashboard', () => {
    expect(setupPathFor(null)).toBe('/benefits-administration/open-enrollment-setup/plans');
    expect(setupPathFor('processing')).toBe(
      '/benefits-administration/open-enrollment-setup/processing-plans',
    );
    expect(setupPathFor('launched')).toBe('/employer-dashboard');
  });
});

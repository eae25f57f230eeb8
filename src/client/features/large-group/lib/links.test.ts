import { describe, expect, it } from 'vitest';
import { LARGE_GROUP_PATHS, rootTarget, withCompany } from './links';

describe('the large group root', () => {
  it('goes to done when a quote request is completed, else to request-quote', () => {
    expect(rootTarget(true)).toBe(LARGE_GROUP_PATHS.done);
    expect(rootTarget(false)).toBe(LARGE_GROUP_PATHS.requestQuote);
  });

  it('keeps the company in the address', () => {
    expect(withCompany(LARGE_GROUP_PATHS.done, 'abc')).toBe(
      '/register-large-group/done?company_id_token=abc',
    );
    expect(withCompany(LARGE_GROUP_PATHS.done, null)).toBe('/register-large-group/done');
  });
});

import { describe, expect, it } from 'vitest';
import { companySearch, withCompany } from './company-token';

describe('the company kept in links', () => {
  it('keep the company in the address', () => {
    expect(withCompany('/register-large-group/done', 'abc')).toBe(
      '/register-large-group/done?company_id_token=abc',
    );
    expect(withCompany('/register-large-group/done', null)).toBe('/register-large-group/done');
    expect(companySearch(null)).toBe('');
  });
});

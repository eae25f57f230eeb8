import { describe, expect, it } from 'vitest';
import { returnPathFrom, returnToState } from './return-to';

describe('returnToState', () => {
  it('keeps the path and query of the page left behind', () => {
    expect(
      returnToState({ pathname: '/employer-dashboard/manage-employees', search: '?company_id_token=t1' }),
    ).toEqual({ returnTo: '/employer-dashboard/manage-employees?company_id_token=t1' });
  });
});

describe('returnPathFrom', () => {
  it('returns a same-site path', () => {
    expect(returnPathFrom({ returnTo: '/employee-application' })).toBe('/employee-application');
  });

  it('ignores missing or malformed state', () => {
    expect(returnPathFrom(null)).toBeNull();
    expect(returnPathFrom('nope')).toBeNull();
    expect(returnPathFrom({ returnTo: 42 })).toBeNull();
  });

  it('refuses other sites and the sign-in page itself', () => {
    expect(returnPathFrom({ returnTo: 'https://evil.example' })).toBeNull();
    expect(returnPathFrom({ returnTo: '//evil.example' })).toBeNull();
    expect(returnPathFrom({ returnTo: '/\\evil.example' })).toBeNull();
    expect(returnPathFrom({ returnTo: '/login' })).toBeNull();
    expect(returnPathFrom({ returnTo: '/login?x=1' })).toBeNull();
    expect(returnPathFrom({ returnTo: '/login-help' })).toBe('/login-help');
  });
});

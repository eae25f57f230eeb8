import { describe, expect, it } from 'vitest';
import { COMPANY_TOKEN_PREFIX_LENGTH, matchesCompanyToken, toCompanyTokenPrefix } from './company-token';

const TOKEN = 'a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6';

describe('matchesCompanyToken', () => {
  it('matches the whole token', () => {
    expect(matchesCompanyToken(TOKEN, TOKEN)).toBe(true);
  });

  it('matches the 16-character prefix that links carry', () => {
    expect(toCompanyTokenPrefix(TOKEN)).toBe('a1b2c3d4e5f6a7b8');
    expect(toCompanyTokenPrefix(TOKEN)).toHaveLength(COMPANY_TOKEN_PREFIX_LENGTH);
    expect(matchesCompanyToken(TOKEN, 'a1b2c3d4e5f6a7b8')).toBe(true);
  });

  it('refuses shorter or longer pieces, and another prefix', () => {
    expect(matchesCompanyToken(TOKEN, 'a1b2c3d4')).toBe(false);
    expect(matchesCompanyToken(TOKEN, 'a1b2c3d4e5f6a7b8c')).toBe(false);
    expect(matchesCompanyToken(TOKEN, `${TOKEN}x`)).toBe(false);
    expect(matchesCompanyToken(TOKEN, 'ffffffffffffffff')).toBe(false);
    expect(matchesCompanyToken(TOKEN, '')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { trustedRangesProblem } from './proxy-ranges';

describe('trustedRangesProblem (decision 0074)', () => {
  it('takes proxies and their networks', () => {
    expect(trustedRangesProblem(['10.0.0.5', '10.0.0.0/8', '192.168.0.0/16', '::1', 'fd00::/8'])).toBeNull();
    expect(trustedRangesProblem(['2001:db8::/32', '::ffff:192.168.1.0/120'])).toBeNull();
  });

  it('refuses ranges that together cover every address, even when each is narrow enough', () => {
    const everyEight = Array.from({ length: 256 }, (_, i) => `${i}.0.0.0/8`);
    expect(trustedRangesProblem(everyEight)).toMatch(
      /^together, 0\.0\.0\.0\/8, .* trust every IPv4 address$/,
    );
    expect(trustedRangesProblem(everyEight.slice(1))).toBeNull();
  });

  it('counts an IPv4-mapped IPv6 range as the IPv4 range it trusts', () => {
    expect(trustedRangesProblem(['::ffff:0.0.0.0/96'])).toBe('::ffff:0.0.0.0/96 trusts every IPv4 address');
    expect(trustedRangesProblem(['::ffff:10.0.0.0/103'])).toBe(
      '::ffff:10.0.0.0/103 is wider than a /8 (IPv4)',
    );
  });

  it('allows a private IPv6 block whole, but nothing wider around it', () => {
    expect(trustedRangesProblem(['fc00::/7'])).toBeNull();
    expect(trustedRangesProblem(['fe80::/10'])).toBeNull();
    expect(trustedRangesProblem(['fc00::/6'])).toBe('fc00::/6 is wider than a /32 (IPv6)');
  });
});

import { describe, expect, it } from 'vitest';
import { localPath } from './local-path';

describe('localPath', () => {
  it('keeps a path of this site with its query', () => {
    expect(localPath('/employer-dashboard')).toBe('/employer-dashboard');
    expect(localPath('/toast_connect_benefits?done=1')).toBe('/toast_connect_benefits?done=1');
  });

  it.each([
    ['another site, protocol-relative', '//evil.example.com/x'],
    ['a backslash read as a slash', '/\\evil.example.com'],
    ['a tab browsers drop', '/\t/evil.example.com'],
    ['a newline', '/a\nb'],
    ['an absolute URL', 'https://evil.example.com/'],
    ['a javascript URL', 'javascript:alert(1)'],
    ['a relative path', 'employer-dashboard'],
    ['empty', ''],
    ['not a string', 42],
  ])('refuses %s', (_, value) => {
    expect(localPath(value)).toBeNull();
  });

  it('refuses an over-long path', () => {
    expect(localPath(`/${'a'.repeat(2000)}`)).toBeNull();
  });
});

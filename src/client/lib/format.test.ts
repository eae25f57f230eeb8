import { describe, expect, it } from 'vitest';
import { fullName, telHref } from './format';

describe('fullName', () => {
  it('joins first and last name', () => {
    expect(fullName({ firstName: 'Jane', lastName: 'Doe' })).toBe('Jane Doe');
  });
});

describe('telHref', () => {
  it('keeps only digits and a leading plus', () => {
    expect(telHref('(555) 010-2000')).toBe('tel:5550102000');
    expect(telHref('+1 555.010.2000')).toBe('tel:+15550102000');
  });
});

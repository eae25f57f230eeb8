import { describe, expect, it } from 'vitest';
import * as display from './display';

describe('out-of-pocket and family amounts', () => {
  it('shows 999999 as Unlimited', () => {
    expect(display.isUnlimitedOutOfPocket(999_999)).toBe(true);
    expect(display.formatOutOfPocketLimit(999_999)).toBe('Unlimited');
    expect(display.formatOutOfPocketLimit(6_500)).toBe('$6,500');
    expect(display.formatOutOfPocketLimit(null)).toBe('—');
  });
  it('defaults a missing family deductible or limit to twice the individual', () => {
    expect(display.resolveFamilyDeductible(1_500, null)).toBe(3_000);
    expect(display.resolveFamilyDeductible(1_500, undefined)).toBe(3_000);
    expect(display.resolveFamilyDeductible(1_500, 4_000)).toBe(4_000);
    expect(display.resolveFamilyLimit(6_000, null)).toBe(12_000);
    expect(display.resolveFamilyLimit(6_000, 13_000)).toBe(13_000);
    expect(display.resolveFamilyLimit(999_999, null)).toBe(999_999);
  });
});

describe('shouldShowNetworkRow', () => {
  it.each(['TX', 'CA', 'FL', 'NY', 'VA', 'MD', 'GA', 'NJ', 'IL', 'AZ'])(
    'shows for medical in %s',
    (state) => {
      expect(display.shouldShowNetworkRow('medical', state)).toBe(true);
    },
  );
  it('hides for other states, other coverage and unknown states', () => {
    expect(display.shouldShowNetworkRow('medical', 'WA')).toBe(false);
    expect(display.shouldShowNetworkRow('dental', 'TX')).toBe(false);
    expect(display.shouldShowNetworkRow('medical', null)).toBe(false);
  });
});

describe('summarizeRecommendations', () => {
  it('shows the first two and counts the rest', () => {
    expect(display.summarizeRecommendations(['a', 'b', 'c', 'd'])).toEqual({
      visible: ['a', 'b'],
      hidden: ['c', 'd'],
      moreLabel: '+2 more',
    });
  });
  it('has no "more" label with two or fewer', () => {
    expect(display.summarizeRecommendations(['a', 'b']).moreLabel).toBeNull();
    expect(display.summarizeRecommendations([])).toEqual({ visible: [], hidden: [], moreLabel: null });
  });
});

describe('coverage screen texts', () => {
  it('has the special no-plans texts and the generic one', () => {
    expect(display.getNoPlansMessage('whole_life')).toBe(
      'Your company does not offer whole life insurance at this time.',
    );
    expect(display.getNoPlansMessage('short_term_disability')).toBe(
      'Your company does not offer short term disability insurance at this time.',
    );
    expect(display.getNoPlansMessage('medical')).toMatch(
      /^Thanks for inquiring! Your company is still setting up/,
    );
    expect(display.getNoPlansMessage('term_life')).toBe(
      'No plans to show. Your company does not offer term life insurance at this time.',
    );
    expect(display.getNoPlansMessage('long_term_disability')).toBe(
      'No plans to show. Your company does not offer long term disability insurance at this time.',
    );
  });
  it('titles and loading texts follow the type', () => {
    expect(display.getChooseCoverageTitle('dental')).toBe('Choose dental coverage');
    expect(display.getPlanLoadingMessage('vision')).toBe('Loading your vision plan options now…');
  });
  it('words the age restriction warnings', () => {
    expect(display.getAgeRestrictionWarning('term_life', 1, 2)).toBe(
      'You are not eligible for the offered term life plan(s) due to age restrictions from the carrier for those plans.',
    );
    expect(display.getAgeRestrictionWarning('life', 1, 1)).toContain('offered life plan(s)');
    expect(display.getAgeRestrictionWarning('whole_life', 1, 1)).toBe(
      'You are not eligible for the offered whole life plan due to age restrictions from the carrier for this plan.',
    );
    expect(display.getAgeRestrictionWarning('whole_life', 2, 2)).toContain('the offered whole life plans');
    expect(display.getAgeRestrictionWarning('whole_life', 1, 3)).toContain(
      'some of the offered whole life plans',
    );
    expect(display.getAgeRestrictionWarning('whole_life', 0, 3)).toBeNull();
  });
  it('states the payroll deduction as payroll books the line, and the employer for non-contributory plans', () => {
    expect(display.describeHowPaid('medical', 'Contributory')).toBe('Pre-tax payroll deduction');
    expect(display.describeHowPaid('vision', 'Contributory')).toBe('Pre-tax payroll deduction');
    for (const line of ['life', 'whole_life', 'short_term_disability', 'accident'] as const)
      expect(display.describeHowPaid(line, 'Contributory')).toBe('After-tax payroll deduction');
    expect(display.describeHowPaid('life', 'Non-Contributory')).toBe('Paid by your employer');
  });
  it('titles the menu with the employee, else the company, else the email', () => {
    expect(display.selectMenuTitle('Ana Díaz', 'Acme', 'a@x.com')).toBe('Ana Díaz');
    expect(display.selectMenuTitle('  ', 'Acme', 'a@x.com')).toBe('Acme');
    expect(display.selectMenuTitle(null, null, 'a@x.com')).toBe('a@x.com');
  });
});

describe('hasHomeZipCode', () => {
  it('needs a zip with more than blanks', () => {
    expect(display.hasHomeZipCode('94110')).toBe(true);
    expect(display.hasHomeZipCode('  ')).toBe(false);
    expect(display.hasHomeZipCode('')).toBe(false);
    expect(display.hasHomeZipCode(null)).toBe(false);
    expect(display.hasHomeZipCode(undefined)).toBe(false);
  });
});

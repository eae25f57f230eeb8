import { describe, expect, it } from 'vitest';
import { CONTRIBUTION_TYPES } from '../enums';
import * as types from './contribution-types';

describe('the contribution types', () => {
  it('are one vocabulary: the forms offer every type, and the broker-of-record intake adds two answers', () => {
    expect([...types.CONTRIBUTION_TYPE_CHOICES].sort()).toEqual([...CONTRIBUTION_TYPES].sort());
    expect(types.BOR_CONTRIBUTION_TYPES).toEqual([
      ...types.CONTRIBUTION_TYPE_CHOICES,
      'class_based',
      'other',
    ]);
  });

  it('say what their figures are', () => {
    expect(types.contributionFigureKind('fixed')).toBe('FixedAmount');
    expect(types.contributionFigureKind('percentage')).toBe('Percentage');
    expect(types.contributionFigureKind('percent_of_base_plan')).toBe('Percentage');
    expect(types.contributionFigureKind('class_based')).toBeNull();
    expect(types.contributionFigureKind(undefined)).toBeNull();
    expect(types.isPercentageContribution('percent_of_base_plan')).toBe(true);
    expect(types.isPercentageContribution('fixed')).toBe(false);
    expect(types.isPercentageContribution('other')).toBe(false);
  });

  it('check a figure once for every form: a percentage 0 to 100, an amount of $0 or more in whole cents', () => {
    for (const type of ['percentage', 'percent_of_base_plan'] as const) {
      for (const ok of [0, 50, 100, 12.5]) expect(types.contributionFigureError(type, ok)).toBeNull();
      for (const bad of [null, undefined, -1, 100.01, Number.NaN])
        expect(types.contributionFigureError(type, bad)).toBe('percentage');
    }
    for (const ok of [0, 250, 1_000_000, 12.34])
      expect(types.contributionFigureError('fixed', ok)).toBeNull();
    for (const bad of [null, undefined, -0.01, 12.345, Number.POSITIVE_INFINITY])
      expect(types.contributionFigureError('fixed', bad)).toBe('fixedAmount');
    expect(types.contributionFigureError('class_based', null)).toBeNull();
    expect(types.contributionFigureError('other', -5)).toBeNull();
  });
});

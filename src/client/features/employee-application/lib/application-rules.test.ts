import type { CoverageEnrollment } from '@shared/schemas/application';
import { describe, expect, it } from 'vitest';
import {
  isDecliningAllCoverage,
  isDecliningCoverage,
  listEnrollingDependents,
  lockOfField,
} from './application-rules';

const coverage = (over: Partial<CoverageEnrollment>): CoverageEnrollment => ({
  isEnrolling: 'Yes',
  planId: 'p',
  planName: 'Gold PPO 500',
  segment: null,
  coverageAmount: null,
  spouseCoverageAmount: null,
  childCoverageAmount: null,
  dependentsEnrolling: {},
  ...over,
});

const spouse = {
  id: 's',
  firstName: 'Sam',
  lastName: 'Carter',
  bornAt: '05/01/1985',
  gender: 'male' as const,
  dependentType: 'spouse' as const,
  socialSecurityNumberMasked: null,
};
const olderChild = { ...spouse, id: 'c1', bornAt: '01/01/2015', dependentType: 'child' as const };
const youngerChild = { ...spouse, id: 'c2', bornAt: '01/01/2019', dependentType: 'child' as const };

describe('isDecliningAllCoverage', () => {
  const app = (coverages: Record<string, CoverageEnrollment>) => ({
    availablePlans: ['medical', 'dental'] as const as ('medical' | 'dental')[],
    employeePolicy: { coverages },
  });
  it('is true when every answered offered coverage is No', () => {
    expect(
      isDecliningAllCoverage(
        app({ medical: coverage({ isEnrolling: 'No' }), dental: coverage({ isEnrolling: 'No' }) }),
      ),
    ).toBe(true);
  });
  it('is false when any coverage is Yes, or nothing is answered', () => {
    expect(
      isDecliningAllCoverage(app({ medical: coverage({ isEnrolling: 'No' }), dental: coverage({}) })),
    ).toBe(false);
    expect(isDecliningAllCoverage(app({}))).toBe(false);
  });
});

describe('isDecliningCoverage', () => {
  it('is true when medical is declined even if another coverage is enrolled', () => {
    expect(
      isDecliningCoverage({
        availablePlans: ['medical', 'dental'],
        employeePolicy: { coverages: { medical: coverage({ isEnrolling: 'No' }), dental: coverage({}) } },
      }),
    ).toBe(true);
  });
  it('is true when every offered coverage is declined without medical, false when enrolling', () => {
    expect(
      isDecliningCoverage({
        availablePlans: ['dental'],
        employeePolicy: { coverages: { dental: coverage({ isEnrolling: 'No' }) } },
      }),
    ).toBe(true);
    expect(
      isDecliningCoverage({
        availablePlans: ['dental'],
        employeePolicy: { coverages: { dental: coverage({}) } },
      }),
    ).toBe(false);
  });
});

describe('listEnrollingDependents', () => {
  it('collects dependents from maps and tiers of enrolled coverages only, in display order', () => {
    const result = listEnrollingDependents({
      availablePlans: ['medical', 'dental', 'vision'],
      employeeDependents: [youngerChild, olderChild, spouse],
      employeePolicy: {
        coverages: {
          medical: coverage({ dependentsEnrolling: { c2: true, s: false } }),
          dental: coverage({ segment: 'ee_spouse' }),
          vision: coverage({ isEnrolling: 'No', dependentsEnrolling: { c1: true } }),
        },
      },
    });
    expect(result.map((d) => d.id)).toEqual(['s', 'c2']);
  });
});

describe('locked fields', () => {
  it('reads why a field is locked from the application, null when the reader may change it', () => {
    const application = {
      employeeForm: { lockedFields: { bornAt: 'partner', employeeRoleId: 'employer' } },
    } as never;
    expect(lockOfField(application, 'bornAt')).toBe('partner');
    expect(lockOfField(application, 'employeeRoleId')).toBe('employer');
    expect(lockOfField(application, 'city')).toBeNull();
  });
});

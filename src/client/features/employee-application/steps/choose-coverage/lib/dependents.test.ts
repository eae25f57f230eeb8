import { describe, expect, it } from 'vitest';
import {
  dependentsForSegment,
  listCoverableDependents,
  listSegmentChoices,
  noDependentsEnrolling,
  sortDependentsForDisplay,
} from './dependents';
import { family, makePlan, olderChild, spouse, youngerChild } from './fixtures';

const ids = (list: { id: string }[]) => list.map((d) => d.id);

describe('sortDependentsForDisplay', () => {
  it('puts the spouse first, then children oldest first', () => {
    expect(ids(sortDependentsForDisplay(family))).toEqual(['spouse', 'older', 'younger']);
  });
});

describe('listCoverableDependents', () => {
  it('offers the whole family on medical', () => {
    expect(ids(listCoverableDependents(makePlan(), family, 0))).toEqual(['spouse', 'older', 'younger']);
  });

  it('offers nobody on whole life and disability', () => {
    for (const type of ['whole_life', 'short_term_disability', 'long_term_disability'] as const) {
      expect(listCoverableDependents(makePlan({ type }), family, 0)).toEqual([]);
    }
  });

  it('offers the spouse on life only with spouse coverage, and a chosen amount when variable', () => {
    const life = makePlan({ type: 'life', spouse_coverage: true, spouse_variable_coverage: true });
    expect(ids(listCoverableDependents(life, family, 0))).toEqual([]);
    expect(ids(listCoverableDependents(life, family, 10000))).toEqual(['spouse']);
    const flat = makePlan({ type: 'term_life', spouse_coverage: true });
    expect(ids(listCoverableDependents(flat, family, 0))).toEqual(['spouse']);
  });

  it('offers children on life only with child coverage', () => {
    const life = makePlan({ type: 'term_life', child_coverage: true });
    expect(ids(listCoverableDependents(life, family, 0))).toEqual(['older', 'younger']);
  });
});

describe('listSegmentChoices', () => {
  it('offers only tiers the family fits', () => {
    expect(listSegmentChoices([])).toEqual(['ee_only']);
    expect(listSegmentChoices([spouse])).toEqual(['ee_only', 'ee_spouse']);
    expect(listSegmentChoices([olderChild])).toEqual(['ee_only', 'ee_children']);
    expect(listSegmentChoices(family)).toEqual(['ee_only', 'ee_spouse', 'ee_children', 'ee_family']);
  });
});

describe('dependentsForSegment', () => {
  it('enrolls who the tier covers', () => {
    expect(dependentsForSegment('ee_only', family)).toEqual({ spouse: false, older: false, younger: false });
    expect(dependentsForSegment('ee_spouse', family)).toEqual({ spouse: true, older: false, younger: false });
    expect(dependentsForSegment('ee_children', family)).toEqual({
      spouse: false,
      older: true,
      younger: true,
    });
    expect(dependentsForSegment('ee_family', family)).toEqual({ spouse: true, older: true, younger: true });
  });
});

describe('noDependentsEnrolling', () => {
  it('marks every dependent as not enrolling', () => {
    expect(noDependentsEnrolling([spouse, youngerChild])).toEqual({ spouse: false, younger: false });
  });
});

import { describe, expect, it } from 'vitest';
import {
  hasFamilyForSegment,
  isCoveredBySegment,
  isSpouseOrPartner,
  listComparedDependents,
  listEnrolledDependentIds,
  listSegmentChoices,
  sortDependentsForDisplay,
} from './family';

const person = (id: string, dependentType: string, bornAt: string) => ({ id, dependentType, bornAt });
const spouse = person('s', 'spouse', '04/02/1988');
const olderChild = person('c1', 'child', '09/09/2014');
const youngerChild = person('c2', 'child', '2019-01-20');
const ids = (list: readonly { id: string }[]) => list.map((d) => d.id);

describe('isSpouseOrPartner', () => {
  // A spouse or a domestic partner, never a child or nothing.
  it.each([
    ['spouse', true],
    ['domestic_partner', true],
    ['child', false],
    ['', false],
    [null, false],
  ] as const)('%s: %s', (dependentType, expected) => {
    expect(isSpouseOrPartner(dependentType)).toBe(expected);
  });
});

describe('sortDependentsForDisplay', () => {
  it('puts the spouse or partner first, then children oldest first (screen or stored dates)', () => {
    expect(ids(sortDependentsForDisplay([youngerChild, spouse, olderChild]))).toEqual(['s', 'c1', 'c2']);
  });

  it('keeps equal dates in their order and undated rows after dated ones, in their order', () => {
    const twin = { ...olderChild, id: 'twin' };
    const blank = person('b', 'child', '');
    const blank2 = person('b2', 'child', 'not a date');
    expect(ids(sortDependentsForDisplay([blank, twin, blank2, youngerChild, olderChild]))).toEqual([
      'twin',
      'c1',
      'c2',
      'b',
      'b2',
    ]);
  });
});

describe('tiers', () => {
  it('cover the spouse in spouse tiers and the children in children tiers', () => {
    expect(isCoveredBySegment('ee_only', 'spouse')).toBe(false);
    expect(isCoveredBySegment('ee_spouse', 'domestic_partner')).toBe(true);
    expect(isCoveredBySegment('ee_spouse', 'child')).toBe(false);
    expect(isCoveredBySegment('ee_children', 'child')).toBe(true);
    expect(isCoveredBySegment('ee_family', 'spouse')).toBe(true);
    expect(isCoveredBySegment('ee_family', 'child')).toBe(true);
  });

  it('need their people on file, and a family chooses only those it fits', () => {
    expect(hasFamilyForSegment('ee_family', [spouse])).toEqual({ spouse: true, children: false });
    expect(listSegmentChoices([])).toEqual(['ee_only']);
    expect(listSegmentChoices([spouse])).toEqual(['ee_only', 'ee_spouse']);
    expect(listSegmentChoices([olderChild])).toEqual(['ee_only', 'ee_children']);
    expect(listSegmentChoices([spouse, olderChild])).toEqual([
      'ee_only',
      'ee_spouse',
      'ee_children',
      'ee_family',
    ]);
  });
});

describe('listEnrolledDependentIds', () => {
  const family = [spouse, olderChild, youngerChild];
  const line = (isEnrolling: 'Yes' | 'No', dependentsEnrolling: Record<string, boolean>, segment = null) => ({
    isEnrolling,
    segment,
    dependentsEnrolling,
  });

  it('counts a dependent answered Yes on a line the employee enrolls in, not on a declined one', () => {
    const coverages = { dental: line('Yes', { c1: true, s: false }), vision: line('No', { c2: true }) };
    expect([...listEnrolledDependentIds(coverages, ['dental', 'vision'], family)]).toEqual(['c1']);
  });

  it('counts the dependents a tier covers, and only on offered lines', () => {
    const coverages = {
      medical: { ...line('Yes', {}), segment: 'ee_spouse' as const },
      life: line('Yes', { c2: true }),
    };
    expect([...listEnrolledDependentIds(coverages, ['medical'], family)]).toEqual(['s']);
    expect([...listEnrolledDependentIds(coverages, ['medical', 'life'], family)].sort()).toEqual(['c2', 's']);
  });
});

describe('listComparedDependents', () => {
  const family = [
    { id: 'm', dependentType: 'spouse' },
    { id: 'a', dependentType: 'child' },
    { id: 'n', dependentType: 'child' },
  ];
  it('prices a medical, dental or vision comparison for the whole family until the line is enrolled', () => {
    expect(listComparedDependents('medical', undefined, family).map((d) => d.id)).toEqual(['m', 'a', 'n']);
    const declined = { isEnrolling: 'No', dependentsEnrolling: {} };
    expect(listComparedDependents('dental', declined, family)).toHaveLength(3);
  });
  it('then for the dependents the saved answer covers', () => {
    const saved = { isEnrolling: 'Yes', dependentsEnrolling: { m: true, a: false, n: true } };
    expect(listComparedDependents('vision', saved, family).map((d) => d.id)).toEqual(['m', 'n']);
  });
  it('compares a line priced for the employee alone for the employee', () => {
    expect(listComparedDependents('short_term_disability', undefined, family)).toEqual([]);
  });
});

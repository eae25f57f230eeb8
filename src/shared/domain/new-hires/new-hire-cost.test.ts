import { describe, expect, it } from 'vitest';
import { computeAgeOnIso } from '../dates/dates';
import { birthDateForAge, buildNewHireHousehold, resolveNewHireAge, tierHasChildren } from './new-hire-cost';

describe('the household a new-hire quote prices', () => {
  it('makes a person exactly the age on the day', () => {
    expect(birthDateForAge(34, '2027-01-01')).toBe('1993-01-01');
    expect(computeAgeOnIso(birthDateForAge(34, '2027-01-01'), '2027-01-01')).toBe(34);
    // A leap day in a common birth year falls back to the 28th, still that age on the day.
    expect(birthDateForAge(3, '2028-02-29')).toBe('2025-02-28');
    expect(computeAgeOnIso('2025-02-28', '2028-02-29')).toBe(3);
  });

  it('takes an age as entered, or the age a birth date gives on the start date', () => {
    expect(resolveNewHireAge({ age: 40 }, '2027-02-01')).toEqual({ age: 40, bornAt: '1987-02-01' });
    expect(resolveNewHireAge({ bornAt: '1990-02-02' }, '2027-02-01')).toEqual({
      age: 36,
      bornAt: '1990-02-02',
    });
  });

  it('adds a spouse at the employee’s age and children of ten by the tier', () => {
    const agesOn = '2027-01-01';
    expect(
      buildNewHireHousehold({ employeeBornAt: '1990-05-05', family: 'ee_only', childrenCount: 3, agesOn }),
    ).toEqual({ employee: { id: 'employee', bornAt: '1990-05-05', tobaccoUser: null }, dependents: [] });
    const spouse = buildNewHireHousehold({
      employeeBornAt: '1990-05-05',
      family: 'ee_spouse',
      childrenCount: 0,
      agesOn,
    });
    expect(spouse.dependents).toEqual([
      { id: 'spouse', bornAt: '1990-05-05', tobaccoUser: null, dependentType: 'spouse' },
    ]);
    const family = buildNewHireHousehold({
      employeeBornAt: '1990-05-05',
      family: 'ee_family',
      childrenCount: 2,
      agesOn,
    });
    expect(family.dependents.map((d) => [d.id, d.dependentType, computeAgeOnIso(d.bornAt, agesOn)])).toEqual([
      ['spouse', 'spouse', 36],
      ['child-1', 'child', 10],
      ['child-2', 'child', 10],
    ]);
    const children = buildNewHireHousehold({
      employeeBornAt: '1990-05-05',
      family: 'ee_children',
      childrenCount: 4,
      agesOn,
    });
    expect(children.dependents).toHaveLength(4);
    expect(tierHasChildren('ee_spouse')).toBe(false);
  });

  it('prices a spouse at their own age when one is given', () => {
    const agesOn = '2027-01-01';
    const household = buildNewHireHousehold({
      employeeBornAt: '1990-05-05',
      family: 'ee_family',
      childrenCount: 1,
      agesOn,
      spouseAge: 52,
    });
    expect(household.dependents.map((d) => [d.id, computeAgeOnIso(d.bornAt, agesOn)])).toEqual([
      ['spouse', 52],
      ['child-1', 10],
    ]);
    // No spouse on the tier: the age is not used.
    expect(
      buildNewHireHousehold({
        employeeBornAt: '1990-05-05',
        family: 'ee_only',
        childrenCount: 0,
        agesOn,
        spouseAge: 52,
      }).dependents,
    ).toEqual([]);
  });
});

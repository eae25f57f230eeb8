import { describe, expect, it } from 'vitest';
import {
  countNonOwnerW2Employees,
  determineEligibility,
  type EligibilityAnswers,
  evaluateEligibility,
  getEligibilityResultMessage,
  getEligibilityTriggerLabel,
  toEmployeeCountBranch,
} from './eligibility-quiz';

const unanswered: EligibilityAnswers = {
  isEnrollingW2: null,
  spouseOnlyGroup: null,
  partnershipWithSpouses: null,
  decliningEmployee: null,
};
/** A typical small group: a W-2 employee enrolls, not owners only, no partner group, nobody declining. */
const typical: EligibilityAnswers = {
  isEnrollingW2: true,
  spouseOnlyGroup: false,
  partnershipWithSpouses: false,
  decliningEmployee: false,
};
const answers = (overrides: Partial<EligibilityAnswers>): EligibilityAnswers => ({
  ...typical,
  ...overrides,
});

describe('counting employees', () => {
  it('counts only non-owner full-time W-2 employees', () => {
    expect(
      countNonOwnerW2Employees([
        { employeeType: 'full_time' },
        { employeeType: 'owner' },
        { employeeType: '1099' },
        { employeeType: 'full_time' },
        { employeeType: null },
      ]),
    ).toBe(2);
  });
  it('branches 0, 1, 2 and 3 or more', () => {
    expect(toEmployeeCountBranch(0)).toBe(0);
    expect(toEmployeeCountBranch(-1)).toBe(0);
    expect(toEmployeeCountBranch(1)).toBe(1);
    expect(toEmployeeCountBranch(2)).toBe(2);
    expect(toEmployeeCountBranch(3)).toBe(3);
    expect(toEmployeeCountBranch(40)).toBe(3);
  });
});

describe('R0: no state', () => {
  it('is unknown', () => {
    expect(evaluateEligibility(5, null, typical)).toEqual({ result: 'unknown', missing: [], rule: 'R0' });
    expect(determineEligibility(5, '', typical)).toBe('unknown');
  });
});

describe('R1: no non-owner W-2 employee', () => {
  it('is not eligible outside TX and OK, whatever the answers', () => {
    expect(evaluateEligibility(0, 'CA', unanswered)).toEqual({
      result: 'not_eligible',
      missing: [],
      rule: 'R1',
    });
    expect(determineEligibility(0, 'WA', answers({ partnershipWithSpouses: true }))).toBe('not_eligible');
    expect(determineEligibility(0, 'IL', typical)).toBe('not_eligible');
  });
  it('in TX and OK asks about a partnership', () => {
    expect(evaluateEligibility(0, 'TX', unanswered)).toEqual({
      result: 'unknown',
      missing: ['partnershipWithSpouses'],
      rule: 'R1',
    });
  });
  it('in TX and OK a partner group fits some carriers', () => {
    expect(determineEligibility(0, 'TX', answers({ partnershipWithSpouses: true }))).toBe('eligible_some');
    expect(determineEligibility(0, 'OK', answers({ partnershipWithSpouses: true }))).toBe('eligible_some');
  });
  it('in TX and OK a group that is not a partnership is not eligible', () => {
    expect(determineEligibility(0, 'TX', answers({ partnershipWithSpouses: false }))).toBe('not_eligible');
    expect(determineEligibility(0, 'OK', answers({ partnershipWithSpouses: false }))).toBe('not_eligible');
  });
});

describe('R2: the first two answers are needed', () => {
  it('is unknown until both are answered', () => {
    expect(evaluateEligibility(3, 'CA', unanswered)).toEqual({
      result: 'unknown',
      missing: ['isEnrollingW2', 'spouseOnlyGroup'],
      rule: 'R2',
    });
    expect(evaluateEligibility(3, 'CA', answers({ isEnrollingW2: null })).missing).toEqual(['isEnrollingW2']);
    expect(evaluateEligibility(3, 'CA', answers({ spouseOnlyGroup: null })).missing).toEqual([
      'spouseOnlyGroup',
    ]);
  });
});

describe('R3: owners and spouses only', () => {
  it('is not a small group in most states', () => {
    expect(evaluateEligibility(2, 'CA', answers({ spouseOnlyGroup: true }))).toMatchObject({
      result: 'not_eligible',
      rule: 'R3',
    });
    expect(determineEligibility(1, 'IL', answers({ spouseOnlyGroup: true }))).toBe('not_eligible');
    expect(determineEligibility(1, 'WA', answers({ spouseOnlyGroup: true }))).toBe('not_eligible');
  });
  it('fits some carriers in TX', () => {
    expect(determineEligibility(1, 'TX', answers({ spouseOnlyGroup: true }))).toBe('eligible_some');
  });
  it('in OK depends on the partnership', () => {
    expect(
      evaluateEligibility(1, 'OK', answers({ spouseOnlyGroup: true, partnershipWithSpouses: null })),
    ).toMatchObject({
      result: 'unknown',
      missing: ['partnershipWithSpouses'],
    });
    expect(
      determineEligibility(1, 'OK', answers({ spouseOnlyGroup: true, partnershipWithSpouses: true })),
    ).toBe('eligible_some');
    expect(
      determineEligibility(1, 'OK', answers({ spouseOnlyGroup: true, partnershipWithSpouses: false })),
    ).toBe('not_eligible');
  });
});

describe('R4: nobody on W-2 enrolls', () => {
  it('is not eligible', () => {
    expect(evaluateEligibility(3, 'CA', answers({ isEnrollingW2: false }))).toMatchObject({
      result: 'not_eligible',
      rule: 'R4',
    });
    expect(determineEligibility(1, 'TX', answers({ isEnrollingW2: false }))).toBe('not_eligible');
  });
});

describe('R5: one employee who is a partner’s spouse', () => {
  it('asks about the partnership', () => {
    expect(evaluateEligibility(1, 'CA', answers({ partnershipWithSpouses: null }))).toEqual({
      result: 'unknown',
      missing: ['partnershipWithSpouses'],
      rule: 'R5',
    });
  });
  it('is not eligible outside TX and OK', () => {
    expect(evaluateEligibility(1, 'CA', answers({ partnershipWithSpouses: true }))).toMatchObject({
      result: 'not_eligible',
      rule: 'R5',
    });
  });
  it('fits some carriers in TX and OK', () => {
    expect(determineEligibility(1, 'TX', answers({ partnershipWithSpouses: true }))).toBe('eligible_some');
    expect(determineEligibility(1, 'OK', answers({ partnershipWithSpouses: true }))).toBe('eligible_some');
  });
  it('does not ask at two or more employees', () => {
    expect(determineEligibility(2, 'CA', answers({ partnershipWithSpouses: null }))).toBe('eligible_all');
  });
});

describe('R6: participation', () => {
  it('with two employees asks whether one declines', () => {
    expect(evaluateEligibility(2, 'CA', answers({ decliningEmployee: null }))).toEqual({
      result: 'unknown',
      missing: ['decliningEmployee'],
      rule: 'R6',
    });
  });
  it('with two employees and one declining fits some carriers', () => {
    expect(evaluateEligibility(2, 'CA', answers({ decliningEmployee: true }))).toMatchObject({
      result: 'eligible_some',
      rule: 'R6',
    });
  });
  it('in WA a decliner matters at any size', () => {
    expect(determineEligibility(3, 'WA', answers({ decliningEmployee: true }))).toBe('eligible_some');
    expect(determineEligibility(1, 'WA', answers({ decliningEmployee: true }))).toBe('eligible_some');
    expect(evaluateEligibility(10, 'WA', answers({ decliningEmployee: null })).missing).toEqual([
      'decliningEmployee',
    ]);
  });
  it('outside WA does not ask at three or more, nor at one', () => {
    expect(determineEligibility(3, 'CA', answers({ decliningEmployee: true }))).toBe('eligible_all');
    expect(determineEligibility(1, 'CA', answers({ decliningEmployee: null }))).toBe('eligible_all');
  });
});

describe('R7: two-employee states with one employee', () => {
  it.each(['TX', 'OK', 'IL'])('%s fits some carriers', (state) => {
    expect(evaluateEligibility(1, state, typical)).toMatchObject({ result: 'eligible_some', rule: 'R7' });
  });
  it.each(['TX', 'OK', 'IL'])('%s with two employees is eligible for all', (state) => {
    expect(determineEligibility(2, state, typical)).toBe('eligible_all');
  });
});

describe('R8: everyone else', () => {
  it('is eligible for all plans', () => {
    expect(evaluateEligibility(1, 'CA', typical)).toEqual({
      result: 'eligible_all',
      missing: [],
      rule: 'R8',
    });
    expect(determineEligibility(1, 'WA', typical)).toBe('eligible_all');
    expect(determineEligibility(2, 'NY', typical)).toBe('eligible_all');
    expect(
      determineEligibility(25, 'TX', answers({ decliningEmployee: null, partnershipWithSpouses: null })),
    ).toBe('eligible_all');
  });
});

describe('result texts', () => {
  it('has the three sentences of docs/spec/1 §8', () => {
    expect(getEligibilityResultMessage('eligible_all')).toBe(
      'You are eligible for all small group health insurance plans.',
    );
    expect(getEligibilityResultMessage('eligible_some')).toBe(
      'You are eligible for small group health insurance with some carriers.',
    );
    expect(getEligibilityResultMessage('not_eligible')).toBe(
      'Unfortunately, you do not qualify for small group health insurance.',
    );
    expect(getEligibilityResultMessage('unknown')).toBeNull();
  });
  it('labels the trigger', () => {
    expect(getEligibilityTriggerLabel('unknown', false)).toBe('Confirm Eligibility');
    expect(getEligibilityTriggerLabel('unknown', true)).toBe('Am I Eligible?');
    expect(getEligibilityTriggerLabel('eligible_all', false)).toBe('Eligible for All Plans (Edit)');
    expect(getEligibilityTriggerLabel('eligible_some', true)).toBe('Eligible for Some Plans (Edit)');
    expect(getEligibilityTriggerLabel('not_eligible', false)).toBe('Not Eligible (Edit)');
  });
});

import { describe, expect, it } from 'vitest';
import {
  allowsDependentType,
  checkLifeEventWindow,
  computeLifeEventEffectiveDate,
  costWithDependent,
  findLifeEventBlocker,
  firstOfNextMonth,
  isSsnRequiredForLifeEvent,
  LIFE_EVENT_BLOCKERS,
  LIFE_EVENT_MESSAGES,
  validateLifeEvent,
} from './life-events';

const day = (year: number, month: number, d: number) => ({ year, month, day: d });
const TODAY = day(2026, 11, 26);

describe('checkLifeEventWindow', () => {
  it('gives a marriage and a loss of coverage 30 days, a birth and an adoption 60, counting the day itself', () => {
    expect(checkLifeEventWindow('marriage', day(2026, 10, 27), TODAY)).toEqual({ ok: true, daysLeft: 0 });
    expect(checkLifeEventWindow('loss_of_other_coverage', day(2026, 11, 26), TODAY)).toEqual({
      ok: true,
      daysLeft: 30,
    });
    expect(checkLifeEventWindow('birth', day(2026, 9, 27), TODAY)).toEqual({ ok: true, daysLeft: 0 });
    expect(checkLifeEventWindow('adoption', day(2026, 10, 1), TODAY)).toEqual({ ok: true, daysLeft: 4 });
  });

  it('refuses the day after the window closes, naming the window and how long ago it was', () => {
    expect(checkLifeEventWindow('marriage', day(2026, 10, 26), TODAY)).toEqual({
      ok: false,
      message:
        'A marriage must be reported within 30 days of the event; this one was 31 days ago. Please contact your benefits administrator.',
    });
    const birth = checkLifeEventWindow('birth', day(2026, 9, 26), TODAY);
    expect(birth.ok).toBe(false);
    expect(!birth.ok && birth.message).toContain('within 60 days');
  });

  it('refuses an event in the future', () => {
    expect(checkLifeEventWindow('birth', day(2026, 11, 27), TODAY)).toEqual({
      ok: false,
      message: LIFE_EVENT_MESSAGES.eventDateFuture,
    });
  });
});

describe('computeLifeEventEffectiveDate', () => {
  it('starts a birth or adoption on the day of the event', () => {
    expect(computeLifeEventEffectiveDate('birth', day(2026, 10, 3), TODAY)).toEqual(day(2026, 10, 3));
    expect(computeLifeEventEffectiveDate('adoption', day(2026, 11, 1), TODAY)).toEqual(day(2026, 11, 1));
  });

  it('starts a marriage or a loss of coverage on the first of the month after the request', () => {
    expect(computeLifeEventEffectiveDate('marriage', day(2026, 11, 2), TODAY)).toEqual(day(2026, 12, 1));
    expect(
      computeLifeEventEffectiveDate('loss_of_other_coverage', day(2026, 12, 1), day(2026, 12, 31)),
    ).toEqual(day(2027, 1, 1));
    // Requested on the first of a month: still the next month's first (the request month has begun).
    expect(computeLifeEventEffectiveDate('marriage', day(2026, 12, 1), day(2026, 12, 1))).toEqual(
      day(2027, 1, 1),
    );
  });

  it('never starts before the employee’s own coverage', () => {
    expect(computeLifeEventEffectiveDate('birth', day(2026, 12, 20), TODAY, day(2027, 1, 1))).toEqual(
      day(2027, 1, 1),
    );
    expect(computeLifeEventEffectiveDate('marriage', day(2026, 11, 20), TODAY, day(2026, 1, 1))).toEqual(
      day(2026, 12, 1),
    );
  });

  it('rolls December into the next January', () => {
    expect(firstOfNextMonth(day(2026, 12, 15))).toEqual(day(2027, 1, 1));
  });
});

describe('who an event may add', () => {
  it('adds a spouse by marriage, a child by birth or adoption, either by a loss of coverage', () => {
    expect(allowsDependentType('marriage', 'spouse')).toBe(true);
    expect(allowsDependentType('marriage', 'child')).toBe(false);
    expect(allowsDependentType('marriage', 'domestic_partner')).toBe(false);
    expect(allowsDependentType('birth', 'child')).toBe(true);
    expect(allowsDependentType('birth', 'spouse')).toBe(false);
    expect(allowsDependentType('adoption', 'child')).toBe(true);
    expect(allowsDependentType('loss_of_other_coverage', 'spouse')).toBe(true);
    expect(allowsDependentType('loss_of_other_coverage', 'child')).toBe(true);
  });

  it('asks the SSN now except for a newborn or newly adopted child', () => {
    expect(isSsnRequiredForLifeEvent('marriage')).toBe(true);
    expect(isSsnRequiredForLifeEvent('loss_of_other_coverage')).toBe(true);
    expect(isSsnRequiredForLifeEvent('birth')).toBe(false);
    expect(isSsnRequiredForLifeEvent('adoption')).toBe(false);
  });
});

describe('validateLifeEvent', () => {
  const birth = {
    kind: 'birth' as const,
    eventDate: day(2026, 11, 1),
    dependentType: 'child' as const,
    dependentBornAt: day(2026, 11, 1),
    coverageTypes: ['medical', 'dental'] as const,
    enrolledLines: ['medical', 'dental', 'vision'] as const,
  };

  it('accepts a newborn added to enrolled lines within the window', () => {
    expect(validateLifeEvent(birth, TODAY)).toEqual({});
  });

  it('names every refusal at its field at once', () => {
    expect(
      validateLifeEvent(
        {
          ...birth,
          eventDate: day(2026, 8, 1),
          dependentType: 'spouse',
          dependentBornAt: day(2026, 7, 30),
          coverageTypes: ['medical', 'life'],
          enrolledLines: ['medical'],
        },
        TODAY,
      ),
    ).toEqual({
      eventDate: LIFE_EVENT_MESSAGES.windowClosed('birth', 117),
      'dependent.dependentType': 'A birth of a child can add a child.',
      'dependent.bornAt': LIFE_EVENT_MESSAGES.birthDate,
      coverageTypes: LIFE_EVENT_MESSAGES.lineNotEnrolled,
    });
  });

  it('wants at least one line, and an adopted child born on or before the placement', () => {
    expect(
      validateLifeEvent(
        { ...birth, kind: 'adoption', dependentBornAt: day(2026, 11, 2), coverageTypes: [] },
        TODAY,
      ),
    ).toEqual({
      'dependent.bornAt': LIFE_EVENT_MESSAGES.adoptedBeforeBirth,
      coverageTypes: LIFE_EVENT_MESSAGES.noLines,
    });
    expect(
      validateLifeEvent({ ...birth, kind: 'adoption', dependentBornAt: day(2020, 3, 2) }, TODAY),
    ).toEqual({});
  });

  it('names who a loss of coverage may add', () => {
    expect(
      validateLifeEvent(
        { ...birth, kind: 'loss_of_other_coverage', dependentType: 'domestic_partner' },
        TODAY,
      ),
    ).toEqual({ 'dependent.dependentType': 'A loss of other coverage can add a spouse or a child.' });
  });
});

describe('findLifeEventBlocker', () => {
  const open = { isSigned: true, isEmploymentEnded: false, isEligible: true, enrolledLineCount: 2 };
  it('lets a signed, eligible, employed person with a health line report', () => {
    expect(findLifeEventBlocker(open)).toBeNull();
  });
  it('names the first reason in the order a person would fix them', () => {
    expect(findLifeEventBlocker({ ...open, isSigned: false, isEmploymentEnded: true })).toBe(
      LIFE_EVENT_BLOCKERS.employmentEnded,
    );
    expect(findLifeEventBlocker({ ...open, isEligible: false, isSigned: false })).toBe(
      LIFE_EVENT_BLOCKERS.notEligible,
    );
    expect(findLifeEventBlocker({ ...open, isSigned: false })).toBe(LIFE_EVENT_BLOCKERS.notSigned);
    expect(findLifeEventBlocker({ ...open, enrolledLineCount: 0 })).toBe(LIFE_EVENT_BLOCKERS.noLines);
  });
});

describe('costWithDependent', () => {
  it('swaps each chosen line’s current share for its new one, a month and a paycheck', () => {
    const current = { monthlyEmployeeCents: 30_000, perPaycheckCents: 13_846 };
    expect(
      costWithDependent(current, [
        {
          current: { employeeCents: 20_000 },
          monthly: { employeeCents: 50_000 },
          currentPerPaycheckCents: 9_230,
          perPaycheckCents: 23_076,
        },
        // Not priced with the dependent: the line keeps its current share.
        {
          current: { employeeCents: 10_000 },
          monthly: null,
          currentPerPaycheckCents: 4_615,
          perPaycheckCents: null,
        },
      ]),
    ).toEqual({ monthlyEmployeeCents: 60_000, perPaycheckCents: 27_692 });
    expect(costWithDependent(current, [])).toEqual(current);
  });
});

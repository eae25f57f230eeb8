import { describe, expect, it } from 'vitest';
import { carrierTimeline, type TimelineInput } from './carrier-timeline';

const base: TimelineInput = {
  status: 'letter_sent',
  effectiveDate: '2027-04-01',
  windowEnds: null,
  history: [{ status: 'letter_sent', at: '2027-03-01T15:00:00.000Z' }],
};

const brief = (input: TimelineInput) =>
  carrierTimeline(input).map((s) => [s.status, s.state, s.stateText, s.date, s.note]);

describe('carrierTimeline', () => {
  it('starts with the letter sent as the current step and the rest to come', () => {
    expect(brief(base)).toEqual([
      ['letter_sent', 'current', 'Current step', 'March 1, 2027', null],
      [
        'incumbent_window',
        'upcoming',
        'Next',
        null,
        'Your current broker has 5 to 10 business days to respond.',
      ],
      ['confirmed', 'upcoming', 'Next', null, null],
      ['effective', 'upcoming', 'Next', null, 'Planned for April 1, 2027.'],
    ]);
    expect(carrierTimeline(base)[1]!.label).toBe("Current broker's review window");
  });

  it("gives the window's expected end while in it", () => {
    const steps = carrierTimeline({
      ...base,
      status: 'incumbent_window',
      windowEnds: { earliest: '2027-03-10', latest: '2027-03-17' },
      history: [...base.history, { status: 'incumbent_window', at: '2027-03-03T15:00:00.000Z' }],
    });
    expect(steps.map((s) => s.state)).toEqual(['done', 'current', 'upcoming', 'upcoming']);
    expect(steps[1]).toMatchObject({
      date: 'March 3, 2027',
      note: 'Expected to end between March 10, 2027 and March 17, 2027 (5 to 10 business days).',
    });
  });

  it('marks the window skipped when the carrier confirmed directly, and dates each step done', () => {
    const steps = carrierTimeline({
      ...base,
      status: 'effective',
      history: [
        ...base.history,
        { status: 'confirmed', at: '2027-03-08T15:00:00.000Z' },
        { status: 'effective', at: '2027-04-01T15:00:00.000Z' },
      ],
    });
    expect(steps.map((s) => [s.state, s.date])).toEqual([
      ['done', 'March 1, 2027'],
      ['skipped', null],
      ['done', 'March 8, 2027'],
      ['current', 'April 1, 2027'],
    ]);
    expect(steps[1]!.stateText).toBe('Skipped');
    expect(steps[3]!.note).toBe('Effective from April 1, 2027.');
  });

  it('shows a returned letter after the last step reached, and starts over when it is sent again', () => {
    const returned: TimelineInput = {
      ...base,
      status: 'rejected',
      history: [
        ...base.history,
        { status: 'incumbent_window', at: '2027-03-03T15:00:00.000Z' },
        { status: 'rejected', at: '2027-03-05T15:00:00.000Z' },
      ],
    };
    expect(brief(returned).map((s) => s.slice(0, 4))).toEqual([
      ['letter_sent', 'done', 'Done', 'March 1, 2027'],
      ['incumbent_window', 'done', 'Done', 'March 3, 2027'],
      ['rejected', 'current', 'Current step', 'March 5, 2027'],
      ['confirmed', 'upcoming', 'Next', null],
      ['effective', 'upcoming', 'Next', null],
    ]);
    const again = carrierTimeline({
      ...returned,
      status: 'letter_sent',
      history: [...returned.history, { status: 'letter_sent', at: '2027-03-09T15:00:00.000Z' }],
    });
    expect(again.map((s) => [s.status, s.state, s.date])).toEqual([
      ['letter_sent', 'current', 'March 9, 2027'],
      ['incumbent_window', 'upcoming', null],
      ['confirmed', 'upcoming', null],
      ['effective', 'upcoming', null],
    ]);
  });
});

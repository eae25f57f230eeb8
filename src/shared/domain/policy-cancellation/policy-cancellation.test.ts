import { describe, expect, it } from 'vitest';
import { formatIsoDate, parseIsoDate } from '../dates/dates';
import { describeConnectionState } from '../integrations/integrations';
import {
  hasCancellationTakenEffect,
  isCancelledBeforeStart,
  listLastDayOptions,
  MAX_MONTHS_AHEAD,
} from './policy-cancellation';

const day = (iso: string) => parseIsoDate(iso)!;
const options = (today: string, renewalAt: string | null) =>
  listLastDayOptions({ today: day(today), renewalAt: renewalAt ? day(renewalAt) : null }).map(formatIsoDate);

describe('listLastDayOptions', () => {
  it('offers month ends from this month, ending before the renewal', () => {
    expect(options('2026-11-25', '2027-03-01')).toEqual([
      '2026-11-30',
      '2026-12-31',
      '2027-01-31',
      '2027-02-28',
    ]);
  });
  it("offers today when it is the month's last day, and leap-year Februaries", () => {
    expect(options('2028-01-31', '2028-04-01')).toEqual(['2028-01-31', '2028-02-29', '2028-03-31']);
  });
  it('stops twelve months on without a renewal, or a renewal far away', () => {
    const far = options('2026-11-25', '2030-01-01');
    expect(far).toHaveLength(MAX_MONTHS_AHEAD + 1);
    expect(far.at(-1)).toBe('2027-11-30');
    expect(options('2026-11-25', null)).toEqual(far);
  });
  it('offers nothing once the plan year has ended', () => {
    expect(options('2026-11-25', '2026-11-01')).toEqual([]);
  });
});

describe('the day a cancellation takes effect', () => {
  it('is the day after the last day of coverage', () => {
    expect(hasCancellationTakenEffect(day('2026-11-30'), day('2026-11-30'))).toBe(false);
    expect(hasCancellationTakenEffect(day('2026-11-30'), day('2026-12-01'))).toBe(true);
  });
  it('ends a plan year before it starts when the last day is earlier', () => {
    expect(isCancelledBeforeStart(day('2026-12-31'), day('2027-01-01'))).toBe(true);
    expect(isCancelledBeforeStart(day('2027-01-31'), day('2027-01-01'))).toBe(false);
    expect(isCancelledBeforeStart(day('2026-12-31'), null)).toBe(false);
  });
});

describe('describeConnectionState', () => {
  it('names each state of a connection', () => {
    expect(describeConnectionState(null)).toBe('not_connected');
    const connected = { status: 'connected' as const, lastSyncAt: null, keyRevoked: false };
    expect(describeConnectionState(connected)).toBe('waiting_for_first_sync');
    expect(describeConnectionState({ ...connected, lastSyncAt: '2026-11-24T06:00:00Z' })).toBe('synced');
    expect(describeConnectionState({ ...connected, keyRevoked: true })).toBe('key_revoked');
    expect(describeConnectionState({ ...connected, status: 'disconnected', keyRevoked: true })).toBe(
      'disconnected',
    );
  });
});

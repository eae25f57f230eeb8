import type { Clock } from '@shared/domain/dates/clock';

/** A clock a test sets (decision 0084): stopped at `at` until `set` moves it. */
export type TestClock = Clock & { set(at: Date | string): void };

export function testClock(at: Date | string): TestClock {
  let instant = toInstant(at);
  return {
    now: () => new Date(instant),
    set(next) {
      instant = toInstant(next);
    },
  };
}

function toInstant(at: Date | string): number {
  const ms = new Date(at).getTime();
  if (Number.isNaN(ms)) throw new RangeError(`Invalid instant: ${String(at)}`);
  return ms;
}

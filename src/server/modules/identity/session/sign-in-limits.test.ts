import { describe, expect, it } from 'vitest';
import { lockoutMs, type RecentAttempt, SIGN_IN_LIMITS } from './sign-in-limits';

const WINDOW_MS = SIGN_IN_LIMITS.windowMinutes * 60_000;
const MINUTE = 60_000;

/** `count` attempts from `addressKey`, one a minute, the newest `newestAgeMs` old. */
function attempts(addressKey: string, count: number, newestAgeMs = 0): RecentAttempt[] {
  return Array.from({ length: count }, (_, i) => ({ addressKey, ageMs: newestAgeMs + i * MINUTE }));
}

describe('lockoutMs', () => {
  it('lets the fifth attempt from one address through', () => {
    expect(lockoutMs(attempts('a', 4), 'a')).toBe(0);
  });

  it('holds the sixth until the oldest of the five leaves the window', () => {
    // Five attempts 1 s to 4 min 1 s old: the oldest leaves the window in 15 min − 4 min 1 s.
    expect(lockoutMs(attempts('a', 5, 1000), 'a')).toBe(WINDOW_MS - (4 * MINUTE + 1000));
  });

  it('does not count other addresses against the pair limit', () => {
    expect(lockoutMs(attempts('a', 5), 'b')).toBe(0);
  });

  it('holds the eleventh attempt at one email from any address', () => {
    const others = Array.from({ length: 10 }, (_, i) => ({ addressKey: `a${i}`, ageMs: i * MINUTE }));
    // The tenth newest is 9 minutes old: six minutes to wait.
    expect(lockoutMs(others, 'fresh')).toBe(6 * MINUTE);
    expect(lockoutMs(others.slice(0, 9), 'fresh')).toBe(0);
  });

  it('counts attempts still being checked (age 0) like any other', () => {
    expect(
      lockoutMs(
        attempts('a', 5).map((a) => ({ ...a, ageMs: 0 })),
        'a',
      ),
    ).toBe(WINDOW_MS);
  });

  it('waits the longer of the two limits when both hold', () => {
    const pair = attempts('a', 5, 0); // 0 to 4 min old: the pair waits 11 min
    const elsewhere = Array.from({ length: 5 }, (_, i) => ({ addressKey: `x${i}`, ageMs: 10 * MINUTE + i }));
    // Ten at the email; the tenth newest is 10 min old: the email waits 5 min.
    expect(lockoutMs([...pair, ...elsewhere], 'a')).toBe(11 * MINUTE);
  });

  it('never answers less than a second when held', () => {
    expect(lockoutMs(attempts('a', 5, WINDOW_MS - 4 * MINUTE - 10), 'a')).toBe(1000);
  });
});

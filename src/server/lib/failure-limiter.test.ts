import { describe, expect, it } from 'vitest';
import { FailureLimiter } from './failure-limiter';

describe('FailureLimiter', () => {
  it('blocks after max failures within the window and frees the key when the oldest leaves it', () => {
    const limiter = new FailureLimiter(3, 1000);
    limiter.recordFailure('k', 0);
    limiter.recordFailure('k', 100);
    expect(limiter.retryAfterMs('k', 200)).toBe(0);
    limiter.recordFailure('k', 200);
    expect(limiter.retryAfterMs('k', 300)).toBe(700);
    expect(limiter.retryAfterMs('k', 1000)).toBe(0);
  });

  it('keeps keys apart and forgets a key on reset', () => {
    const limiter = new FailureLimiter(1, 1000);
    limiter.recordFailure('a', 0);
    expect(limiter.retryAfterMs('a', 1)).toBeGreaterThan(0);
    expect(limiter.retryAfterMs('b', 1)).toBe(0);
    limiter.reset('a');
    expect(limiter.retryAfterMs('a', 1)).toBe(0);
  });
});

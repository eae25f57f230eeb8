/**
 * Counts failures per key in a sliding window (sign-in: per IP and email). After `max` failures the key is
 * blocked until the oldest failure leaves the window. In memory: one process serves the app.
 */
export class FailureLimiter {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
  ) {}

  /** Milliseconds until the key may try again; 0 when it is not blocked. */
  retryAfterMs(key: string, now = Date.now()): number {
    const times = this.recent(key, now);
    if (times.length < this.max) return 0;
    return times[0]! + this.windowMs - now;
  }

  recordFailure(key: string, now = Date.now()): void {
    const times = this.recent(key, now);
    times.push(now);
    this.failures.set(key, times);
    if (this.failures.size > 10_000) this.prune(now);
  }

  reset(key: string): void {
    this.failures.delete(key);
  }

  private recent(key: string, now: number): number[] {
    return (this.failures.get(key) ?? []).filter((t) => now - t < this.windowMs);
  }

  private prune(now: number) {
    for (const [key, times] of this.failures) {
      if (times.every((t) => now - t >= this.windowMs)) this.failures.delete(key);
    }
  }
}

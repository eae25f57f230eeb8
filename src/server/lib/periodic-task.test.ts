import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { runPeriodically } from './periodic-task';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('runPeriodically', () => {
  it("logs a failure's loggable fields only, never a database error's parameters", async () => {
    const lines: string[] = [];
    const app = Fastify({ logger: { stream: { write: (line: string) => lines.push(line) } } });
    const failure = Object.assign(new Error('insert failed'), {
      code: '23505',
      severity: 'ERROR',
      params: ['ada@example.com'],
      detail: 'Key (email)=(ada@example.com) already exists.',
    });
    runPeriodically(app, { name: 'failing task', everyMs: 1_000, runOnReady: true }, async () => {
      throw failure;
    });
    await app.ready();
    await app.close();
    const logged = lines.join('\n');
    expect(logged).toContain('failing task failed');
    expect(logged).not.toContain('ada@example.com');
  });

  it('runs when ready and then on each tick, goes on after a failure, and stops when the app closes', async () => {
    const app = Fastify();
    let runs = 0;
    runPeriodically(app, { name: 'test task', everyMs: 10, runOnReady: true }, async () => {
      runs += 1;
      if (runs === 2) throw new Error('one failure');
    });
    await app.ready();
    expect(runs).toBe(1);
    await wait(80);
    expect(runs).toBeGreaterThanOrEqual(3);
    await app.close();
    const after = runs;
    await wait(50);
    expect(runs).toBe(after);
  });

  it('skips a tick while the last run is still going', async () => {
    const app = Fastify();
    let running = 0;
    let overlapped = false;
    let runs = 0;
    runPeriodically(app, { name: 'slow task', everyMs: 5 }, async () => {
      running += 1;
      runs += 1;
      if (running > 1) overlapped = true;
      await wait(30);
      running -= 1;
    });
    await app.ready();
    expect(runs).toBe(0);
    await wait(100);
    await app.close();
    expect(runs).toBeGreaterThanOrEqual(2);
    expect(overlapped).toBe(false);
  });
});

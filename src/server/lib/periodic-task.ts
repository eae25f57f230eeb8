import type { FastifyInstance } from 'fastify';
import { loggableError } from './loggable-error';

/**
 * Runs a background task of the server every `everyMs` (and once when the app is ready, with `runOnReady`):
 * one run at a time (a tick that finds the last run still going is skipped), a failure logged under `name` (its
 * loggable fields only: a database error carries its query's parameters; decision 0013) and never thrown, the timer not keeping the process alive and stopped when the app closes.
 */
export function runPeriodically(
  app: FastifyInstance,
  options: { name: string; everyMs: number; runOnReady?: boolean },
  task: () => Promise<unknown>,
): void {
  let running = false;
  let timer: NodeJS.Timeout | undefined;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      await task();
    } catch (err) {
      app.log.error({ error: loggableError(err) }, `${options.name} failed`);
    } finally {
      running = false;
    }
  };
  app.addHook('onReady', async () => {
    if (options.runOnReady) await run();
    timer = setInterval(() => void run(), options.everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}

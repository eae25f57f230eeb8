import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import { type Clock, readCompanyTimeZone, runWithClock, setRequestTimeZone } from '../lib/clock';
import { TtlCache } from '../lib/ttl-cache';

/**
 * The app's clock (decision 0084): every request runs on it (lib/clock.ts reads it), and a request made by
 * someone acting for a company (their active company; the route's scope, route-scope.ts, names it more
 * precisely) carries that company's time zone, so its "today" is the company's. Registered first, so every
 * later hook and the handler run inside it.
 */
export const clockPlugin = fp(async (app: FastifyInstance, opts: { clock: Clock; db: Db }) => {
  const { clock, db } = opts;
  app.decorate('clock', clock);
  app.decorate('companyTimeZone', companyTimeZones(db));
  app.addHook('onRequest', (_request, _reply, done) => {
    runWithClock(clock, done);
  });
  app.addHook('preHandler', async (request) => {
    const companyId = request.actor?.activeCompanyId;
    if (companyId) setRequestTimeZone(await app.companyTimeZone(companyId));
  });
});

/**
 * A company's time zone, remembered for a minute: it is read on every request for a company and changes only
 * by a migration or an operations edit (a stale minute is a minute of yesterday's zone, never a wrong row).
 */
function companyTimeZones(db: Db): (companyId: string) => Promise<string> {
  const cache = new TtlCache<string, string>(60_000);
  return async (companyId) => {
    const known = cache.get(companyId);
    if (known) return known;
    const zone = await readCompanyTimeZone(db, companyId);
    cache.set(companyId, zone);
    return zone;
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    clock: Clock;
    companyTimeZone(companyId: string): Promise<string>;
  }
}

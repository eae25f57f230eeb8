import { healthResponseSchema } from '@shared/schemas/api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DatabaseKind } from '../../../db/client';

/** Liveness for load balancers and benchmarks: answers without touching the database. */
export async function healthRoutes(app: FastifyInstance, opts: { databaseKind: DatabaseKind }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/health',
    {
      config: { access: 'public' },
      schema: { tags: ['health'], summary: 'Liveness', response: { 200: healthResponseSchema } },
    },
    async () => ({ status: 'ok' as const, database: opts.databaseKind }),
  );
}

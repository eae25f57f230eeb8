import {
  jobNameParamsSchema,
  jobsOverviewSchema,
  jobsQuerySchema,
  runJobResponseSchema,
} from '@shared/schemas/jobs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../lib/app-error';
import { ERROR_RESPONSES, OPERATIONS_ROUTE, READ_ERROR_RESPONSES } from '../../../lib/route-schemas';

const BASE = '/api/v2/admin/jobs';
const TAGS = ['operations'];

/** Operations' view of the job queue (issue 18, decision 0062): schedules, recent runs, and running one now. */
export const jobRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    BASE,
    {
      config: OPERATIONS_ROUTE,
      schema: {
        tags: TAGS,
        summary: "The job queue's schedules and its newest jobs: name, state, times, a failure's message",
        description:
          "A job's data is never shown; a failure's quoted values are blanked. `limit`: 1–200 (50).",
        querystring: jobsQuerySchema,
        response: { 200: jobsOverviewSchema, ...READ_ERROR_RESPONSES },
      },
    },
    async (request) => ({
      isWorker: app.jobs.isWorker,
      ...(await app.jobs.overview({ limit: request.query.limit ?? 50 })),
    }),
  );

  app.post(
    `${BASE}/:jobName/run`,
    {
      config: OPERATIONS_ROUTE,
      schema: {
        tags: TAGS,
        summary: 'Queues a run of a scheduled job now (a worker process runs it)',
        params: jobNameParamsSchema,
        response: { 202: runJobResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      if (!app.jobs.has(request.params.jobName))
        throw new AppError('not_found', 'That job is turned off on this server.');
      const id = await app.jobs.send(request.params.jobName);
      if (!id) throw new AppError('conflict', 'That job is already queued.');
      return reply.code(202).send({ id });
    },
  );
};

import { siteConfigSchema } from '@shared/schemas/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/client';
import { getSiteConfig } from './site-config.service';

/** Public branding for the sign-in page: a partner's by `?partner=slug`, else Groupcover's own (nulls). */
export const siteConfigRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/v1/site_config',
    {
      config: { access: 'public' },
      schema: {
        tags: ['branding'],
        summary: 'Site configuration and partner branding',
        querystring: z.object({ partner: z.string().max(64).optional() }),
        response: { 200: siteConfigSchema },
      },
    },
    async (request) => getSiteConfig(db, request.query.partner),
  );
};

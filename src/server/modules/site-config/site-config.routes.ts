import { siteConfigSchema } from '@shared/schemas/api';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { partners } from '../../db/schema';

/** Public branding for the sign-in page: a partner's by `?partner=slug`, else Groupcover's own (nulls). */
export async function siteConfigRoutes(app: FastifyInstance, opts: { db: Db }) {
  app.withTypeProvider<ZodTypeProvider>().get(
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
    async (request) => {
      const slug = request.query.partner;
      const [partner] = slug
        ? await opts.db.select().from(partners).where(eq(partners.slug, slug)).limit(1)
        : [];
      return {
        partner_logo: partner?.logoUrl ?? null,
        partner_name: partner?.name ?? null,
        color: partner?.color ?? null,
      };
    },
  );
}

import { z } from 'zod';

export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
});

export const siteConfigSchema = z.object({
  partner_logo: z.string().nullable(),
  partner_name: z.string().nullable(),
  color: z.string().nullable(),
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;

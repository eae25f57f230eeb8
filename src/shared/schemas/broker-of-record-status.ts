import { z } from 'zod';
import { CARRIER_CHANGE_STATUSES } from '../domain/broker-of-record/letter';
import { borCarrierChangeSchema } from './broker-of-record';

/*
 * After signing (issue 15 item 5, decision 0051): the employer's status read, which the dashboard's Home card and
 * status page use, and operations' list of every company's carrier changes.
 */

/** GET /api/v1/broker_of_record/carrier_status: whether the company signed, and each carrier's change. */
export const borCarrierStatusSchema = z.object({
  companyName: z.string(),
  /** When the application was signed (the letters sent); null before. */
  signedAt: z.string().nullable(),
  carrierChanges: z.array(borCarrierChangeSchema),
});
export type BorCarrierStatus = z.infer<typeof borCarrierStatusSchema>;

/** Operations' filter: one status, `open` (every status but effective, the default) or `all`. */
export const BOR_CARRIER_CHANGE_FILTERS = ['open', 'all', ...CARRIER_CHANGE_STATUSES] as const;
export type BorCarrierChangeFilter = (typeof BOR_CARRIER_CHANGE_FILTERS)[number];

export const BOR_CARRIER_CHANGES_PAGE_SIZE = 25;

export const borCarrierChangesQuerySchema = z.object({
  status: z.enum(BOR_CARRIER_CHANGE_FILTERS, { error: 'Unknown status.' }).default('open'),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
});
export type BorCarrierChangesQuery = z.infer<typeof borCarrierChangesQuerySchema>;

/** GET /api/v1/broker_of_record/carrier_changes (operations): a page of carrier changes with their companies. */
export const borCarrierChangeListSchema = z.object({
  items: z.array(
    borCarrierChangeSchema.extend({
      companyId: z.uuid(),
      companyName: z.string(),
      /** The company's token prefix, for a link to its dashboard (admin view). */
      companyIdToken: z.string(),
    }),
  ),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type BorCarrierChangeList = z.infer<typeof borCarrierChangeListSchema>;
export type BorCarrierChangeListItem = BorCarrierChangeList['items'][number];

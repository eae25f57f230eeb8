import {
  carrierGroupListSchema,
  carrierGroupParamsSchema,
  carrierGroupRequestSchema,
  carrierGroupSchema,
  companyCarrierGroupsParamsSchema,
} from '@shared/schemas/carrier-identifiers';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireActor } from '../../../access/actor';
import type { Db } from '../../../db/client';
import { ERROR_RESPONSES, OPERATIONS_ROUTE, READ_ERROR_RESPONSES } from '../../../lib/route-schemas';
import { listCompanyCarrierGroups, saveCompanyCarrierGroup } from './carrier-identifiers.service';

const TAGS = ['operations'];
/** Operations only; the path names a company, so its scope is declared (operations reach every company). */
const OPERATIONS_COMPANY_ROUTE = { ...OPERATIONS_ROUTE, scope: 'company' } as const;
const BASE = '/api/v2/admin/companies/:companyId/carrier_groups';

/** A company's group numbers and plan codes with its carriers (decision 0069): operations view and set them. */
export async function carrierIdentifierRoutes(app: FastifyInstance, opts: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    BASE,
    {
      config: OPERATIONS_COMPANY_ROUTE,
      schema: {
        tags: TAGS,
        summary:
          "A company's carriers: the group number and plan codes on record, and what every place shows",
        params: companyCarrierGroupsParamsSchema,
        response: { 200: carrierGroupListSchema, ...READ_ERROR_RESPONSES },
      },
    },
    async (request) => listCompanyCarrierGroups(opts.db, request.params.companyId),
  );

  r.put(
    `${BASE}/:carrierId`,
    {
      config: OPERATIONS_COMPANY_ROUTE,
      schema: {
        tags: TAGS,
        summary: "Puts a company's group number and plan codes with a carrier on record",
        description: 'Send the `version` you read (0 while none is on record); a stale one answers 409.',
        params: carrierGroupParamsSchema,
        body: carrierGroupRequestSchema,
        response: { 200: carrierGroupSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => saveCompanyCarrierGroup(opts.db, requireActor(request), request.params, request.body),
  );
}

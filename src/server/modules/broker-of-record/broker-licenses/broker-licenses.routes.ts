import { brokerLicensesRequestSchema, brokerLicensesSchema } from '@shared/schemas/broker-licenses';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../../access/actor';
import type { Db } from '../../../db/client';
import { ERROR_RESPONSES, READ_ERROR_RESPONSES } from '../../../lib/route-schemas';
import { readBrokerLicenses, saveBrokerLicenses } from './broker-licenses.service';

const PATH = '/api/v1/broker_licenses';

/** A broker's licences per state (decision 0081): what the broker-of-record letters name. */
export const brokerLicenseRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    PATH,
    {
      config: { access: ['broker'] },
      schema: {
        tags: ['broker'],
        summary: "The signed-in broker's licences, one per state",
        response: { 200: brokerLicensesSchema, ...READ_ERROR_RESPONSES },
      },
    },
    async (request) => readBrokerLicenses(db, requireActor(request)),
  );

  app.put(
    PATH,
    {
      config: { access: ['broker'] },
      schema: {
        tags: ['broker'],
        summary: "Replaces the signed-in broker's licences (each state once)",
        description:
          'Send the whole list with the `version` read; a stale one answers 409. A broker-of-record letter for a company names the broker with their licence for its state.',
        body: brokerLicensesRequestSchema,
        response: { 200: brokerLicensesSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => saveBrokerLicenses(db, requireActor(request), request.body),
  );
};

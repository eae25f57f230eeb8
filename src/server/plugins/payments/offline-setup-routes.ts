import { errorBodySchema } from '@shared/errors';
import {
  OFFLINE_SETUP_MESSAGES,
  offlineAuthenticateSetupRequestSchema,
  offlineConfirmSetupRequestSchema,
  offlineSetupIntentResponseSchema,
} from '@shared/schemas/payments';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { OfflineSetupError, type OfflineSetupProvider } from './offline-setup-provider';

export const OFFLINE_SETUP_BASE = '/api/offline-payments/setup_intents';

const params = z.object({
  setupIntentId: z.string().regex(/^seti_[A-Za-z0-9_]{1,100}$/, OFFLINE_SETUP_MESSAGES.unknown),
});
const response = {
  200: offlineSetupIntentResponseSchema,
  400: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  429: errorBodySchema,
};

function answer<T>(call: () => T): T {
  try {
    return call();
  } catch (error) {
    if (error instanceof OfflineSetupError)
      throw new AppError(error.reason === 'unknown' ? 'not_found' : 'conflict', error.message);
    throw error;
  }
}

/**
 * The offline test widget's stand-ins for Stripe.js's confirmSetup and its authentication step (decision
 * 0053), registered only while the offline setup provider is active. Public like Stripe's own endpoints: the
 * client secret is what proves the caller holds the intent (an unknown id and a wrong secret read the same,
 * 404). No card or account number is taken: the person picks a method and a test outcome.
 */
export function offlineSetupRoutes(
  app: FastifyInstance,
  provider: OfflineSetupProvider,
  options: { requestsPerMinute?: number } = {},
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // A person clicks these a few times per setup; the limit (sign-in's) keeps a script from guessing secrets.
  const rateLimit = { max: options.requestsPerMinute ?? 30, timeWindow: '1 minute' };
  routes.post(
    `${OFFLINE_SETUP_BASE}/:setupIntentId/confirm`,
    {
      config: { access: 'public', rateLimit },
      schema: {
        tags: ['payments'],
        summary: 'Offline test provider: confirm a setup intent with a chosen method and test outcome',
        params,
        body: offlineConfirmSetupRequestSchema,
        response,
      },
    },
    async (request) => answer(() => provider.confirm(request.params.setupIntentId, request.body)),
  );
  routes.post(
    `${OFFLINE_SETUP_BASE}/:setupIntentId/authenticate`,
    {
      config: { access: 'public', rateLimit },
      schema: {
        tags: ['payments'],
        summary: 'Offline test provider: pass or fail the authentication a setup intent requires',
        params,
        body: offlineAuthenticateSetupRequestSchema,
        response,
      },
    },
    async (request) => answer(() => provider.authenticate(request.params.setupIntentId, request.body)),
  );
}

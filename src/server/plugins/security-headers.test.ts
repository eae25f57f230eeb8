import { describe, expect, it } from 'vitest';
import { isPrivateApiPath, stripeSources } from './security-headers';

describe('isPrivateApiPath', () => {
  it('is every API path but the health check and the docs', () => {
    for (const url of ['/api', '/api/', '/api/v1/session', '/api/v1/x?y=1', '/api/healthz', '/api/docsx'])
      expect(isPrivateApiPath(url)).toBe(true);
    for (const url of [
      '/api/health',
      '/api/health?probe=1',
      '/api/docs',
      '/api/docs/json',
      '/',
      '/apix',
      '/login',
    ])
      expect(isPrivateApiPath(url)).toBe(false);
  });
});

describe('stripeSources (decision 0053)', () => {
  it('opens the policy to Stripe.js only when Stripe is the payment setup provider', () => {
    const offline = {
      payments: {
        provider: 'offline',
        settleAfterMs: 0,
        autopayTickMs: null,
        setup: { provider: 'offline' },
      },
    } as const;
    expect(stripeSources(offline)).toEqual({ scriptSrc: [], frameSrc: [], connectSrc: [] });
    const stripe = {
      payments: {
        ...offline.payments,
        setup: {
          provider: 'stripe',
          secretKey: 'sk_test_x',
          publishableKey: 'pk_test_x',
          webhookSecret: 'whsec_x',
        },
      },
    } as const;
    expect(stripeSources(stripe)).toEqual({
      scriptSrc: ['https://js.stripe.com'],
      frameSrc: ['https://js.stripe.com', 'https://hooks.stripe.com'],
      connectSrc: ['https://api.stripe.com'],
    });
  });
});

import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small stateful stand-in for the parts of Stripe's REST API the payment setup uses (decision 0053):
 * POST /v1/customers, POST /v1/setup_intents, GET /v1/setup_intents/:id (with expand[]=payment_method),
 * on 127.0.0.1 and a free port, so the real `stripe` library can be driven without the network.
 *
 * As Stripe does: form-encoded bodies with bracketed keys (metadata[leadId], allowed_payment_method_types[0]),
 * a Bearer secret key checked on every call (401 in Stripe's error JSON otherwise), Idempotency-Key honoured
 * (the same key answers the first response; other parameters under it are a 400 idempotency_error), and
 * 404 resource_missing for an unknown id. `move` stands in for the browser's confirmSetup with Stripe.js.
 */

export type StripeTestOutcome =
  | { status: 'succeeded'; paymentMethodType: 'card' | 'us_bank_account' }
  | { status: 'requires_action'; paymentMethodType: 'card' | 'us_bank_account' }
  | { status: 'processing'; paymentMethodType: 'us_bank_account' }
  | {
      status: 'requires_payment_method';
      paymentMethodType: 'card' | 'us_bank_account';
      error: { type: string; code: string; message: string; decline_code?: string };
    };

export type RecordedRequest = {
  method: string;
  path: string;
  idempotencyKey: string | null;
  stripeVersion: string | null;
  form: Record<string, unknown>;
  rawBody: string;
};

export type LocalStripeServer = {
  host: string;
  port: number;
  protocol: 'http';
  secretKey: string;
  /** Every request, in order (the raw bodies let a test show no card number was ever sent). */
  requests: RecordedRequest[];
  /** Moves an intent as the browser's confirm would: succeeded, requires_action or declined. */
  move(setupIntentId: string, outcome: StripeTestOutcome): Record<string, unknown>;
  /** The intent as the server holds it (Stripe's JSON shape). */
  setupIntent(id: string): Record<string, unknown> | undefined;
  close(): Promise<void>;
};

type Json = Record<string, unknown>;
type Stored = { status: number; body: Json; signature: string };

export async function startLocalStripeServer(
  options: { secretKey?: string } = {},
): Promise<LocalStripeServer> {
  const secretKey = options.secretKey ?? `sk_test_local${randomBytes(12).toString('hex')}`;
  const customers = new Map<string, Json>();
  const setupIntents = new Map<string, Json>();
  const paymentMethods = new Map<string, Json>();
  const idempotent = new Map<string, Stored>();
  const requests: RecordedRequest[] = [];
  const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
  const created = () => Math.floor(Date.now() / 1000);

  function stripeError(
    res: ServerResponse,
    status: number,
    error: { type: string; message: string; code?: string; param?: string },
  ) {
    send(res, status, { error });
  }

  function send(res: ServerResponse, status: number, body: Json) {
    const text = JSON.stringify(body);
    res.writeHead(status, {
      'content-type': 'application/json',
      'request-id': `req_${randomBytes(8).toString('hex')}`,
    });
    res.end(text);
  }

  function expanded(intent: Json, expand: unknown): Json {
    const wants = Array.isArray(expand) ? expand : [];
    const pm = intent.payment_method;
    if (wants.includes('payment_method') && typeof pm === 'string')
      return { ...intent, payment_method: paymentMethods.get(pm) ?? pm };
    return intent;
  }

  function handle(req: IncomingMessage, res: ServerResponse, rawBody: string) {
    const url = new URL(req.url ?? '/', 'http://local');
    const form = req.method === 'GET' ? parseForm(url.searchParams.toString()) : parseForm(rawBody);
    const idempotencyKey = header(req, 'idempotency-key');
    requests.push({
      method: req.method ?? '',
      path: url.pathname,
      idempotencyKey,
      stripeVersion: header(req, 'stripe-version'),
      form,
      rawBody,
    });

    const auth = header(req, 'authorization') ?? '';
    const given = /^Bearer (.+)$/.exec(auth)?.[1];
    if (!given)
      return stripeError(res, 401, {
        type: 'invalid_request_error',
        message:
          'You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth.',
      });
    if (given !== secretKey)
      return stripeError(res, 401, {
        type: 'invalid_request_error',
        message: `Invalid API Key provided: ${given.slice(0, 8)}${'*'.repeat(8)}${given.slice(-4)}`,
      });

    // The same key answers the first response; other parameters under it are refused (Stripe's rule).
    const replayKey = idempotencyKey && req.method === 'POST' ? `${url.pathname} ${idempotencyKey}` : null;
    if (replayKey) {
      const stored = idempotent.get(replayKey);
      if (stored) {
        if (stored.signature !== rawBody)
          return stripeError(res, 400, {
            type: 'idempotency_error',
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
          });
        res.setHeader('idempotent-replayed', 'true');
        return send(res, stored.status, stored.body);
      }
    }
    const answer = (status: number, body: Json) => {
      if (replayKey) idempotent.set(replayKey, { status, body, signature: rawBody });
      send(res, status, body);
    };

    if (req.method === 'POST' && url.pathname === '/v1/customers') {
      const customer: Json = {
        id: id('cus'),
        object: 'customer',
        created: created(),
        email: typeof form.email === 'string' ? form.email : null,
        name: typeof form.name === 'string' ? form.name : null,
        metadata: isRecord(form.metadata) ? form.metadata : {},
        livemode: false,
      };
      customers.set(customer.id as string, customer);
      return answer(200, customer);
    }

    if (req.method === 'POST' && url.pathname === '/v1/setup_intents') {
      const customer = typeof form.customer === 'string' ? form.customer : null;
      if (customer && !customers.has(customer))
        return answer(400, {
          error: {
            type: 'invalid_request_error',
            code: 'resource_missing',
            param: 'customer',
            message: `No such customer: '${customer}'`,
          },
        });
      const types = form.allowed_payment_method_types ?? form.payment_method_types ?? ['card'];
      if (!Array.isArray(types) || types.some((t) => t !== 'card' && t !== 'us_bank_account'))
        return answer(400, {
          error: {
            type: 'invalid_request_error',
            code: 'parameter_invalid',
            param: 'allowed_payment_method_types',
            message: 'This server knows the card and us_bank_account payment method types only.',
          },
        });
      const intentId = id('seti');
      const intent: Json = {
        id: intentId,
        object: 'setup_intent',
        client_secret: `${intentId}_secret_${randomBytes(16).toString('hex')}`,
        created: created(),
        customer,
        metadata: isRecord(form.metadata) ? form.metadata : {},
        status: 'requires_payment_method',
        usage: typeof form.usage === 'string' ? form.usage : 'off_session',
        payment_method_types: types,
        allowed_payment_method_types: types,
        payment_method: null,
        last_setup_error: null,
        next_action: null,
        livemode: false,
      };
      setupIntents.set(intentId, intent);
      return answer(200, intent);
    }

    const match = /^\/v1\/setup_intents\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && match) {
      const intent = setupIntents.get(decodeURIComponent(match[1]!));
      if (!intent)
        return stripeError(res, 404, {
          type: 'invalid_request_error',
          code: 'resource_missing',
          param: 'intent',
          message: `No such setupintent: '${decodeURIComponent(match[1]!)}'`,
        });
      return send(res, 200, expanded(intent, form.expand));
    }

    return stripeError(res, 404, {
      type: 'invalid_request_error',
      message: `Unrecognized request URL (${req.method}: ${url.pathname}).`,
    });
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      try {
        handle(req, res, Buffer.concat(chunks).toString('utf8'));
      } catch (error) {
        send(res, 500, { error: { type: 'api_error', message: String(error) } });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    host: '127.0.0.1',
    port,
    protocol: 'http',
    secretKey,
    requests,
    setupIntent: (intentId) => setupIntents.get(intentId),
    move(intentId, outcome) {
      const intent = setupIntents.get(intentId);
      if (!intent) throw new Error(`No such setup intent ${intentId}`);
      const pm: Json = {
        id: id('pm'),
        object: 'payment_method',
        type: outcome.paymentMethodType,
        customer: intent.customer,
        livemode: false,
      };
      paymentMethods.set(pm.id as string, pm);
      if (outcome.status === 'requires_payment_method') {
        // A failed attempt detaches the method and records the error with it (Stripe's last_setup_error).
        Object.assign(intent, {
          status: 'requires_payment_method',
          payment_method: null,
          next_action: null,
          last_setup_error: { ...outcome.error, payment_method: pm },
        });
      } else {
        Object.assign(intent, {
          status: outcome.status,
          payment_method: pm.id,
          last_setup_error: null,
          next_action:
            outcome.status === 'requires_action' ? { type: 'use_stripe_sdk', use_stripe_sdk: {} } : null,
        });
      }
      return intent;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function header(req: IncomingMessage, name: string): string | null {
  const value = req.headers[name];
  return typeof value === 'string' ? value : null;
}

function isRecord(value: unknown): value is Record<string, string> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Stripe's form encoding back into objects: `a[b]=1` is an object, `a[0]=x&a[1]=y` an array (as the library's
 * stringifyRequestData writes them).
 */
export function parseForm(text: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.split(/\[|\]\[|\]/).filter((part, index) => index === 0 || part !== '');
    let node: Record<string, unknown> = root;
    path.forEach((part, index) => {
      if (index === path.length - 1) {
        node[part] = value;
        return;
      }
      const next = path[index + 1]!;
      node[part] ??= /^\d+$/.test(next) ? [] : {};
      node = node[part] as Record<string, unknown>;
    });
  }
  return root;
}

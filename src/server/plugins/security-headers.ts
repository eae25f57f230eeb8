import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { popupOpenerPolicy } from '@shared/domain/partner-popup';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import type { Config } from '../config';

/**
 * True for the API paths whose answers may hold personal data: all of /api but the health check and the
 * OpenAPI documentation.
 */
export function isPrivateApiPath(url: string): boolean {
  const pathname = url.split('?')[0] ?? '';
  if (pathname !== '/api' && !pathname.startsWith('/api/')) return false;
  return pathname !== '/api/health' && pathname !== '/api/docs' && !pathname.startsWith('/api/docs/');
}

/**
 * The policy's sources for the inline scripts of a page ('sha256-…'): index.html's early-requests script runs,
 * and no other inline script can.
 */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map(
    (match) => `'sha256-${createHash('sha256').update(match[1]!).digest('base64')}'`,
  );
}

function readIndexHtml(clientDir: string): string {
  const file = path.join(clientDir, 'index.html');
  return existsSync(file) ? readFileSync(file, 'utf8') : '';
}

/**
 * What Stripe.js needs (decision 0053), only when Stripe is the payment setup provider: its script, its
 * Payment Element's frames (and 3-D Secure's via hooks.stripe.com), and its API. The offline provider needs
 * nothing beyond our own origin, so without the STRIPE_* keys the policy stays as strict as before.
 */
export function stripeSources(config: Pick<Config, 'payments'>): {
  scriptSrc: string[];
  frameSrc: string[];
  connectSrc: string[];
} {
  if (config.payments.setup.provider !== 'stripe') return { scriptSrc: [], frameSrc: [], connectSrc: [] };
  return {
    scriptSrc: ['https://js.stripe.com'],
    frameSrc: ['https://js.stripe.com', 'https://hooks.stripe.com'],
    connectSrc: ['https://api.stripe.com'],
  };
}

/**
 * Helmet's security headers on every response, `Cache-Control: no-store` on private API answers, with a content security policy that allows no inline script but index.html's own (by hash).
 * The middleware is built once: @fastify/helmet rebuilt it (and re-parsed the policy) on every request, a
 * few percent of a hot call's time.
 */
export const securityHeaders = fp(async (app: FastifyInstance, opts: { config: Config }) => {
  const { config } = opts;
  const stripe = stripeSources(config);
  const applyHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScriptHashes(readIndexHtml(config.clientDir)), ...stripe.scriptSrc],
        // Mantine writes its CSS variables in a style element and components set style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...stripe.connectSrc],
        ...(stripe.frameSrc.length > 0 ? { frameSrc: stripe.frameSrc } : {}),
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        ...(config.isProduction ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: config.isProduction ? { maxAge: 31536000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    applyHeaders(request.raw, reply.raw, (err?: unknown) => done(err as Error | undefined));
  });
  // Set last, on every answer (errors, 404, 429 included): no browser or proxy may keep personal data.
  app.addHook('onSend', (request, reply, payload, done) => {
    // A route's own header stands when it forbids storing too ("private, no-store" on a signed application).
    const own = String(reply.getHeader('cache-control') ?? '');
    if (isPrivateApiPath(request.url) && !/\bno-store\b/.test(own)) reply.header('cache-control', 'no-store');
    // The partner popup's pages (decision 0057): the launch page keeps its popup, the popup's way keeps its opener.
    const openerPolicy = popupOpenerPolicy(request.url.split('?')[0] ?? '');
    if (openerPolicy) reply.header('cross-origin-opener-policy', openerPolicy);
    done(null, payload);
  });
});

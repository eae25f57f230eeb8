import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiSuite } from '../helpers/api-suite';

const INLINE_SCRIPT = 'window.early = 1;';
const INDEX = `<!doctype html><html lang="en"><head><script>${INLINE_SCRIPT}</script><title>Groupcover</title><script type="module" src="/assets/app-abc123.js"></script></head><body><div id="root"></div></body></html>`;
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(2000))});`;

let clientDir: string;

// Before the suite's own beforeAll: the app is built on this folder.
beforeAll(async () => {
  clientDir = mkdtempSync(path.join(tmpdir(), 'gc-client-'));
  mkdirSync(path.join(clientDir, 'assets'));
  for (const [name, body] of [
    ['index.html', INDEX],
    ['assets/app-abc123.js', SCRIPT],
  ] as const) {
    const file = path.join(clientDir, name);
    writeFileSync(file, body);
    writeFileSync(`${file}.br`, brotliCompressSync(body));
    writeFileSync(`${file}.gz`, gzipSync(body));
  }
});
const suite = apiSuite({ config: () => ({ clientDir }), signIn: false });
afterAll(() => {
  rmSync(clientDir, { recursive: true, force: true });
});

describe('serving the web app', () => {
  it('answers app paths with index.html, without caching it', async () => {
    for (const url of [
      '/',
      '/login',
      '/employee-application/choose-medical-coverage',
      '/some/unknown/path',
    ]) {
      const res = await suite.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toBe(INDEX);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it("allows index.html's own inline script by its hash, and no other inline script", async () => {
    const res = await suite.app.inject({ method: 'GET', url: '/login' });
    const scriptSrc = /script-src ([^;]*)/.exec(res.headers['content-security-policy'] as string)?.[1];
    const hash = createHash('sha256').update(INLINE_SCRIPT).digest('base64');
    expect(scriptSrc?.split(' ').sort()).toEqual(["'self'", `'sha256-${hash}'`].sort());
  });

  it('sends hashed assets pre-compressed and cacheable for a year', async () => {
    const br = await suite.app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.rawPayload.length).toBeLessThan(SCRIPT.length / 5);
    const gz = await suite.app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const index = await suite.app.inject({
      method: 'GET',
      url: '/login',
      headers: { 'accept-encoding': 'br' },
    });
    expect(index.headers['content-encoding']).toBe('br');
  });

  it('does not fall back to index.html for missing files or API paths', async () => {
    const asset = await suite.app.inject({ method: 'GET', url: '/assets/missing-123.js' });
    expect(asset.statusCode).toBe(404);
    expect(asset.body).not.toContain('<div id="root">');
    const api = await suite.app.inject({ method: 'GET', url: '/api/v1/nothing-here' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ error: 'No API route for GET /api/v1/nothing-here.', code: 'not_found' });
  });

  it('gives /robots.txt a real answer', async () => {
    const res = await suite.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toMatch(/^User-agent: \*\n/);
    expect(res.body).toContain('Disallow: /');
  });

  it('sets security headers, with a CSP that allows no inline script but its own', async () => {
    const res = await suite.app.inject({ method: 'GET', url: '/login' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'(;|$)/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    const api = await suite.app.inject({ method: 'GET', url: '/api/health' });
    expect(api.headers['content-security-policy']).toBeDefined();
  });

  it('answers /api/health without a session', async () => {
    const res = await suite.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.json()).toEqual({
      status: 'ok',
      database: process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite',
    });
  });

  it('documents the API with OpenAPI at /api/docs', async () => {
    const spec = await suite.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(spec.statusCode).toBe(200);
    const doc = spec.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/session',
        '/api/v1/broker_forms',
        '/api/v1/companies/{companyId}/employees',
      ]),
    );
    const ui = await suite.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toMatch(/^text\/html/);
  });

  it('hides internals when something fails on the server', async () => {
    const res = await suite.app.inject({
      method: 'POST',
      url: '/api/v1/session',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'The request body is not valid JSON.', code: 'validation_failed' });
  });

  it('forbids caching every API answer, errors included, but not the health check or the docs', async () => {
    const agent = await suite.loginAs('employee@example.com');
    const answers = [
      [200, await agent.get('/api/v1/session')],
      [200, await agent.get('/api/v1/employee_applications/current?fresh=1')],
      [401, await suite.app.inject({ method: 'GET', url: '/api/v1/session' })],
      [
        403,
        await suite.app.inject({
          method: 'PUT',
          url: '/api/v1/session/company',
          headers: { cookie: agent.cookie },
        }),
      ],
      [404, await suite.app.inject({ method: 'GET', url: '/api/v1/nothing-here' })],
      [
        400,
        await suite.app.inject({
          method: 'POST',
          url: '/api/v1/session',
          headers: { 'content-type': 'application/json' },
          payload: '{not json',
        }),
      ],
    ] as const;
    for (const [status, res] of answers) {
      expect(res.statusCode).toBe(status);
      expect(res.headers['cache-control']).toBe('no-store');
    }

    let held = await suite.app.inject({
      method: 'POST',
      url: '/api/v1/session',
      payload: { email: 'nobody@example.com', password: 'x' },
    });
    for (let i = 0; i < 10 && held.statusCode !== 429; i++)
      held = await suite.app.inject({
        method: 'POST',
        url: '/api/v1/session',
        payload: { email: 'nobody@example.com', password: 'x' },
      });
    expect(held.statusCode).toBe(429);
    expect(held.headers['cache-control']).toBe('no-store');

    for (const url of ['/api/health', '/api/docs/json']) {
      const res = await suite.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBeUndefined();
    }
    expect((await suite.app.inject({ method: 'GET', url: '/login' })).headers['cache-control']).toBe(
      'no-cache',
    );
  });
});

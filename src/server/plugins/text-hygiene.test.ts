import multipart from '@fastify/multipart';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorHandler } from './error-handler';
import { findUnsafeInput, MAX_NESTING_DEPTH, TEXT_HYGIENE_MESSAGES, textHygiene } from './text-hygiene';

const special = 'Remove the special characters from this field.';
const nestedArrays = (levels: number): unknown => {
  let value: unknown = 'leaf';
  for (let i = 0; i < levels; i++) value = [value];
  return value;
};

describe('findUnsafeInput', () => {
  it('passes ordinary bodies, in any script, with line breaks and tabs', () => {
    expect(
      findUnsafeInput({
        city: 'Oakland',
        explanation: 'Covered by my spouse.\r\n\tThanks',
        names: ['José', '東京', '👩‍👩‍👧'],
        amount: 96_000,
        flags: { yes: true, none: null },
      }),
    ).toEqual({});
    expect(findUnsafeInput(undefined)).toEqual({});
    expect(findUnsafeInput(null)).toEqual({});
    expect(findUnsafeInput(42)).toEqual({});
  });

  it('names each string holding a control character or a lone surrogate by its dotted path, all at once', () => {
    expect(
      findUnsafeInput({
        city: 'Oak\u0000land',
        beneficiaryPair: { beneficiary1City: 'San\u0007Francisco', beneficiary1Name: 'Ok' },
        dependents: [{ firstName: 'Ava' }, { firstName: 'Le\ud800o' }],
        escape: '\u001b[2J',
        del: 'a\u007f',
        c1: 'a\u0085',
      }),
    ).toEqual({
      city: special,
      'beneficiaryPair.beneficiary1City': special,
      'dependents.1.firstName': special,
      escape: special,
      del: special,
      c1: special,
    });
  });

  it('names a body that is itself a bad string "form", and a key holding a control character by itself', () => {
    expect(findUnsafeInput('Oak\u0000land')).toEqual({ form: special });
    expect(findUnsafeInput({ 'ci\u0000ty': 'Oakland' })).toEqual({ 'ci\u0000ty': special });
    // A key may not hold a line break either: keys are one line.
    expect(findUnsafeInput({ 'a\nb': 1 })).toEqual({ 'a\nb': special });
  });

  it(`allows ${MAX_NESTING_DEPTH} levels of nesting and refuses one more, at the path where it starts`, () => {
    expect(findUnsafeInput(nestedArrays(MAX_NESTING_DEPTH))).toEqual({});
    const tooDeep = findUnsafeInput(nestedArrays(MAX_NESTING_DEPTH + 1));
    expect(tooDeep).toEqual({
      [Array(MAX_NESTING_DEPTH).fill('0').join('.')]: TEXT_HYGIENE_MESSAGES.tooDeep,
    });
    expect(findUnsafeInput({ a: nestedArrays(MAX_NESTING_DEPTH) })).toEqual({
      [['a', ...Array(MAX_NESTING_DEPTH - 1).fill('0')].join('.')]: TEXT_HYGIENE_MESSAGES.tooDeep,
    });
    expect(findUnsafeInput({ a: nestedArrays(3) }, { maxDepth: 3 })).toEqual({
      'a.0.0': 'This value is nested too deeply.',
    });
  });

  it('walks 10,000 levels without a stack overflow: it stops at the limit', () => {
    const deep = JSON.parse(`${'['.repeat(10_000)}${']'.repeat(10_000)}`);
    expect(Object.values(findUnsafeInput(deep))).toEqual([TEXT_HYGIENE_MESSAGES.tooDeep]);
  });

  it('names at most 100 fields', () => {
    const errors = findUnsafeInput(Array.from({ length: 1_000 }, () => '\u0000'));
    expect(Object.keys(errors)).toHaveLength(100);
  });
});

describe('the text hygiene plugin', () => {
  async function appWithRoutes() {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(errorHandler);
    await app.register(textHygiene);
    const r = app.withTypeProvider<ZodTypeProvider>();
    // A route that takes any record: only the backstop stands between its body and the database.
    r.put('/things/:id', { schema: { body: z.record(z.string(), z.unknown()) } }, async () => ({ ok: true }));
    r.get('/search', async () => ({ ok: true }));
    r.delete('/session', async () => ({ ok: true }));
    await app.ready();
    return app;
  }

  it('answers 400 validation_failed at every offending field of the body, query and path', async () => {
    const app = await appWithRoutes();
    const res = await app.inject({
      method: 'PUT',
      url: '/things/a%00b?note=x%07y',
      payload: { city: 'Oak\u0000land', beneficiaryPair: { beneficiary1City: 'A\ud800' }, fine: 'ok' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'Please correct the highlighted fields.',
      code: 'validation_failed',
      fieldErrors: {
        id: special,
        note: special,
        city: special,
        'beneficiaryPair.beneficiary1City': special,
      },
    });
  });

  it('passes clean requests through to the route, line breaks included', async () => {
    const app = await appWithRoutes();
    const res = await app.inject({
      method: 'PUT',
      url: '/things/1?note=hello',
      payload: { explanation: 'one\r\ntwo\tthree' },
    });
    expect(res.statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/search?q=caf%C3%A9' })).statusCode).toBe(200);
  });

  it('refuses 10,000 levels of nesting as a 400, not a crash', async () => {
    const app = await appWithRoutes();
    const res = await app.inject({
      method: 'PUT',
      url: '/things/1',
      headers: { 'content-type': 'application/json' },
      payload: `{"a":${'['.repeat(10_000)}${']'.repeat(10_000)}}`,
    });
    expect(res.statusCode).toBe(400);
    expect(Object.values(res.json().fieldErrors)).toEqual([TEXT_HYGIENE_MESSAGES.tooDeep]);
  });

  it('refuses a body sent to a write route that declares none, and lets the route run without one', async () => {
    const app = await appWithRoutes();
    const withBody = await app.inject({
      method: 'DELETE',
      url: '/session',
      headers: { 'content-type': 'application/json' },
      payload: 'null',
    });
    expect(withBody.statusCode).toBe(400);
    expect(withBody.json().fieldErrors).toEqual({ form: 'This request takes no body.' });
    expect((await app.inject({ method: 'DELETE', url: '/session' })).statusCode).toBe(200);
  });

  describe('with multipart bodies', () => {
    const BOUNDARY = 'gcBoundary';
    const multipartBody = (filename: string, content: string) =>
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
      `Content-Type: application/pdf\r\n\r\n${content}\r\n--${BOUNDARY}--\r\n`;
    const headers = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` };

    // Multipart registered for the whole app, the worst case: every route can then receive a multipart body.
    async function appWithUpload() {
      const app = Fastify();
      app.setValidatorCompiler(validatorCompiler);
      app.setSerializerCompiler(serializerCompiler);
      await app.register(errorHandler);
      await app.register(textHygiene);
      await app.register(multipart);
      app.post('/upload', { schema: { consumes: ['multipart/form-data'] } }, async (request) => {
        const part = await request.file();
        return { name: part?.filename, bytes: (await part?.toBuffer())?.length };
      });
      app.delete('/session', async () => ({ ok: true }));
      app
        .withTypeProvider<ZodTypeProvider>()
        .put('/things/:id', { schema: { body: z.record(z.string(), z.unknown()) } }, async () => ({
          ok: true,
        }));
      await app.ready();
      return app;
    }

    it('lets a multipart body through to a route that declares it takes one, which reads the stream', async () => {
      const app = await appWithUpload();
      const res = await app.inject({
        method: 'POST',
        url: '/upload',
        headers,
        payload: multipartBody('plan.pdf', '%PDF-1.7'),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ name: 'plan.pdf', bytes: 8 });
    });

    it('refuses a multipart body sent to a route that takes none or takes JSON', async () => {
      const app = await appWithUpload();
      for (const [method, url] of [
        ['DELETE', '/session'],
        ['PUT', '/things/1'],
      ] as const) {
        const res = await app.inject({ method, url, headers, payload: multipartBody('a.pdf', 'x') });
        expect(res.statusCode).toBe(400);
        expect(res.json().fieldErrors).toEqual({ form: 'This request takes no body.' });
      }
    });

    it('still walks the query and path of a multipart request', async () => {
      const app = await appWithUpload();
      const res = await app.inject({
        method: 'POST',
        url: '/upload?note=a%00b',
        headers,
        payload: multipartBody('plan.pdf', '%PDF-1.7'),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors).toEqual({ note: special });
    });
  });
});

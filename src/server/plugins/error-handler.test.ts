import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../lib/app-error';
import { errorHandler } from './error-handler';

async function appWith(register: (app: FastifyInstance) => void) {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(errorHandler);
  register(app);
  await app.ready();
  return app;
}

describe('the error handler', () => {
  it('hides the internals of a server failure', async () => {
    const app = await appWith((a) =>
      a.get('/boom', async () => {
        throw new Error('connection to db-host:5432 failed for user secret_user');
      }),
    );
    const res = await app.inject({ method: 'GET', url: '/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      error: 'Something went wrong on our side. Please try again.',
      code: 'internal',
    });
    expect(res.body).not.toContain('secret_user');
  });

  it('answers an AppError with its status, message and field errors', async () => {
    const app = await appWith((a) =>
      a.get('/conflict', async () => {
        throw new AppError('conflict', 'Already signed.', { signature: 'Already signed.' });
      }),
    );
    const res = await app.inject({ method: 'GET', url: '/conflict' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: 'Already signed.',
      code: 'conflict',
      fieldErrors: { signature: 'Already signed.' },
    });
  });

  it('reports every invalid field at once, keyed by its path', async () => {
    const app = await appWith((a) =>
      a.withTypeProvider<ZodTypeProvider>().post(
        '/form',
        {
          schema: {
            body: z.object({
              name: z.string().min(1, 'Enter a name.'),
              family: z.array(z.object({ firstName: z.string().min(1, 'Enter a first name.') })),
            }),
          },
        },
        async () => ({ ok: true }),
      ),
    );
    const res = await app.inject({
      method: 'POST',
      url: '/form',
      payload: { name: '', family: [{ firstName: '' }] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'Please correct the highlighted fields.',
      code: 'validation_failed',
      fieldErrors: { name: 'Enter a name.', 'family.0.firstName': 'Enter a first name.' },
    });
  });
});

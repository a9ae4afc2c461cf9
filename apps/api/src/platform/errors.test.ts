import { createServer } from 'node:net';
import { candidateSignUpPayload } from '@kweli/shared';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { connectDatabase } from '../db/connect.ts';
import {
  type AppError,
  fieldError,
  isDatabaseUnavailable,
  notFound,
  registerErrorHandler,
} from './errors.ts';

async function appWith(handler: () => unknown) {
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  app.post('/signup', { schema: { body: candidateSignUpPayload } }, async () => ({ ok: true }));
  app.get('/boom', async () => handler());
  await app.ready();
  return app;
}

describe('the error handler', () => {
  it('When a body fails its schema, then each field answers its spec message under a dotted name', async () => {
    const app = await appWith(() => null);
    const res = await app.inject({
      method: 'POST',
      url: '/signup',
      payload: { user: { email: '', password: 'weak' }, full_name: '' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      'user.email': ['Email is required'],
      'user.password': [
        'Password must be at least 8 characters long and include an uppercase letter, a number, and a special character',
      ],
      full_name: ['Full Name is required'],
    });
  });

  it('When a service throws a field error or a not-found, then the documented bodies are written', async () => {
    let thrown: AppError = fieldError('due_date', 'Due date cannot be in the past');
    const app = await appWith(() => {
      throw thrown;
    });
    let res = await app.inject({ method: 'GET', url: '/boom' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ due_date: ['Due date cannot be in the past'] });
    thrown = notFound();
    res = await app.inject({ method: 'GET', url: '/boom' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Not found.' });
  });

  it('When something unexpected fails, then a 500 hides the cause from the client', async () => {
    const app = await appWith(() => {
      throw new Error('password=hunter2 at db.ts:12');
    });
    const res = await app.inject({ method: 'GET', url: '/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ detail: 'Something went wrong on our side. Please try again.' });
    expect(res.body).not.toContain('hunter2');
  });

  it('When the JSON is malformed, then a 400 with a detail is answered', async () => {
    const app = await appWith(() => null);
    const res = await app.inject({
      method: 'POST',
      url: '/signup',
      headers: { 'content-type': 'application/json' },
      payload: '{bad',
    });
    expect(res.statusCode).toBe(400);
    expect(typeof res.json().detail).toBe('string');
  });

  it('When the PostgreSQL server cannot be reached, then 503 with a clear detail, not 500', async () => {
    // A port that refuses connections: listen on a free one, then close it.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as { port: number };
    await new Promise((resolve) => probe.close(resolve));
    const database = await connectDatabase({ url: `postgres://postgres@127.0.0.1:${port}/none` });
    const app = await appWith(() => database.db.execute(sql`select 1`));
    const res = await app.inject({ method: 'GET', url: '/boom' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('10');
    expect(res.json()).toEqual({ detail: 'The database is not answering. Please try again in a moment.' });
    await database.close();
  });

  it('When PostgreSQL says it is shutting down or the socket resets, then that is unavailability too', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('terminating connection'), { code: '57P01' }))).toBe(
      true,
    );
    expect(isDatabaseUnavailable(new Error('query failed', { cause: { code: 'ECONNRESET' } }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('syntax'), { code: '42601' }))).toBe(false);
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
  });
});

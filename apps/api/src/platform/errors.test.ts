import { candidateSignUpPayload } from '@kweli/shared';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { type AppError, fieldError, notFound, registerErrorHandler } from './errors.ts';

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
});

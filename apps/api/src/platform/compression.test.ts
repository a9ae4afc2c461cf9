import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addJob } from '../modules/jobs/test-jobs.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { createUser } from '../test/users.ts';
import {
  COMPRESS_MIN_BYTES,
  chooseEncoding,
  KeptBody,
  registerCompression,
  sendJsonAnswer,
} from './compression.ts';

const big = { items: Array.from({ length: 200 }, (_, i) => ({ id: i, title: `Accountant ${i}` })) };
const decode = (body: Buffer, encoding: string | undefined) =>
  JSON.parse(
    (encoding === 'br'
      ? brotliDecompressSync(body)
      : encoding === 'gzip'
        ? gunzipSync(body)
        : body
    ).toString(),
  );

describe('choosing an encoding', () => {
  it('When the client takes brotli, then brotli; gzip only, then gzip; neither or refused, then none', () => {
    expect(chooseEncoding('gzip, deflate, br')).toBe('br');
    expect(chooseEncoding('gzip')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(chooseEncoding('gzip;q=0')).toBeNull();
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
  });

  it('When the answer is made for one reader, then gzip if the client takes it, else brotli, else none', () => {
    expect(chooseEncoding('gzip, deflate, br', true)).toBe('gzip');
    expect(chooseEncoding('br', true)).toBe('br');
    expect(chooseEncoding('br, gzip;q=0', true)).toBe('br');
    expect(chooseEncoding('identity', true)).toBeNull();
  });
});

describe('compressed answers', () => {
  const app = Fastify();
  let kept: KeptBody;
  beforeAll(async () => {
    registerCompression(app);
    kept = KeptBody.of(JSON.stringify(big));
    app.get('/big', async () => big);
    app.get('/small', async () => ({ count: 3 }));
    app.get('/page', async (_request, reply) =>
      reply.type('text/html; charset=utf-8').send(`<p>${'job '.repeat(400)}</p>`),
    );
    app.get('/kept', async (request, reply) => sendJsonAnswer(request, reply, kept));
    app.get('/for-one', async (request, reply) =>
      sendJsonAnswer(request, reply, KeptBody.forOne(JSON.stringify(big))),
    );
    await app.ready();
  });
  afterAll(async () => app.close());

  it('When a large JSON answer is asked with br or gzip, then it comes compressed and decodes to the same JSON', async () => {
    for (const encoding of ['br', 'gzip']) {
      const res = await app.inject({ url: '/big', headers: { 'accept-encoding': encoding } });
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toContain('accept-encoding');
      expect(res.rawPayload.length).toBeLessThan(JSON.stringify(big).length / 4);
      expect(decode(res.rawPayload, encoding)).toEqual(big);
    }
  });

  it('When the client takes no compression, then the JSON comes as it is', async () => {
    const res = await app.inject({ url: '/big' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toEqual(big);
  });

  it('When an answer is under the threshold, then it is never compressed (the polled unread count)', async () => {
    const res = await app.inject({ url: '/small', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toEqual({ count: 3 });
  });

  it('When an HTML page is large enough, then it is compressed too', async () => {
    const res = await app.inject({ url: '/page', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toContain('job job');
  });

  it('When a kept answer is sent again, then each encoding is made once and the same bytes are sent', async () => {
    const first = await app.inject({ url: '/kept', headers: { 'accept-encoding': 'br' } });
    const second = await app.inject({ url: '/kept', headers: { 'accept-encoding': 'br' } });
    expect(first.headers['content-encoding']).toBe('br');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(kept.encoded('br')).toBe(kept.encoded('br'));
    expect(decode(second.rawPayload, 'br')).toEqual(big);
    const plain = await app.inject({ url: '/kept' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(big);
  });

  it('When an answer made for one reader is asked by a browser, then it comes gzipped and decodes to the same JSON', async () => {
    const res = await app.inject({ url: '/for-one', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toContain('accept-encoding');
    expect(decode(res.rawPayload, 'gzip')).toEqual(big);
    const brOnly = await app.inject({ url: '/for-one', headers: { 'accept-encoding': 'br' } });
    expect(brOnly.headers['content-encoding']).toBe('br');
    expect(decode(brOnly.rawPayload, 'br')).toEqual(big);
  });

  it('When a kept answer is small, then it is sent as it is', () => {
    const small = KeptBody.of('{"count":1}');
    expect(small.body.length).toBeLessThan(COMPRESS_MIN_BYTES);
    expect(small.encoded('br')).toBe(small.body);
  });
});

describe('the API compresses its answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    const employer = await createUser(t, 'employer');
    for (let i = 0; i < 8; i++)
      await addJob(t, {
        employerId: employer.id,
        jobTitle: `Accountant ${i}`,
        description: 'Keep the books. '.repeat(20),
      });
  });
  afterAll(async () => t?.close());

  it('When job search is asked by a browser, then the page comes compressed and equal to the plain one', async () => {
    const plain = await t.app.inject({ url: '/api/jobs/search/?job_title=accountant' });
    const compressed = await t.app.inject({
      url: '/api/jobs/search/?job_title=accountant',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['content-type']).toContain('application/json');
    expect(decode(compressed.rawPayload, 'br')).toEqual(plain.json());
    expect(plain.json().results).toHaveLength(8);
  });
});

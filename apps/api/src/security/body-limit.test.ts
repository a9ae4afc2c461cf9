import { connect } from 'node:net';
import { API_MESSAGES } from '@kweli/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { createUser, type TestUser } from '../test/users.ts';
import { databaseSnapshot } from './routes-app.ts';

/**
 * Request bodies over the limit (1 MB of JSON, set as `bodyLimit` in app.ts; files go straight to
 * storage and never through it) are refused with 413 and a `detail`, before the body is read; addresses
 * the router cannot take answer a `detail` too.
 */
const LIMIT = 1024 * 1024;
/** In this range of ports for test servers. */
const PORT = 4213;

let t: TestApp;
let candidate: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  candidate = await createUser(t, 'candidate');
  await t.app.listen({ host: '127.0.0.1', port: PORT });
});
afterAll(async () => t?.close());

describe('body size limit', () => {
  it('When a JSON body is over 1 MB, then public and signed-in calls answer 413 with a detail and store nothing', async () => {
    const before = await databaseSnapshot(t.db);
    const big = JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(LIMIT) });
    for (const [url, headers] of [
      ['/api/auth/login/', {}],
      ['/api/work-experiences/', candidate.headers],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { ...headers, 'content-type': 'application/json' },
        payload: big,
      });
      expect(res.statusCode, url).toBe(413);
      expect(res.json()).toEqual({ detail: API_MESSAGES.tooLarge });
    }
    expect(await databaseSnapshot(t.db)).toEqual(before);
  });

  it('When a body just under the limit arrives, then it is read and judged on its content', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(LIMIT - 100) }),
    });
    expect(res.statusCode).not.toBe(413);
    expect(res.statusCode).toBeLessThan(500);
  });

  it('When a client announces a 50 MB body, then the 413 comes back before any of it is sent', async () => {
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(PORT, '127.0.0.1', () => {
        socket.write(
          'POST /api/auth/login/ HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
            `Content-Length: ${50 * LIMIT}\r\n\r\n`,
        );
      });
      let received = '';
      socket.on('data', (chunk) => {
        received += chunk.toString();
        if (received.includes('\r\n\r\n') && received.includes('}')) {
          socket.destroy();
          resolve(received);
        }
      });
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1.1 413/);
    expect(answer).toContain(JSON.stringify({ detail: API_MESSAGES.tooLarge }));
  });
});

describe('addresses the router refuses', () => {
  it('When a path segment is longer than the router takes, then the answer is 414 with a detail', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/employer/public/jobs/${'9'.repeat(500)}/` });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ detail: API_MESSAGES.addressTooLong });
  });

  it('When an address cannot be decoded, then the answer is 400 with a detail', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/employer/public/jobs/%E0%A4%A/' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('detail');
  });
});

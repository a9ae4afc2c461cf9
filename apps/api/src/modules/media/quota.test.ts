import { API_MESSAGES } from '@kweli/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createUser, type TestUser } from '../../test/users.ts';

/** Issue 20, item 9: each user gets at most UPLOADS_PER_HOUR upload addresses an hour. */
let t: TestApp;
let candidate: TestUser;

beforeAll(async () => {
  t = await createTestApp({ UPLOADS_PER_HOUR: '3' });
  candidate = await createUser(t, 'candidate');
});
afterAll(async () => t.close());

const ask = (user: TestUser, filename = 'cv.pdf', contentType = 'application/pdf') =>
  t.app.inject({
    method: 'POST',
    url: '/api/generate-upload-signed-url/',
    headers: user.headers,
    payload: { filename, content_type: contentType, file_type: 'cv' },
  });

describe('upload quota', () => {
  it('When a user asks for more upload addresses than the hourly quota, then 429 answers with a detail; refused requests do not count and other users are not limited', async () => {
    expect((await ask(candidate, 'cv.exe', 'application/x-msdownload')).statusCode).toBe(400);
    for (let i = 0; i < 3; i += 1) expect((await ask(candidate)).statusCode).toBe(200);
    const limited = await ask(candidate);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      detail: expect.stringMatching(/^Too many attempts\. Please try again in /),
    });
    expect(limited.json().detail).toBe(API_MESSAGES.rateLimited(60 * 60));
    const other = await createUser(t, 'candidate');
    expect((await ask(other)).statusCode).toBe(200);
  });
});

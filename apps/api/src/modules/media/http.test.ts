import type { AddressInfo } from 'node:net';
import { MEDIA_MESSAGES } from '@kweli/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createUser, type TestUser } from '../../test/users.ts';
import { testFiles } from './test-uploads.ts';

/** The local disk's addresses over real HTTP, as a browser uses them. */
let t: TestApp;
let base: string;
let employer: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  employer = await createUser(t, 'employer');
});
afterAll(async () => {
  await t.close();
});

async function logoAddress(): Promise<string> {
  const res = await fetch(`${base}/api/generate-upload-signed-url/`, {
    method: 'POST',
    headers: { ...employer.headers, 'content-type': 'application/json' },
    body: JSON.stringify({ filename: 'logo.png', content_type: 'image/png', file_type: 'company_logo' }),
  });
  return ((await res.json()) as { signed_url: string }).signed_url;
}

describe('uploads to the local disk over HTTP', () => {
  it('When a logo is sent, then it is stored', async () => {
    const res = await fetch(`${base}${await logoAddress()}`, {
      method: 'PUT',
      headers: { 'content-type': 'image/png' },
      body: testFiles.png(50_000),
    });
    expect(res.status).toBe(204);
  });

  it('When a file far over the limit is sent, then the browser still gets the size message', async () => {
    const res = await fetch(`${base}${await logoAddress()}`, {
      method: 'PUT',
      headers: { 'content-type': 'image/png' },
      body: testFiles.png(8 * 1024 * 1024),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ file: [MEDIA_MESSAGES.tooLarge(2 * 1024 * 1024)] });
  });
});

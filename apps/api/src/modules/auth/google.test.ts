import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';

type SigningKey = Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/connect.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { lastMailTo, PASSWORD, signUpBody, verifiedCandidate } from '../../test/users.ts';

/** Google's key set is the only thing replaced: a local JWKS server with a test key, set through configuration. */
const CLIENT_ID = 'kweli-test.apps.googleusercontent.com';
let t: TestApp;
let server: Server;
let key: SigningKey;
let otherKey: SigningKey;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  key = pair.privateKey;
  otherKey = (await generateKeyPair('RS256')).privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  t = await createTestApp({ GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_JWKS_URL: `http://127.0.0.1:${port}/certs` });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => server.close(resolve));
});

interface TokenOptions {
  sub?: string;
  email?: string;
  audience?: string;
  issuer?: string;
  signWith?: SigningKey;
  expiresAt?: number;
}

function googleToken(options: TokenOptions = {}) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({
    email: options.email ?? 'wanjiru@gmail.com',
    email_verified: true,
    name: 'Wanjiru Kariuki',
  })
    .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
    .setIssuer(options.issuer ?? 'https://accounts.google.com')
    .setAudience(options.audience ?? CLIENT_ID)
    .setSubject(options.sub ?? 'google-sub-1')
    .setIssuedAt(now - 60)
    .setExpirationTime(options.expiresAt ?? now + 600)
    .sign(options.signWith ?? key);
}

const google = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/auth/google/', payload });

describe('POST /api/auth/google/', () => {
  it('When a new Google account signs in without a role, then requireUserType answers and no account is made', async () => {
    const res = await google({ credential: await googleToken() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ requireUserType: true });
    expect(typeof res.json().message).toBe('string');
    const [count] = await rows<{ n: number }>(t.db, sql`select count(*)::int as n from users`);
    expect(count?.n).toBe(0);
  });

  it('When the role is chosen, then a verified account of that role is made and a session answers; the next sign-in needs no role', async () => {
    const res = await google({ credential: await googleToken(), userType: 'employer' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ role: 'employer', is_verified: true, streak: { current_streak: 1 } });
    const [user] = await rows<{ is_verified: boolean; user_name: string }>(
      t.db,
      sql`select u.is_verified, p.user_name from users u join employer_profiles p on p.user_id = u.id
          where u.email = 'wanjiru@gmail.com'`,
    );
    expect(user).toEqual({ is_verified: true, user_name: 'Wanjiru Kariuki' });
    const again = await google({ credential: await googleToken() });
    expect(again.json()).toMatchObject({ role: 'employer' });
    expect(typeof again.json().token).toBe('string');
  });

  it('When the Google e-mail belongs to an unverified password account, then the password is removed, sessions end, the account is verified and the owner is told', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/signup/candidate/',
      payload: signUpBody('linked@example.com'),
    });
    const res = await google({
      credential: await googleToken({ sub: 'google-sub-2', email: 'linked@example.com' }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ role: 'candidate', is_verified: true });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      payload: { email: 'linked@example.com', password: PASSWORD },
    });
    expect(login.statusCode).toBe(400);
    const [user] = await rows<{ is_verified: boolean; password_hash: string | null; google_sub: string }>(
      t.db,
      sql`select is_verified, password_hash, google_sub from users where email = 'linked@example.com'`,
    );
    expect(user).toEqual({ is_verified: true, password_hash: null, google_sub: 'google-sub-2' });
    const mail = await lastMailTo(t, 'linked@example.com');
    expect(mail?.subject).toBe('A password was removed from your Kweli Jobs account');
    expect(mail?.text).toContain('that password has been removed');
    // The Google session itself works.
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/verify-token/',
      headers: { authorization: `Bearer ${res.json().token}` },
    });
    expect(me.statusCode).toBe(200);
  });

  it('When a verified password account adds Google, then its password keeps working', async () => {
    const { email, password } = await verifiedCandidate(t, 'verified-first@example.com');
    const res = await google({
      credential: await googleToken({ sub: 'google-sub-3', email }),
    });
    expect(res.json()).toMatchObject({ role: 'candidate', is_verified: true });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      payload: { email, password },
    });
    expect(login.statusCode).toBe(200);
    expect((await lastMailTo(t, email))?.subject).not.toContain('password was removed');
  });

  const badTokens: [string, () => TokenOptions][] = [
    ['a wrong audience', () => ({ audience: 'someone-else.apps.googleusercontent.com' })],
    ['a wrong issuer', () => ({ issuer: 'https://evil.example.com' })],
    ['a bad signature', () => ({ signWith: otherKey })],
    ['an expiry in the past', () => ({ expiresAt: Math.floor(Date.now() / 1000) - 120 })],
  ];
  it.each(badTokens)(
    'When the ID token has %s, then it is refused with 400 and no account is made',
    async (_name, options) => {
      const before = await rows<{ n: number }>(t.db, sql`select count(*)::int as n from users`);
      const credential = await googleToken({ ...options(), sub: 'google-sub-bad', email: 'bad@gmail.com' });
      const res = await google({ credential, userType: 'candidate' });
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toBe('The Google sign-in could not be verified.');
      expect(await rows<{ n: number }>(t.db, sql`select count(*)::int as n from users`)).toEqual(before);
    },
  );

  it('When the credential is missing or the role unknown, then field errors answer', async () => {
    const res = await google({ userType: 'admin' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json()).sort()).toEqual(['credential', 'userType']);
  });
});

describe('Google sign-in not configured', () => {
  it('When no client id is set, then the call answers 400', async () => {
    const plain = await createTestApp();
    const res = await plain.app.inject({
      method: 'POST',
      url: '/api/auth/google/',
      payload: { credential: await googleToken() },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe('Google sign-in is not enabled on this site.');
    await plain.close();
  });
});

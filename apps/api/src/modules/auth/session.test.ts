import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { rows } from '../../db/connect.ts';
import { signAccessToken } from '../../platform/auth-guard.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { lastMailTo, logIn, PASSWORD, signUpBody, verifiedCandidate } from '../../test/users.ts';
import { authTexts } from './texts.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const login = (email: string, password: string) => logIn(t, email, password);
const whoAmI = (access: string) =>
  t.app.inject({ method: 'GET', url: '/api/verify-token/', headers: { authorization: `Bearer ${access}` } });
const refresh = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/token/refresh/', payload: { refresh: token } });

describe('POST /api/auth/login/', () => {
  it('When a verified user logs in, then token, refresh, role, streak and is_verified answer', async () => {
    await verifiedCandidate(t, 'login@example.com');
    const res = await login('Login@Example.com', PASSWORD);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      role: 'candidate',
      is_verified: true,
      streak: { current_streak: 1, longest_streak: 1 },
    });
    expect(typeof body.token).toBe('string');
    expect(typeof body.refresh).toBe('string');
    const who = await t.app.inject({
      method: 'GET',
      url: '/api/verify-token/',
      headers: { authorization: `Bearer ${body.token}` },
    });
    expect(who.statusCode).toBe(200);
    expect(who.json()).toMatchObject({ role: 'candidate', email: 'login@example.com' });
  });

  it('When the password is wrong or the e-mail unknown, then both answer the same 400', async () => {
    await verifiedCandidate(t, 'wrong@example.com');
    const wrong = await login('wrong@example.com', 'Nope@1234');
    const unknown = await login('ghost@example.com', PASSWORD);
    expect(wrong.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(400);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().detail).toBe('Invalid email or password.');
  });

  it('When the account is not verified yet, then 403 answers with error_type not_verified', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/signup/candidate/',
      payload: signUpBody('early@example.com'),
    });
    const res = await login('early@example.com', PASSWORD);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error_type: 'not_verified', is_verified: false });
  });

  it('When e-mail or password is empty, then the field messages answer', async () => {
    const res = await login('', '');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ email: ['Email is required'], password: ['Password is required'] });
  });
});

describe('GET /api/verify-token/', () => {
  it('When the access token has expired, then 401 answers', async () => {
    const expired = await signAccessToken(
      t.config.jwtSecret,
      { id: 1, role: 'candidate', sessionId: randomUUID() },
      -1,
    );
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/verify-token/',
      headers: { authorization: `Bearer ${expired}` },
    });
    expect(res.statusCode).toBe(401);
  });

  it('When no token or a bad token is sent, then 401 answers', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/verify-token/' })).statusCode).toBe(401);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/verify-token/',
      headers: { authorization: 'Bearer not.a.token' },
    });
    expect(bad.statusCode).toBe(401);
  });
});

describe('POST /api/token/refresh/ and /api/auth/logout/', () => {
  it('When a refresh token is used, then a new pair answers and the old token no longer works', async () => {
    const { email } = await verifiedCandidate(t, 'rotate@example.com');
    const first = (await login(email, PASSWORD)).json();
    const res = await refresh(first.refresh);
    expect(res.statusCode).toBe(200);
    const pair = res.json();
    expect(pair.refresh).not.toBe(first.refresh);
    const who = await t.app.inject({
      method: 'GET',
      url: '/api/verify-token/',
      headers: { authorization: `Bearer ${pair.access}` },
    });
    expect(who.statusCode).toBe(200);
    expect((await refresh(pair.refresh)).statusCode).toBe(200);
  });

  it('When a rotated token is reused after the grace, then the whole family is revoked and its access tokens refused', async () => {
    const { email } = await verifiedCandidate(t, 'reuse@example.com');
    const first = (await login(email, PASSWORD)).json();
    const second = (await refresh(first.refresh)).json();
    await t.db.execute(
      sql`update refresh_tokens set rotated_at = now() - interval '31 seconds' where rotated_at is not null
          and user_id = (select id from users where email = ${email})`,
    );
    const reuse = await refresh(first.refresh);
    expect(reuse.statusCode).toBe(401);
    expect((await refresh(second.refresh)).statusCode).toBe(401);
    expect((await whoAmI(second.access)).statusCode).toBe(401);
    expect((await whoAmI(first.token)).statusCode).toBe(401);
  });

  it('When five tabs refresh with one token at once, then all answer 200 and every access token works', async () => {
    const { email } = await verifiedCandidate(t, 'tabs@example.com');
    const first = (await login(email, PASSWORD)).json();
    const answers = await Promise.all(Array.from({ length: 5 }, () => refresh(first.refresh)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    for (const answer of answers) {
      expect((await whoAmI(answer.json().access)).statusCode).toBe(200);
      expect((await refresh(answer.json().refresh)).statusCode).toBe(200);
    }
  });

  it('When the refresh token has expired, then 401 answers', async () => {
    const { email } = await verifiedCandidate(t, 'expired@example.com');
    const first = (await login(email, PASSWORD)).json();
    await t.db.execute(
      sql`update refresh_tokens set expires_at = now() - interval '1 second'
          where user_id = (select id from users where email = ${email})`,
    );
    expect((await refresh(first.refresh)).statusCode).toBe(401);
  });

  it('When the user logs out, then the refresh token and the access token of that session are refused at once, and other sessions go on', async () => {
    const { email } = await verifiedCandidate(t, 'logout@example.com');
    const first = (await login(email, PASSWORD)).json();
    const other = (await login(email, PASSWORD)).json();
    expect((await whoAmI(first.token)).statusCode).toBe(200);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout/',
      payload: { refresh: first.refresh },
    });
    expect(out.statusCode).toBe(204);
    expect((await refresh(first.refresh)).statusCode).toBe(401);
    expect((await whoAmI(first.token)).statusCode).toBe(401);
    const unread = await t.app.inject({
      method: 'GET',
      url: '/api/notifications/candidate/unread-count/',
      headers: { authorization: `Bearer ${first.token}` },
    });
    expect(unread.statusCode).toBe(401);
    expect((await whoAmI(other.token)).statusCode).toBe(200);
  });

  it('When the user logs out on one instance, then another instance refuses the access token within a second', async () => {
    const { email } = await verifiedCandidate(t, 'two-instances@example.com');
    const session = (await login(email, PASSWORD)).json();
    const other = await buildApp({ config: t.config, database: t.database });
    try {
      const askOther = () =>
        other.inject({
          method: 'GET',
          url: '/api/verify-token/',
          headers: { authorization: `Bearer ${session.token}` },
        });
      expect((await askOther()).statusCode).toBe(200);
      await t.app.inject({ method: 'POST', url: '/api/auth/logout/', payload: { refresh: session.refresh } });
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect((await askOther()).statusCode).toBe(401);
    } finally {
      await other.close();
    }
  });

  it('When the refresh token is unknown or missing, then 401 or 400 answers', async () => {
    expect((await refresh('made-up')).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/token/refresh/', payload: {} })).statusCode).toBe(
      400,
    );
  });
});

describe('password reset', () => {
  const reset = (email: string) =>
    t.app.inject({ method: 'POST', url: '/api/password-reset/', payload: { email } });

  it('When a reset is asked, then known and unknown addresses get the same answer and the same path: one e-mail each', async () => {
    await verifiedCandidate(t, 'forgot@example.com');
    const mails = async (to: string) =>
      (
        await rows<{ n: number }>(
          t.db,
          sql`select count(*)::int as n from outbox where payload->>'to' = ${to}`,
        )
      )[0]?.n;
    const knownBefore = await mails('forgot@example.com');
    const known = await reset('forgot@example.com');
    const unknown = await reset('nobody-here@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect((await mails('forgot@example.com'))! - knownBefore!).toBe(1);
    expect(await mails('nobody-here@example.com')).toBe(1);
    const noAccount = await lastMailTo(t, 'nobody-here@example.com');
    expect(noAccount?.text).toContain('no active account uses it');
    expect(noAccount?.text).not.toContain('/password-reset-confirm/');
  });

  it('When a visitor reading Swahili asks a reset for an address with no account, then the answer e-mail is in Swahili', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/password-reset/',
      payload: { email: 'hakuna-mtu@example.com', language: 'sw' },
    });
    expect(res.statusCode).toBe(200);
    const sw = authTexts('sw');
    const mail = await lastMailTo(t, 'hakuna-mtu@example.com');
    expect(mail?.subject).toBe(sw('noAccount.subject'));
    expect(mail?.text).toContain(sw('noAccount.asked'));
    expect(mail?.text).not.toContain('no active account uses it');
  });

  it('When the language is not one of ours, then the field message answers', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/password-reset/',
      payload: { email: 'someone@example.com', language: 'fr' },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json())).toEqual(['language']);
  });

  it('When the e-mail is not an e-mail, then the field message answers', async () => {
    const res = await reset('nope');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ email: ['Email is invalid'] });
  });
});
